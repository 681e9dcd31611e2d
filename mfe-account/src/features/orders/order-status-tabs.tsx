import { FormattedMessage, useIntl } from 'react-intl';
import { Link, type To } from 'react-router-dom';
import { VisuallyHidden, type StatusWiseOrders } from 'shared-sdk';
import styled from 'styled-components';
import { STATUS_TABS, statusLabel, type StatusTab } from '../../components/order-status';
import type { HistoryChanges } from './use-order-history-params';

export interface OrderStatusTabsProps {
  current: StatusTab;
  /** The counts of GET /orders; left out until the first answer. */
  counts?: StatusWiseOrders;
  hrefFor: (changes: HistoryChanges) => To;
}

/**
 * The order history's status filter: All, Pending, Confirm, Processing, On The Way, Delivered and
 * Cancelled with their counts. Links (the choice lives in the URL), the current one marked; they
 * scroll sideways on a phone rather than wrap into a wall of pills.
 */
export function OrderStatusTabs({ current, counts, hrefFor }: OrderStatusTabsProps) {
  const intl = useIntl();
  return (
    <Nav aria-label={intl.formatMessage({ id: 'account.orders.statusFilter', defaultMessage: 'Order status' })}>
      <List>
        {STATUS_TABS.map((tab) => {
          const count = counts?.[tab];
          return (
            <li key={tab}>
              <Tab to={hrefFor({ status: tab, page: 1 })} aria-current={tab === current ? 'page' : undefined}>
                <FormattedMessage {...statusLabel(tab)} />
                {count !== undefined && (
                  <>
                    <Count aria-hidden="true">{intl.formatNumber(count)}</Count>
                    <VisuallyHidden>
                      {' '}
                      <FormattedMessage
                        id="account.orders.tabCount"
                        defaultMessage="({count, plural, one {# order} other {# orders}})"
                        values={{ count }}
                      />
                    </VisuallyHidden>
                  </>
                )}
              </Tab>
            </li>
          );
        })}
      </List>
    </Nav>
  );
}

const Nav = styled.nav`
  margin-block-end: 16px;
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  overflow-x: auto;
  scrollbar-width: thin;
`;

const List = styled.ul`
  display: flex;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tab = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
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

  &[aria-current='page'] {
    border-block-end-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryScale[700]};
  }
`;

const Count = styled.span`
  min-inline-size: 1.5rem;
  padding-inline: 6px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.75rem;
  line-height: 1.4rem;
  text-align: center;

  [aria-current='page'] > & {
    border-color: ${({ theme }) => theme.colors.primaryScale[200]};
    background: ${({ theme }) => theme.colors.primaryScale[50]};
    color: ${({ theme }) => theme.colors.primaryScale[700]};
  }
`;
