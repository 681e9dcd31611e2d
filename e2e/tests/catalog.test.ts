// Browsing against the real API: search, filters and sort, product details with options, add to cart
// as a guest and as a shopper, a shop and one of its categories.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { gotoInteractive } from '../support/browser.ts';
import { scaled } from '../support/load-scaled-timeouts.ts';
import type { RunningServer } from '../support/server.ts';
import { apiData, shopperContext as signedInContext } from '../support/shopper.ts';
import { resourcesOfThisFile } from '../support/file-resources.ts';

interface ApiProduct {
  id: number;
  name: string;
  price: number;
  sizes: { id: number; name: string; price: number }[];
  colors: { id: number; name: string; price: number }[];
  shop: { id: number };
}

let server: RunningServer;
let browser: Browser;

const opened = resourcesOfThisFile();
before(async () => {
  [server, browser] = await Promise.all([opened.server(), opened.browser()]);
});

const api = <T>(path: string) => apiData<T>(server, path);
const shopperContext = () => signedInContext(browser, server);

async function productWithOptions(): Promise<ApiProduct> {
  const { products } = await api<{ products: ApiProduct[] }>('/products?per_page=50&sort_type=newest');
  const product = products.find((p) => p.sizes.length > 1 && p.colors.length > 1);
  assert.ok(product, 'the seed has products with sizes and colours');
  return product;
}

async function guestPage(): Promise<Page> {
  return browser.newPage({ viewport: { width: 1280, height: 900 } });
}

describe('the product list on a desktop', () => {
  for (const lang of ['en', 'ar']) {
    it(`ends the sort select where the grid ends (${lang})`, async () => {
      const page = await guestPage();
      try {
        await gotoInteractive(page, `${server.url}/products?lang=${lang}`);
        const sort = page.locator('select[name="sort"]');
        const grid = page
          .getByRole('main')
          .getByRole('list')
          .filter({ has: page.getByTestId('product-card') })
          .first();
        await grid.waitFor();
        const [select, cards] = await Promise.all([sort.boundingBox(), grid.boundingBox()]);
        assert.ok(select && cards);
        // The inline end: the right edge in English, the left one in Arabic.
        const gap = lang === 'ar' ? Math.abs(select.x - cards.x) : Math.abs(select.x + select.width - (cards.x + cards.width));
        assert.ok(gap <= 1, `the select ends ${gap.toFixed(1)} px from the grid's end`);
      } finally {
        await page.close();
      }
    });
  }
});

describe('browsing the catalogue', () => {
  it('searches from the header and shows the term in the list, which can be cleared', async () => {
    const page = await guestPage();
    // Typed before hydration, a word is reset by it.
    await gotoInteractive(page, `${server.url}/`);
    const search = page.getByRole('banner').getByRole('combobox', { name: 'Search products' }).first();
    await search.fill('shirt');
    await search.press('Enter');
    await page.waitForURL(/\/products\?search=shirt$/);
    await page.getByText('Results for “shirt”').waitFor();
    await page.getByTestId('product-card').first().waitFor();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await page.waitForURL((url) => !url.search.includes('search='), { waitUntil: 'commit' });
    await page.close();
  });

  it('filters and sorts products with the state in the URL', async () => {
    const page = await guestPage();
    await gotoInteractive(page, `${server.url}/products`);
    await page.getByTestId('product-card').first().waitFor();
    await page.getByLabel('Sort by').selectOption('low_to_high');
    await page.waitForURL(/[?&]sort=low_to_high/, { waitUntil: 'commit' });
    const categorySelect = page.getByLabel('Category', { exact: true });
    const firstCategory = await categorySelect.locator('option').nth(1).getAttribute('value');
    assert.ok(firstCategory);
    await categorySelect.selectOption(firstCategory);
    await page.waitForURL(new RegExp(`[?&]category=${firstCategory}(&|$)`), { waitUntil: 'commit' });
    await page.getByTestId('product-card').first().waitFor();
    // The same URL reproduces the page.
    const again = await guestPage();
    await again.goto(page.url());
    await again.getByTestId('product-card').first().waitFor();
    assert.equal(await again.getByLabel('Sort by').inputValue(), 'low_to_high');
    await Promise.all([page.close(), again.close()]);
  });

  it('asks a guest to log in before adding to cart', async () => {
    const product = await productWithOptions();
    const page = await guestPage();
    await gotoInteractive(page, `${server.url}/products/${product.id}/details`);
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await page.getByText('Please login first!').waitFor();
    await page.getByRole('dialog').waitFor();
    await page.close();
  });

  it('adds the chosen size and colour to the cart of a shopper, with the toast and the cart count', async () => {
    const product = await productWithOptions();
    const size = product.sizes[1]!;
    const color = product.colors[1]!;
    const context = await shopperContext();
    const page = await context.newPage();
    await gotoInteractive(page, `${server.url}/products/${product.id}/details`);
    await page.getByTestId('purchase-price').waitFor();
    // The radios are drawn as chips: pick them by their labels, as a shopper does.
    await page.locator('label', { hasText: size.name }).first().click();
    await page.locator('label', { hasText: color.name }).first().click();
    const countBefore = Number(await page.getByTestId('header-cart-count').innerText());
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/cart/store'));
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    const body = JSON.parse((await sent).postData() ?? '{}');
    assert.deepEqual([body.product_id, body.size, body.color, body.quantity], [product.id, size.id, color.id, 1]);
    await page.getByText('has been added to cart').waitFor();
    await page.getByRole('button', { name: 'View In Cart' }).waitFor();
    await page.waitForFunction(
      (before) => Number(document.querySelector('[data-testid="header-cart-count"]')?.textContent) > before,
      countBefore,
    );
    await context.close();
  });

  it('opens a shop and one of its categories', async () => {
    const { shops } = await api<{ shops: { id: number; name: string }[] }>('/shops?per_page=1');
    const shop = shops[0]!;
    const page = await guestPage();
    await gotoInteractive(page, `${server.url}/shops/${shop.id}`);
    await page.getByRole('heading', { name: shop.name }).first().waitFor();
    const categoryLink = page.locator(`a[href^="/shops/${shop.id}/categories/"]`).first();
    await categoryLink.click();
    await page.waitForURL(new RegExp(`/shops/${shop.id}/categories/`));
    await page.getByTestId('product-card').first().waitFor();
    await page.close();
  });
});

