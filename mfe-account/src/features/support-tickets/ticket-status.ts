import { type IntlShape } from 'shared-sdk';
import type { TicketStatus } from 'shared-sdk';
import type { BadgeTone } from '../../components/form-badge';

/** The statuses GET /support-tickets filters by, in tab order. */
export const TICKET_STATUSES: readonly TicketStatus[] = ['running', 'completed', 'cancel'];

/** A `status` query parameter, or null for every ticket. */
export function ticketStatusParam(value: string | null): TicketStatus | null {
  return (TICKET_STATUSES as readonly (string | null)[]).includes(value) ? (value as TicketStatus) : null;
}

export function ticketStatusLabel(intl: IntlShape, status: TicketStatus): string {
  switch (status) {
    case 'running':
      return intl.formatMessage({ id: 'account.tickets.statusRunning', defaultMessage: 'Running' });
    case 'completed':
      return intl.formatMessage({ id: 'account.tickets.statusCompleted', defaultMessage: 'Completed' });
    default:
      return intl.formatMessage({ id: 'account.tickets.statusCancel', defaultMessage: 'Cancelled' });
  }
}

export const TICKET_STATUS_TONES: Record<TicketStatus, BadgeTone> = {
  running: 'primary',
  completed: 'success',
  cancel: 'neutral',
};

/** A ticket's date as the list and the header show it (day, month and year in the page's language). */
export function ticketDate(intl: IntlShape, iso: string): string {
  return intl.formatDate(iso, { dateStyle: 'medium' });
}

/** A message's time: the date and the time of day. */
export function messageTime(intl: IntlShape, iso: string): string {
  return intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
}
