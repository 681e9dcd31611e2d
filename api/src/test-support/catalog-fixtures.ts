import type { Queryable } from '../db/database.js';
import { issueAccessToken } from '../domain/access-tokens.js';

/**
 * Rows for catalogue tests, added beside the demo seed. Tests that filter or sort build their own
 * shop (or category) and filter on it, so the seed's products never get in the way.
 */

let sequence = 0;
const unique = (prefix: string) => `${prefix}-${process.pid}-${++sequence}`;

async function insertId(db: Queryable, sql: string, params: unknown[]): Promise<number> {
  const [row] = await db.query<{ id: number }>(`${sql} RETURNING id`, params);
  if (!row) throw new Error(`fixture not inserted: ${sql}`);
  return row.id;
}

export interface ShopFixture {
  name?: string;
  isActive?: boolean;
  isOnline?: boolean;
  rating?: number;
  totalReviews?: number;
}

export function insertShop(db: Queryable, shop: ShopFixture = {}): Promise<number> {
  const slug = unique('shop');
  return insertId(
    db,
    `INSERT INTO shops (name, slug, logo, banner, short_description, description, is_active, is_online,
                        estimated_delivery_time, delivery_charge, rating, total_reviews)
     VALUES ($1, $2, $3, $4, 'Short words', '<p>Long words</p>', $5, $6, '2-3 days', 3.5, $7, $8)`,
    [
      shop.name ?? slug,
      slug,
      `/media/${slug}-logo.svg`,
      `/media/${slug}-banner.svg`,
      shop.isActive ?? true,
      shop.isOnline ?? true,
      shop.rating ?? 0,
      shop.totalReviews ?? 0,
    ],
  );
}

export function insertCategory(db: Queryable, options: { name?: string; isActive?: boolean; sortOrder?: number } = {}) {
  const slug = unique('category');
  return insertId(db, 'INSERT INTO categories (name, slug, thumbnail, is_active, sort_order) VALUES ($1, $2, $3, $4, $5)', [
    options.name ?? slug,
    slug,
    `/media/${slug}.svg`,
    options.isActive ?? true,
    options.sortOrder ?? 1000,
  ]);
}

export function insertSubCategory(db: Queryable, categoryId: number, options: { name?: string; isActive?: boolean } = {}) {
  const slug = unique('sub');
  return insertId(db, 'INSERT INTO sub_categories (category_id, name, slug, thumbnail, is_active) VALUES ($1, $2, $3, $4, $5)', [
    categoryId,
    options.name ?? slug,
    slug,
    `/media/${slug}.svg`,
    options.isActive ?? true,
  ]);
}

export interface ProductFixture {
  shopId: number;
  categoryId: number;
  subCategoryId?: number | null;
  name?: string;
  brand?: string | null;
  unit?: string | null;
  price?: number;
  discountPrice?: number;
  quantity?: number;
  rating?: number;
  totalReviews?: number;
  totalSold?: number;
  /** Days before now. */
  ageDays?: number;
  isActive?: boolean;
  /** Image URLs in order; the first is the thumbnail. */
  images?: string[];
  sizes?: Array<[string, number]>;
  colors?: Array<[string, string, number]>;
}

