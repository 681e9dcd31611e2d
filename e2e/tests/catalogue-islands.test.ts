// The catalogue's pages of islands (docs/islands.md): a product, a shop, the lists with filters, a
// flash sale and the deals hydrate only their islands, without a hydration warning in English or
// Arabic, and each island works: the filters and the sort, which wake when reached for, apply at
// once (the app takes the page over), a choice made before they woke as they wake, a flash sale's
// category filter too, a product's reviews turn their pages, and its purchase
// box, which wakes when reached for, keeps what the shopper picked before it woke. A list the browser
// must change (past its end) hydrates whole.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { gotoInteractive, consoleProblems, isPlaywrightNotice } from '../support/browser.ts';
import { resourcesOfThisFile } from '../support/file-resources.ts';
import { overlaysRendered, reactRoots } from '../support/react-roots.ts';
import type { RunningServer } from '../support/server.ts';
import { apiData, shopperContext } from '../support/shopper.ts';

let server: RunningServer;
let browser: Browser;
const opened = resourcesOfThisFile();

interface ApiProduct {
  id: number;
  quantity: number;
  sizes: { id: number; name: string }[];
  colors: { id: number; name: string }[];
}

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
  const problems = consoleProblems(page);
  await gotoInteractive(page, `${server.url}${path}`);
  return { page, problems };
}

/** Holds the code of the catalog's island `name` until the answer is called: the shopper acts on its server HTML. */
async function holdIslandCode(page: Page, name: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`__federation_expose_${name}\\.[0-9a-f]+\\.js$`), async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Each page's remote islands that wait for the shopper to reach for them (docs/islands.md, "Wake"):
 * none of them is hydrated when the page is interactive. Its form's button stays for it until then.
 */
const WHEN_REACHED: Record<keyof typeof paths | 'products' | 'search' | 'popular' | 'deals', string[]> = {
  product: ['catalog/ProductPurchaseIsland', 'catalog/ProductGalleryIsland'],
  reviewed: ['catalog/ProductPurchaseIsland', 'catalog/ProductGalleryIsland'],
  shop: ['catalog/ShopVouchersIsland', 'catalog/SortSelectIsland'],
  products: ['catalog/SortSelectIsland', 'catalog/FilterPanelIsland'],
  search: ['catalog/SortSelectIsland', 'catalog/FilterPanelIsland', 'catalog/SearchTermIsland'],
  category: ['catalog/SortSelectIsland', 'catalog/FilterPanelIsland'],
  shopCategory: ['catalog/SortSelectIsland'],
  sale: ['catalog/SaleCategoryFilterIsland'],
  popular: [],
  deals: [],
};

function pathOf(name: keyof typeof WHEN_REACHED): string {
  const lists: Record<string, string> = {
    products: '/products',
    search: '/products?search=a',
    popular: '/most-popular',
    deals: '/best-deal',
  };
  return lists[name] ?? paths[name as keyof typeof paths];
}

/**
 * The chrome's roots: the header at once, the root beside the page for toasts and dialogs once its
 * code has come (the language menu wakes when the shopper reaches for it, the cart's side tab when it
 * is seen: islands.test.ts).
 */
const CHROME = ['div', 'shell/header'];

