import type { Queryable } from '../database.js';
import { limitOffset, type Page } from '../../lib/pagination.js';

/** The contract's Shop. */
export interface ShopJson {
  id: number;
  name: string;
  logo: string;
  banner: string;
  total_products: number;
  total_categories: number;
  rating: number;
  shop_status: 'Online' | 'Offline';
  total_reviews: number;
}

/** The contract's ShopDetails. */
export interface ShopDetailsJson extends ShopJson {
  short_description: string;
  description: string;
  banners: Array<{ id: number; title: string; thumbnail: string }>;
}

interface ShopRow extends Omit<ShopJson, 'shop_status'> {
  is_online: boolean;
  short_description: string;
  description: string;
}

/** Active shops with their listed products and the categories those fall in, counted. */
const SHOP_SELECT = `
  SELECT s.id, s.name, coalesce(s.logo, '') AS logo, coalesce(s.banner, '') AS banner, s.rating, s.total_reviews,
         s.is_online, s.short_description, s.description,
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

/** One page of active shops, in the order they joined. */
export async function findShopPage(db: Queryable, page: Page): Promise<{ total: number; shops: ShopJson[] }> {
  const { limit, offset } = limitOffset(page);
  const [[count], rows] = await Promise.all([
    db.query<{ total: number }>('SELECT count(*)::int AS total FROM shops WHERE is_active'),
    db.query<ShopRow>(`${SHOP_SELECT} ORDER BY s.id LIMIT $1::int OFFSET $2::int`, [limit, offset]),
  ]);
  return { total: count?.total ?? 0, shops: rows.map(shopJson) };
}

/** The active shop with this id, with its texts and banners; null when unknown or inactive. */
export async function findShopDetails(db: Queryable, id: number): Promise<ShopDetailsJson | null> {
  const [[row], banners] = await Promise.all([
    db.query<ShopRow>(`${SHOP_SELECT} AND s.id = $1`, [id]),
    db.query<{ id: number; title: string; thumbnail: string }>(
      'SELECT id, title, thumbnail FROM shop_banners WHERE shop_id = $1 ORDER BY sort_order, id',
      [id],
    ),
  ]);
  if (!row) return null;
  return { ...shopJson(row), short_description: row.short_description, description: row.description, banners };
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