async function namedId(db: Queryable, table: 'brands' | 'units', name: string | null | undefined): Promise<number | null> {
  if (!name) return null;
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO ${table} (name) VALUES ($1) ON CONFLICT (name) DO UPDATE SET name = EXCLUDED.name RETURNING id`,
    [name],
  );
  return row!.id;
}

export async function insertProduct(db: Queryable, product: ProductFixture): Promise<number> {
  const slug = unique('product');
  const id = await insertId(
    db,
    `INSERT INTO products (shop_id, category_id, sub_category_id, brand_id, unit_id, name, slug, short_description,
                           description, price, discount_price, quantity, rating, total_reviews, total_sold,
                           is_active, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'A short text', '<p>A <b>long</b> text</p>', $8, $9, $10, $11, $12, $13,
             $14, now() - make_interval(days => $15))`,
    [
      product.shopId,
      product.categoryId,
      product.subCategoryId ?? null,
      await namedId(db, 'brands', product.brand === undefined ? 'Fixture Brand' : product.brand),
      await namedId(db, 'units', product.unit === undefined ? 'pc' : product.unit),
      product.name ?? slug,
      slug,
      product.price ?? 10,
      product.discountPrice ?? 0,
      product.quantity ?? 50,
      product.rating ?? 0,
      product.totalReviews ?? 0,
      product.totalSold ?? 0,
      product.isActive ?? true,
      product.ageDays ?? 1,
    ],
  );
  await insertOptions(db, id, product);
  return id;
}

async function insertOptions(db: Queryable, productId: number, product: ProductFixture): Promise<void> {
  for (const [i, thumbnail] of (product.images ?? [`/media/${productId}-1.svg`]).entries()) {
    await db.query('INSERT INTO product_images (product_id, thumbnail, sort_order) VALUES ($1, $2, $3)', [productId, thumbnail, i]);
  }
  for (const [i, [name, price]] of (product.sizes ?? []).entries()) {
    await db.query('INSERT INTO product_sizes (product_id, name, price, sort_order) VALUES ($1, $2, $3, $4)', [productId, name, price, i]);
  }
  for (const [i, [name, colorCode, price]] of (product.colors ?? []).entries()) {
    await db.query('INSERT INTO product_colors (product_id, name, color_code, price, sort_order) VALUES ($1, $2, $3, $4, $5)', [
      productId,
      name,
      colorCode,
      price,
      i,
    ]);
  }
}

export interface FlashSaleFixture {
  /** Hours from now (negative: in the past). */
  startsIn: number;
  endsIn: number;
  isActive?: boolean;
  name?: string;
  items: Array<{ productId: number; price: number; quantity: number; sold?: number }>;
}

export async function insertFlashSale(db: Queryable, sale: FlashSaleFixture): Promise<number> {
  const id = await insertId(
    db,
    `INSERT INTO flash_sales (name, thumbnail, start_date, end_date, is_active)
     VALUES ($1, '/media/sale.svg', now() + make_interval(hours => $2), now() + make_interval(hours => $3), $4)`,
    [sale.name ?? unique('sale'), sale.startsIn, sale.endsIn, sale.isActive ?? true],
  );
  for (const item of sale.items) {
    await db.query('INSERT INTO flash_sale_products (flash_sale_id, product_id, price, quantity, sold) VALUES ($1, $2, $3, $4, $5)', [
      id,
      item.productId,
      item.price,
      item.quantity,
      item.sold ?? 0,
    ]);
  }
  return id;
}

/** Switches every seeded flash sale off, so that a test's own sales are the only ones. */
export async function disableAllFlashSales(db: Queryable): Promise<void> {
  await db.query('UPDATE flash_sales SET is_active = false');
}

export async function insertCustomer(
  db: Queryable,
  options: { name?: string; profilePhoto?: string | null } = {},
): Promise<{ id: number; token: string }> {
  const id = await insertId(db, 'INSERT INTO users (name, phone, profile_photo) VALUES ($1, $2, $3)', [
    options.name ?? 'Test Customer',
    unique('phone'),
    options.profilePhoto ?? null,
  ]);
  return { id, token: await issueAccessToken(db, id) };
}

export async function addFavorite(db: Queryable, userId: number, productId: number): Promise<void> {
  await db.query('INSERT INTO favorites (user_id, product_id) VALUES ($1, $2)', [userId, productId]);
}

export async function insertReview(
  db: Queryable,
  review: { productId: number; userId: number; rating: number; description?: string; ageDays?: number },
): Promise<number> {
  return insertId(
    db,
    `INSERT INTO reviews (product_id, shop_id, user_id, rating, description, created_at)
     SELECT $1, shop_id, $2, $3, $4, now() - make_interval(days => $5) FROM products WHERE id = $1`,
    [review.productId, review.userId, review.rating, review.description ?? 'Nice', review.ageDays ?? 0],
  );
}
