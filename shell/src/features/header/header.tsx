import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Container, useStores, flexRow } from 'shared-sdk';
import styled from 'styled-components';
import { OPEN_POPUP_LAYER } from '../../components/layers';
import type { NavPlacement } from '../../components/nav-placement';
import { CartButton } from './cart-button';
import { HeaderLogo } from './header-logo';
import { LoginButton } from './login-button';
import { MainNav } from './main-nav';
import { MobileMenu } from './mobile-menu';
import { MobileSearch } from './mobile-search';
import { SearchForm } from './search-form';
import { UserMenu } from './user-menu';
import { WishlistButton } from './wishlist-button';

interface HeaderProps {
  /** The categories mega-menu for each place the navigation shows (given by the layout). */
  categoriesMenu: (placement: NavPlacement) => ReactNode;
}

/**
 * The store's header (role banner): logo, search, wishlist and cart counts, login or the user menu,
 * and the main navigation: a bar on wide screens, a drawer on phones. Everything comes from the
 * stores, so no remote loads for it.
 */
export const Header = observer(function Header({ categoriesMenu }: HeaderProps) {
  const { auth } = useStores();
  const intl = useIntl();
  const navLabel = intl.formatMessage({ id: 'nav.main', defaultMessage: 'Main' });
  return (
    <Banner>
      <Container>
        <Row>
          <OnPhones>
            <MobileMenu>
              <nav aria-label={navLabel}>
                <MainNav placement="drawer" categoriesMenu={categoriesMenu('drawer')} />
              </nav>
            </MobileMenu>
          </OnPhones>
          <HeaderLogo />
          <WideSearch>
            <SearchForm />
          </WideSearch>
          <Actions>
            <OnPhones>
              <MobileSearch />
            </OnPhones>
            <WishlistButton />
            <CartButton />
            {auth.isLoggedIn ? <UserMenu /> : <LoginButton />}
          </Actions>
        </Row>
      </Container>
      {/* On phones it is in the menu's drawer; without JavaScript (no drawer) it shows here too. */}
      <NavBar aria-label={navLabel} className="sf-no-js-open">
        <NavColumn>
          <MainNav placement="bar" categoriesMenu={categoriesMenu('bar')} />
        </NavColumn>
      </NavBar>
    </Banner>
  );
});

const Banner = styled.header`
  position: relative;
  z-index: 30;

  /* The header is its own stacking context: while one of its dropdowns is open it rises above the
     toasts, which sit right below it (components/layers.ts). */
  &:has([data-popup]:not([hidden])) {
    z-index: ${OPEN_POPUP_LAYER};
  }
  background: ${({ theme }) => theme.colors.surface};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

const Row = styled.div`
  ${flexRow('16px', { align: 'center' })}
  min-block-size: 72px;

  @media (max-width: ${({ theme }) => theme.breakpoints.md - 1}px) {
    gap: 8px;
    min-block-size: 60px;
  }
`;

const OnPhones = styled.div`
  display: contents;

  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    display: none;
  }
`;

const WideSearch = styled.div`
  flex: 1;
  max-inline-size: 640px;
  margin-inline: auto;

  @media (max-width: ${({ theme }) => theme.breakpoints.md - 1}px) {
    display: none;
  }
`;

const Actions = styled.div`
  ${flexRow('8px', { align: 'center' })}
  margin-inline-start: auto;

  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    gap: 2px;
  }
`;

/** The categories mega-menu panel spans this column, lined up with the page content. */
const NavColumn = styled(Container)`
  position: relative;
`;

const NavBar = styled.nav`
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};

  @media (max-width: ${({ theme }) => theme.breakpoints.md - 1}px) {
    display: none;
    /* Shown on a phone only without JavaScript: its links scroll sideways. */
    overflow-x: auto;
  }
`;
