import { act, fireEvent, screen } from '@testing-library/react';
import { Route, createMemoryRouter, createRoutesFromElements } from 'react-router-dom';
import { createTestStore, renderRouter } from '../../test-support/render-with-store';
import { AccountLayout } from './account-layout';

function renderAccount(store = createTestStore()) {
  const router = createMemoryRouter(
    createRoutesFromElements(
      <>
        <Route path="/" element={<p>Home page</p>} />
        <Route element={<AccountLayout />}>
          <Route path="/dashboard" element={<p>Dashboard page</p>} />
          <Route path="/order-history/*" element={<p>Orders page</p>} />
        </Route>
      </>,
    ),
    { initialEntries: ['/dashboard'] },
  );
  return renderRouter(router, { store });
}

function signedInStore() {
  const store = createTestStore();
  store.auth.setSession('token-1', { name: 'Dana Customer' });
  return store;
}

describe('AccountLayout', () => {
  it('redirects a guest to the home page', async () => {
    const { router } = await renderAccount();
    expect(screen.getByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the page and a sidebar linking every account page to a customer', async () => {
    await renderAccount(signedInStore());
    expect(screen.getByText('Dashboard page')).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'My account' });
    const links = Array.from(sidebar.querySelectorAll('a')).map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      '/dashboard',
      '/order-history',
      '/wishlist',
      '/profile',
      '/manage-address',
      '/change-password',
      '/support-tickets',
    ]);
  });

  it('redirects when the session is cleared while the customer is on the page', async () => {
    const store = signedInStore();
    const { router } = await renderAccount(store);
    await act(async () => store.auth.clearSession());
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });

  it('folds the navigation into a button naming the current page, closed again after a choice', async () => {
    await renderAccount(signedInStore());
    const toggle = screen.getByRole('button', { name: /My account/ });
    expect(toggle).toHaveTextContent('Dashboard');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(list).toHaveAttribute('data-open', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(list).toHaveAttribute('data-open', 'true');
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Order History' })));
    expect(screen.getByText('Orders page')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveTextContent('Order History');
  });
});
