import { DEFAULT_PAGE_SIZE, type Product } from 'shared-sdk';
import type { CatalogApi } from './catalog-api';
import { MAX_PER_PAGE } from './api-limits';
import { discountPercent } from './pricing';

/**
 * How Best Deal is chosen. The API has no "biggest discount" sort (docs/api.md#catalogue), so the page
 * reads the catalogue itself, at most BEST_DEAL_SCAN products in pages of 100 (the API's maximum;
 * the demo store has about 180), keeps the discounted ones (flash-sale prices included, as the API
 * prices them) and orders them by percent off, then by the amount saved, then newest id. That
 * works against any server that speaks the contract. A server-side sort would scale further: ask
 * the API owners before a catalogue grows past the scan.
 */
export const BEST_DEAL_SCAN = 500;

export function rankDeals(products: readonly Product[]): Product[] {
  const seen = new Set<number>();
  return products
    .filter((p) => !seen.has(p.id) && seen.add(p.id) && discountPercent(p) > 0)
    .map((p) => ({ p, percent: discountPercent(p), saved: Number(p.price) - Number(p.discount_price) }))
    .sort((a, b) => b.percent - a.percent || b.saved - a.saved || b.p.id - a.p.id)
    .map(({ p }) => p);
}

export async function loadBestDeals(api: CatalogApi): Promise<Product[]> {
  const first = await api.getProducts({ page: 1, per_page: MAX_PER_PAGE, sort_type: 'newest' });
  const pages = Math.min(Math.ceil(first.total / MAX_PER_PAGE), Math.ceil(BEST_DEAL_SCAN / MAX_PER_PAGE));
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, i) =>
      api.getProducts({ page: i + 2, per_page: MAX_PER_PAGE, sort_type: 'newest' }).then((d) => d.products),
    ),
  );
  return rankDeals([...first.products, ...rest.flat()]);
}

/** One page of the ranked deals, as the API would page them. */
export function pageOf(deals: readonly Product[], page: number, pageSize = DEFAULT_PAGE_SIZE): { total: number; products: Product[] } {
  return { total: deals.length, products: deals.slice((page - 1) * pageSize, page * pageSize) };
}
