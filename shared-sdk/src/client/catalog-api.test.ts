import type { InternalAxiosRequestConfig } from 'axios';
import { createCatalogApi } from './catalog-api';
import { recordingHttp } from '../test-support/recording-http';

/** The api over a recording client answering `body` (with `status`). */
function apiAnswering(body: unknown, status = 200) {
  const { http, seen, onUnauthorized } = recordingHttp(body, status);
  return { api: createCatalogApi(http), seen, onUnauthorized };
}

/** Method, URL and query parameters of the one request made. */
const request = (seen: InternalAxiosRequestConfig[]) => [seen[0]!.method, seen[0]!.url, seen[0]!.params];

describe('catalog api', () => {
  it('getHome: GET /home with the just-for-you page', async () => {
    const { api, seen } = apiAnswering({ data: { banners: [] } });
    await expect(api.getHome({ page: 2, per_page: 5 })).resolves.toEqual({ banners: [] });
    expect(request(seen)).toEqual(['get', '/home', { page: 2, per_page: 5 }]);
    await api.getHome();
    expect(seen[1]!.params).toEqual({});
  });

  it('getBanners: GET /banners, answers the list', async () => {
    const { api, seen } = apiAnswering({ data: { banners: [{ id: 1, title: 'Sale', thumbnail: '/b.svg' }] } });
    await expect(api.getBanners()).resolves.toEqual([{ id: 1, title: 'Sale', thumbnail: '/b.svg' }]);
    expect(request(seen)).toEqual(['get', '/banners', undefined]);
  });

  it('getProducts: GET /products with every filter as a query parameter', async () => {
    const { api, seen } = apiAnswering({ data: { total: 0, products: [] } });
    const query = {
      page: 3,
      per_page: 20,
      search: 'lamp',
      shop_id: 1,
      category_id: 2,
      sub_category_id: 3,
      min_price: 5,
      max_price: 50.5,
      rating: 4,
      sort_type: 'high_to_low' as const,
    };
    await expect(api.getProducts(query)).resolves.toEqual({ total: 0, products: [] });
    expect(request(seen)).toEqual(['get', '/products', query]);
    expect(seen[0]!.clearsSessionOn401).toBeUndefined();
  });

  it('getProductFacets: GET /product-facets with the filters', async () => {
    const facets = { total: 0, categories: [], sub_categories: [], shops: [], ratings: [], price_bands: [] };
    const { api, seen } = apiAnswering({ data: facets });
    await expect(api.getProductFacets({ search: 'lamp', category_id: 2, rating: 4 })).resolves.toEqual(facets);
    expect(request(seen)).toEqual(['get', '/product-facets', { search: 'lamp', category_id: 2, rating: 4 }]);
  });

  it('getCategoryProducts: GET /category-products with the category and filters', async () => {
    const { api, seen } = apiAnswering({ data: { total: 0, category: { id: 2 }, products: [] } });
    await expect(api.getCategoryProducts({ category_id: 2, sub_category_id: 7, sort_type: 'newest' })).resolves.toEqual({
      total: 0,
      category: { id: 2 },
      products: [],
    });
    expect(request(seen)).toEqual(['get', '/category-products', { category_id: 2, sub_category_id: 7, sort_type: 'newest' }]);
  });

  it('getProductDetails: GET /product-details?product_id=', async () => {
    const data = { product: { id: 9 }, related_products: [], popular_products: [] };
    const { api, seen } = apiAnswering({ data });
    await expect(api.getProductDetails(9)).resolves.toEqual(data);
    expect(request(seen)).toEqual(['get', '/product-details', { product_id: 9 }]);
  });

  it('getCategories and getSubCategories', async () => {
    const { api, seen } = apiAnswering({ data: { total: 1, categories: [], sub_categories: [{ id: 4, name: 'Desk', thumbnail: '' }] } });
    await api.getCategories({ page: 2 });
    await expect(api.getSubCategories(3)).resolves.toEqual([{ id: 4, name: 'Desk', thumbnail: '' }]);
    expect(seen.map((c) => [c.method, c.url, c.params])).toEqual([
      ['get', '/categories', { page: 2 }],
      ['get', '/sub-categories', { category_id: 3 }],
    ]);
  });

  it('getShops, getShop and getShopCategories', async () => {
    const { api, seen } = apiAnswering({ data: { total: 0, shops: [], categories: [], shop: { id: 5, name: 'Casa' } } });
    await api.getShops({ per_page: 50 });
    await expect(api.getShop(5)).resolves.toEqual({ id: 5, name: 'Casa' });
    await api.getShopCategories({ shop_id: 5, page: 1, per_page: 100 });
    expect(seen.map((c) => [c.method, c.url, c.params])).toEqual([
      ['get', '/shops', { per_page: 50 }],
      ['get', '/shops/5', undefined],
      ['get', '/shop-categories', { shop_id: 5, page: 1, per_page: 100 }],
    ]);
  });

  it("getReviews: GET /reviews for a product's or a shop's reviews", async () => {
    const { api, seen } = apiAnswering({ data: { total: 0, reviews: [] } });
    await api.getReviews({ product_id: 9, page: 2 });
    await api.getReviews({ shop_id: 5 });
    expect(seen.map((c) => [c.url, c.params])).toEqual([
      ['/reviews', { product_id: 9, page: 2 }],
      ['/reviews', { shop_id: 5 }],
    ]);
  });

  it('getFlashSales and getFlashSaleDetails', async () => {
    const { api, seen } = apiAnswering({ data: { incoming_flash_sale: null, running_flash_sale: null } });
    await expect(api.getFlashSales()).resolves.toEqual({ incoming_flash_sale: null, running_flash_sale: null });
    await api.getFlashSaleDetails(1, { category_id: 2, page: 3 });
    await api.getFlashSaleDetails(4);
    expect(seen.map((c) => [c.method, c.url, c.params])).toEqual([
      ['get', '/flash-sales', undefined],
      ['get', '/flash-sale/1/details', { category_id: 2, page: 3 }],
      ['get', '/flash-sale/4/details', {}],
    ]);
  });

  it('getSearchSuggestions: GET /search-suggestions with q, cancellable', async () => {
    const answer = { products: [{ id: 1, name: 'Lamp', image: '/l.svg' }], shops: [], categories: [] };
    const { api, seen } = apiAnswering({ data: answer });
    const controller = new AbortController();
    await expect(api.getSearchSuggestions('la', controller.signal)).resolves.toEqual(answer);
    expect(request(seen)).toEqual(['get', '/search-suggestions', { q: 'la' }]);
    expect(seen[0]!.signal).toBe(controller.signal);
  });

  it('rejects with the axios error on failure, without clearing the session', async () => {
    const { api, onUnauthorized } = apiAnswering({ message: 'The product could not be found.' }, 404);
    await expect(api.getProductDetails(999)).rejects.toMatchObject({ response: { status: 404 } });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('rejects an answer without data', async () => {
    const { api } = apiAnswering({ message: 'odd' });
    await expect(api.getFlashSales()).rejects.toThrow('The server answered without data.');
  });
});
