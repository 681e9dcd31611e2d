// The catalogue's pages of islands (docs/islands.md): a product, a shop, the lists with filters, a
// flash sale and the deals hydrate only their islands, without a hydration warning in English or
// Arabic, and each island works: the filters and the sort apply at once (the app takes the page
// over), a flash sale's category filter too, and a product's reviews turn their pages. A list the
// browser must change (past its end) hydrates whole.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { gotoInteractive } from '../support/browser.ts';
import { resourcesOfThisFile } from '../support/file-resources.ts';
import { reactRoots } from '../support/react-roots.ts';
import type { RunningServer } from '../support/server.ts';
import { apiData } from '../support/shopper.ts';

let server: RunningServer;
let browser: Browser;
const opened = resourcesOfThisFile();

/** The pages under test, found in the seeded store. */
let paths: { product: string; shop: string; category: string; shopCategory: string; sale: string; reviewed: string };

before(async () => {
  [server, browser] = await Promise.all([opened.server(), opened.browser()]);
  const api = <T>(path: string) => apiData<T>(server, path);
  const [{ products }, { shops }, { categories }, sales] = await Promise.all([
    api<{ products: { id: number; total_reviews: number }[] }>('/products?per_page=100&sort_type=popular_product'),
    api<{ shops: { id: number }[] }>('/shops?per_page=1'),
    api<{ categories: { id: number }[] }>('/categories?per_page=1'),
    api<{ running_flash_sale: { id: number } | null; incoming_flash_sale?: { id: number } | null }>('/flash-sales'),
  ]);
  const { categories: shopCategories } = await api<{ categories: { id: number }[] }>(`/shop-categories?shop_id=${shops[0]!.id}`);
  const sale = sales.running_flash_sale ?? sales.incoming_flash_sale;
  assert.ok(sale, 'the seeded store has a flash sale');
  const reviewed = products.find((product) => product.total_reviews > 5);
  assert.ok(reviewed, 'a seeded product has more than one page of reviews');
  paths = {
    product: `/products/${products[0]!.id}/details`,
    shop: `/shops/${shops[0]!.id}`,
    category: `/categories/${categories[0]!.id}`,
    shopCategory: `/shops/${shops[0]!.id}/categories/${shopCategories[0]!.id}`,
    sale: `/flash-sale/${sale.id}`,
    reviewed: `/products/${reviewed.id}/details`,
  };
});

async function openPage(path: string, locale?: 'ar'): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  if (locale) await context.addCookies([{ name: 'storefront_locale', value: locale, url: server.url }]);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await gotoInteractive(page, `${server.url}${path}`);
  return { page, problems };
}

/** Each page's islands that wake at once (the chrome's come with every page). */
const AT_ONCE: Record<keyof typeof paths | 'products' | 'search' | 'popular' | 'deals', string[]> = {
  product: ['catalog/ProductPurchaseIsland'],
  reviewed: ['catalog/ProductPurchaseIsland'],
  shop: ['catalog/ShopVouchersIsland', 'catalog/SortSelectIsland'],
  products: ['catalog/SortSelectIsland', 'catalog/FilterPanelIsland'],
  search: ['catalog/SortSelectIsland', 'catalog/FilterPanelIsland', 'catalog/SearchTermIsland'],
  category: ['catalog/SortSelectIsland', 'catalog/FilterPanelIsland'],
  shopCategory: ['catalog/SortSelectIsland'],
  sale: ['catalog/SaleCategoryFilterIsland'],
  popular: [],
  deals: [],
};

function pathOf(name: keyof typeof AT_ONCE): string {
  const lists: Record<string, string> = {
    products: '/products',
    search: '/products?search=a',
    popular: '/most-popular',
    deals: '/best-deal',
  };
  return lists[name] ?? paths[name as keyof typeof paths];
}

/** The chrome's roots at once (the language menu wakes when the shopper reaches for it: islands.test.ts). */
const CHROME = ['div', 'shell/cart-side-tab', 'shell/header'];

