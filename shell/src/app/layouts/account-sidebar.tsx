import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink, matchPath, useLocation } from 'react-router-dom';
import { ROUTES, useStores, type RouteDef, flexColumn, flexRow } from 'shared-sdk';
import styled from 'styled-components';
import { menuEntry } from '../../components/popup-menu';

/**
 * Every account page a shopper can open directly: the account routes without parameters, minus the
 * ones nested under another (Add New Address sits under Manage Address).
 */
const SIDEBAR_ROUTES: RouteDef[] = ROUTES.filter((route) => route.layout === 'account' && !route.path.includes(':')).filter(
  (route, _, all) => !all.some((other) => other !== route && route.path.startsWith(`${other.path}/`)),
);

/** The sidebar entry the page at `pathname` belongs to (an order's details belong to Order History). */
function currentEntry(pathname: string): RouteDef | undefined {
  return SIDEBAR_ROUTES.find((route) => matchPath({ path: route.path, end: false }, pathname));
}

/**
 * The account area's navigation, with Log Out at the end. On a phone it folds into one 'My account'
 * button naming the current page, so the page's content comes first; it folds again after a choice.
 */
export function AccountSidebar() {
  const { ui } = useStores();
  const intl = useIntl();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  useEffect(() => setOpen(false), [pathname]);
  const current = currentEntry(pathname);
  const navigationName = intl.formatMessage({ id: 'account.navigation', defaultMessage: 'My account' });

  return (
    <Nav aria-label={navigationName}>
      <MenuToggle type="button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        <span>{navigationName}</span>
        {current?.title && <CurrentPage>{intl.formatMessage(current.title)}</CurrentPage>}
        <Chevron aria-hidden="true" $open={open} />
      </MenuToggle>
      <ul id={listId} data-open={open}>
        {SIDEBAR_ROUTES.map((route) => (
          <li key={route.name}>
            <NavLink to={route.path}>{route.title ? intl.formatMessage(route.title) : route.name}</NavLink>
          </li>
        ))}
        <li>
          <button type="button" onClick={() => ui.open('logoutConfirm')}>
            <FormattedMessage id="header.logout" defaultMessage="Log Out" />
          </button>
        </li>
      </ul>
    </Nav>
  );
}

const MenuToggle = styled.button`
  ${flexRow('8px', { align: 'center' })}
  inline-size: 100%;
  padding: 12px 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: inherit;
  font: inherit;
  font-weight: 600;
  text-align: start;
  cursor: pointer;

  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    display: none;
  }
`;

const CurrentPage = styled.span`
  flex: 1;
  color: ${({ theme }) => theme.colors.primaryScale[700]};
  font-weight: 400;
  text-align: end;
`;

const Chevron = styled.span<{ $open: boolean }>`
  inline-size: 8px;
  block-size: 8px;
  border-block-end: 2px solid currentColor;
  border-inline-end: 2px solid currentColor;
  transform: ${({ $open }) => ($open ? 'rotate(-135deg)' : 'rotate(45deg)')};
`;

const Nav = styled.nav`
  ul {
    ${flexColumn('2px')}
    margin: 0;
    padding: 8px;
    list-style: none;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.md - 0.02}px) {
    ul[data-open='false'] {
      display: none;
    }

    ul {
      margin-block-start: 8px;
    }
  }

  li > a,
  li > button {
    display: block;
    ${menuEntry}
  }

  li > a:hover,
  li > button:hover {
    background: ${({ theme }) => theme.colors.background};
  }

  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primaryScale[50]};
    color: ${({ theme }) => theme.colors.primaryScale[700]};
    font-weight: 600;
  }
`;
