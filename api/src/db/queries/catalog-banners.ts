import type { z } from 'zod';
import type { banner } from '../../schemas/catalog.js';
import type { Queryable } from '../database.js';

/** The contract's banner, as its zod schema says. */
export type BannerJson = z.infer<typeof banner>;

/** Active home-page banners or ads, in display order. */
export function listBanners(db: Queryable, table: 'banners' | 'ads'): Promise<BannerJson[]> {
  return db.query<BannerJson>(`SELECT id, title, thumbnail FROM ${table} WHERE is_active ORDER BY sort_order, id`);
}

/** The home page's banners and ads in one statement. */
export async function listHomeBanners(db: Queryable): Promise<{ banners: BannerJson[]; ads: BannerJson[] }> {
  const rows = await db.query<BannerJson & { kind: 'banners' | 'ads' }>(
    `SELECT 'banners' AS kind, id, title, thumbnail, sort_order FROM banners WHERE is_active
     UNION ALL
     SELECT 'ads', id, title, thumbnail, sort_order FROM ads WHERE is_active
     ORDER BY kind, sort_order, id`,
  );
  const of = (kind: 'banners' | 'ads') =>
    rows.filter((row) => row.kind === kind).map(({ id, title, thumbnail }) => ({ id, title, thumbnail }));
  return { banners: of('banners'), ads: of('ads') };
}
