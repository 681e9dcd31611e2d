import { FormattedMessage } from 'shared-sdk';
import type { OrderRefund, PaymentStatus } from 'shared-sdk';
import { Badge } from './order-status-badge';
import { paymentStatusLabel, refundStatusLabel } from './order-status';

/** Paid or Unpaid, or the refund's state once a paid order was cancelled, as a coloured label. */
export function OrderPaymentBadge({ status, refund = null }: { status: PaymentStatus; refund?: OrderRefund | null }) {
  if (refund) {
    return (
      <Badge $tone={refund.status === 'Refunded' ? 'done' : 'waiting'} data-testid="payment-status">
        <FormattedMessage {...refundStatusLabel(refund)} />
      </Badge>
    );
  }
  return (
    <Badge $tone={status === 'Paid' ? 'done' : 'waiting'} data-testid="payment-status">
      <FormattedMessage {...paymentStatusLabel(status)} />
    </Badge>
  );
}
