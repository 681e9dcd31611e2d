import { z } from 'zod';
import { messageToken } from '../../i18n/message.js';
import { PRODUCT_SORTS, type ProductFilters, type ProductSort } from '../../db/queries/catalog-products.js';
import { paginationQuery } from '../../lib/pagination.js';

/** Largest id a column (int4) holds: a larger one is refused, not sent to the database. */
const MAX_ID = 2_147_483_647;
/** numeric(12,2). */
const MAX_PRICE = 9_999_999_999.99;

const NUMBER_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/**
 * Query strings and path parameters are text: '12' becomes 12 and '' means "not given"; anything
 * else (words, '0x1f', repeated keys) is left for the number schema to refuse, naming the field.
 */
function fromText(value: unknown): unknown {
  if (value === '') return undefined;
  if (typeof value === 'string' && NUMBER_TEXT.test(value)) return Number(value);
  return value;
}

const integerBetween = (min: number, max: number) => z.number().int().min(min).max(max);

export const idField = () => z.preprocess(fromText, integerBetween(1, MAX_ID));
export const optionalIdField = () => z.preprocess(fromText, integerBetween(1, MAX_ID).optional());

/** page and per_page, as every list of the contract takes them. */
export const pageFields = paginationQuery.shape;

const optionalPrice = () => z.preprocess(fromText, z.number().min(0).max(MAX_PRICE).optional());

/** The original server spelled high_to_low 'heigh_to_low'; both are accepted. */
const sortType = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z
    .enum([...PRODUCT_SORTS, 'heigh_to_low'])
    .optional()
    .transform((sort): ProductSort | undefined => (sort === 'heigh_to_low' ? 'high_to_low' : sort)),
);

function checkPriceRange(query: { min_price?: number | undefined; max_price?: number | undefined }, ctx: z.RefinementCtx) {
  if (query.min_price !== undefined && query.max_price !== undefined && query.max_price < query.min_price) {
    ctx.addIssue({
      code: 'custom',
      path: ['max_price'],
      message: messageToken('validation.max_price'),
    });
  }
}

const productListFields = z.object({
  ...pageFields,
  search: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((text) => text || undefined),
  shop_id: optionalIdField(),
  category_id: optionalIdField(),
  sub_category_id: optionalIdField(),
  min_price: optionalPrice(),
  max_price: optionalPrice(),
  rating: z.preprocess(fromText, z.number().min(0).max(5).optional()),
  sort_type: sortType,
});

/** /products. */
export const productListQuery = productListFields.superRefine(checkPriceRange);

/** /category-products: the same filters, the category required. */
export const categoryProductsQuery = productListFields.extend({ category_id: idField() }).superRefine(checkPriceRange);

export type ProductListQuery = z.infer<typeof productListQuery>;

export function productFilters(query: ProductListQuery): ProductFilters {
  return {
    search: query.search,
    shopId: query.shop_id,
    categoryId: query.category_id,
    subCategoryId: query.sub_category_id,
    minPrice: query.min_price,
    maxPrice: query.max_price,
    rating: query.rating,
  };
}
