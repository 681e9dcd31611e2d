import type { Queryable } from '../database.js';
import { displayCount } from '../../domain/catalog-display.js';
import { limitOffset, type Page } from '../../lib/pagination.js';
import { discountPercentage } from './catalog-pricing.js';
import { SqlParams, escapeLike } from './catalog-sql.js';

/** The contract's Product (api-reference section B). */
export interface ProductJson {
  id: number;
  name: string;
  thumbnail: string;
  price: number;
  discount_price: number;
  discount_percentage: number;
  rating: number;
  total_reviews: string;
  total_sold: string;
  quantity: number;
  is_favorite: boolean;
  brand: string | null;
  unit: { id: number; name: string } | null;
  sizes: Array<{ id: number; name: string; price: number }>;
  colors: Array<{ id: number; name: string; color_code: string; price: number }>;
  shop: {
    id: number;
    name: string;
    logo: string;
    rating: number;
    estimated_delivery_time: string;
    delivery_charge: number;
  };
}

export const PRODUCT_SORTS = ['low_to_high', 'high_to_low', 'top_selling', 'popular_product', 'newest', 'just_for_you'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export interface ProductFilters {
  /** Part of the product's or its brand's name, any case, taken literally (no wildcards). */
  search?: string | undefined;
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
}

export interface ProductPageRequest extends Page {
  filters: ProductFilters;
  sort?: ProductSort | undefined;
  /** The signed-in caller (is_favorite, just_for_you), or null for a guest. */
  viewerId: number | null;
}

/** Filters that are one column equal to an id. */
const ID_FILTERS = [
  ['shopId', 'p.shop_id'],
  ['categoryId', 'p.category_id'],
  ['subCategoryId', 'p.sub_category_id'],
] as const;

/** The product's or its brand's name contains the text, any case, wildcards taken literally. */
function searchCondition(text: string, params: SqlParams): string {
  const pattern = params.add(`%${escapeLike(text)}%`);
  return `(p.name ILIKE ${pattern} OR EXISTS (SELECT 1 FROM brands b WHERE b.id = p.brand_id AND b.name ILIKE ${pattern}))`;
}

/**
 * Lists read the product_pricing view alone (it carries the columns they filter and sort on), as
 * `p`; only listed products (product, shop and category active) are ever shown.
 */
function whereClause(filters: ProductFilters, params: SqlParams): string {
  const conditions = ['p.is_visible'];
  if (filters.search) conditions.push(searchCondition(filters.search, params));
  for (const [key, column] of ID_FILTERS) {
    const id = filters[key];
    if (id !== undefined) conditions.push(`${column} = ${params.add(id)}::int`);
  }
  if (filters.minPrice !== undefined) conditions.push(`p.unit_price >= ${params.add(filters.minPrice)}::numeric`);
  if (filters.maxPrice !== undefined) conditions.push(`p.unit_price <= ${params.add(filters.maxPrice)}::numeric`);
  if (filters.rating !== undefined) {
    const rating = params.add(filters.rating);
    conditions.push(`p.rating >= ${rating}::numeric AND p.rating < ${rating}::numeric + 1`);
  }
  if (filters.flashSaleId !== undefined) {
    const sale = params.add(filters.flashSaleId);
    conditions.push(`p.product_id IN (SELECT product_id FROM flash_sale_products WHERE flash_sale_id = ${sale}::int)`);
  }
  if (filters.excludeProductId !== undefined) conditions.push(`p.product_id <> ${params.add(filters.excludeProductId)}::int`);
  return `WHERE ${conditions.join(' AND ')}`;
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
      return 'p.total_sold DESC, p.product_id DESC';
    case 'popular_product':
      // Best rated by the most reviewers; matches products_popular_idx.
      return 'p.rating DESC, p.total_reviews DESC, p.total_sold DESC, p.product_id DESC';
    case 'just_for_you':
      if (viewerId === null) return NEWEST;
      // The newest products of the categories the caller keeps favourites in come first.
      return `(p.category_id IN (SELECT fp.category_id FROM favorites f JOIN products fp ON fp.id = f.product_id
                                  WHERE f.user_id = ${params.add(viewerId)}::int)) DESC, ${NEWEST}`;
    default:
      return NEWEST;
  }
}

function pageSql(request: ProductPageRequest): { sql: string; params: SqlParams } {
  const params = new SqlParams();
  const where = whereClause(request.filters, params);
  const order = orderBy(request.sort, request.viewerId, params);
  const { limit, offset } = limitOffset(request);
  return {
    sql: `SELECT p.product_id AS id FROM product_pricing p ${where}
           ORDER BY ${order} LIMIT ${params.add(limit)}::int OFFSET ${params.add(offset)}::int`,
    params,
  };
}

/** One page of listed products matching the filters, in the requested order. */
export async function listProducts(db: Queryable, request: ProductPageRequest): Promise<ProductJson[]> {
  const { sql, params } = pageSql(request);
  const rows = await db.query<{ id: number }>(sql, params.values);
  return productCards(db, rows.map((r) => r.id), request.viewerId);
}

