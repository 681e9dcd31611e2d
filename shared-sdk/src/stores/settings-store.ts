import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type {
  Category,
  CurrencyPosition,
  Direction,
  Language,
  MasterSettings,
  PaymentGateway,
  SocialAuth,
  SocialLink,
  SocialProvider,
  ThemeColors,
} from '../client/api-types';
import { DEFAULT_DIRECTION, DEFAULT_LOCALE, LOCALE_STORAGE_KEY, directionForLocale } from '../i18n/locale';
import { STORAGE_KEYS, readJson, writeJson } from './storage';
import type { RootStore } from './root-store';

/** The persisted settings, with the defaults of docs/product.md#entities. */
const DEFAULTS = {
  locale: DEFAULT_LOCALE,
  langDirection: DEFAULT_DIRECTION as Direction,
  defaultLocale: DEFAULT_LOCALE,
  logo: '',
  currency: { symbol: '$', position: 'prefix' } as { symbol: string; position: CurrencyPosition; code?: string },
  appName: '',
  showDownloadApp: false,
  playStoreLink: '',
  appStoreLink: '',
  multiVendor: true,
  sellerRegistration: false,
  paymentGateways: [] as PaymentGateway[],
  mobile: '',
  email: '',
  showFooter: true,
  address: '',
  footerText: '',
  footerDescription: '',
  footerLogo: '',
  footerQr: '',
  socialLinks: [] as SocialLink[],
  basketCanvas: false,
  search: '',
  categories: [] as Category[],
  themeColors: { primary: '' } as ThemeColors,
  pusher_app_key: '',
  pusher_app_cluster: '',
  app_environment: 'local',
  register_otp_verify: false,
  register_otp_type: '',
  forgot_otp_type: 'phone' as 'email' | 'phone',
  languages: [] as Language[],
  socialAuths: {} as Partial<Record<SocialProvider, SocialAuth>>,
};
type SettingsState = typeof DEFAULTS;
const PERSISTED = Object.keys(DEFAULTS) as (keyof SettingsState)[];

export type SettingsLoadResult = 'loaded' | 'reloading' | 'failed';

export class SettingsStore implements SettingsState {
  locale = DEFAULTS.locale;
  langDirection = DEFAULTS.langDirection;
  defaultLocale = DEFAULTS.defaultLocale;
  logo = DEFAULTS.logo;
  currency = DEFAULTS.currency;
  appName = DEFAULTS.appName;
  showDownloadApp = DEFAULTS.showDownloadApp;
  playStoreLink = DEFAULTS.playStoreLink;
  appStoreLink = DEFAULTS.appStoreLink;
  multiVendor = DEFAULTS.multiVendor;
  /** 'Become a Seller' is shown only where it leads somewhere (the server says, in /master). */
  sellerRegistration = DEFAULTS.sellerRegistration;
  paymentGateways = DEFAULTS.paymentGateways;
  mobile = DEFAULTS.mobile;
  email = DEFAULTS.email;
  showFooter = DEFAULTS.showFooter;
  address = DEFAULTS.address;
  footerText = DEFAULTS.footerText;
  footerDescription = DEFAULTS.footerDescription;
  footerLogo = DEFAULTS.footerLogo;
  footerQr = DEFAULTS.footerQr;
  socialLinks = DEFAULTS.socialLinks;
  basketCanvas = DEFAULTS.basketCanvas;
  search = DEFAULTS.search;
  categories = DEFAULTS.categories;
  themeColors = DEFAULTS.themeColors;
  pusher_app_key = DEFAULTS.pusher_app_key;
  pusher_app_cluster = DEFAULTS.pusher_app_cluster;
  app_environment = DEFAULTS.app_environment;
  register_otp_verify = DEFAULTS.register_otp_verify;
  register_otp_type = DEFAULTS.register_otp_type;
  forgot_otp_type = DEFAULTS.forgot_otp_type;
  languages = DEFAULTS.languages;
  socialAuths = DEFAULTS.socialAuths;

  /** True once GET /master answered in this page load (cached values are shown before that). */
  loaded = false;
  /** The language the per-language texts this page has are in (its GET /master, or the server's render); null until known. */
  textsLocale: string | null = null;
  loadError: string | null = null;
  /** Set once the store lives in a browser (`keepPersisted`): only there does a switch ask /master again. */
  private inBrowser = false;
  /** Counts GET /master asks, so an answer overtaken by a later ask (a quick second switch) is not applied. */
  private asks = 0;
  /** The language of the GET /master under way, if any. */
  private askingIn: string | null = null;

  constructor(private readonly root: RootStore) {
    // snapshot must stay a plain (tracked) function: actions are untracked, and the reaction reads it.
    // Settings are replaced whole, never changed in place: references (deep: false) spare MobX from
    // converting the categories tree and the rest into observables at every page load.
    makeAutoObservable<this, 'root' | 'snapshot' | 'persist' | 'inBrowser' | 'asks' | 'askingIn'>(
      this,
      { root: false, snapshot: false, persist: false, inBrowser: false, asks: false, askingIn: false },
      { autoBind: true, deep: false },
    );
  }

  /** Takes the settings kept in storage (shown until GET /master answers), and keeps them there. */
  restore(): void {
    const saved = readJson<SettingsState>(this.root.storage, STORAGE_KEYS.settings);
    for (const key of PERSISTED) {
      if (saved[key] !== undefined) (this as Record<string, unknown>)[key] = saved[key];
    }
    const storedLocale = this.root.storage.getItem(LOCALE_STORAGE_KEY);
    if (storedLocale) this.locale = storedLocale;
    this.keepPersisted();
  }