describe("the catalogue's pages of islands", () => {
  for (const locale of [undefined, 'ar'] as const) {
    it(`hydrate only their islands, without a warning${locale ? ' (Arabic)' : ''}`, async () => {
      for (const name of Object.keys(AT_ONCE) as (keyof typeof AT_ONCE)[]) {
        const path = pathOf(name);
        const { page, problems } = await openPage(path, locale);
        const roots = await reactRoots(page);
        assert.ok(!roots.includes('div#root'), `${path}: the page itself is not hydrated (${roots.join(', ')})`);
        for (const island of [...CHROME, ...AT_ONCE[name]]) assert.ok(roots.includes(island), `${path}: ${island} hydrated at once`);
        assert.ok(!roots.includes('shell/language-switcher'), `${path}: the language menu waits for the shopper`);
        assert.ok(
          roots.every((root) => root === 'div' || /^(shell|catalog)\//.test(root)),
          `${path}: only islands are roots (${roots.join(', ')})`,
        );
        // The near-the-screen islands that are on it wake too, without a warning.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.waitForTimeout(300);
        assert.deepEqual(problems, [], `${path}${locale ? ' (Arabic)' : ''}: console errors or warnings`);
        await page.context().close();
      }
    });
  }

  it("turns a product's reviews to their second page in the island", async () => {
    const { page, problems } = await openPage(paths.reviewed);
    const reviews = page.locator('section[aria-labelledby="product-reviews"]');
    await reviews.scrollIntoViewIfNeeded();
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('sf-island[data-island="catalog/ReviewsIsland"]')).some((mark) =>
        Object.keys(mark).some((key) => key.startsWith('__reactContainer$')),
      ),
    );
    const first = await reviews.locator('li').allTextContents();
    const asked = page.waitForResponse((response) => response.url().includes('/api/reviews') && response.url().includes('page=2'));
    await reviews.getByRole('button', { name: 'Page 2' }).click();
    await asked;
    await page.waitForFunction(
      (before) => document.querySelector('section[aria-labelledby="product-reviews"] ul')?.textContent !== before,
      first.join(''),
    );
    assert.equal(new URL(page.url()).pathname, paths.reviewed, 'the page stays');
    assert.ok(!(await reactRoots(page)).includes('div#root'), 'the island turned the page, not the app');
    assert.deepEqual(problems, []);
    await page.context().close();
  });

  it('applies a filter and a sort at once: the app takes the page over with them', async () => {
    const { page, problems } = await openPage('/products');
    // A controlled radio: it shows checked once the URL says so.
    await page.getByRole('radio', { name: /4/ }).first().click();
    await page.waitForURL((url) => url.searchParams.get('rating') === '4');
    await page.getByTestId('product-card').first().waitFor();
    assert.deepEqual(await reactRoots(page), ['div#root'], 'the app renders the page now');
    await page.getByLabel('Sort by').selectOption('low_to_high');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'low_to_high' && url.searchParams.get('rating') === '4');
    assert.deepEqual(problems, []);
    await page.context().close();
  });

  it("applies a flash sale's category at once, and before the page is interactive its Apply submits the form", async () => {
    const { page, problems } = await openPage(paths.sale);
    const select = page.getByLabel('Category');
    const choice = await select.locator('option').nth(1).getAttribute('value');
    await select.selectOption(choice!);
    await page.waitForURL((url) => url.searchParams.get('category') === choice);
    assert.deepEqual(await reactRoots(page), ['div#root']);
    assert.deepEqual(problems, []);
    await page.context().close();

    // Without JavaScript the form is the filter.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const bare = await context.newPage();
    await bare.goto(`${server.url}${paths.sale}`);
    await bare.getByLabel('Category').selectOption(choice!);
    await Promise.all([
      bare.waitForURL((url) => url.searchParams.get('category') === choice),
      bare.getByRole('button', { name: 'Apply' }).click(),
    ]);
    assert.equal(await bare.getByLabel('Category').inputValue(), choice);
    await context.close();
  });

  it('hydrates a list whole when the browser must change it: past its end, it becomes the last page', async () => {
    const { page } = await openPage('/most-popular?page=999');
    await page.waitForURL((url) => url.searchParams.get('page') !== '999');
    assert.deepEqual(await reactRoots(page), ['div#root']);
    await page.context().close();
  });
});