/** How many listed products match the filters. */
export async function countProducts(db: Queryable, filters: ProductFilters): Promise<number> {
  const params = new SqlParams();
  const [row] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM product_pricing p ${whereClause(filters, params)}`,
    params.values,
  );
  return row?.total ?? 0;
}

/** A page of products and the total beside it, as every product list of the contract answers. */
export async function findProductPage(
  db: Queryable,
  request: ProductPageRequest,
): Promise<{ total: number; products: ProductJson[] }> {
  const [total, products] = await Promise.all([countProducts(db, request.filters), listProducts(db, request)]);
  return { total, products };
}

interface CardRow {
  id: number;
  name: string;
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
  delivery_charge: number;
}

interface OptionRow {
  id: number;
  product_id: number;
  name: string;
  price: number;
  color_code: string;
}

function groupByProduct<T extends { product_id: number }>(rows: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.product_id);
    if (group) group.push(row);
    else groups.set(row.product_id, [row]);
  }
  return groups;
}

function cardJson(row: CardRow, thumbnail: string, sizes: OptionRow[], colors: OptionRow[]): ProductJson {
  return {
    id: row.id,
    name: row.name,
    thumbnail,
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
    sizes: sizes.map(({ id, name, price }) => ({ id, name, price })),
    colors: colors.map(({ id, name, color_code, price }) => ({ id, name, color_code, price })),
    shop: {
      id: row.shop_id,
      name: row.shop_name,
      logo: row.shop_logo,
      rating: row.shop_rating,
      estimated_delivery_time: row.estimated_delivery_time,
      delivery_charge: row.delivery_charge,
    },
  };
}

/**
 * Product JSON for the given ids, in the given order, priced by the product_pricing view. Four
 * queries whatever the number of products (cards, first images, sizes, colours). Ids that are
 * unknown or not listed are left out. Also what favourites and the cart show as a product.
 */
export async function productCards(db: Queryable, ids: readonly number[], viewerId: number | null): Promise<ProductJson[]> {
  if (ids.length === 0) return [];
  const params = [[...new Set(ids)]];
  const [cards, images, sizes, colors] = await Promise.all([
    db.query<CardRow>(
      `SELECT p.product_id AS id, p.name, p.price, p.discount_price, p.stock AS quantity, p.rating, p.total_reviews,
              p.total_sold, EXISTS (SELECT 1 FROM favorites f WHERE f.user_id = $2::int AND f.product_id = p.product_id) AS is_favorite,
              b.name AS brand, u.id AS unit_id, u.name AS unit_name,
              s.id AS shop_id, s.name AS shop_name, coalesce(s.logo, '') AS shop_logo, s.rating AS shop_rating,
              s.estimated_delivery_time, s.delivery_charge
         FROM product_pricing p
         JOIN shops s ON s.id = p.shop_id
         LEFT JOIN brands b ON b.id = p.brand_id
         LEFT JOIN units u ON u.id = p.unit_id
        WHERE p.product_id = ANY($1::int[]) AND p.is_visible`,
      [...params, viewerId],
    ),
    db.query<{ product_id: number; thumbnail: string }>(
      `SELECT DISTINCT ON (product_id) product_id, thumbnail FROM product_images
        WHERE product_id = ANY($1::int[]) ORDER BY product_id, sort_order, id`,
      params,
    ),
    db.query<OptionRow>(
      `SELECT id, product_id, name, price, '' AS color_code FROM product_sizes
        WHERE product_id = ANY($1::int[]) ORDER BY sort_order, id`,
      params,
    ),
    db.query<OptionRow>(
      `SELECT id, product_id, name, price, color_code FROM product_colors
        WHERE product_id = ANY($1::int[]) ORDER BY sort_order, id`,
      params,
    ),
  ]);
  const thumbnails = new Map(images.map((i) => [i.product_id, i.thumbnail]));
  const sizesOf = groupByProduct(sizes);
  const colorsOf = groupByProduct(colors);
  const byId = new Map(
    cards.map((row) => [
      row.id,
      cardJson(row, thumbnails.get(row.id) ?? '', sizesOf.get(row.id) ?? [], colorsOf.get(row.id) ?? []),
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** What the product details page adds to the Product (the route shapes it as ProductDetails). */
export interface ProductDetails {
  product: ProductJson;
  shortDescription: string;
  /** HTML, stored as the shop wrote it; the storefront sanitises before rendering. */
  description: string;
  thumbnails: Array<{ id: number; thumbnail: string }>;
  categoryId: number;
  /** The running flash sale pricing the product, or null. */
  flashSaleId: number | null;
}

interface DetailRow {
  short_description: string;
  description: string;
  category_id: number;
  flash_sale_id: number | null;
}

/** The listed product with this id and what its details page adds; null when it is not listed. */
export async function findProductDetails(db: Queryable, id: number, viewerId: number | null): Promise<ProductDetails | null> {
  const [[product], [detail], thumbnails] = await Promise.all([
    productCards(db, [id], viewerId),
    db.query<DetailRow>(
      `SELECT p.short_description, p.description, p.category_id, pp.flash_sale_id
         FROM products p JOIN product_pricing pp ON pp.product_id = p.id WHERE p.id = $1`,
      [id],
    ),
    db.query<{ id: number; thumbnail: string }>(
      'SELECT id, thumbnail FROM product_images WHERE product_id = $1 ORDER BY sort_order, id',
      [id],
    ),
  ]);
  if (!product || !detail) return null;
  return {
    product,
    shortDescription: detail.short_description,
    description: detail.description,
    thumbnails,
    categoryId: detail.category_id,
    flashSaleId: detail.flash_sale_id,
  };
}