  /**
   * The settings a server-rendered page was rendered with: the browser starts from exactly these,
   * so that hydration finds the same markup (RootStore's `hydrate`).
   */
  adoptServerSettings(master: MasterSettings, locale: string): void {
    this.defaultLocale = master.app_locale || DEFAULT_LOCALE;
    this.locale = locale;
    // The server asked these in `locale`: a hydrated page switching language must ask again.
    this.textsLocale = locale;
    this.applyMaster(master);
  }

  /** From now on every change is written to storage (and the locale to its cookie); once now. */
  keepPersisted(): void {
    this.inBrowser = true;
    this.persist(this.snapshot());
    reaction(
      () => this.snapshot(),
      (snapshot) => this.persist(snapshot),
    );
  }

  get isLocal(): boolean {
    return this.app_environment === 'local';
  }

  /**
   * Settings load once; a changed app_locale resets locale and direction and reloads
   * (docs/product.md#session-and-settings-browser).
   */
  async load(): Promise<SettingsLoadResult> {
    const locale = this.locale;
    const ask = ++this.asks;
    this.askingIn = locale;
    try {
      const master = await this.root.api.getMaster();
      return runInAction(() => {
        // A later ask (the shopper switched again meanwhile) carries the texts of the current language.
        if (ask !== this.asks) return 'loaded';
        this.askingIn = null;
        this.textsLocale = locale;
        return this.applyMaster(master);
      });
    } catch (error) {
      runInAction(() => {
        if (ask !== this.asks) return;
        this.askingIn = null;
        this.loadError = error instanceof Error ? error.message : String(error);
      });
      return 'failed';
    }
  }

  applyMaster(master: MasterSettings): SettingsLoadResult {
    this.currency = {
      symbol: master.currency?.symbol || '$',
      position: master.currency?.position === 'suffix' ? 'suffix' : 'prefix',
      code: master.currency?.code,
    };
    this.appName = master.app_name ?? '';
    this.logo = master.web_logo ?? '';
    this.showDownloadApp = Boolean(master.show_download_app);
    this.playStoreLink = master.google_playstore_link ?? '';
    this.appStoreLink = master.app_store_link ?? '';
    this.multiVendor = master.multi_vendor ?? true;
    this.sellerRegistration = master.seller_registration === true;
    this.paymentGateways = master.payment_gateways ?? [];
    this.mobile = master.mobile ?? '';
    this.email = master.email ?? '';
    this.showFooter = master.web_show_footer ?? true;
    this.address = master.address ?? '';
    this.footerText = master.web_footer_text ?? '';
    this.footerDescription = master.web_footer_description ?? '';
    this.footerLogo = master.web_footer_logo ?? '';
    this.footerQr = master.footer_qr ?? '';
    this.socialLinks = master.social_links ?? [];
    this.categories = master.categories ?? this.categories;
    this.themeColors = master.theme_colors ?? this.themeColors;
    this.pusher_app_key = master.pusher_app_key ?? '';
    this.pusher_app_cluster = master.pusher_app_cluster ?? '';
    this.app_environment = master.app_environment ?? 'local';
    this.register_otp_verify = Boolean(master.register_otp_verify);
    this.register_otp_type = master.register_otp_type ?? '';
    this.forgot_otp_type = master.forgot_otp_type === 'email' ? 'email' : 'phone';
    this.languages = master.languages ?? [];
    this.socialAuths = master.social_auths ?? {};
    this.loaded = true;
    this.loadError = null;
    this.langDirection = directionForLocale(this.locale, this.languages);

    const appLocale = master.app_locale;
    if (appLocale && appLocale !== this.defaultLocale) {
      this.locale = appLocale;
      this.defaultLocale = appLocale;
      this.langDirection = directionForLocale(appLocale, this.languages);
      this.persist(this.snapshot());
      // Reload only when the new locale really stuck, or a blocked storage would loop forever.
      if (this.root.storage.getItem(LOCALE_STORAGE_KEY) === appLocale) {
        this.root.environment.reload();
        return 'reloading';
      }
    }
    return 'loaded';
  }

  /**
   * The language switcher: locale and direction change, translations follow (i18n store). The
   * settings the operator writes per language (footer texts) are asked again in the new language
   * unless this page already has them in it (asked by the browser, or adopted from the server's
   * render); page data follows by itself (its cache is per language). Never on the server: there
   * settings are adopted, not asked, so a render is never changed midway.
   */
  setLocale(locale: string): void {
    this.locale = locale;
    this.langDirection = directionForLocale(locale, this.languages);
    if (this.inBrowser && (this.askingIn ?? this.textsLocale) !== locale) void this.load();
  }

  setSearch(term: string): void {
    this.search = term.trim();
  }

  private snapshot(): SettingsState {
    const out = {} as Record<string, unknown>;
    for (const key of PERSISTED) out[key] = this[key];
    return out as SettingsState;
  }

  private persist(snapshot: SettingsState): void {
    writeJson(this.root.storage, STORAGE_KEYS.settings, snapshot);
    try {
      this.root.storage.setItem(LOCALE_STORAGE_KEY, snapshot.locale);
    } catch {
      // See writeJson.
    }
    this.root.environment.rememberLocale(snapshot.locale);
  }
}
