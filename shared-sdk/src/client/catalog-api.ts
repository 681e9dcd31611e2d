import type { HttpClient } from './http-client';
import type { SubCategory } from './api-types';
import type {
  Banner,
  CatalogPageQuery,
  CategoryPage,
  CategoryProductPage,
  CategoryProductQuery,
  CurrentFlashSales,
  FlashSaleDetails,
  HomeData,
  HomeQuery,
  ProductDetailsPage,
  ProductFacetQuery,
  ProductFacets,
  ProductPage,
  ProductQuery,
  ReviewQuery,
  ReviewsPage,
  SearchSuggestions,
  ShopDetails,
  ShopPage,
} from './catalog-types';
import { envelopeData } from './envelope-data';

/**
 * Typed calls of the public catalogue. A signed-in shopper's token (sent by the http client) fills
 * `is_favorite`; a 401 cannot happen here, so none of these clears the session.
 */
export function createCatalogApi(http: HttpClient) {
  return {
    /** GET /home; page and per_page page "just for you". */
    getHome: (query: HomeQuery = {}) => envelopeData<HomeData>(http.get('/home', { params: query })),
    getBanners: () => envelopeData<{ banners: Banner[] }>(http.get('/banners')).then((d) => d.banners),
    getProducts: (query: ProductQuery = {}) => envelopeData<ProductPage>(http.get('/products', { params: query })),
    /** The counts beside a list's filter choices. */
    getProductFacets: (query: ProductFacetQuery = {}) => envelopeData<ProductFacets>(http.get('/product-facets', { params: query })),
    /** 404 for an unknown category. */
    getCategoryProducts: (query: CategoryProductQuery) =>
      envelopeData<CategoryProductPage>(http.get('/category-products', { params: query })),
    /** 404 for an unknown or hidden product. */
    getProductDetails: (productId: number) =>
      envelopeData<ProductDetailsPage>(http.get('/product-details', { params: { product_id: productId } })),
    getCategories: (query: CatalogPageQuery = {}) => envelopeData<CategoryPage>(http.get('/categories', { params: query })),
    getSubCategories: (categoryId: number) =>
      envelopeData<{ sub_categories: SubCategory[] }>(http.get('/sub-categories', { params: { category_id: categoryId } })).then(
        (d) => d.sub_categories,
      ),
    getShops: (query: CatalogPageQuery = {}) => envelopeData<ShopPage>(http.get('/shops', { params: query })),
    getShop: (shopId: number) => envelopeData<{ shop: ShopDetails }>(http.get(`/shops/${encodeURIComponent(shopId)}`)).then((d) => d.shop),
    /** The categories the shop has products in. */
    getShopCategories: (query: CatalogPageQuery & { shop_id: number }) =>
      envelopeData<CategoryPage>(http.get('/shop-categories', { params: query })),
    getReviews: (query: ReviewQuery) => envelopeData<ReviewsPage>(http.get('/reviews', { params: query })),
    getFlashSales: () => envelopeData<CurrentFlashSales>(http.get('/flash-sales')),
    getFlashSaleDetails: (id: number, query: CatalogPageQuery & { category_id?: number } = {}) =>
      envelopeData<FlashSaleDetails>(http.get(`/flash-sale/${encodeURIComponent(id)}/details`, { params: query })),
    /** Search as you type: `q` of 2 characters or more (else 422); `signal` drops a stale request. */
    getSearchSuggestions: (q: string, signal?: AbortSignal) =>
      envelopeData<SearchSuggestions>(http.get('/search-suggestions', { params: { q }, signal })),
  };
}
