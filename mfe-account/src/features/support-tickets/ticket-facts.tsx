import { UserText, FormattedMessage, flexColumn } from 'shared-sdk';
import styled from 'styled-components';
import type { SupportTicket } from 'shared-sdk';
import { Panel } from '../../components/form-controls';
import { TicketFact } from './ticket-fact';
import { TicketStatusBadge } from './ticket-status-badge';
import { TicketSubject } from './ticket-subject';
import { TicketSummaryFacts } from './ticket-summary-facts';

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The ticket's facts (subject, issue type, status, order, date) and its attachments as links. */
export function TicketFacts({ ticket }: { ticket: SupportTicket }) {
  return (
    <Panel>
      <Subject>
        <TicketSubject subject={ticket.subject} />
      </Subject>
      <Facts>
        <TicketFact label={<FormattedMessage id="account.tickets.status" defaultMessage="Status" />}>
          <TicketStatusBadge status={ticket.status} />
        </TicketFact>
        <TicketSummaryFacts ticket={ticket} noOrder={<FormattedMessage id="account.tickets.noOrder" defaultMessage="None" />} />
      </Facts>
      {ticket.attachments.length > 0 && (
        <Attachments>
          <h2>
            <FormattedMessage id="account.tickets.attachmentsTitle" defaultMessage="Attachments" />
          </h2>
          <ul>
            {ticket.attachments.map((file) => (
              <li key={file.id}>
                <a href={file.url} target="_blank" rel="noopener noreferrer">
                  <UserText>{file.file_name}</UserText>
                </a>{' '}
                <Muted>({sizeText(file.size)})</Muted>
              </li>
            ))}
          </ul>
        </Attachments>
      )}
    </Panel>
  );
}

const Subject = styled.p`
  margin-block: 0 12px;
  font-size: 1.125rem;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px 24px;
  margin: 0;

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  }

  div {
    ${flexColumn('2px')}
  }

  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.8125rem;
  }

  dd {
    margin: 0;
    font-weight: 600;
  }
`;

const Attachments = styled.section`
  margin-block-start: 16px;
  padding-block-start: 12px;
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};

  h2 {
    margin-block: 0 8px;
    font-size: 0.9375rem;
  }

  ul {
    ${flexColumn('4px')}
    margin: 0;
    padding-inline-start: 1.25rem;
  }

  a {
    color: ${({ theme }) => theme.colors.primaryScale[700]};
    overflow-wrap: anywhere;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.8125rem;
`;
