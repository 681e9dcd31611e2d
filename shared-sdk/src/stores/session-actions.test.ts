import { RootStore } from './root-store';
import { memoryStorage } from './storage';
import { fakeApi } from '../test-support/fake-api';

const user = {
  id: 1,
  name: 'Demo',
  phone: '017',
  phone_verified: true,
  email: null,
  email_verified: false,
  profile_photo: null,
  gender: null,
  date_of_birth: null,
  country: null,
  phone_code: null,
};
const address = (id: number, is_default: boolean) => ({
  id,
  is_default,
  name: 'A',
  phone: '1',
  area: 'x',
  flat_no: null,
  address_type: 'home',
  address_line: 'l',
  address_line2: null,
  post_code: '1',
  latitude: null,
  longitude: null,
});

describe('session actions', () => {
  it('stores token and user on login and refreshes cart, addresses and favourites', async () => {
    const list = jest.fn(async () => ({ total: 2, cart_items: [] }));
    const root = new RootStore({
      storage: memoryStorage(),
      api: fakeApi({
        auth: { login: async () => ({ access: { token: 'tok' }, user }) },
        cart: { list },
        account: {
          getAddresses: async () => ({ total: 2, addresses: [address(1, false), address(2, true)] }),
          getFavoriteProducts: async () => ({ total: 3, products: [{ id: 7 }, { id: 8 }, { id: 9 }] as never }),
        },
      }),
    });
    await root.auth.login({ phone: '017', password: 'secret123' });
    expect(root.auth.token).toBe('tok');
    await new Promise((r) => setTimeout(r, 0));
    expect(list).toHaveBeenCalled();
    expect(root.basket.total).toBe(2);
    expect(root.checkout.address?.id).toBe(2);
    expect(root.auth.favoriteProducts).toBe(3);
    expect(root.wishlist.isFavorite(8)).toBe(true);
  });

  it('keeps an address chosen at checkout that still exists, else falls back to the default', async () => {
    let addresses = [address(1, false), address(2, true), address(3, false)];
    const root = new RootStore({
      storage: memoryStorage(),
      api: fakeApi({ account: { getAddresses: async () => ({ total: addresses.length, addresses }) } }),
    });
    root.auth.setSession('tok', user);
    root.checkout.setAddress(address(3, false));
    await root.auth.fetchAddresses();
    expect(root.checkout.address?.id).toBe(3);
    addresses = [address(1, false), address(2, true)];
    await root.auth.fetchAddresses();
    expect(root.checkout.address?.id).toBe(2);
  });

  it('clears the session even when the logout call fails', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const root = new RootStore({
      storage: memoryStorage(),
      api: fakeApi({ auth: { logout: async () => Promise.reject(new Error('offline')) } }),
    });
    root.auth.setSession('tok', user);
    await root.auth.logout();
    expect(root.auth.isLoggedIn).toBe(false);
    warn.mockRestore();
  });

  it('opens registration for a guest toggling the wishlist, and toggles for a shopper', async () => {
    const toggleFavorite = jest.fn(async () => ({ message: '', product: { is_favorite: true } as never }));
    const root = new RootStore({ storage: memoryStorage(), api: fakeApi({ account: { toggleFavorite } }) });
    await expect(root.wishlist.toggle(5)).resolves.toBeNull();
    expect(root.ui.isOpen('register')).toBe(true);
    root.auth.setSession('tok', user);
    await expect(root.wishlist.toggle(5)).resolves.toBe(true);
    expect(toggleFavorite).toHaveBeenCalledWith(5);
    expect([root.wishlist.isFavorite(5), root.auth.favoriteProducts]).toEqual([true, 1]);
  });
});
