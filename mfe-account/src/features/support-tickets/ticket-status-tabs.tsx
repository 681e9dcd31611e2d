import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { linkTo, type TicketStatus } from 'shared-sdk';
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

/**
 * All, Running, Completed and Cancelled, each with its count: links that put `status` in the URL
 * (and go back to page 1), the current one marked with aria-current.
 */
export function TicketStatusTabs({ current, counts }: TicketStatusTabsProps) {
  const intl = useIntl();
  const all = counts ? counts.running + counts.completed + counts.cancel : undefined;
  const tabs: { status: TicketStatus | null; label: string; count: number | undefined }[] = [
    { status: null, label: intl.formatMessage({ id: 'account.tickets.statusAll', defaultMessage: 'All' }), count: all },
    ...TICKET_STATUSES.map((status) => ({ status, label: ticketStatusLabel(intl, status), count: counts?.[status] })),
  ];
  return (
    <Nav aria-label={intl.formatMessage({ id: 'account.tickets.statusFilter', defaultMessage: 'Tickets by status' })}>
      <List>
        {tabs.map(({ status, label, count }) => (
          <li key={status ?? 'all'}>
            <Tab
              to={linkTo('supportTickets', {}, { status })}
              aria-current={status === current ? 'page' : undefined}
              $current={status === current}
            >
              {label}
              {count !== undefined && <Count>{intl.formatNumber(count)}</Count>}
            </Tab>
          </li>
        ))}
      </List>
    </Nav>
  );
}

const Nav = styled.nav`
  margin-block-end: 16px;
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

/** The tabs wrap on a narrow phone rather than widen the page. */
const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tab = styled(Link)<{ $current: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  padding-block: 10px;
  padding-inline: 12px;
  border-block-end: 3px solid transparent;
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primaryScale[700]};
    outline-offset: -2px;
  }

  ${({ $current, theme }) =>
    $current &&
    css`
      border-block-end-color: ${theme.colors.primary};
      color: ${theme.colors.primaryScale[700]};
    `}
`;

const Count = styled.span`
  min-inline-size: 1.5rem;
  padding-inline: 6px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.75rem;
  text-align: center;
`;
