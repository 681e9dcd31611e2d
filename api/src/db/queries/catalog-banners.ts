import type { Queryable } from '../database.js';

export interface BannerJson {
  id: number;
  title: string;
  thumbnail: string;
}

/** Active home-page banners or ads, in display order. */
export function listBanners(db: Queryable, table: 'banners' | 'ads'): Promise<BannerJson[]> {
  return db.query<BannerJson>(`SELECT id, title, thumbnail FROM ${table} WHERE is_active ORDER BY sort_order, id`);
}
