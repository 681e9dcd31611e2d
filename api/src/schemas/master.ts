import { z } from 'zod';
import { envelope } from '../lib/envelope.js';
import { category } from './catalog.js';

/**
 * Response shapes of GET /master (docs/api.md#settings-and-content, docs/product.md#entities):
 * routes/master/master-data.ts builds the answer as their z.infer types.
 */

/** Root-relative or absolute; '' when there is none (the storefront's types expect a string). */
const imageUrl = z.string();

const themeColors = z.object({
  primary: z.string(),
  primary50: z.string(),
  primary100: z.string(),
  primary200: z.string(),
  primary300: z.string(),
  primary400: z.string(),
  primary500: z.string(),
  primary600: z.string(),
  primary700: z.string(),
  primary800: z.string(),
  primary900: z.string(),
  primary950: z.string(),
});

const socialAuth = z.object({ is_active: z.boolean(), client_id: z.string() });

/** The stored settings /master publishes, each validated on its own (see readMasterSettings). */
export const masterSettings = z.object({
  currency: z.object({
    symbol: z.string(),
    position: z.enum(['prefix', 'suffix']),
    /** ISO 4217, e.g. 'USD': structured data of product prices needs it. */
    code: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .optional(),
  }),
  app_name: z.string(),
  app_locale: z.string(),
  web_logo: imageUrl,
  web_footer_logo: imageUrl,
  footer_qr: imageUrl,
  web_footer_text: z.string(),
  web_footer_description: z.string(),
  web_show_footer: z.boolean(),
  mobile: z.string(),
  email: z.string(),
  address: z.string(),
  multi_vendor: z.boolean(),
  show_download_app: z.boolean(),
  google_playstore_link: z.string(),
  app_store_link: z.string(),
  payment_gateways: z.array(z.object({ name: z.string(), title: z.string(), logo: imageUrl })),
  social_links: z.array(z.object({ name: z.string(), link: z.string(), logo: imageUrl })),
  theme_colors: themeColors,
  pusher_app_key: z.string(),
  pusher_app_cluster: z.string(),
  app_environment: z.string(),
  register_otp_verify: z.boolean(),
  register_otp_type: z.enum(['email', 'phone']),
  forgot_otp_type: z.enum(['email', 'phone']),
  social_auths: z.object({
    google: socialAuth,
    facebook: socialAuth,
    apple: socialAuth.extend({ redirect_url: z.string() }),
  }),
});

/** An active language of the store; `name` is its code ('ar'). */
export const language = z.object({ id: z.number().int(), name: z.string(), title: z.string(), direction: z.enum(['ltr', 'rtl']) });

export const masterData = masterSettings.extend({
  /**
   * Whether 'Become a Seller' leads somewhere: the server redirects /shop/register to the seller
   * application when SELLER_URL is set. Not a stored setting: the deployment's configuration says it.
   */
  seller_registration: z.boolean(),
  languages: z.array(language),
  /** The category tree, as GET /categories answers each category. */
  categories: z.array(category),
});

export const masterResponse = envelope(masterData);

export type MasterSettings = z.infer<typeof masterSettings>;
export type LanguageJson = z.infer<typeof language>;
export type MasterDataJson = z.infer<typeof masterData>;
