import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { linkTo, NavLink, useStores } from 'shared-sdk';
import styled from 'styled-components';
import type { NavPlacement } from '../../components/nav-placement';
import { InstallAppButton } from '../install-app';
import { DownloadAppMenu } from './download-app-menu';

interface MainNavProps {
  placement: NavPlacement;
  /** The categories mega-menu (its own feature), placed between Products and Most Popular. */
  categoriesMenu: ReactNode;
}

/** Home, Shops (multi-vendor only), Products, Categories, Most Popular, Best Deal, the app menu, and Install app where the browser offers it. */
export const MainNav = observer(function MainNav({ placement, categoriesMenu }: MainNavProps) {
  const { settings } = useStores();
  return (
    <Nav $placement={placement}>
      <NavLink to={linkTo('home')} end>
        <FormattedMessage id="nav.home" defaultMessage="Home" />
      </NavLink>
      {settings.multiVendor && (
        <NavLink to={linkTo('shops')}>
          <FormattedMessage id="nav.shops" defaultMessage="Shops" />
        </NavLink>
      )}
      <NavLink to={linkTo('products')}>
        <FormattedMessage id="nav.products" defaultMessage="Products" />
      </NavLink>
      {categoriesMenu}
      <NavLink to={linkTo('mostPopular')}>
        <FormattedMessage id="nav.mostPopular" defaultMessage="Most Popular" />
      </NavLink>
      <NavLink to={linkTo('bestDeal')}>
        <FormattedMessage id="nav.bestDeal" defaultMessage="Best Deal" />
      </NavLink>
      <DownloadAppMenu placement={placement} />
      <InstallAppButton />
    </Nav>
  );
});

const Nav = styled.div<{ $placement: NavPlacement }>`
  display: flex;
  flex-direction: ${({ $placement }) => ($placement === 'bar' ? 'row' : 'column')};
  align-items: ${({ $placement }) => ($placement === 'bar' ? 'center' : 'stretch')};
  gap: ${({ $placement }) => ($placement === 'bar' ? '24px' : '0')};

  > a {
    padding: 12px 4px;
    color: inherit;
    font-weight: 500;
    text-decoration: none;
    border-block-end: 2px solid transparent;
  }

  > a:hover,
  > a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    border-block-end-color: ${({ theme, $placement }) => ($placement === 'bar' ? theme.colors.primary : 'transparent')};
  }
`;
