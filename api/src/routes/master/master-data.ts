import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/database.js';
import { listCategoriesWithSubs } from '../../db/queries/categories.js';
import { listLanguages } from '../../db/queries/languages.js';
import { getSettings, getSettingValue } from '../../db/queries/settings.js';
import { titledGateways } from '../../domain/payment-gateways.js';
import { DEFAULT_THEME_COLOR, themeShades } from '../../lib/color.js';
import { masterSettings, type MasterDataJson, type MasterSettings } from '../../schemas/master.js';

/** What /master answers for a setting that is missing or malformed (the defaults of docs/product.md#entities). */
export const MASTER_DEFAULTS: MasterSettings = {
  currency: { symbol: '$', position: 'prefix', code: 'USD' },
  app_name: 'ShopMart',
  app_locale: 'en',
  web_logo: '',
  web_footer_logo: '',
  footer_qr: '',
  web_footer_text: 'All rights reserved',
  web_footer_description: '',
  web_show_footer: true,
  mobile: '',
  email: '',
  address: '',
  multi_vendor: true,
  show_download_app: false,
  google_playstore_link: '',
  app_store_link: '',
  payment_gateways: [],
  social_links: [],
  theme_colors: themeShades(DEFAULT_THEME_COLOR) as MasterSettings['theme_colors'],
  pusher_app_key: '',
  pusher_app_cluster: '',
  app_environment: 'local',
  register_otp_verify: false,
  register_otp_type: 'phone',
  forgot_otp_type: 'phone',
  social_auths: {
    google: { is_active: false, client_id: '' },
    facebook: { is_active: false, client_id: '' },
    apple: { is_active: false, client_id: '', redirect_url: '' },
  },
};

/**
 * Reads the settings table key by key: one hand-edited, broken value falls back to its default
 * (and is logged) instead of failing the storefront's first request.
 */
export function readMasterSettings(stored: Record<string, unknown>, log?: FastifyBaseLogger): MasterSettings {
  const result: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(masterSettings.shape)) {
    const fallback = MASTER_DEFAULTS[key as keyof MasterSettings];
    if (!(key in stored)) {
      result[key] = fallback;
      continue;
    }
    const parsed = schema.safeParse(stored[key]);
    if (!parsed.success) log?.warn({ key, issues: parsed.error.issues }, 'invalid setting; using its default');
    result[key] = parsed.success ? parsed.data : fallback;
  }
  return result as MasterSettings;
}

/** The payment gateways a shopper may choose under the store's app_environment (plugins/payments.ts). */
export type OfferedGateways = (gateways: MasterSettings['payment_gateways'], appEnvironment: string) => MasterSettings['payment_gateways'];

/**
 * /master in `locale`: the texts an operator writes per language come in it (docs/i18n.md), and
 * payment_gateways lists only the gateways a payment provider takes (docs/payments.md), titled in
 * `locale`.
 */
export async function loadMasterData(
  db: Queryable,
  sellerRegistration: boolean,
  locale: string,
  offered: OfferedGateways,
  log?: FastifyBaseLogger,
): Promise<MasterDataJson> {
  const [stored, gateways, languages, categories] = await Promise.all([
    getSettings(db, locale),
    getSettingValue(db, 'payment_gateways'),
    listLanguages(db),
    listCategoriesWithSubs(db, locale),
  ]);
  // The gateways themselves come from the default language's list, their titles from the request's.
  const settings = readMasterSettings(gateways === undefined ? stored : { ...stored, payment_gateways: gateways }, log);
  const payment_gateways = titledGateways(offered(settings.payment_gateways, settings.app_environment), stored.payment_gateways);
  return { ...settings, payment_gateways, seller_registration: sellerRegistration, languages, categories };
}
