import { linkTo, type TicketStatus, useIntl } from 'shared-sdk';
import { StatusTabs } from '../../components/status-tabs';
import { TICKET_STATUSES, ticketStatusLabel } from './ticket-status';

export interface TicketCounts {
  running: number;
  completed: number;
  cancel: number;
}

export interface TicketStatusTabsProps {
  /** The status shown; null for every ticket. */
  current: TicketStatus | null;
  /** The counts from the last answer; undefined while the first one loads. */
  counts: TicketCounts | undefined;
}

/** All, Running, Completed and Cancelled: `status` in the URL, back to page 1. */
export function TicketStatusTabs({ current, counts }: TicketStatusTabsProps) {
  const intl = useIntl();
  const all = counts ? counts.running + counts.completed + counts.cancel : undefined;
  const tabs: { status: TicketStatus | null; label: string; count: number | undefined }[] = [
    { status: null, label: intl.formatMessage({ id: 'account.tickets.statusAll', defaultMessage: 'All' }), count: all },
    ...TICKET_STATUSES.map((status) => ({ status, label: ticketStatusLabel(intl, status), count: counts?.[status] })),
  ];
  return (
    <StatusTabs
      label={intl.formatMessage({ id: 'account.tickets.statusFilter', defaultMessage: 'Tickets by status' })}
      countText={(count) =>
        intl.formatMessage(
          { id: 'account.tickets.tabCount', defaultMessage: '({count, plural, one {# ticket} other {# tickets}})' },
          { count },
        )
      }
      tabs={tabs.map(({ status, label, count }) => ({
        key: status ?? 'all',
        label,
        count,
        to: linkTo('supportTickets', {}, { status }),
        current: status === current,
      }))}
    />
  );
}
