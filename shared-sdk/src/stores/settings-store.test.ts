import { RootStore } from './root-store';
import { STORAGE_KEYS, memoryStorage } from './storage';
import { fakeApi, masterSettings } from '../test-support/fake-api';
import type { ServerPageState } from '../pages/server-state';

function serverState(locale: string, master: ServerPageState['master']): ServerPageState {
  return { locale, localeSource: 'cookie', master, messages: {}, queries: {}, renderedAt: 0 };
}

function storeWith(master = masterSettings(), storage = memoryStorage()) {
  const reload = jest.fn();
  const store = new RootStore({ storage, api: fakeApi({ getMaster: async () => master }), environment: { reload } });
  return { store, reload, storage };
}

describe('SettingsStore', () => {
  it('has the defaults of docs/product.md#entities before loading', () => {
    const { store } = storeWith();
    const s = store.settings;
    expect([s.locale, s.langDirection, s.defaultLocale, s.currency.symbol]).toEqual(['en', 'ltr', 'en', '$']);
    expect([s.multiVendor, s.showFooter, s.basketCanvas, s.app_environment, s.register_otp_verify]).toEqual([
      true,
      true,
      false,
      'local',
      false,
    ]);
  });

  it('maps GET /master onto the store and persists it', async () => {
    const { store, storage } = storeWith(masterSettings({ currency: { symbol: 'IQD', position: 'suffix' }, multi_vendor: false }));
    await expect(store.settings.load()).resolves.toBe('loaded');
    expect(store.settings.appName).toBe('ShopMart');
    expect(store.settings.currency).toEqual({ symbol: 'IQD', position: 'suffix' });
    expect(store.settings.multiVendor).toBe(false);
    expect(store.settings.playStoreLink).toBe('https://play.example/app');
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.settings) ?? '{}').appName).toBe('ShopMart');
  });

  it('asks /master again in the new language when the shopper switches, for the texts written per language', async () => {
    let calls = 0;
    const getMaster = jest.fn(async () => masterSettings({ web_footer_text: ++calls > 1 ? 'جميع الحقوق محفوظة' : 'All rights reserved' }));
    const store = new RootStore({ storage: memoryStorage(), api: fakeApi({ getMaster }), environment: { reload: jest.fn() } });
    await store.settings.load();
    store.settings.setLocale('en');
    expect(getMaster).toHaveBeenCalledTimes(1);
    store.settings.setLocale('ar');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(getMaster).toHaveBeenCalledTimes(2);
    expect(store.settings.footerText).toBe('جميع الحقوق محفوظة');
  });

  it('does not ask /master on a language switch while the server renders (its settings are adopted, not asked)', () => {
    const getMaster = jest.fn(async () => masterSettings());
    const store = new RootStore({
      storage: memoryStorage(),
      api: fakeApi({ getMaster }),
      environment: { reload: jest.fn(), rememberLocale: jest.fn() },
      serverState: serverState('en', masterSettings()),
    });
    store.settings.setLocale('ar');
    expect(getMaster).not.toHaveBeenCalled();
  });

  it.each([
    ['en', 'ar', 'Everything you need', 'كل ما تحتاجه'],
    ['ar', 'en', 'كل ما تحتاجه', 'Everything you need'],
  ])(
    'asks /master again when a page the server rendered in %s is switched to %s, for its footer texts',
    async (from, to, before, after) => {
      const texts: Record<string, string> = { en: 'Everything you need', ar: 'كل ما تحتاجه' };
      const store: RootStore = new RootStore({
        storage: memoryStorage(),
        api: fakeApi({ getMaster: jest.fn(async () => masterSettings({ web_footer_description: texts[store.settings.locale] })) }),
        environment: { reload: jest.fn(), rememberLocale: jest.fn() },
        serverState: serverState(from, masterSettings({ web_footer_description: before })),
      });
      store.afterHydration(serverState(from, masterSettings()));
      store.settings.setLocale(from);
      expect(store.api.getMaster).not.toHaveBeenCalled();
      store.settings.setLocale(to);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(store.api.getMaster).toHaveBeenCalledTimes(1);
      expect(store.settings.footerDescription).toBe(after);
    },
  );

  it('keeps the texts of the last language asked when two switches overtake each other', async () => {
    const answers: ((master: ReturnType<typeof masterSettings>) => void)[] = [];
    const getMaster = jest.fn(() => new Promise<ReturnType<typeof masterSettings>>((resolve) => answers.push(resolve)));
    const store = new RootStore({
      storage: memoryStorage(),
      api: fakeApi({ getMaster }),
      environment: { reload: jest.fn(), rememberLocale: jest.fn() },
      serverState: serverState('en', masterSettings()),
    });
    store.afterHydration(serverState('en', masterSettings()));
    store.settings.setLocale('ar');
    store.settings.setLocale('en');
    answers[1]!(masterSettings({ web_footer_description: 'Everything you need' }));
    answers[0]!(masterSettings({ web_footer_description: 'كل ما تحتاجه' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.settings.footerDescription).toBe('Everything you need');
  });

  it('sets locale, default locale and direction and reloads when app_locale differs', async () => {
    const { store, reload, storage } = storeWith(masterSettings({ app_locale: 'ar' }));
    await expect(store.settings.load()).resolves.toBe('reloading');
    expect(store.settings.locale).toBe('ar');
    expect(store.settings.defaultLocale).toBe('ar');
    expect(store.settings.langDirection).toBe('rtl');
    expect(storage.getItem('locale')).toBe('ar');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload again once the stored default matches', async () => {
    const storage = memoryStorage();
    await storeWith(masterSettings({ app_locale: 'ar' }), storage).store.settings.load();
    const second = storeWith(masterSettings({ app_locale: 'ar' }), storage);
    await expect(second.store.settings.load()).resolves.toBe('loaded');
    expect(second.reload).not.toHaveBeenCalled();
  });

  it('reads the locale kept under "locale" and starts from the persisted settings', () => {
    const storage = memoryStorage({ locale: 'ar', [STORAGE_KEYS.settings]: JSON.stringify({ appName: 'Cached' }) });
    const { store } = storeWith(masterSettings(), storage);
    expect(store.settings.locale).toBe('ar');
    expect(store.settings.appName).toBe('Cached');
  });

  it('reports a failed load without losing the cached settings', async () => {
    const storage = memoryStorage({ [STORAGE_KEYS.settings]: JSON.stringify({ appName: 'Cached' }) });
    const store = new RootStore({ storage, api: fakeApi({ getMaster: async () => Promise.reject(new Error('down')) }) });
    await expect(store.settings.load()).resolves.toBe('failed');
    expect(store.settings.loadError).toBe('down');
    expect(store.settings.appName).toBe('Cached');
  });

  it('switches locale and direction from the languages list', async () => {
    const getTranslations = jest.fn(async () => ({ 'nav.home': 'الرئيسية' }));
    const store = new RootStore({ storage: memoryStorage(), api: fakeApi({ getMaster: async () => masterSettings(), getTranslations }) });
    await store.settings.load();
    await store.i18n.switchLocale('ar');
    expect(store.settings.langDirection).toBe('rtl');
    expect(getTranslations).toHaveBeenCalledWith('ar');
    expect(store.i18n.messages['nav.home']).toBe('الرئيسية');
  });

  it('starts from the cached dictionary of the current locale', async () => {
    const storage = memoryStorage();
    const api = fakeApi({ getTranslations: async () => ({ 'nav.home': 'الرئيسية' }) });
    const first = new RootStore({ storage, api });
    first.settings.setLocale('ar');
    await first.i18n.load();
    expect(new RootStore({ storage, api }).i18n.messages['nav.home']).toBe('الرئيسية');
    storage.setItem('locale', 'en');
    expect(new RootStore({ storage, api }).i18n.messages).toEqual({});
  });

  it('logs a translation load failure and keeps the defaults', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = new RootStore({
      storage: memoryStorage(),
      api: fakeApi({ getTranslations: async () => Promise.reject(new Error('x')) }),
    });
    await store.i18n.load('en');
    expect(store.i18n.messages).toEqual({});
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
