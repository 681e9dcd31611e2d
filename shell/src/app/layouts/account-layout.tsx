import { observer } from 'mobx-react-lite';
import { Navigate, Outlet } from 'react-router-dom';
import { Container, linkTo, useStores } from 'shared-sdk';
import styled from 'styled-components';
import { AccountSidebar } from './account-sidebar';
import { StoreChrome } from './store-chrome';

/**
 * The signed-in area: a sidebar beside the page. Without a user it redirects home, also later, when
 * the session is cleared (logout, or a 401) while the shopper is on one of its pages.
 */
export const AccountLayout = observer(function AccountLayout() {
  const { auth } = useStores();
  if (!auth.isLoggedIn) return <Navigate to={linkTo('home')} replace />;
  return (
    <StoreChrome>
      <Container>
        <Columns>
          <AccountSidebar />
          <div>
            <Outlet />
          </div>
        </Columns>
      </Container>
    </StoreChrome>
  );
});

const Columns = styled.div`
  display: grid;
  /* minmax(0, ...): a wide table or tab row scrolls inside the page instead of widening it. */
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;
  padding-block: 24px;

  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: 240px minmax(0, 1fr);
    align-items: start;
  }
`;
