import { FormattedMessage } from 'shared-sdk';
import type { PaymentStatus } from 'shared-sdk';
import { Badge } from './order-status-badge';
import { paymentStatusLabel } from './order-status';

/** Paid or Unpaid, as a coloured label. */
export function OrderPaymentBadge({ status }: { status: PaymentStatus }) {
  return (
    <Badge $tone={status === 'Paid' ? 'done' : 'waiting'} data-testid="payment-status">
      <FormattedMessage {...paymentStatusLabel(status)} />
    </Badge>
  );
}
