import type { Queryable } from '../database.js';
import { generatedImageUrl } from '../../media/media-url.js';
import { BANNER_TITLES_AR } from './data/catalog-ar.js';
import { COUNTRIES } from './data/countries.js';
import { LEGAL_PAGES } from './data/legal-pages.js';
import { LEGAL_PAGES_AR } from './data/legal-pages-ar.js';
import { PAYMENT_GATEWAY_TITLES_AR, SETTINGS_AR, TICKET_ISSUE_TYPES_AR } from './data/operator-texts-ar.js';
import { ADS, BANNERS, LANGUAGES, TICKET_ISSUE_TYPES, demoSettings } from './data/settings.js';
import { insertRows } from './insert-rows.js';
import { syncTranslations } from './sync-translations.js';

/** Settings, languages and their messages, countries, content pages, banners and ads (with their Arabic texts). */
export async function seedContent(tx: Queryable): Promise<void> {
  const settings = Object.entries(demoSettings()).map(([key, value]) => ({
    key,
    value: JSON.stringify(value),
    translations: key in SETTINGS_AR ? { ar: SETTINGS_AR[key] } : key === 'payment_gateways' ? { ar: gatewaysInArabic(value) } : {},
  }));
  await insertRows(tx, 'settings', settings);
  await insertRows(
    tx,
    'languages',
    LANGUAGES.map((language, i) => ({ ...language, sort_order: i })),
  );
  await syncTranslations(tx);
  await insertRows(
    tx,
    'countries',
    COUNTRIES.map(([name, iso_code, phone_code, arabic]) => ({ name, iso_code, phone_code, translations: { ar: { name: arabic } } })),
  );
  await insertRows(
    tx,
    'legal_pages',
    LEGAL_PAGES.map((page) => {
      const arabic = LEGAL_PAGES_AR[page.slug];
      return { ...page, translations: arabic ? { ar: arabic } : {} };
    }),
  );
  await seedBannersAndAds(tx);
  await insertRows(
    tx,
    'ticket_issue_types',
    TICKET_ISSUE_TYPES.map((name, sort_order) => ({
      name,
      sort_order,
      translations: name in TICKET_ISSUE_TYPES_AR ? { ar: { name: TICKET_ISSUE_TYPES_AR[name] } } : {},
    })),
  );
}

/** settings.payment_gateways with Arabic titles (the same as migration 0140 gives an older database). */
function gatewaysInArabic(gateways: unknown): unknown {
  if (!Array.isArray(gateways)) return gateways;
  return (gateways as Array<{ name: string; title: string }>).map((g) => ({ ...g, title: PAYMENT_GATEWAY_TITLES_AR[g.name] ?? g.title }));
}

/**
 * A home banner's or ad's Arabic title, and artwork that draws that title instead of the English
 * one (the image generator draws `text` right to left): no English is baked into what an Arabic
 * shopper sees. Migration 0230 gives a database seeded before it the same texts and URLs.
 */
export function arabicBanner(kind: 'banner' | 'ad', seed: number, title: string): Record<string, { title: string; thumbnail: string }> {
  const arabic = BANNER_TITLES_AR[title];
  return arabic ? { ar: { title: arabic, thumbnail: generatedImageUrl(kind, seed, title, arabic) } } : {};
}

async function seedBannersAndAds(tx: Queryable): Promise<void> {
  for (const [table, kind, rows] of [
    ['banners', 'banner', BANNERS],
    ['ads', 'ad', ADS],
  ] as const) {
    await insertRows(
      tx,
      table,
      rows.map((row, i) => ({
        title: row.title,
        link: row.link,
        thumbnail: generatedImageUrl(kind, i + 1, row.title),
        sort_order: i,
        translations: arabicBanner(kind, i + 1, row.title),
      })),
    );
  }
}
