import { act, fireEvent, screen, within } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import { Dialog, useStores } from 'shared-sdk';
import { createTestStore, renderWithStore } from '../../test-support/render-with-store';
import { Header } from './header';

/** Stands in for mfe-auth's login modal in its slot: a shared-sdk Dialog the ui store opens. */
const LoginSlot = observer(function LoginSlot() {
  const { auth, ui } = useStores();
  if (!ui.isOpen('login')) return null;
  const signIn = () => {
    auth.setSession('token-1', { name: 'Dana Customer' });
    ui.close('login');
  };
  return (
    <Dialog title="Login" onClose={() => ui.close('login')}>
      <button type="button" onClick={signIn}>
        Sign in
      </button>
    </Dialog>
  );
});

const renderHeader = (store = createTestStore(), path = '/') =>
  renderWithStore(<Header categoriesMenu={(placement) => <span>categories in {placement}</span>} />, {
    store,
    path,
    routes: [{ path: '/products', element: <p>Products page</p> }],
  });

function signIn(store = createTestStore()) {
  store.auth.setSession('token-1', { name: 'Dana Customer', profile_photo: '/media/dana.png' });
  return store;
}

describe('Header', () => {
  it('is the banner, with the logo linking home', async () => {
    await renderHeader();
    const banner = screen.getByRole('banner');
    const logo = within(banner).getByRole('img', { name: 'Ready Shop' });
    expect(logo).toHaveAttribute('width');
    expect(logo).toHaveAttribute('height');
    expect(logo.closest('a')).toHaveAttribute('href', '/');
  });

  it('stores the search term and goes to the products route on Enter', async () => {
    const { store, router } = await renderHeader();
    const box = screen.getByRole('combobox', { name: 'Search products' });
    fireEvent.change(box, { target: { value: '  red shoes ' } });
    // Enter in a text field submits its form (jsdom does not do that implicit submission itself).
    await act(async () => fireEvent.submit(screen.getByRole('search')));
    expect(store.settings.search).toBe('red shoes');
    expect(router.state.location.pathname).toBe('/products');
    expect(router.state.location.search).toBe('?search=red+shoes');
  });

  it('searches for what the field holds, typed before the page hydrated too', async () => {
    const { store, router } = await renderHeader();
    // Without JavaScript yet, the browser's own submission goes to the same address.
    expect(screen.getByRole('search')).toHaveAttribute('action', '/products');
    const box = screen.getByRole<HTMLInputElement>('combobox', { name: 'Search products' });
    // Typed into the server's HTML: the field has the words, React's state does not.
    box.value = 'lamp';
    await act(async () => fireEvent.submit(screen.getByRole('search')));
    expect(store.settings.search).toBe('lamp');
    expect(router.state.location.search).toBe('?search=lamp');
  });

  it('searches with the search button too', async () => {
    const { store } = await renderHeader();
    fireEvent.change(screen.getByRole('combobox', { name: 'Search products' }), { target: { value: 'lamp' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Search' })));
    expect(store.settings.search).toBe('lamp');
  });

  it('shows the wishlist and cart counts from the stores', async () => {
    const store = signIn();
    store.auth.setFavoriteCount(4);
    store.basket.applyCart(3, []);
    await renderHeader(store);
    expect(screen.getByTestId('header-wishlist-count')).toHaveTextContent('4');
    expect(screen.getByTestId('header-cart-count')).toHaveTextContent('3');
    act(() => store.basket.applyCart(5, []));
    expect(screen.getByTestId('header-cart-count')).toHaveTextContent('5');
  });

  it('opens registration when a guest presses the wishlist icon', async () => {
    const { store } = await renderHeader();
    fireEvent.click(screen.getByRole('button', { name: /^Wishlist \d+$/ }));
    expect(store.ui.isOpen('register')).toBe(true);
  });

  it('links a customer to the wishlist page', async () => {
    await renderHeader(signIn());
    expect(screen.getByRole('link', { name: /^Wishlist \d+$/ })).toHaveAttribute('href', '/wishlist');
  });

  it('toggles the cart drawer from the cart icon', async () => {
    const { store } = await renderHeader();
    fireEvent.click(screen.getByRole('button', { name: /^Cart \d+$/ }));
    expect(store.ui.isCartDrawerOpen).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /^Cart \d+$/ }));
    expect(store.ui.isCartDrawerOpen).toBe(false);
  });

  it('offers Login to a guest', async () => {
    const { store } = await renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(store.ui.isOpen('login')).toBe(true);
  });

  it('gives a customer a keyboard-friendly user menu', async () => {
    const { store } = await renderHeader(signIn());
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    const trigger = screen.getByRole('button', { name: 'Dana Customer' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Dashboard', 'Change Password', 'Log Out']);
    expect(items[0]).toHaveAttribute('href', '/dashboard');
    expect(items[1]).toHaveAttribute('href', '/change-password');
    expect(items[0]).toHaveFocus();
    fireEvent.keyDown(items[0]!, { key: 'ArrowUp' });
    expect(items[2]).toHaveFocus();
    fireEvent.click(items[2]!);
    expect(store.ui.isOpen('logoutConfirm')).toBe(true);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it("gives the shown name its own direction, so an ellipsis cuts a Latin name's end in an Arabic page", async () => {
    await renderHeader(signIn());
    const trigger = screen.getByRole('button', { name: 'Dana Customer' });
    // The element that overflows (and draws the ellipsis) holds the name itself, with dir="auto".
    const name = within(trigger).getByText('Dana Customer');
    expect(name).toHaveAttribute('dir', 'auto');
    expect(name).toHaveStyle({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
    expect(name.children).toHaveLength(0);
  });

  it('closes the user menu on Escape and on a click outside', async () => {
    await renderHeader(signIn());
    const trigger = screen.getByRole('button', { name: 'Dana Customer' });
    fireEvent.click(trigger);
    fireEvent.keyDown(screen.getAllByRole('menuitem')[0]!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    fireEvent.click(trigger);
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('lists the main navigation, Shops only in multi-vendor mode', async () => {
    const store = createTestStore({ master: { multi_vendor: false } });
    await renderHeader(store);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Products', 'Most Popular', 'Best Deal']);
    expect(within(nav).getByText('categories in bar')).toBeInTheDocument();
  });

  it('offers the app store links when the settings enable it', async () => {
    await renderHeader();
    const trigger = screen.getByRole('button', { name: 'Download our app' });
    // The panel is rendered on the first open; until then aria-controls names nothing.
    expect(screen.queryByRole('link', { name: 'App Store', hidden: true })).not.toBeInTheDocument();
    expect(trigger).not.toHaveAttribute('aria-controls');
    fireEvent.click(trigger);
    expect(document.getElementById(trigger.getAttribute('aria-controls') ?? '')).toBeVisible();
    expect(screen.getByRole('link', { name: 'App Store' })).toHaveAttribute('href', 'https://apps.example.com/app');
    expect(screen.getByRole('link', { name: 'Google Play' })).toHaveAttribute('href', 'https://play.example.com/app');
  });

  it('opens the mobile menu drawer as a dialog', async () => {
    await renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Ready Shop' });
    expect(within(drawer).getByText('categories in drawer')).toBeInTheDocument();
    fireEvent.keyDown(drawer, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('searches from the mobile search dialog', async () => {
    const { store } = await renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Open search' }));
    const dialog = screen.getByRole('dialog', { name: 'Search products' });
    const box = within(dialog).getByRole('combobox', { name: 'Search products' });
    expect(box).toHaveFocus();
    fireEvent.change(box, { target: { value: 'phone' } });
    await act(async () => fireEvent.submit(within(dialog).getByRole('search')));
    expect(store.settings.search).toBe('phone');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('gives focus to the user menu after a login the header opened (the Login button has gone)', async () => {
    const store = createTestStore();
    await renderWithStore(
      <>
        <Header categoriesMenu={() => null} />
        <LoginSlot />
      </>,
      { store },
    );
    const login = within(screen.getByRole('banner')).getByRole('button', { name: 'Login' });
    login.focus();
    fireEvent.click(login);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.activeElement).not.toBe(document.body);
    expect(screen.getByRole('button', { name: 'Dana Customer' })).toHaveFocus();
  });
});
