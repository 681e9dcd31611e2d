import { RootStore } from './root-store';
import { STORAGE_KEYS, memoryStorage } from './storage';
import { fakeApi } from '../test-support/fake-api';

const user = { name: 'Demo Customer', profile_photo: null };

describe('AuthStore', () => {
  it('stores token and user, persisted across a reload', () => {
    const storage = memoryStorage();
    const store = new RootStore({ storage, api: fakeApi({}) });
    store.auth.setSession('tok', user);
    expect(store.auth.isLoggedIn).toBe(true);
    const again = new RootStore({ storage, api: fakeApi({}) });
    expect(again.auth.token).toBe('tok');
    expect(again.auth.user?.name).toBe('Demo Customer');
  });

  it('picks the default address, else the first', () => {
    const store = new RootStore({ storage: memoryStorage(), api: fakeApi({}) });
    store.auth.setAddresses([
      { id: 1, is_default: false },
      { id: 2, is_default: true },
    ]);
    expect(store.auth.defaultAddress?.id).toBe(2);
    store.auth.setAddresses([{ id: 3, is_default: false }]);
    expect(store.auth.defaultAddress?.id).toBe(3);
  });

  it('clears token, user, addresses and the cart on clearSession', () => {
    const storage = memoryStorage();
    const store = new RootStore({ storage, api: fakeApi({}) });
    store.auth.setSession('tok', user);
    store.auth.setAddresses([{ id: 1, is_default: true }]);
    store.basket.applyCart(3, []);
    store.auth.clearSession();
    expect([store.auth.token, store.auth.user, store.auth.addresses, store.basket.total]).toEqual([null, null, [], 0]);
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.auth) ?? '{}').token).toBeNull();
  });

  it('makes an address added at checkout the delivery address, and the default when it is', () => {
    const getAddresses = jest.fn(() => new Promise<never>(() => undefined));
    const store = new RootStore({ storage: memoryStorage(), api: fakeApi({ account: { getAddresses } }) });
    store.auth.setSession('tok', user);
    store.auth.setAddresses([{ id: 1, is_default: true }]);
    store.auth.selectNewAddress({ id: 2, is_default: false });
    expect(store.auth.addresses.map((a) => [a.id, a.is_default])).toEqual([
      [1, true],
      [2, false],
    ]);
    expect(store.checkout.address?.id).toBe(2);
    store.auth.selectNewAddress({ id: 3, is_default: true });
    expect(store.auth.addresses.map((a) => [a.id, a.is_default])).toEqual([
      [3, true],
      [1, false],
      [2, false],
    ]);
    expect(store.checkout.address?.id).toBe(3);
    // The list is read again (the new one stays chosen: fetchAddresses keeps a chosen address).
    expect(getAddresses).toHaveBeenCalledTimes(2);
  });

  it('ignores a corrupt persisted session', () => {
    const storage = memoryStorage({ [STORAGE_KEYS.auth]: '{not json' });
    const store = new RootStore({ storage, api: fakeApi({}) });
    expect(store.auth.isLoggedIn).toBe(false);
  });
});
