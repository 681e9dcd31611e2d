import { DEFAULT_PAGE_SIZE, type CategoryProductQuery, type ProductFacetQuery, type ProductQuery } from 'shared-sdk';
import { MAX_PER_PAGE } from './api-limits';
import { loadBestDeals } from './best-deal';
import type { CatalogApi } from './catalog-api';

/** Whose reviews: a product's or a shop's. */
export type ReviewTarget = { product_id: number } | { shop_id: number };

/** Popular products shown under a search that finds nothing: two rows of four. */
const POPULAR_INSTEAD = 8;

/** Reviews come 5 a page. */
export const REVIEWS_PAGE_SIZE = 5;

/**
 * Every request of the catalog's pages, named once: the page components read them with `useQuery`
 * and the pages' loaders fetch them ahead (at navigation start, on link prefetch, on the server), so
 * both must build the same key from the same route params. Keys start with 'catalog:' because the
 * root store's query cache is shared with the shell and the other remotes.
 */
export const catalogQueries = {
  home: (api: CatalogApi) => ({
    key: 'catalog:home',
    // 'Just for you' loads its own products when the shopper nears it (features/home/just-for-you.tsx).
    load: () => api.getHome({ just_for_you: 'total' }),
  }),
  products: (api: CatalogApi, query: ProductQuery) => ({
    key: `catalog:products:${JSON.stringify(query)}`,
    load: () => api.getProducts(query),
  }),
  /** The counts beside a list's filter choices. */
  facets: (api: CatalogApi, query: ProductFacetQuery) => ({
    key: `catalog:facets:${JSON.stringify(query)}`,
    load: () => api.getProductFacets(query),
  }),
  /** What a search that finds nothing shows below (SearchFallback). */
  popularProducts: (api: CatalogApi) => ({
    key: 'catalog:products:popular',
    load: () => api.getProducts({ sort_type: 'popular_product', per_page: POPULAR_INSTEAD }),
  }),
  categoryProducts: (api: CatalogApi, query: CategoryProductQuery) => ({
    key: `catalog:category-products:${JSON.stringify(query)}`,
    load: () => api.getCategoryProducts(query),
  }),
  productDetails: (api: CatalogApi, productId: number) => ({
    key: `catalog:product:${productId}`,
    load: () => api.getProductDetails(productId),
  }),
  categories: (api: CatalogApi, page: number) => ({
    key: `catalog:categories:${page}`,
    load: () => api.getCategories({ page, per_page: DEFAULT_PAGE_SIZE }),
  }),
  /** Every category, for the filters (one page of the API's maximum). */
  allCategories: (api: CatalogApi) => ({
    key: 'catalog:categories:all',
    load: () => api.getCategories({ page: 1, per_page: MAX_PER_PAGE }).then((d) => d.categories),
  }),
  shops: (api: CatalogApi, page: number) => ({
    key: `catalog:shops:${page}`,
    load: () => api.getShops({ page, per_page: DEFAULT_PAGE_SIZE }),
  }),
  /** Every shop, for the shop filter; none when the store is not multi-vendor. */
  allShops: (api: CatalogApi, multiVendor: boolean) => ({
    key: `catalog:shops:all:${multiVendor}`,
    load: () => (multiVendor ? api.getShops({ page: 1, per_page: MAX_PER_PAGE }).then((d) => d.shops) : Promise.resolve([])),
  }),
  shop: (api: CatalogApi, shopId: number) => ({
    key: `catalog:shop:${shopId}`,
    load: () => api.getShop(shopId),
  }),
  shopCategories: (api: CatalogApi, shopId: number) => ({
    key: `catalog:shop-categories:${shopId}`,
    load: () => api.getShopCategories({ shop_id: shopId, page: 1, per_page: MAX_PER_PAGE }),
  }),
  flashSale: (api: CatalogApi, saleId: number, query: { page: number; per_page: number; category_id?: number }) => ({
    key: `catalog:flash-sale:${saleId}:${JSON.stringify(query)}`,
    load: () => api.getFlashSaleDetails(saleId, query),
  }),
  reviews: (api: CatalogApi, target: ReviewTarget, page: number) => ({
    key: `catalog:reviews:${JSON.stringify(target)}:${page}`,
    load: () => api.getReviews({ ...target, page, per_page: REVIEWS_PAGE_SIZE }),
  }),
  bestDeals: (api: CatalogApi) => ({
    key: 'catalog:best-deals',
    load: () => loadBestDeals(api),
  }),
};
