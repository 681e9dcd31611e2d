import { RootStore } from './root-store';
import { STORAGE_KEYS, memoryStorage } from './storage';
import { fakeApi } from '../test-support/fake-api';
import { httpError } from '../test-support/http-error';
import type { Profile } from '../client/account-types';

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

  describe('on load, with a stored session', () => {
    const profile: Profile = {
      id: 7,
      name: 'Renamed Elsewhere',
      phone: '+8801700000000',
      phone_verified: true,
      email: 'demo@shopmart.test',
      email_verified: false,
      profile_photo: '/media/profile/new.jpg',
      gender: null,
      date_of_birth: null,
      country: null,
      phone_code: null,
    };
    const stored = { id: 7, name: 'Demo Customer', profile_photo: '/media/profile/old.jpg' };
    const lists = { cart: { list: jest.fn(() => new Promise<never>(() => undefined)) } };

    function storedSession(getProfile: () => Promise<Profile>) {
      const storage = memoryStorage({ [STORAGE_KEYS.auth]: JSON.stringify({ token: 'tok', user: stored }) });
      const api = fakeApi(
        { ...lists, account: { getProfile, getAddresses: () => new Promise<never>(() => undefined) } },
        { otherCalls: 'pending' },
      );
      return { storage, store: new RootStore({ storage, api }) };
    }

    // The cart, addresses and favourites never answer here: wait for the profile's answer alone.
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

    beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
    afterEach(() => jest.restoreAllMocks());

    it("replaces the stored user with the server's (a name or photo changed on another device), and keeps it", async () => {
      let answer!: (value: Profile) => void;
      const getProfile = jest.fn(() => new Promise<Profile>((resolve) => (answer = resolve)));
      const { storage, store } = storedSession(getProfile);
      void store.auth.refreshSessionData();
      expect(getProfile).toHaveBeenCalledTimes(1);
      // Until the answer comes, the stored user stays shown.
      expect(store.auth.user).toEqual(stored);
      expect(store.auth.isLoggedIn).toBe(true);
      answer(profile);
      await settle();
      expect(store.auth.user).toMatchObject({ id: 7, name: 'Renamed Elsewhere', profile_photo: '/media/profile/new.jpg' });
      expect(JSON.parse(storage.getItem(STORAGE_KEYS.auth) ?? '{}').user).toMatchObject({
        name: 'Renamed Elsewhere',
        profile_photo: '/media/profile/new.jpg',
      });
    });

    it('signs out on a 401', async () => {
      const { store } = storedSession(() => Promise.reject(httpError(401, 'Unauthenticated.')));
      void store.auth.refreshSessionData();
      await settle();
      expect([store.auth.token, store.auth.user]).toEqual([null, null]);
    });

    it('keeps the stored user when the call fails otherwise', async () => {
      const { store } = storedSession(() => Promise.reject(httpError(500, 'Server Error')));
      void store.auth.refreshSessionData();
      await settle();
      expect(store.auth.user).toEqual(stored);
      expect(store.auth.token).toBe('tok');
    });

    it('ignores an answer that comes after the shopper signed out', async () => {
      let answer!: (value: Profile) => void;
      const { store } = storedSession(() => new Promise<Profile>((resolve) => (answer = resolve)));
      void store.auth.refreshSessionData();
      store.auth.clearSession();
      answer(profile);
      await settle();
      expect(store.auth.user).toBeNull();
    });

    it('asks nothing without a session', async () => {
      const getProfile = jest.fn(() => Promise.resolve(profile));
      const store = new RootStore({ storage: memoryStorage(), api: fakeApi({ account: { getProfile } }) });
      await store.auth.refreshSessionData();
      expect(getProfile).not.toHaveBeenCalled();
    });
  });
});

describe('a session shared by the tabs of one browser', () => {
  /** Another tab wrote the session: the browser tells this one with a storage event. */
  function otherTabStores(storage: ReturnType<typeof memoryStorage>, state: object | null) {
    const value = state === null ? null : JSON.stringify(state);
    if (value === null) storage.removeItem(STORAGE_KEYS.auth);
    else storage.setItem(STORAGE_KEYS.auth, value);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.auth, newValue: value }));
  }

  it('signs this tab out when another tab signs out', () => {
    const storage = memoryStorage();
    const store = new RootStore({ storage, api: fakeApi({}) });
    store.auth.setSession('tok', { id: 1, name: 'Demo' });
    otherTabStores(storage, { token: null, user: null, addresses: [], favoriteProducts: 0 });
    expect(store.auth.isLoggedIn).toBe(false);
    expect(store.basket.count).toBe(0);
  });

  it('signs this tab in as the shopper another tab signed in, with their lists', async () => {
    const storage = memoryStorage();
    let carts = 0;
    const api = fakeApi({
      cart: { list: async () => (carts++, { total: 0, cart_items: [] }) },
      account: {
        getAddresses: async () => ({ addresses: [], total: 0 }) as never,
        getFavoriteProducts: async () => ({ products: [], total: 2 }) as never,
      },
    });
    const store = new RootStore({ storage, api });
    otherTabStores(storage, { token: 'other', user: { id: 2, name: 'Sara' }, addresses: [], favoriteProducts: 2 });
    expect(store.auth.token).toBe('other');
    expect(store.auth.user?.name).toBe('Sara');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(carts).toBe(1);
  });
});
