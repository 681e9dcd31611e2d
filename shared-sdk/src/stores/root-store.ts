import { createApi, type Api } from '../client/api';
import { createHttpClient } from '../client/http-client';
import { AuthStore } from './auth-store';
import { CartStore } from './cart-store';
import { I18nStore } from './i18n-store';
import { SettingsStore } from './settings-store';
import { browserStorage, type KeyValueStorage } from './storage';
import { UiStore } from './ui-store';
import { WishlistStore } from './wishlist-store';

export interface RootStoreOptions {
  /** API base path, '/api' by default (composition.json may set another). */
  apiBase?: string;
  storage?: KeyValueStorage;
  /** Replaces the API (tests); by default one is made over the shared axios client. */
  api?: Api;
  environment?: Partial<Environment>;
}

export interface Environment {
  /** Spec 4: a changed app_locale reloads the page. */
  reload: () => void;
}

/** The root store of domain stores (MobX docs pattern): each store gets the root to reach the others. */
export class RootStore {
  readonly storage: KeyValueStorage;
  readonly environment: Environment;
  readonly api: Api;
  readonly settings: SettingsStore;
  readonly auth: AuthStore;
  readonly cart: CartStore;
  readonly wishlist: WishlistStore;
  readonly ui: UiStore;
  readonly i18n: I18nStore;

  constructor(options: RootStoreOptions = {}) {
    this.storage = options.storage ?? browserStorage();
    this.environment = { reload: () => window.location.reload(), ...options.environment };
    this.api =
      options.api ??
      createApi(
        createHttpClient({
          baseURL: options.apiBase,
          getToken: () => this.auth.token,
          getLocale: () => this.settings.locale,
          onUnauthorized: () => this.auth.clearSession(),
        }),
      );
    this.cart = new CartStore(this);
    this.settings = new SettingsStore(this);
    this.auth = new AuthStore(this);
    this.wishlist = new WishlistStore(this);
    this.ui = new UiStore(this);
    this.i18n = new I18nStore(this);
  }
}
