import type { Queryable } from '../database.js';
import type { z } from 'zod';
import type { category } from '../../schemas/catalog.js';
import { limitOffset, type Page } from '../../lib/pagination.js';
import { localizedColumn } from './localized-text.js';

/** The contract's Category, as its zod schema says. */
export type CategoryJson = z.infer<typeof category>;
export type SubCategoryJson = CategoryJson['sub_categories'][number];

/**
 * The storefront lists only what leads somewhere: a category or sub-category shows when it is
 * active and has a listed product (in the given shop, for a shop's categories).
 */
function hasListedProducts(column: 'category_id' | 'sub_category_id', alias: string, shopParam?: string): string {
  const inShop = shopParam ? ` AND p.shop_id = ${shopParam}::int` : '';
  return `EXISTS (SELECT 1 FROM product_pricing p WHERE p.is_visible AND p.${column} = ${alias}.id${inShop})`;
}

/** Each category with its sub-categories among `subs` (in their order). */
export function groupSubCategories(categories: SubCategoryJson[], subs: Array<SubCategoryJson & { category_id: number }>): CategoryJson[] {
  return categories.map((category) => ({
    ...category,
    sub_categories: subs.filter((s) => s.category_id === category.id).map(({ id, name, thumbnail }) => ({ id, name, thumbnail })),
  }));
}

async function withSubCategories(
  db: Queryable,
  categories: SubCategoryJson[],
  shopId: number | undefined,
  locale: string,
): Promise<CategoryJson[]> {
  if (categories.length === 0) return [];
  const subs = await db.query<SubCategoryJson & { category_id: number }>(
    `SELECT sc.id, sc.category_id, ${localizedColumn('sc', 'name', '$2')} AS name, coalesce(sc.thumbnail, '') AS thumbnail
       FROM sub_categories sc
      WHERE sc.category_id = ANY($1::int[]) AND sc.is_active
        AND ${hasListedProducts('sub_category_id', 'sc', shopId === undefined ? undefined : '$3')}
      ORDER BY sc.sort_order, sc.id`,
    shopId === undefined ? [categories.map((c) => c.id), locale] : [categories.map((c) => c.id), locale, shopId],
  );
  return groupSubCategories(categories, subs);
}

async function countCategories(db: Queryable, where: string, params: unknown[]): Promise<number> {
  const [row] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM categories c WHERE ${where}`, params);
  return row?.total ?? 0;
}

/**
 * One page of listed categories (of one shop when shopId is given), each with its sub-categories,
 * named in `locale` (migration 0230; the row's own name when it has none in that language).
 */
export async function findCategoryPage(
  db: Queryable,
  request: Page & { shopId?: number | undefined; locale: string },
): Promise<{ total: number; categories: CategoryJson[] }> {
  const shopParams = request.shopId === undefined ? [] : [request.shopId];
  const where = `c.is_active AND ${hasListedProducts('category_id', 'c', request.shopId === undefined ? undefined : '$1')}`;
  const next = shopParams.length + 1;
  const { limit, offset } = limitOffset(request);
  // Counted alongside the page; a page past the end has no row to carry the count.
  const rows = await db.query<SubCategoryJson & { total: number }>(
    `SELECT c.id, ${localizedColumn('c', 'name', `$${next + 2}`)} AS name, coalesce(c.thumbnail, '') AS thumbnail,
            count(*) OVER ()::int AS total
       FROM categories c WHERE ${where}
      ORDER BY c.sort_order, c.id LIMIT $${next}::int OFFSET $${next + 1}::int`,
    [...shopParams, limit, offset, request.locale],
  );
  const total = rows[0]?.total ?? (offset > 0 ? await countCategories(db, where, shopParams) : 0);
  const categories = rows.map(({ id, name, thumbnail }) => ({ id, name, thumbnail }));
  return { total, categories: await withSubCategories(db, categories, request.shopId, request.locale) };
}

/** The active category with this id and its listed sub-categories, named in `locale`, or null. */
export async function findCategory(db: Queryable, id: number, locale: string): Promise<CategoryJson | null> {
  const rows = await db.query<SubCategoryJson>(
    `SELECT c.id, ${localizedColumn('c', 'name', '$2')} AS name, coalesce(c.thumbnail, '') AS thumbnail
       FROM categories c WHERE c.id = $1 AND c.is_active`,
    [id, locale],
  );
  const [category] = await withSubCategories(db, rows, undefined, locale);
  return category ?? null;
}
