import { FormattedMessage, useIntl } from 'shared-sdk';
import styled from 'styled-components';
import type { PaymentOutcome } from './use-order-history-params';
import type { Confirmation } from './use-payment-confirmation';

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
} as const;

export interface OrderPaymentNoticeProps {
  outcome: PaymentOutcome;
  /** For a success: whether the server has the order Paid yet. */
  confirmation: Confirmation;
  onDismiss: () => void;
}

/**
 * What the return from the payment provider says: a success, "confirming…" until the server has the
 * order Paid, then paid (announced politely, role status); a cancelled or failed payment (announced
 * at once, role alert); until the shopper dismisses it.
 */
export function OrderPaymentNotice({ outcome, confirmation, onDismiss }: OrderPaymentNoticeProps) {
  const intl = useIntl();
  const success = outcome === 'success';
  const { title, message } = TEXT[success && confirmation !== 'paid' ? confirmation : outcome];
  return (
    <Box
      role={success ? 'status' : 'alert'}
      aria-busy={success && confirmation === 'confirming'}
      $success={success}
      data-testid="payment-notice"
    >
      <div>
        <strong>{title}</strong>
        <p>{message}</p>
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

const Box = styled.div<{ $success: boolean }>`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
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
