import type { Category, Shop } from 'shared-sdk';
import type { CatalogApi } from './catalog-api';

/** The most the API gives in one page (api-reference: lists take page and per_page, with a maximum). */
export const MAX_PER_PAGE = 100;

const cache = new WeakMap<CatalogApi, Map<string, Promise<unknown>>>();

/**
 * Reference lists that many pages need (categories for the filters, shops for the shop filter) load
 * once per page load and API; a failed load is forgotten so Retry asks again.
 */
function once<T>(api: CatalogApi, key: string, load: () => Promise<T>): Promise<T> {
  let entries = cache.get(api);
  if (!entries) cache.set(api, (entries = new Map()));
  const hit = entries.get(key) as Promise<T> | undefined;
  if (hit) return hit;
  const promise = load().catch((error: unknown) => {
    entries.delete(key);
    throw error;
  });
  entries.set(key, promise);
  return promise;
}

export function loadAllCategories(api: CatalogApi): Promise<Category[]> {
  return once(api, 'categories', () => api.getCategories({ page: 1, per_page: MAX_PER_PAGE }).then((d) => d.categories));
}

export function loadAllShops(api: CatalogApi): Promise<Shop[]> {
  return once(api, 'shops', () => api.getShops({ page: 1, per_page: MAX_PER_PAGE }).then((d) => d.shops));
}
