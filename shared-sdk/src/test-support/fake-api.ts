import type { Api } from '../client/api';
import type { MasterSettings } from '../client/api-types';

/** A complete /master answer, as the seed gives it; tests override what they need. */
export function masterSettings(overrides: Partial<MasterSettings> = {}): MasterSettings {
  return {
    currency: { symbol: '$', position: 'prefix' },
    app_name: 'ShopMart',
    app_locale: 'en',
    web_logo: '/media/logo.svg',
    web_footer_logo: '/media/footer-logo.svg',
    footer_qr: '/media/qr.svg',
    web_footer_text: '',
    web_footer_description: 'Everything you need',
    web_show_footer: true,
    mobile: '+964 700 000 0000',
    email: 'hello@shopmart.test',
    address: 'Baghdad',
    multi_vendor: true,
    show_download_app: true,
    google_playstore_link: 'https://play.example/app',
    app_store_link: 'https://apps.example/app',
    payment_gateways: [{ name: 'cash', title: 'Cash on Delivery', logo: '/media/cash.svg' }],
    social_links: [],
    theme_colors: { primary: '#EE456B' },
    pusher_app_key: '',
    pusher_app_cluster: '',
    app_environment: 'local',
    register_otp_verify: false,
    register_otp_type: 'phone',
    forgot_otp_type: 'phone',
    languages: [
      { id: 1, name: 'en', title: 'English', direction: 'ltr' },
      { id: 2, name: 'ar', title: 'العربية', direction: 'rtl' },
    ],
    social_auths: {},
    categories: [],
    ...overrides,
  };
}

type Calls<T> = { [K in keyof T]?: T[K] extends (...args: never[]) => unknown ? T[K] : Calls<T[K]> };

const AREAS = new Set(['catalog', 'cart', 'orders', 'auth', 'account', 'tickets']);

export type FakeApiCalls = Calls<Api>;

export interface FakeApiOptions {
  /**
   * What a call the test did not give does: 'reject' (the default) fails it loudly; 'pending' never
   * answers, for a whole layout whose other requests the test does not look at (the shell's tests).
   */
  otherCalls?: 'reject' | 'pending';
}

function strictProxy<T extends object>(calls: Record<string, unknown>, path: string, options: FakeApiOptions): T {
  return new Proxy(calls, {
    get(target, key: string) {
      if (key in target) {
        const value = target[key];
        return AREAS.has(key) && value && typeof value === 'object'
          ? strictProxy(value as Record<string, unknown>, `${key}.`, options)
          : value;
      }
      if (AREAS.has(key)) return strictProxy({}, `${key}.`, options);
      if (options.otherCalls === 'pending') return () => new Promise<never>(() => undefined);
      return () => Promise.reject(new Error(`fakeApi: ${path}${key} was not expected in this test`));
    },
  }) as T;
}

/**
 * An Api whose calls resolve from the given functions (areas nested: `{ cart: { list } }`); a call the
 * test did not give fails loudly (or, with `otherCalls: 'pending'`, never answers).
 */
export function fakeApi(calls: FakeApiCalls = {}, options: FakeApiOptions = {}): Api {
  return strictProxy<Api>(calls as Record<string, unknown>, '', options);
}
