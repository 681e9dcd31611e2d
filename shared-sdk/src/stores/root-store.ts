import { createApi, type Api } from '../client/api';
import { DEFAULT_API_BASE, createHttpClient, type HttpClientOptions } from '../client/http-client';
import { QueryCache } from '../queries/query-cache';
import { LOCALE_COOKIE, type ServerPageState } from '../pages/server-state';
import { AuthStore } from './auth-store';
import { BasketStore } from './basket-store';
import { cartView, type CartStore } from './cart-store';
import { CheckoutStore } from './checkout-store';
import { I18nStore } from './i18n-store';
import { SettingsStore } from './settings-store';
import { LOCALE_STORAGE_KEY } from '../i18n/locale';
import { browserStorage, type KeyValueStorage } from './storage';
import { UiStore } from './ui-store';
import { WishlistStore } from './wishlist-store';
import { LiveStore } from '../live/live-store';

export interface RootStoreOptions {
  /** API base path, '/api' by default (composition.json may set another). */
  apiBase?: string;
  storage?: KeyValueStorage;
  /** Replaces the API (tests); by default one is made over the shared axios client. */
  api?: Api;
  /** Replaces how the API client reaches the server (the server renderer calls the API in-process). */
  adapter?: HttpClientOptions['adapter'];
  environment?: Partial<Environment>;
  /**
   * A page the server rendered: the store starts from the state it embedded, and what the browser
   * keeps in storage (session, cart, settings) is read only after hydration (`afterHydration`).
   */
  serverState?: ServerPageState;
}

export interface Environment {
  /** A changed app_locale reloads the page (docs/product.md#session-and-settings-browser). */
  reload: () => void;
  /** Tells the server the shopper's language for the pages it renders (a cookie in browsers). */
  rememberLocale: (locale: string) => void;
}

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

function localeCookie(locale: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}

/** The root store of domain stores (MobX docs pattern): each store gets the root to reach the others. */
export class RootStore {
  readonly storage: KeyValueStorage;
  readonly environment: Environment;
  readonly api: Api;
  readonly settings: SettingsStore;
  readonly auth: AuthStore;
  readonly basket: BasketStore;
  readonly checkout: CheckoutStore;
  /** @deprecated The basket's and the checkout's members under one name, for remotes built against shared-sdk 2.0. */
  readonly cart: CartStore;
  readonly wishlist: WishlistStore;
  readonly ui: UiStore;
  readonly i18n: I18nStore;
  /** The signed-in shopper's live updates; the shell enables them in the browser. */
  readonly live: LiveStore;
  /** Where the API is ('/api' unless composition.json says otherwise). */
  readonly apiBase: string;
  /** Page data by request and language (loaders and pages share it; the server embeds it). */
  readonly queries = new QueryCache(() => this.settings.locale);
  /**
   * The moment the page was rendered on the server, while it is rendered there or hydrated here:
   * live clocks (countdowns) start from it so both renders agree; null otherwise (use the time).
   */
  renderedAt: number | null = null;

  constructor(options: RootStoreOptions = {}) {
    this.storage = options.storage ?? browserStorage();
    this.apiBase = options.apiBase ?? DEFAULT_API_BASE;
    this.environment = { reload: () => window.location.reload(), rememberLocale: localeCookie, ...options.environment };
    this.api =
      options.api ??
      createApi(
        createHttpClient({
          baseURL: this.apiBase,
          getToken: () => this.auth.token,
          getLocale: () => this.settings.locale,
          onUnauthorized: () => this.auth.clearSession(),
          onFailure: (failure) => this.ui.noteFailure(failure),
          adapter: options.adapter,
        }),
      );
    this.basket = new BasketStore(this);
    this.checkout = new CheckoutStore(this);
    this.cart = cartView(this.basket, this.checkout);
    this.settings = new SettingsStore(this);
    this.auth = new AuthStore(this);
    this.wishlist = new WishlistStore(this);
    this.ui = new UiStore(this);
    this.i18n = new I18nStore(this);
    this.live = new LiveStore(this);
    if (options.serverState) this.hydrate(options.serverState);
    else this.restorePersisted();
  }

  /** What this browser kept: settings, language, translations, session, basket and checkout. */
  private restorePersisted(): void {
    this.settings.restore();
    this.i18n.restoreCached();
    this.auth.restore();
    this.basket.restore();
    this.checkout.restore();
  }

  private hydrate(state: ServerPageState): void {
    this.settings.adoptServerSettings(state.master, state.locale);
    this.i18n.adopt(state.locale, state.messages);
    this.queries.hydrate(state.queries);
    this.renderedAt = state.renderedAt;
  }

  /**
   * After a server-rendered page has hydrated: the session and cart this browser keeps come in (the
   * header then shows the shopper and the cart count), and settings are kept from now on. A language
   * chosen before the server knew it (no cookie yet) is switched to here, once.
   */
  afterHydration(state: ServerPageState): void {
    const storedLocale = this.storage.getItem(LOCALE_STORAGE_KEY);
    this.renderedAt = null;
    this.auth.restore();
    this.basket.restore();
    this.checkout.restore();
    this.settings.keepPersisted();
    const known = this.settings.languages.some((language) => language.name === storedLocale);
    if (state.localeSource === 'default' && storedLocale && known && storedLocale !== state.locale) {
      void this.i18n.switchLocale(storedLocale);
    }
  }
}
