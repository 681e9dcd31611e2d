import type { Queryable } from '../../db/database.js';
import type { FlashSaleSummaryJson } from '../../db/queries/catalog-flash-sales.js';
import { listProducts, type ProductJson, type ProductSort } from '../../db/queries/catalog-products.js';
import { CATALOG_TABLES, type PublicAnswerOptions } from '../../plugins/public-answers.js';

/** The first products of a flash sale on the home page and in /flash-sales: one row (its own page lists them all). */
export const FLASH_SALE_PREVIEW_SIZE = 5;

/** Catalogue answers: public, and made of the catalogue's tables. */
export const CATALOG: PublicAnswerOptions = { tables: CATALOG_TABLES };

/** A FlashSale with its first products (priced as now: sale prices only while it runs), in `locale`. */
export async function flashSaleWithProducts(
  db: Queryable,
  sale: FlashSaleSummaryJson | null,
  locale: string,
): Promise<(FlashSaleSummaryJson & { products: ProductJson[] }) | null> {
  if (!sale) return null;
  const products = await listProducts(db, {
    filters: { flashSaleId: sale.id },
    page: 1,
    per_page: FLASH_SALE_PREVIEW_SIZE,
    viewerId: null,
    locale,
  });
  return { ...sale, products };
}

/**
 * The options of a product list's answer. Sorted "just for you", a signed-in shopper's order is
 * their own (their favourites' categories first): the public list is answered from the cache and
 * its products replaced by theirs.
 */
export function productListAnswer(
  sort: ProductSort | undefined,
  productsFor: (viewerId: number) => Promise<ProductJson[]>,
): PublicAnswerOptions {
  if (sort !== 'just_for_you') return CATALOG;
  return {
    ...CATALOG,
    personalize: async (payload, viewerId) => {
      payload.data.products = await productsFor(viewerId);
    },
  };
}
