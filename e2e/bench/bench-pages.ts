// The pages the browser benches measure, and when one of them is interactive.
import type { Page } from 'playwright-core';

/**
 * Home, /products, the most popular product and the first shop, as [name, path]. BENCH_PAGES=home,product
 * keeps only the pages named (a quick before/after of one change); BENCH_PAGES=about measures the About
 * Us page, a page of islands (docs/islands.md), which the budgets do not cover.
 */
export async function benchPages(serverUrl: string): Promise<[string, string][]> {
  const api = async <T>(path: string) => ((await (await fetch(`${serverUrl}/api${path}`)).json()) as { data: T }).data;
  const [product] = (await api<{ products: { id: number }[] }>('/products?per_page=1&sort_type=popular_product')).products;
  const [shop] = (await api<{ shops: { id: number }[] }>('/shops?per_page=1')).shops;
  const pages: [string, string][] = [
    ['home', '/'],
    ['/products', '/products'],
    ['product', `/products/${product!.id}/details`],
    ['shop', `/shops/${shop!.id}`],
  ];
  const asked = process.env.BENCH_PAGES?.split(',').map((name) => name.trim());
  return asked ? [...pages, ['about', '/about-us'] as [string, string]].filter(([name]) => asked.includes(name)) : pages;
}

/**
 * When the page being loaded is hydrated (`<html data-interactive>`), by the page's own clock: the
 * attribute is looked for every 50 ms in the page.
 */
export async function interactiveAt(page: Page): Promise<number> {
  const seen = await page.waitForFunction(() => document.documentElement.hasAttribute('data-interactive') && performance.now(), undefined, {
    polling: 50,
    timeout: 90_000,
  });
  return Number(await seen.jsonValue());
}
