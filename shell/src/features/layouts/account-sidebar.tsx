import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { ROUTES, useStores, type RouteDef } from 'shared-sdk';
import styled from 'styled-components';

/**
 * Every account page a shopper can open directly: the account routes without parameters, minus the
 * ones nested under another (Add New Address sits under Manage Address).
 */
const SIDEBAR_ROUTES: RouteDef[] = ROUTES.filter((route) => route.layout === 'account' && !route.path.includes(':')).filter(
  (route, _, all) => !all.some((other) => other !== route && route.path.startsWith(`${other.path}/`)),
);

/** The account area's navigation, with Log Out at the end. */
export function AccountSidebar() {
  const { ui } = useStores();
  const intl = useIntl();
  return (
    <Nav aria-label={intl.formatMessage({ id: 'account.navigation', defaultMessage: 'My account' })}>
      <ul>
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

const Nav = styled.nav`
  ul {
    display: flex;
    flex-direction: column;
    gap: 2px;
    margin: 0;
    padding: 8px;
    list-style: none;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
  }

  a,
  button {
    display: block;
    inline-size: 100%;
    padding: 10px 12px;
    border: 0;
    border-radius: 6px;
    background: none;
    color: inherit;
    font: inherit;
    text-align: start;
    text-decoration: none;
    cursor: pointer;
  }

  a:hover,
  button:hover {
    background: ${({ theme }) => theme.colors.background};
  }

  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primaryScale[50]};
    color: ${({ theme }) => theme.colors.primaryScale[700]};
    font-weight: 600;
  }
`;
