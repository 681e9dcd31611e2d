import { useIntl } from 'shared-sdk';
import type { TicketStatus } from 'shared-sdk';
import { FormBadge } from '../../components/form-badge';
import { TICKET_STATUS_TONES, ticketStatusLabel } from './ticket-status';

/** Running, Completed or Cancelled, in words (the colour only repeats them). */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const intl = useIntl();
  return <FormBadge tone={TICKET_STATUS_TONES[status]}>{ticketStatusLabel(intl, status)}</FormBadge>;
}
