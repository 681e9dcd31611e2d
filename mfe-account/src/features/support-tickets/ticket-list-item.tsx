import styled from 'styled-components';
import { linkTo, type TicketSummary, Link, flexColumn, flexRow } from 'shared-sdk';
import { TicketStatusBadge } from './ticket-status-badge';
import { TicketSubject } from './ticket-subject';
import { TicketSummaryFacts } from './ticket-summary-facts';

/** One ticket of the list: its number (the link to it), status, subject, issue type, order and date. */
export function TicketListItem({ ticket }: { ticket: TicketSummary }) {
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
        <TicketSubject subject={ticket.subject} />
      </Subject>
      <Facts>
        <TicketSummaryFacts ticket={ticket} />
      </Facts>
    </Card>
  );
}

/** The number's link covers the card (one link, one tab stop), so the whole card is the target. */
const Card = styled.article`
  position: relative;
  ${flexColumn('6px')}
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
  ${flexRow('8px', { wrap: true, align: 'center', justify: 'space-between' })}
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
  ${flexRow('4px 20px', { wrap: true })}
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;

  div {
    ${flexRow('6px')}
  }

  dt::after {
    content: ':';
  }

  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
  }
`;
