import type { ReactNode } from 'react';
import { UserText, type TicketSummary, FormattedMessage, useIntl } from 'shared-sdk';
import { TicketFact } from './ticket-fact';
import { ticketDate } from './ticket-status';

/**
 * The facts a ticket's list item and its page both give: the issue type, the order number (left out
 * when there is none, unless `noOrder` says so) and the date it was opened. The issue type (the
 * store's words) and the order number (the shopper's) are isolated like every text they wrote.
 */
export function TicketSummaryFacts({ ticket, noOrder }: { ticket: TicketSummary; noOrder?: ReactNode }) {
  const intl = useIntl();
  return (
    <>
      <TicketFact label={<FormattedMessage id="account.tickets.issueType" defaultMessage="Issue type" />}>
        <UserText>{ticket.issue_type}</UserText>
      </TicketFact>
      {(ticket.order_number || noOrder) && (
        <TicketFact label={<FormattedMessage id="account.tickets.orderNumber" defaultMessage="Order number" />}>
          {ticket.order_number ? <UserText>{ticket.order_number}</UserText> : noOrder}
        </TicketFact>
      )}
      <TicketFact label={<FormattedMessage id="account.tickets.created" defaultMessage="Created" />}>
        <time dateTime={ticket.created_at}>{ticketDate(intl, ticket.created_at)}</time>
      </TicketFact>
    </>
  );
}
