import type { ServerPageState } from '../pages/server-state';
import { fakeApi, masterSettings } from '../test-support/fake-api';
import { RootStore } from './root-store';
import { STORAGE_KEYS, memoryStorage } from './storage';

const serverState = (overrides: Partial<ServerPageState> = {}): ServerPageState => ({
  locale: 'ar',
  localeSource: 'cookie',
  master: masterSettings(),
  messages: { 'nav.home': 'الرئيسية' },
  queries: { 'ar|catalog:home': { data: { banners: [] } } },
  renderedAt: 1_700_000_000_000,
  ...overrides,
});

/** What this browser kept from an earlier visit: a session, a cart line, another language. */
function keptStorage(locale = 'en') {
  return memoryStorage({
    [STORAGE_KEYS.auth]: JSON.stringify({ token: 't0ken', user: { id: 1, name: 'Sara' }, addresses: [], favoriteProducts: 2 }),
    [STORAGE_KEYS.settings]: JSON.stringify({ appName: 'Old name', locale }),
    locale,
  });
}

describe('RootStore on a server-rendered page', () => {
  it('starts from what the server embedded, not from storage, so the first render matches the HTML', () => {
    const store = new RootStore({ storage: keptStorage(), api: fakeApi({}), serverState: serverState() });
    expect(store.settings.locale).toBe('ar');
    expect(store.settings.langDirection).toBe('rtl');
    expect(store.settings.appName).toBe('ShopMart');
    expect(store.i18n.t('nav.home', 'Home')).toBe('الرئيسية');
    expect(store.queries.peek('catalog:home')).toEqual({ data: { banners: [] } });
    expect(store.renderedAt).toBe(1_700_000_000_000);
    // The session the browser keeps is not read yet: the server rendered a guest's page.
    expect(store.auth.isLoggedIn).toBe(false);
  });

  it('takes the kept session after hydration, and keeps settings in storage from then on', () => {
    const storage = keptStorage('ar');
    const rememberLocale = jest.fn();
    const store = new RootStore({ storage, api: fakeApi({}), serverState: serverState(), environment: { rememberLocale } });
    store.afterHydration(serverState());
    expect(store.auth.isLoggedIn).toBe(true);
    expect(store.auth.favoriteProducts).toBe(2);
    expect(store.renderedAt).toBeNull();
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.settings) ?? '{}').appName).toBe('ShopMart');
    expect(rememberLocale).toHaveBeenCalledWith('ar');
  });

  it("switches to the shopper's kept language when the server only knew the store's default", async () => {
    const getTranslations = jest.fn().mockResolvedValue({ 'nav.home': 'الرئيسية' });
    const state = serverState({ locale: 'en', localeSource: 'default', messages: {}, queries: {} });
    const store = new RootStore({
      storage: keptStorage('ar'),
      api: fakeApi({ getTranslations }),
      serverState: state,
      environment: { rememberLocale: jest.fn() },
    });
    store.afterHydration(state);
    await Promise.resolve();
    expect(store.settings.locale).toBe('ar');
    expect(getTranslations).toHaveBeenCalledWith('ar');
  });

  it('without server state reads storage at once, as before', () => {
    const store = new RootStore({ storage: keptStorage('ar'), api: fakeApi({}) });
    expect(store.auth.isLoggedIn).toBe(true);
    expect(store.settings.locale).toBe('ar');
    expect(store.settings.appName).toBe('Old name');
    expect(store.renderedAt).toBeNull();
  });
});
