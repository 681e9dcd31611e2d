import { z } from 'zod';
import { messageToken } from '../../i18n/message.js';
import { PRODUCT_SORTS, type ProductFilters, type ProductSort } from '../../db/queries/catalog-products.js';
import { idField, optionalIdField, optionalNumberField, optionalPriceField, paginationQuery } from '../../schemas/fields.js';

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
  ...paginationQuery.shape,
  search: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((text) => text || undefined),
  shop_id: optionalIdField(),
  category_id: optionalIdField(),
  sub_category_id: optionalIdField(),
  min_price: optionalPriceField(),
  max_price: optionalPriceField(),
  rating: optionalNumberField(0, 5),
  sort_type: sortType,
});

/** /products. */
export const productListQuery = productListFields.superRefine(checkPriceRange);

/** /product-facets: the filters of /products, with no page and no order. */
export const productFacetsQuery = productListFields.omit({ page: true, per_page: true, sort_type: true }).superRefine(checkPriceRange);

/** /category-products: the same filters, the category required. */
export const categoryProductsQuery = productListFields.extend({ category_id: idField() }).superRefine(checkPriceRange);

export type ProductListQuery = z.infer<typeof productListQuery>;

/** The filters of a list's query; its search text as the products the search index found for it, best first. */
export function productFilters(
  query: Omit<ProductListQuery, 'page' | 'per_page' | 'sort_type'>,
  searchIds?: readonly number[],
): ProductFilters {
  return {
    searchIds,
    shopId: query.shop_id,
    categoryId: query.category_id,
    subCategoryId: query.sub_category_id,
    minPrice: query.min_price,
    maxPrice: query.max_price,
    rating: query.rating,
  };
}
