import { findRoute, linkTo, type RouteName, Link, useIntl, flexRow } from 'shared-sdk';
import styled from 'styled-components';

const QUICK_LINKS: readonly RouteName[] = ['orderHistory', 'wishlist', 'profile', 'manageAddress', 'supportTickets'];

/** Shortcuts to the account pages, named by their route titles. */
export function DashboardQuickLinks() {
  const intl = useIntl();
  return (
    <List>
      {QUICK_LINKS.map((name) => {
        const title = findRoute(name).title;
        return (
          <li key={name}>
            <QuickLink to={linkTo(name)}>
              <span>{title ? intl.formatMessage(title) : name}</span>
              <Arrow aria-hidden="true">›</Arrow>
            </QuickLink>
          </li>
        );
      })}
    </List>
  );
}

const List = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const QuickLink = styled(Link)`
  ${flexRow('8px', { align: 'center', justify: 'space-between' })}
  padding-block: 12px;
  padding-inline: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryScale[700]};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primaryScale[700]};
    outline-offset: 2px;
  }
`;

/** Points the reading direction's way. */
const Arrow = styled.span`
  font-size: 1.3rem;
  line-height: 1;
  ${({ theme }) => theme.direction === 'rtl' && 'transform: scaleX(-1);'}
`;
