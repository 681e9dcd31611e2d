import type { Queryable } from '../database.js';
import type { z } from 'zod';
import type { shop, shopDetails } from '../../schemas/catalog.js';
import { limitOffset, type Page } from '../../lib/pagination.js';

/** The contract's Shop and ShopDetails, as their zod schemas say. */
export type ShopJson = z.infer<typeof shop>;
export type ShopDetailsJson = z.infer<typeof shopDetails>;

interface ShopRow extends Omit<ShopJson, 'shop_status'> {
  is_online: boolean;
  short_description: string;
  description: string;
}

/** Active shops with their listed products and the categories those fall in, counted (plus `extra` columns). */
const shopSelect = (extra = '') => `
  SELECT s.id, s.name, coalesce(s.logo, '') AS logo, coalesce(s.banner, '') AS banner, s.rating, s.total_reviews,
         s.is_online, s.short_description, s.description,${extra}
         coalesce(counts.total_products, 0) AS total_products, coalesce(counts.total_categories, 0) AS total_categories
    FROM shops s
    LEFT JOIN LATERAL (
      SELECT count(*)::int AS total_products, count(DISTINCT p.category_id)::int AS total_categories
        FROM product_pricing p WHERE p.is_visible AND p.shop_id = s.id
    ) counts ON true
   WHERE s.is_active`;

function shopJson(row: ShopRow): ShopJson {
  return {
    id: row.id,
    name: row.name,
    logo: row.logo,
    banner: row.banner,
    total_products: row.total_products,
    total_categories: row.total_categories,
    rating: row.rating,
    shop_status: row.is_online ? 'Online' : 'Offline',
    total_reviews: row.total_reviews,
  };
}

/** One page of active shops, in the order they joined (counted alongside; a page past the end counts apart). */
export async function findShopPage(db: Queryable, page: Page): Promise<{ total: number; shops: ShopJson[] }> {
  const { limit, offset } = limitOffset(page);
  const rows = await db.query<ShopRow & { total: number }>(
    `SELECT *, count(*) OVER ()::int AS total FROM (${shopSelect()}) shop ORDER BY id LIMIT $1::int OFFSET $2::int`,
    [limit, offset],
  );
  const total = rows[0]?.total ?? (offset > 0 ? await countActiveShops(db) : 0);
  return { total, shops: rows.map(shopJson) };
}

async function countActiveShops(db: Queryable): Promise<number> {
  const [row] = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM shops WHERE is_active');
  return row?.total ?? 0;
}

/** The active shop with this id, with its texts and banners; null when unknown or inactive. */
export async function findShopDetails(db: Queryable, id: number): Promise<ShopDetailsJson | null> {
  const [row] = await db.query<ShopRow & { banners: ShopDetailsJson['banners'] }>(
    `${shopSelect(`
         coalesce((SELECT json_agg(json_build_object('id', b.id, 'title', b.title, 'thumbnail', b.thumbnail) ORDER BY b.sort_order, b.id)
                     FROM shop_banners b WHERE b.shop_id = s.id), '[]') AS banners,`)} AND s.id = $1`,
    [id],
  );
  if (!row) return null;
  return { ...shopJson(row), short_description: row.short_description, description: row.description, banners: row.banners };
}

export async function isActiveShop(db: Queryable, id: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM shops WHERE id = $1 AND is_active', [id]);
  return rows.length > 0;
}

/** The multi_vendor setting (true unless set otherwise, as /master defaults it). */
export async function isMultiVendor(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ value: unknown }>("SELECT value FROM settings WHERE key = 'multi_vendor'");
  return row?.value !== false;
}
