import styled from 'styled-components';
import { UserText, linkTo, type TicketSummary, Link, FormattedMessage, useIntl } from 'shared-sdk';
import { TicketStatusBadge } from './ticket-status-badge';
import { ticketDate } from './ticket-status';

/** One ticket of the list: its number (the link to it), status, subject, issue type, order and date. */
export function TicketListItem({ ticket }: { ticket: TicketSummary }) {
  const intl = useIntl();
  const subjectId = `ticket-${ticket.id}-subject`;
  return (
    <Card>
      <Head>
        <TicketNumber to={linkTo('supportTicketDetails', { ticketNumber: ticket.ticket_no })} aria-describedby={subjectId}>
          {ticket.ticket_no}
        </TicketNumber>
        <TicketStatusBadge status={ticket.status} />
      </Head>
      <Subject id={subjectId}>
        {ticket.subject ? (
          <UserText>{ticket.subject}</UserText>
        ) : (
          <FormattedMessage id="account.tickets.noSubject" defaultMessage="(no subject)" />
        )}
      </Subject>
      <Facts>
        <div>
          <dt>
            <FormattedMessage id="account.tickets.issueType" defaultMessage="Issue type" />
          </dt>
          <dd>{ticket.issue_type}</dd>
        </div>
        {ticket.order_number && (
          <div>
            <dt>
              <FormattedMessage id="account.tickets.orderNumber" defaultMessage="Order number" />
            </dt>
            <dd>{ticket.order_number}</dd>
          </div>
        )}
        <div>
          <dt>
            <FormattedMessage id="account.tickets.created" defaultMessage="Created" />
          </dt>
          <dd>
            <time dateTime={ticket.created_at}>{ticketDate(intl, ticket.created_at)}</time>
          </dd>
        </div>
      </Facts>
    </Card>
  );
}

/** The number's link covers the card (one link, one tab stop), so the whole card is the target. */
const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 14px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};

  &:hover {
    border-color: ${({ theme }) => theme.colors.primaryScale[300]};
  }

  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.primaryScale[700]};
    outline-offset: 2px;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

const TicketNumber = styled(Link)`
  color: ${({ theme }) => theme.colors.primaryScale[700]};
  font-weight: 700;
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  &:focus-visible {
    outline: none;
  }
`;

const Subject = styled.p`
  margin: 0;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 20px;
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;

  div {
    display: flex;
    gap: 6px;
  }

  dt::after {
    content: ':';
  }

  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
  }
`;
