import { useEffect } from 'react';
import { Button, Dialog, linkTo, useStores, useNavigate, FormattedMessage, observer, flexColumn } from 'shared-sdk';
import styled from 'styled-components';

/**
 * The order-confirmation dialog the store opens after a cash order (checkout.showOrderConfirmModal):
 * View Orders or Continue Shopping; Escape, the close button and the backdrop just close it
 * (Dialog traps and returns focus). Leaving the page closes it too, so it never reopens later.
 */
export const OrderConfirmDialog = observer(function OrderConfirmDialog() {
  const { checkout } = useStores();
  const navigate = useNavigate();

  useEffect(() => () => checkout.closeOrderConfirm(), [checkout]);

  if (!checkout.showOrderConfirmModal) return null;

  const go = (to: string) => {
    checkout.closeOrderConfirm();
    navigate(to);
  };

  return (
    <Dialog
      title={<FormattedMessage id="cart.orderConfirm.title" defaultMessage="Order Placed" />}
      onClose={checkout.closeOrderConfirm}
      actions={
        <>
          <Button $variant="secondary" onClick={() => go(linkTo('home'))}>
            <FormattedMessage id="cart.orderConfirm.continueShopping" defaultMessage="Continue Shopping" />
          </Button>
          <Button onClick={() => go(linkTo('orderHistory'))}>
            <FormattedMessage id="cart.orderConfirm.viewOrders" defaultMessage="View Orders" />
          </Button>
        </>
      }
    >
      <Body>
        <Check aria-hidden="true">✓</Check>
        <strong>
          <FormattedMessage id="cart.orderConfirm.message" defaultMessage="Your order has been placed" />
        </strong>
        <p>
          <FormattedMessage
            id="cart.orderConfirm.details"
            defaultMessage="Thank you for shopping with us. You can follow your order in your order history."
          />
        </p>
      </Body>
    </Dialog>
  );
});

const Body = styled.div`
  ${flexColumn('8px', { align: 'center' })}
  text-align: center;

  strong {
    font-size: 1.1rem;
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Check = styled.span`
  display: grid;
  place-items: center;
  inline-size: 56px;
  block-size: 56px;
  border-radius: 50%;
  background: #dcfce7;
  color: #15803d;
  font-size: 1.75rem;
  font-weight: 700;
`;
