import type { Api, MasterSettings } from 'shared-sdk';

/** A stand-in for the HTTP API (RootStore's `api` option): every call unanswered unless given. */
export function fakeApi(overrides: Partial<Api> = {}): Api {
  const never = () => new Promise<never>(() => undefined);
  // Every call of an area (cart, auth...) stays unanswered unless the test overrides the area.
  const unanswered = <T,>() => new Proxy({}, { get: () => jest.fn(never) }) as T;
  return {
    http: {} as Api['http'],
    catalog: unanswered<Api['catalog']>(),
    cart: unanswered<Api['cart']>(),
    orders: unanswered<Api['orders']>(),
    auth: unanswered<Api['auth']>(),
    account: unanswered<Api['account']>(),
    tickets: unanswered<Api['tickets']>(),
    getMaster: jest.fn(never),
    getTranslations: jest.fn(async () => ({})),
    getCountries: jest.fn(never),
    getLegalPage: jest.fn(never),
    getContactInfo: jest.fn(never),
    sendSupportMessage: jest.fn(never),
    ...overrides,
  };
}

/** GET /master as the demo seed answers it, trimmed to what the shell shows. */
export function masterSettings(overrides: Partial<MasterSettings> = {}): MasterSettings {
  return {
    currency: { symbol: '$', position: 'prefix' },
    app_name: 'Ready Shop',
    app_locale: 'en',
    web_logo: '/media/logo.png',
    web_footer_logo: '/media/footer-logo.png',
    footer_qr: '/media/qr.png',
    web_footer_text: '',
    web_footer_description: 'Everything you need, delivered.',
    web_show_footer: true,
    mobile: '+964 750 000 0000',
    email: 'hello@example.com',
    address: 'Erbil, Iraq',
    multi_vendor: true,
    show_download_app: true,
    google_playstore_link: 'https://play.example.com/app',
    app_store_link: 'https://apps.example.com/app',
    payment_gateways: [{ name: 'cash', title: 'Cash on delivery', logo: '/media/cash.png' }],
    social_links: [{ name: 'facebook', link: 'https://facebook.example.com/shop', logo: '/media/facebook.png' }],
    theme_colors: { primary: '#EE456B' },
    pusher_app_key: '',
    pusher_app_cluster: '',
    app_environment: 'local',
    register_otp_verify: false,
    register_otp_type: 'phone',
    forgot_otp_type: 'phone',
    languages: [
      { id: 1, name: 'en', title: 'English' },
      { id: 2, name: 'ar', title: 'العربية' },
    ],
    social_auths: {},
    categories: [
      {
        id: 7,
        name: 'Fashion',
        thumbnail: '/media/fashion.png',
        sub_categories: [{ id: 71, name: 'Shoes', thumbnail: '/media/shoes.png' }],
      },
    ],
    ...overrides,
  };
}