describe("home's sections", () => {
  /** Where each card of home's popular products sits, and whether its list scrolls sideways. */
  async function popularRow(width: number) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await gotoInteractive(page, `${server.url}/`);
    const list = page.locator('section[aria-labelledby="home-popular"] ul[role="list"]');
    await list.scrollIntoViewIfNeeded();
    await list.getByTestId('product-card').first().waitFor();
    const row = await list.evaluate((ul) => ({
      tops: [...ul.children].map((li) => Math.round(li.getBoundingClientRect().top)),
      scrolls: ul.scrollWidth > ul.clientWidth + 1,
    }));
    await page.close();
    return row;
  }

  it('shows popular products in one row: all five on a wide screen, sideways on a phone', async () => {
    const { popular_products: popular } = await api<{ popular_products: unknown[] }>('/home');
    assert.equal(popular.length, 5);
    for (const [width, scrolls] of [
      [1350, false],
      [390, true],
    ] as const) {
      const row = await popularRow(width);
      assert.equal(row.tops.length, 5, `${width}px: five cards`);
      assert.equal(new Set(row.tops).size, 1, `${width}px: one row (${row.tops.join(', ')})`);
      assert.equal(row.scrolls, scrolls, `${width}px: ${scrolls ? 'scrolls' : 'does not scroll'} sideways`);
    }
  });

  it("loads 'Just for you' as the shopper scrolls to it, not with the page", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('sort_type=just_for_you')) asked.push(request.url());
    });
    await gotoInteractive(page, `${server.url}/`);
    const section = page.locator('section[aria-labelledby="home-just-for-you"]');
    assert.equal(await section.getByTestId('product-card').count(), 0, 'not in the first HTML');
    assert.equal(asked.length, 0, 'not asked while the shopper is at the top');
    await section.scrollIntoViewIfNeeded();
    await section.getByTestId('product-card').nth(9).waitFor();
    assert.equal(asked.length, 1);
    await page.close();
  });
});

describe('a navigation', () => {
  it('keeps the current page, with a progress bar, until the next page is ready, then shows it whole', async () => {
    const page = await guestPage();
    await gotoInteractive(page, `${server.url}/`);
    await page.getByTestId('product-card').first().waitFor();
    // The product's data answers late: the home page must stay, not a skeleton of the next one.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/product-details**', async (route) => {
      await released;
      await route.continue();
    });
    const card = page.getByTestId('product-card').first();
    const name = (await card.getByRole('heading').textContent())!.trim();
    await card.getByRole('link').first().click();
    await page.getByTestId('navigation-progress').waitFor({ timeout: scaled(5000) });
    assert.equal(new URL(page.url()).pathname, '/', 'the address changes with the page, not before');
    assert.equal(await card.isVisible(), true, 'the home page stays on screen meanwhile');
    release();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByTestId('navigation-progress').waitFor({ state: 'detached' });
    assert.match(new URL(page.url()).pathname, /^\/products\/\d+\/details$/);
    await page.close();
  });
});
