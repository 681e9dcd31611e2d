/** Types of the server contract (docs/api.md: the OpenAPI document at GET /api/openapi.json). */
import type { ApiData } from './api-schema-types';

export interface Envelope<T> {
  message?: string;
  data?: T;
}

/** 422 field errors: `{ message, errors: { field: [text] } }`. */
export interface FieldErrorsBody {
  message: string;
  errors?: Record<string, string[]>;
  data?: unknown;
}

export type CurrencyPosition = 'prefix' | 'suffix';
export type Direction = 'ltr' | 'rtl';

export interface Language {
  id: number;
  /** The locale code, e.g. 'en'. */
  name: string;
  title: string;
  direction?: Direction;
}

export interface SocialLink {
  name: string;
  link: string;
  logo: string;
}

export interface PaymentGateway {
  name: string;
  title: string;
  logo: string;
}

export interface SocialAuth {
  is_active: boolean;
  client_id: string;
  /** Apple's only: the page Apple returns to (mfe-auth reads every provider's config as one type). */
  redirect_url?: string;
}

export type SocialProvider = 'google' | 'facebook' | 'apple';

export type Category = ApiData<'/api/categories', 'get'>['categories'][number];
export type SubCategory = Category['sub_categories'][number];

export type ThemeShade = 50 | 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900 | 950;
export const THEME_SHADES: readonly ThemeShade[] = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950];

export type ThemeColors = { primary: string } & Partial<Record<`primary${ThemeShade}`, string>>;

/** GET /master data. */
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

export interface User {
  id?: number;
  name: string;
  phone?: string | null;
  email?: string | null;
  profile_photo?: string | null;
}

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

export interface ContactInfo {
  phone: string;
  email: string;
  whatsapp?: string;
  messenger?: string;
}

export interface SupportMessage {
  name?: string;
  phone?: string;
  subject: string;
  message: string;
}

/**
 * POST /support with the e-mail a guest may leave (a guest leaves an e-mail or a phone, so support
 * can answer). Apart from SupportMessage, which forms fill whole (`Required<SupportMessage>`), so
 * adding the field there would break them.
 */
export interface SupportRequest extends SupportMessage {
  email?: string;
}
