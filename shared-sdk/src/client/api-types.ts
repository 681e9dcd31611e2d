/** Types of the server contract (docs/api.md: the OpenAPI document at GET /api/openapi.json). */
import type { ApiData } from './api-schema-types';

/** Every JSON answer, as envelope-data.ts unwraps it. Written out: one for all calls (the schema spells it per call). */
export interface Envelope<T> {
  message?: string;
  data?: T;
}

/**
 * A refusal's body as toApiFailure reads any call's: 422 field errors `{ message, errors: { field:
 * [text] } }`, or `{ message }` alone; `data` where a refusal carries some (place-order's 409). Written
 * out: one type for every call's refusals, which the schema documents per call and status.
 */
export interface FieldErrorsBody {
  message: string;
  errors?: Record<string, string[]>;
  data?: unknown;
}

export type CurrencyPosition = 'prefix' | 'suffix';
export type Direction = 'ltr' | 'rtl';

/**
 * Written out: `direction` may be missing (the earlier product's server, docs/api.md#compatibility);
 * locale.ts derives it from the code then.
 */
export interface Language {
  id: number;
  /** The locale code, e.g. 'en'. */
  name: string;
  title: string;
  direction?: Direction;
}

export type SocialLink = ApiData<'/api/master', 'get'>['social_links'][number];

export type PaymentGateway = ApiData<'/api/master', 'get'>['payment_gateways'][number];

/** Written out: one type for the three providers' configs (the schema has one each), as mfe-auth reads them. */
export interface SocialAuth {
  is_active: boolean;
  client_id: string;
  /** Apple's only: the page Apple returns to. */
  redirect_url?: string;
}

export type SocialProvider = 'google' | 'facebook' | 'apple';

export type Category = ApiData<'/api/categories', 'get'>['categories'][number];
export type SubCategory = Category['sub_categories'][number];

export type ThemeShade = 50 | 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900 | 950;
export const THEME_SHADES: readonly ThemeShade[] = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950];

export type ThemeColors = { primary: string } & Partial<Record<`primary${ThemeShade}`, string>>;

/**
 * GET /master data. Written out: read as leniently as settings-store.ts applies it, so a server
 * without the newer fields still loads (`currency.code`, `seller_registration`, `categories`, a
 * language's `direction`); the theme may give only `primary` (theme.ts derives the shades), and
 * `social_auths` only the providers it has, each read as one SocialAuth.
 */
export interface MasterSettings {
  /** `code` is ISO 4217 ('USD'); servers that predate it leave it out. */
  currency: { symbol: string; position: CurrencyPosition; code?: string };
  app_name: string;
  app_locale: string;
  web_logo: string;
  web_footer_logo: string;
  footer_qr: string;
  web_footer_text: string;
  web_footer_description: string;
  web_show_footer: boolean;
  mobile: string;
  email: string;
  address: string;
  multi_vendor: boolean;
  /** Whether 'Become a Seller' (/shop/register) leads to a seller application on this deployment. */
  seller_registration?: boolean;
  show_download_app: boolean;
  google_playstore_link: string;
  app_store_link: string;
  payment_gateways: PaymentGateway[];
  social_links: SocialLink[];
  theme_colors: ThemeColors;
  pusher_app_key: string;
  pusher_app_cluster: string;
  app_environment: string;
  register_otp_verify: boolean;
  register_otp_type: string;
  forgot_otp_type: 'email' | 'phone';
  languages: Language[];
  social_auths: Partial<Record<SocialProvider, SocialAuth>>;
  categories?: Category[];
}

export type Country = ApiData<'/api/countries', 'get'>['countries'][number];

/**
 * The signed-in user as the auth store keeps it: what the storefront shows of the sign-in answers'
 * user and of the profile. Written out: the store keeps it in the browser and restores it
 * unchecked, so only `name` is counted on.
 */
export interface User {
  id?: number;
  name: string;
  phone?: string | null;
  email?: string | null;
  profile_photo?: string | null;
}

/**
 * An address as the auth and checkout stores keep it; a SavedAddress is one. Written out: the stores
 * keep it in the browser and restore it unchecked, so it is read leniently (only `id` and
 * `is_default` are counted on).
 */
export interface Address {
  id: number;
  name?: string;
  phone?: string;
  area?: string;
  flat_no?: string | null;
  address_type?: string;
  address_line?: string;
  address_line2?: string | null;
  post_code?: string;
  is_default: boolean;
  latitude?: number | string | null;
  longitude?: number | string | null;
}

/**
 * A basket or checkout line. Written out: mfe-cart still falls back to `thumbnails`, which the server
 * does not send for a cart line, and the checkout keeps its lines in the browser and restores them
 * unchecked, so a line is read leniently (`thumbnail`, `brand`, `discount_percentage`, `unit`).
 */
export interface CartProduct {
  id: number;
  thumbnail?: string | null;
  /** Not sent for a cart line (mfe-cart falls back to it); api-type-checks.ts lets it through for now. */
  thumbnails?: { id: number; thumbnail: string }[];
  brand?: string | null;
  name: string;
  price: number;
  discount_price: number;
  discount_percentage?: number;
  quantity: number;
  size: { id: number; name: string } | null;
  color: { id: number; name: string } | null;
  unit?: { id: number; name: string } | string | null;
  shop_id: number;
}

/** A shop's lines in the basket or the checkout; written out for its CartProduct lines. */
export interface CartShopGroup {
  id: number;
  shop_id: number;
  shop_name: string;
  shop_rating: number;
  products: CartProduct[];
}

export type CheckoutSummary = ApiData<'/api/cart/checkout', 'post'>['checkout'];

/** A content page; `description` is HTML from the server: sanitise before rendering. */
export type LegalPage = ApiData<'/api/legal-pages/{slug}', 'get'>['content'];

/** GET /contact-us: each channel '' when the store has none. */
export type ContactInfo = ApiData<'/api/contact-us', 'get'>;

/**
 * POST /support's fields without the e-mail (SupportRequest adds it; this one stays for code typed
 * against it before). Written out as SupportRequest is: text only, where the server also takes null.
 */
export interface SupportMessage {
  name?: string;
  phone?: string;
  subject: string;
  message: string;
}

/**
 * POST /support with the e-mail a guest may leave (a guest leaves an e-mail or a phone, so support
 * can answer). Written out: the contact form fills it whole with text (`Required<SupportRequest>`),
 * where the server also takes null for name, phone and e-mail.
 */
export interface SupportRequest extends SupportMessage {
  email?: string;
}
