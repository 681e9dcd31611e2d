import type { ReactNode } from 'react';
import { Button, FormattedList, FormattedMessage, Link, linkTo, useIntl, type OrderDetails, flexRow } from 'shared-sdk';
import styled from 'styled-components';
import { LinkButton } from '../../components/link-button';
import type { PaymentOutcome } from './use-order-history-params';
import type { Confirmation } from './use-payment-confirmation';
import type { WaitingOrders } from './use-waiting-orders';

const CONFIRMING_TITLE = <FormattedMessage id="account.orders.paymentConfirmingTitle" defaultMessage="Payment received, confirming…" />;

const TEXT = {
  confirming: {
    title: CONFIRMING_TITLE,
    message: (
      <FormattedMessage
        id="account.orders.paymentConfirming"
        defaultMessage="We are waiting for the payment service to confirm your payment. This page updates by itself."
      />
    ),
  },
  slow: {
    title: CONFIRMING_TITLE,
    message: (
      <FormattedMessage
        id="account.orders.paymentConfirmingSlow"
        defaultMessage="Confirmation is taking longer than usual. Your order shows as paid as soon as the payment service confirms it."
      />
    ),
  },
  success: {
    title: <FormattedMessage id="account.orders.paymentSuccessTitle" defaultMessage="Payment successful" />,
    message: (
      <FormattedMessage id="account.orders.paymentSuccess" defaultMessage="Thank you! Your payment was received and your order is paid." />
    ),
  },
  cancelled: {
    title: <FormattedMessage id="account.orders.paymentCancelledTitle" defaultMessage="Payment cancelled" />,
    message: (
      <FormattedMessage
        id="account.orders.paymentCancelled"
        defaultMessage="You cancelled the payment. Your order is waiting for payment: open it to pay now."
      />
    ),
  },
  failed: {
    title: <FormattedMessage id="account.orders.paymentFailedTitle" defaultMessage="Payment failed" />,
    message: (
      <FormattedMessage
        id="account.orders.paymentFailed"
        defaultMessage="The payment did not go through. Your order is waiting for payment: open it to try again."
      />
    ),
  },
  waiting: {
    title: <FormattedMessage id="account.orders.paymentWaitingTitle" defaultMessage="Your order is waiting for payment" />,
    message: (
      <FormattedMessage
        id="account.orders.paymentWaiting"
        defaultMessage="You came back before paying. Nothing is lost: pay now, or later from your orders."
      />
    ),
  },
} as const;

/** '#SM…' of each order, each a link to it, isolated from the sentence's direction. */
function OrderCodes({ orders }: { orders: readonly OrderDetails[] }) {
  return (
    <FormattedList
      type="conjunction"
      value={orders.map((order) => (
        <Link key={order.id} to={linkTo('orderDetails', { id: order.id })}>
          <bdi>#{order.order_code}</bdi>
        </Link>
      ))}
    />
  );
}

/** The notice's words once the orders it names are known to wait for payment. */
function waitingText(
  outcome: Exclude<PaymentOutcome, 'success'>,
  orders: readonly OrderDetails[],
): { title: ReactNode; message: ReactNode } {
  const sentence = (
    <FormattedMessage
      id="account.orders.ordersWaiting"
      defaultMessage="{count, plural, one {Your order {codes} is waiting for payment} other {Your orders {codes} are waiting for payment}}"
      values={{ count: orders.length, codes: <OrderCodes orders={orders} /> }}
    />
  );
  if (outcome === 'waiting') return { title: sentence, message: TEXT.waiting.message };
  const lead =
    outcome === 'cancelled' ? (
      <FormattedMessage id="account.orders.paymentCancelledShort" defaultMessage="You cancelled the payment." />
    ) : (
      <FormattedMessage id="account.orders.paymentFailedShort" defaultMessage="The payment did not go through." />
    );
  return {
    title: TEXT[outcome].title,
    message: (
      <>
        {lead} {sentence}.
      </>
    ),
  };
}

export interface OrderPaymentNoticeProps {
  outcome: PaymentOutcome;
  /** For a success: whether the server has the order Paid yet. */
  confirmation: Confirmation;
  /** For a return that names orders not paid yet (waiting, cancelled, failed): them, and Pay now. */
  orders?: WaitingOrders;
  onDismiss: () => void;
}

/**
 * What the return from the payment provider says: a success, "confirming…" until the server has the
 * order Paid, then paid (announced politely, role status); a cancelled or failed payment (announced
 * at once, role alert); until the shopper dismisses it.
 */
export function OrderPaymentNotice({ outcome, confirmation, orders, onDismiss }: OrderPaymentNoticeProps) {
  const intl = useIntl();
  // The orders were paid meanwhile (another tab, or the webhook came first): that is the one truth.
  const paid = outcome === 'success' || Boolean(orders?.allPaid);
  const waiting = outcome !== 'success' && !paid && orders?.waiting?.length ? orders.waiting : null;
  const { title, message } = waiting
    ? waitingText(outcome as Exclude<PaymentOutcome, 'success'>, waiting)
    : TEXT[paid ? (outcome === 'success' && confirmation !== 'paid' ? confirmation : 'success') : outcome];
  return (
    <Box
      role={paid ? 'status' : 'alert'}
      aria-busy={outcome === 'success' && confirmation === 'confirming'}
      $success={paid}
      data-testid="payment-notice"
    >
      <div>
        <strong>{title}</strong>
        <p>{message}</p>
        {waiting && orders && <WaitingActions orders={waiting} payNow={orders.payNow} paying={orders.paying} />}
      </div>
      <Dismiss
        type="button"
        onClick={onDismiss}
        aria-label={intl.formatMessage({ id: 'account.orders.dismissNotice', defaultMessage: 'Dismiss this message' })}
      >
        <span aria-hidden="true">×</span>
      </Dismiss>
    </Box>
  );
}

/** Pay now (when the orders can be paid from here) and, for one order, View order. */
function WaitingActions({ orders, payNow, paying }: { orders: readonly OrderDetails[]; payNow: WaitingOrders['payNow']; paying: boolean }) {
  return (
    <Actions>
      {payNow && (
        <Button onClick={() => void payNow()} disabled={paying} aria-busy={paying || undefined}>
          <FormattedMessage id="account.orders.payNow" defaultMessage="Pay now" />
        </Button>
      )}
      {orders.length === 1 && (
        <LinkButton $variant="secondary" to={linkTo('orderDetails', { id: orders[0]!.id })}>
          <FormattedMessage id="account.orders.viewOrder" defaultMessage="View order" />
        </LinkButton>
      )}
    </Actions>
  );
}

const Actions = styled.div`
  ${flexRow('16px', { wrap: true, align: 'center' })}
  margin-block-start: 12px;
`;

const Box = styled.div<{ $success: boolean }>`
  ${flexRow('12px', { align: 'flex-start', justify: 'space-between' })}
  margin-block-end: 16px;
  padding-block: 12px;
  padding-inline: 16px;
  border: 1px solid ${({ $success }) => ($success ? '#bbf7d0' : '#fecaca')};
  border-inline-start-width: 4px;
  border-inline-start-color: ${({ $success, theme }) => ($success ? theme.colors.success : theme.colors.danger)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ $success }) => ($success ? '#f0fdf4' : '#fef2f2')};

  p {
    margin-block: 4px 0;
  }
`;

const Dismiss = styled.button`
  flex: none;
  inline-size: 2rem;
  block-size: 2rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;

  &:hover {
    background: rgb(0 0 0 / 0.06);
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primaryScale[700]};
    outline-offset: 2px;
  }
`;
