import type { z } from 'zod';
import type { banner } from '../../schemas/catalog.js';
import type { Queryable } from '../database.js';
import { localizedColumn } from './localized-text.js';

/** The contract's banner, as its zod schema says. */
export type BannerJson = z.infer<typeof banner>;

/** A banner's title and picture in the language `$1` (migration 0230), else the row's own. */
const LOCALIZED = `${localizedColumn('b', 'title', '$1')} AS title, ${localizedColumn('b', 'thumbnail', '$1')} AS thumbnail`;

/** Active home-page banners or ads, in display order, in `locale`. */
export function listBanners(db: Queryable, table: 'banners' | 'ads', locale: string): Promise<BannerJson[]> {
  return db.query<BannerJson>(`SELECT b.id, ${LOCALIZED} FROM ${table} b WHERE b.is_active ORDER BY b.sort_order, b.id`, [locale]);
}

/** The home page's banners and ads in one statement, in `locale`. */
export async function listHomeBanners(db: Queryable, locale: string): Promise<{ banners: BannerJson[]; ads: BannerJson[] }> {
  const rows = await db.query<BannerJson & { kind: 'banners' | 'ads' }>(
    `SELECT 'banners' AS kind, b.id, ${LOCALIZED}, b.sort_order FROM banners b WHERE b.is_active
     UNION ALL
     SELECT 'ads', b.id, ${LOCALIZED}, b.sort_order FROM ads b WHERE b.is_active
     ORDER BY kind, sort_order, id`,
    [locale],
  );
  const of = (kind: 'banners' | 'ads') =>
    rows.filter((row) => row.kind === kind).map(({ id, title, thumbnail }) => ({ id, title, thumbnail }));
  return { banners: of('banners'), ads: of('ads') };
}
