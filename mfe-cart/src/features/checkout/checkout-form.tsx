import { useId, useState, type ReactNode } from 'react';
import { useStores, type CheckoutSummary, FormattedMessage, observer } from 'shared-sdk';
import styled from 'styled-components';
import { Card, CheckoutColumns, CheckoutSection } from './checkout-layout';
import { CouponForm } from './coupon-form';
import { DeliveryAddress } from './delivery-address';
import { OrderChangedNotice } from './order-changed-notice';
import { OrderSummary } from './order-summary';
import { PaymentMethods, usePaymentMethod } from './payment-methods';
import type { PlaceOrderControl } from './use-place-order';

export interface CheckoutFormProps {
  /** The lines to order (grouped by shop on the checkout page; the one line on buy now). */
  items: ReactNode;
  summary: CheckoutSummary;
  /** The buy-now line instead of the selected shops' lines. */
  buyNow?: boolean;
  /** The addresses are known (see useAddresses). */
  addressesReady: boolean;
  order: PlaceOrderControl;
}

/**
 * What checkout and buy now share: delivery address, the items, voucher, payment method and note
 * beside the sticky summary with Place Order.
 */
export const CheckoutForm = observer(function CheckoutForm({ items, summary, buyNow = false, addressesReady, order }: CheckoutFormProps) {
  const { checkout } = useStores();
  const noteId = useId();
  const [paymentMethod, setPaymentMethod] = usePaymentMethod();
  const [note, setNote] = useState('');

  const placeOrder = async () => {
    if (!paymentMethod) return;
    const outcome = await order.place({ paymentMethod, note, buyNow });
    if (outcome?.kind === 'placed') setNote('');
  };

  return (
    <CheckoutColumns
      details={
        <>
          <DeliveryAddress ready={addressesReady} />
          <CheckoutSection id="items" title={<FormattedMessage id="cart.checkout.itemsTitle" defaultMessage="Items" />}>
            {items}
          </CheckoutSection>
          <CouponForm buyNow={buyNow} />
          <PaymentMethods value={paymentMethod} onChange={setPaymentMethod} />
          <Card>
            <NoteLabel htmlFor={noteId}>
              <FormattedMessage id="cart.checkout.note" defaultMessage="Note (optional)" />
            </NoteLabel>
            <Note id={noteId} rows={3} maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
          </Card>
        </>
      }
      summary={
        <>
          <OrderChangedNotice />
          <OrderSummary
            summary={summary}
            onPlaceOrder={() => void placeOrder()}
            placing={checkout.isPlacingOrder}
            disabled={!paymentMethod || checkout.isLoadingCheckout || order.redirecting}
          />
        </>
      }
    />
  );
});

const NoteLabel = styled.label`
  display: block;
  margin-block-end: 8px;
  font-size: 1.1rem;
  font-weight: 700;
`;

const Note = styled.textarea`
  box-sizing: border-box;
  inline-size: 100%;
  padding-block: 8px;
  padding-inline: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  font: inherit;
  resize: vertical;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 1px;
  }
`;