describe("the catalogue's pages of islands", () => {
  for (const locale of [undefined, 'ar'] as const) {
    it(`hydrate only their islands, without a warning${locale ? ' (Arabic)' : ''}`, async () => {
      for (const name of Object.keys(WHEN_REACHED) as (keyof typeof WHEN_REACHED)[]) {
        const path = pathOf(name);
        const { page, problems } = await openPage(path, locale);
        await overlaysRendered(page);
        const roots = await reactRoots(page);
        assert.ok(!roots.includes('div#root'), `${path}: the page itself is not hydrated (${roots.join(', ')})`);
        for (const island of CHROME) assert.ok(roots.includes(island), `${path}: ${island} hydrated at once`);
        for (const waiting of ['shell/language-switcher', ...WHEN_REACHED[name]]) {
          assert.ok(!roots.includes(waiting), `${path}: ${waiting} waits for the shopper`);
          assert.ok((await page.locator(`sf-island[data-island="${waiting}"]`).count()) > 0, `${path}: ${waiting} is on the page`);
        }
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

  it("keeps the size, colour and quantity picked before a product's purchase box woke, and adds them to the cart", async () => {
    const { products } = await apiData<{ products: ApiProduct[] }>(server, '/products?per_page=50&sort_type=newest');
    const product = products.find((candidate) => candidate.sizes.length > 1 && candidate.colors.length > 1 && candidate.quantity > 2);
    assert.ok(product, 'the seed has a product in stock with sizes and colours');
    const [size, color] = [product.sizes[1]!, product.colors[1]!];

    const context = await shopperContext(browser, server, { width: 1440, height: 900 });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => message.type() === 'error' && !isPlaywrightNotice(message.text()) && problems.push(message.text()));
    // The island's code is held until the shopper has chosen, so every choice lands on its server HTML.
    const release = await holdIslandCode(page, 'ProductPurchaseIsland');
    await gotoInteractive(page, `${server.url}/products/${product.id}/details`);
    const mark = page.locator('sf-island[data-island="catalog/ProductPurchaseIsland"]');
    // The second of each: the radios are drawn as chips, picked by their labels as a shopper does.
    const sizeLabel = mark.getByRole('group', { name: 'Size' }).locator('label').nth(1);
    await sizeLabel.click();
    await mark.getByRole('group', { name: 'Colour' }).locator('label').nth(1).click();
    await mark.getByLabel('Quantity', { exact: true }).fill('2');
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/cart/store'));
    await mark.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    assert.equal(await mark.getAttribute('data-settled'), null, 'chosen before the island woke');
    release();
    const body = JSON.parse((await sent).postData() ?? '{}') as Record<string, unknown>;
    assert.deepEqual([body.product_id, body.size, body.color, body.quantity], [product.id, size.id, color.id, 2]);
    await page.getByText('has been added to cart').waitFor();
    assert.ok(await sizeLabel.evaluate((label: HTMLLabelElement) => (label.control as HTMLInputElement).checked), 'the size stays chosen');
    assert.equal(await mark.getByLabel('Quantity', { exact: true }).inputValue(), '2');
    assert.deepEqual(problems, [], 'no hydration warning');
    await context.close();
  });

  it("shows the picture whose thumbnail was tapped before a product's gallery woke", async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => message.type() === 'error' && !isPlaywrightNotice(message.text()) && problems.push(message.text()));
    const release = await holdIslandCode(page, 'ProductGalleryIsland');
    await gotoInteractive(page, `${server.url}${paths.product}`);
    assert.ok(!(await reactRoots(page)).includes('catalog/ProductGalleryIsland'), 'the gallery waits for the shopper');
    const mark = page.locator('sf-island[data-island="catalog/ProductGalleryIsland"]');
    const second = mark.getByRole('button', { name: /^Show image 2 of \d+$/ });
    const main = mark.locator('img').first();
    const before = await main.getAttribute('src');
    await second.click();
    assert.equal(await second.getAttribute('aria-busy'), 'true', 'the tap is held while the gallery wakes');
    release();
    await page.waitForFunction(() =>
      document
        .querySelector('sf-island[data-island="catalog/ProductGalleryIsland"] button[aria-pressed="true"]')
        ?.getAttribute('aria-label')
        ?.startsWith('Show image 2'),
    );
    assert.notEqual(await main.getAttribute('src'), before, 'the large picture is the second one');
    assert.deepEqual(problems, []);
    await context.close();
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

  it('applies a sort chosen before its island woke, and shows the Sort button until it has', async () => {
    const { page, problems } = await openPage(paths.shop);
    const mark = page.locator('sf-island[data-island="catalog/SortSelectIsland"]');
    const apply = mark.getByRole('button', { name: 'Sort', exact: true });
    assert.ok(await apply.isVisible(), 'the interactive page shows the form’s button while its island sleeps');
    const release = await holdIslandCode(page, 'SortSelectIsland');
    await mark.getByLabel('Sort by').selectOption('high_to_low');
    assert.equal(await mark.getAttribute('data-settled'), null, 'chosen before the island woke');
    assert.ok(!page.url().includes('sort='), 'nothing applied yet');
    release();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'high_to_low');
    await page.getByTestId('product-card').first().waitFor();
    assert.deepEqual(await reactRoots(page), ['div#root'], 'the app renders the sorted page');
    assert.ok(!(await page.getByRole('button', { name: 'Sort', exact: true }).isVisible()), 'the app’s sort needs no button');
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
