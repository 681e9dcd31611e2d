import type { Queryable } from '../database.js';
import type { z } from 'zod';
import type { product } from '../../schemas/catalog.js';
import { displayCount } from '../../lib/catalog-display.js';
import { limitOffset, type Page } from '../../lib/pagination.js';
import { discountPercentage } from './catalog-pricing.js';
import type { FlashSaleSummaryJson } from './catalog-flash-sales.js';
import { SqlParams, isoDate } from './catalog-sql.js';
import { noteSalesOrder } from '../../lib/shown-products.js';

/** The contract's Product (docs/api.md#catalogue), as its zod schema says. */
export type ProductJson = z.infer<typeof product>;

export const PRODUCT_SORTS = ['low_to_high', 'high_to_low', 'top_selling', 'popular_product', 'newest', 'just_for_you'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export interface ProductFilters {
  /**
   * The products a search found, best first (the search index's answer to what a shopper typed,
   * plugins/product-search.ts, docs/search.md).
   */
  searchIds?: readonly number[] | undefined;
  shopId?: number | undefined;
  categoryId?: number | undefined;
  subCategoryId?: number | undefined;
  /** Bounds on the effective unit price (a running flash sale's price, else the discount, else the price). */
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  /** A band: rating at least r and below r + 1. */
  rating?: number | undefined;
  flashSaleId?: number | undefined;
  excludeProductId?: number | undefined;
  /** In the same category as this product (its details page's related products). */
  categoryOfProductId?: number | undefined;
}

export interface ProductPageRequest extends Page {
  filters: ProductFilters;
  sort?: ProductSort | undefined;
  /** The signed-in caller (is_favorite, just_for_you), or null for a guest. */
  viewerId: number | null;
  /** The language of the products' names and the shops' delivery texts; absent: the store's default language. */
  locale?: string | undefined;
}

/**
 * The conditions of some filters over the product_pricing view (as `p`), by filter: the ones a
 * shopper picks in a list's filter panel apart (the facets count each choice without its own
 * filter, catalog-facets.ts), the others, always applied, in `fixed`.
 */
export interface FilterConditions {
  fixed: string[];
  category: string | null;
  subCategory: string | null;
  shop: string | null;
  price: string | null;
  rating: string | null;
}

export function filterConditions(filters: ProductFilters, params: SqlParams): FilterConditions {
  const fixed = ['p.is_visible'];
  if (filters.searchIds) fixed.push(`p.product_id = ANY(${params.add(filters.searchIds)}::int[])`);
  const equals = (id: number | undefined, column: string) => (id === undefined ? null : `${column} = ${params.add(id)}::int`);
  const bounds = [
    filters.minPrice === undefined ? null : `p.unit_price >= ${params.add(filters.minPrice)}::numeric`,
    filters.maxPrice === undefined ? null : `p.unit_price <= ${params.add(filters.maxPrice)}::numeric`,
  ].filter((bound) => bound !== null);
  let rating: string | null = null;
  if (filters.rating !== undefined) {
    const r = params.add(filters.rating);
    rating = `p.rating >= ${r}::numeric AND p.rating < ${r}::numeric + 1`;
  }
  if (filters.flashSaleId !== undefined) {
    const sale = params.add(filters.flashSaleId);
    fixed.push(`p.product_id IN (SELECT product_id FROM flash_sale_products WHERE flash_sale_id = ${sale}::int)`);
  }
  if (filters.excludeProductId !== undefined) fixed.push(`p.product_id <> ${params.add(filters.excludeProductId)}::int`);
  if (filters.categoryOfProductId !== undefined) {
    const product = params.add(filters.categoryOfProductId);
    fixed.push(`p.category_id = (SELECT category_id FROM products WHERE id = ${product}::int)`);
  }
  return {
    fixed,
    category: equals(filters.categoryId, 'p.category_id'),
    subCategory: equals(filters.subCategoryId, 'p.sub_category_id'),
    shop: equals(filters.shopId, 'p.shop_id'),
    price: bounds.length > 0 ? bounds.join(' AND ') : null,
    rating,
  };
}

/**
 * Lists read the product_pricing view alone (it carries the columns they filter and sort on), as
 * `p`; only listed products (product, shop and category active) are ever shown.
 */
function whereClause(filters: ProductFilters, params: SqlParams): string {
  const { fixed, category, subCategory, shop, price, rating } = filterConditions(filters, params);
  return `WHERE ${[...fixed, category, subCategory, shop, price, rating].filter((c) => c !== null).join(' AND ')}`;
}

const NEWEST = 'p.created_at DESC, p.product_id DESC';

/** ORDER BY for a sort_type; every order ends on the id so that pages never overlap. */
function orderBy(sort: ProductSort | undefined, viewerId: number | null, params: SqlParams): string {
  switch (sort) {
    case 'low_to_high':
      return 'p.unit_price ASC, p.product_id ASC';
    case 'high_to_low':
      return 'p.unit_price DESC, p.product_id DESC';
    case 'top_selling':
      noteSalesOrder();
      return 'p.total_sold DESC, p.product_id DESC';
    case 'popular_product':
      // Best rated by the most reviewers; matches products_popular_idx. Not by sales: an order would
      // then reorder every popular list, the home page's and every product page's (docs/decisions.md).
      return 'p.rating DESC, p.total_reviews DESC, p.product_id DESC';
    case 'just_for_you':
      if (viewerId === null) return NEWEST;
      // The newest products of the categories the caller keeps favourites in come first.
      return `(p.category_id IN (SELECT fp.category_id FROM favorites f JOIN products fp ON fp.id = f.product_id
                                  WHERE f.user_id = ${params.add(viewerId)}::int)) DESC, ${NEWEST}`;
    default:
      return NEWEST;
  }
}

/**
 * A search in no other order lists its products in the search's order (the search index ranked
 * them: docs/search.md, "Ranking").
 */
function relevance(ids: readonly number[], params: SqlParams): { from: string; order: string } {
  noteSalesOrder();
  return {
    from: `JOIN unnest(${params.add(ids)}::int[]) WITH ORDINALITY AS ranked (product_id, place) ON ranked.product_id = p.product_id`,
    order: 'ranked.place',
  };
}

/** SELECT of the ids of one page of listed products matching the filters, in order (plus `extra` columns). */
function pageSql(request: ProductPageRequest, params: SqlParams, extra = ''): string {
  const { searchIds } = request.filters;
  const ranked = request.sort === undefined && searchIds ? relevance(searchIds, params) : null;
  const where = whereClause(request.filters, params);
  const order = ranked?.order ?? orderBy(request.sort, request.viewerId, params);
  const { limit, offset } = limitOffset(request);
  return `SELECT p.product_id AS id${extra} FROM product_pricing p ${ranked?.from ?? ''} ${where}
           ORDER BY ${order} LIMIT ${params.add(limit)}::int OFFSET ${params.add(offset)}::int`;
}

/** One page of listed products matching the filters, in the requested order. One statement. */
export async function listProducts(db: Queryable, request: ProductPageRequest): Promise<ProductJson[]> {
  return (await pageWithCards(db, request)).products;
}

/** How many listed products match the filters. */
async function countProducts(db: Queryable, filters: ProductFilters): Promise<number> {
  const params = new SqlParams();
  const [row] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM product_pricing p ${whereClause(filters, params)}`,
    params.values,
  );
  return row?.total ?? 0;
}

/** The page's products and the number of matches (null when the page came back empty). */
async function pageWithCards(db: Queryable, request: ProductPageRequest): Promise<{ total: number | null; products: ProductJson[] }> {
  const params = new SqlParams();
  const page = pageSql(request, params, ', count(*) OVER ()::int AS total');
  const viewer = `${params.add(request.viewerId)}::int`;
  const [row] = await db.query<{ total: number | null; ids: number[]; cards: CardRow[] }>(
    `WITH page AS MATERIALIZED (${page})
     SELECT (SELECT total FROM page LIMIT 1) AS total, ARRAY(SELECT id FROM page) AS ids,
            ${cardsJsonSql('ARRAY(SELECT id FROM page)', viewer)} AS cards`,
    params.values,
  );
  return { total: row?.total ?? null, products: inOrder(row?.ids ?? [], row?.cards ?? [], request.locale) };
}

/**
 * A search in its own order with no other filter: the search index found, ranked and counted its
 * listed products already, and only the page's cards are needed (plugins/product-cards.ts).
 */
export function searchAlone(request: ProductPageRequest): readonly number[] | null {
  const { searchIds, ...others } = request.filters;
  if (!searchIds || request.sort !== undefined || Object.values(others).some((value) => value !== undefined)) return null;
  return searchIds;
}

/**
 * A page of products and the total beside it, as every product list of the contract answers, in
 * one statement (the ids with the total counted alongside, and their cards). A page past the end
 * comes back empty, with no total: then a second statement counts.
 */
export async function findProductPage(db: Queryable, request: ProductPageRequest): Promise<{ total: number; products: ProductJson[] }> {
  const { total, products } = await pageWithCards(db, request);
  if (total !== null) return { total, products };
  return { total: limitOffset(request).offset > 0 ? await countProducts(db, request.filters) : 0, products };
}

/** A product card's row, as the cards' statement reads it (the names in every language). */
export interface CardRow {
  id: number;
  name: string;
  /** The product's texts in other languages (migration 0230): { locale: { name } }. */
  translations: Record<string, { name?: string } | undefined>;
  thumbnail: string;
  price: number;
  discount_price: number;
  quantity: number;
  rating: number;
  total_reviews: number;
  total_sold: number;
  is_favorite: boolean;
  brand: string | null;
  unit_id: number | null;
  unit_name: string | null;
  shop_id: number;
  shop_name: string;
  shop_logo: string;
  shop_rating: number;
  estimated_delivery_time: string;
  /** The shop's texts in other languages (migration 0080): { locale: { estimated_delivery_time } }. */
  shop_translations: Record<string, { estimated_delivery_time?: string } | undefined>;
  delivery_charge: number;
  sizes: Array<{ id: number; name: string; price: number }>;
  colors: Array<{ id: number; name: string; color_code: string; price: number }>;
}

function cardJson(row: CardRow, locale: string | undefined): ProductJson {
  const deliveryTime = (locale ? row.shop_translations[locale]?.estimated_delivery_time : undefined) ?? row.estimated_delivery_time;
  return {
    id: row.id,
    name: (locale ? row.translations[locale]?.name : undefined) ?? row.name,
    thumbnail: row.thumbnail,
    price: row.price,
    discount_price: row.discount_price,
    discount_percentage: discountPercentage(row.price, row.discount_price),
    rating: row.rating,
    total_reviews: displayCount(row.total_reviews),
    total_sold: displayCount(row.total_sold),
    quantity: row.quantity,
    is_favorite: row.is_favorite,
    brand: row.brand,
    unit: row.unit_id === null ? null : { id: row.unit_id, name: row.unit_name ?? '' },
    sizes: row.sizes,
    colors: row.colors,
    shop: {
      id: row.shop_id,
      name: row.shop_name,
      logo: row.shop_logo,
      rating: row.shop_rating,
      estimated_delivery_time: deliveryTime,
      delivery_charge: row.delivery_charge,
    },
  };
}

/**
 * The card rows of the listed products among `ids` (an int[] expression), priced by the
 * product_pricing view: the product's translations, the first image, the sizes and the colours
 * come from correlated subqueries (index lookups per product), sizes and colours as JSON arrays.
 * `viewer` is an int expression (NULL for a guest: is_favorite false). Embeddable, so a list's
 * page and its cards can be one statement.
 */
function cardsSql(ids: string, viewer: string): string {
  return `SELECT p.product_id AS id, p.name, p.price, p.discount_price, p.stock AS quantity, p.rating, p.total_reviews,
            (SELECT pt.translations FROM products pt WHERE pt.id = p.product_id) AS translations,
            p.total_sold, EXISTS (SELECT 1 FROM favorites f WHERE f.user_id = ${viewer} AND f.product_id = p.product_id) AS is_favorite,
            b.name AS brand, u.id AS unit_id, u.name AS unit_name,
            s.id AS shop_id, s.name AS shop_name, coalesce(s.logo, '') AS shop_logo, s.rating AS shop_rating,
            s.estimated_delivery_time, s.translations AS shop_translations, s.delivery_charge,
            coalesce((SELECT i.thumbnail FROM product_images i WHERE i.product_id = p.product_id
                       ORDER BY i.sort_order, i.id LIMIT 1), '') AS thumbnail,
            (SELECT coalesce(json_agg(json_build_object('id', z.id, 'name', z.name, 'price', z.price)
                                      ORDER BY z.sort_order, z.id), '[]')
               FROM product_sizes z WHERE z.product_id = p.product_id) AS sizes,
            (SELECT coalesce(json_agg(json_build_object('id', c.id, 'name', c.name, 'color_code', c.color_code, 'price', c.price)
                                      ORDER BY c.sort_order, c.id), '[]')
               FROM product_colors c WHERE c.product_id = p.product_id) AS colors
       FROM product_pricing p
       JOIN shops s ON s.id = p.shop_id
       LEFT JOIN brands b ON b.id = p.brand_id
       LEFT JOIN units u ON u.id = p.unit_id
      WHERE p.product_id = ANY(${ids}) AND p.is_visible`;
}

/** The card rows as one JSON array column (for statements that return more than cards). */
function cardsJsonSql(ids: string, viewer: string): string {
  return `(SELECT coalesce(json_agg(card), '[]') FROM (${cardsSql(ids, viewer)}) card)`;
}

/** Product JSON in the order of `ids`; ids without a row (unknown or not listed) are left out. */
function inOrder(ids: readonly number[], rows: readonly CardRow[], locale?: string): ProductJson[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return cardsInOrder(ids, byId, locale);
}

/** Product JSON in the order of `ids`, from their rows in `locale`; ids without a row are left out. */
export function cardsInOrder(ids: readonly number[], rows: ReadonlyMap<number, CardRow>, locale?: string): ProductJson[] {
  return ids.flatMap((id) => {
    const row = rows.get(id);
    return row ? [cardJson(row, locale)] : [];
  });
}

/** The card rows of the listed products among `ids` as a guest sees them (is_favorite false), in one statement. */
export function guestCardRows(db: Queryable, ids: readonly number[]): Promise<CardRow[]> {
  return db.query<CardRow>(cardsSql('$1::int[]', 'NULL::int'), [[...new Set(ids)]]);
}

/** Product JSON for the given ids, in the given order, in one statement. Also what favourites show. */
export async function productCards(
  db: Queryable,
  ids: readonly number[],
  viewerId: number | null,
  locale?: string,
): Promise<ProductJson[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<CardRow>(cardsSql('$1::int[]', '$2::int'), [[...new Set(ids)], viewerId]);
  return inOrder(ids, rows, locale);
}

/** The product details page (the route shapes `product` and the rest as ProductDetails). */
export interface ProductDetailsPage {
  product: ProductJson;
  shortDescription: string;
  /** HTML, as the shop wrote it; the route serves it sanitised (lib/stored-html.ts). */
  description: string;
  thumbnails: Array<{ id: number; thumbnail: string }>;
  /** The running flash sale pricing the product, or null. */
  flashSale: FlashSaleSummaryJson | null;
  /** The most popular other products of its category, and of the whole store. */
  related: ProductJson[];
  popular: ProductJson[];
}

interface DetailRow {
  short_description: string;
  description: string;
  thumbnails: Array<{ id: number; thumbnail: string }>;
  sale_id: number | null;
  sale_name: string;
  /** The sale's texts in other languages (migration 0230): { locale: { name } }. */
  sale_translations: Record<string, { name?: string } | undefined> | null;
  sale_thumbnail: string;
  sale_start: Date;
  sale_end: Date;
  related_ids: number[];
  popular_ids: number[];
  cards: CardRow[];
}

/**
 * The listed product with this id and everything its page shows, or null when it is not listed,
 * in one statement: its texts, images and flash sale, the ids of the related and popular lists,
 * and the cards of all those products.
 */
export async function findProductDetailsPage(
  db: Queryable,
  id: number,
  listSize: number,
  locale?: string,
): Promise<ProductDetailsPage | null> {
  const params = new SqlParams();
  const idParam = params.add(id);
  const list = { page: 1, per_page: listSize, sort: 'popular_product' as const, viewerId: null };
  const relatedSql = pageSql({ ...list, filters: { categoryOfProductId: id, excludeProductId: id } }, params);
  const popularSql = pageSql({ ...list, filters: { excludeProductId: id } }, params);
  const [row] = await db.query<DetailRow>(
    `SELECT d.short_description, d.description,
            coalesce((SELECT json_agg(json_build_object('id', i.id, 'thumbnail', i.thumbnail) ORDER BY i.sort_order, i.id)
                        FROM product_images i WHERE i.product_id = d.id), '[]') AS thumbnails,
            fs.id AS sale_id, fs.name AS sale_name, fs.translations AS sale_translations, coalesce(fs.thumbnail, '') AS sale_thumbnail,
            fs.start_date AS sale_start, fs.end_date AS sale_end, lists.related_ids, lists.popular_ids,
            ${cardsJsonSql('ARRAY[d.id] || lists.related_ids || lists.popular_ids', 'NULL::int')} AS cards
       FROM products d
       JOIN product_pricing dp ON dp.product_id = d.id AND dp.is_visible
       LEFT JOIN flash_sales fs ON fs.id = dp.flash_sale_id
      CROSS JOIN LATERAL (SELECT ARRAY(${relatedSql}) AS related_ids, ARRAY(${popularSql}) AS popular_ids) lists
      WHERE d.id = ${idParam}::int`,
    params.values,
  );
  if (!row) return null;
  const pick = (ids: readonly number[]) => inOrder(ids, row.cards, locale);
  const [product] = pick([id]);
  if (!product) return null;
  return {
    product,
    shortDescription: row.short_description,
    description: row.description,
    thumbnails: row.thumbnails,
    flashSale:
      row.sale_id === null
        ? null
        : {
            id: row.sale_id,
            name: (locale ? row.sale_translations?.[locale]?.name : undefined) ?? row.sale_name,
            thumbnail: row.sale_thumbnail,
            start_date: isoDate(row.sale_start),
            end_date: isoDate(row.sale_end),
          },
    related: pick(row.related_ids),
    popular: pick(row.popular_ids),
  };
}
