// The search results page as a shopper meets it (docs/search.md): the filter panel counts each
// choice (the facets), server-rendered and updated as a filter changes, a choice that lists nothing
// disabled, with JavaScript and without it; and a search that finds nothing offers "Did you mean …?"
// and the popular products, in English and in Arabic.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { gotoInteractive } from '../support/browser.ts';
import type { RunningServer } from '../support/server.ts';
import { resourcesOfThisFile } from '../support/file-resources.ts';

interface Facets {
  total: number;
  ratings: Array<{ rating: number; count: number }>;
  price_bands: Array<{ min: number | null; max: number | null; count: number }>;
}

let server: RunningServer;
let browser: Browser;

const opened = resourcesOfThisFile();
before(async () => {
  [server, browser] = await Promise.all([opened.server(), opened.browser()]);
});

async function facetsOf(query: string): Promise<Facets> {
  const response = await fetch(`${server.url}/api/product-facets?${query}`);
  assert.equal(response.status, 200);
  return ((await response.json()) as { data: Facets }).data;
}

async function shopper(options: { javaScript?: boolean; arabic?: boolean } = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ javaScriptEnabled: options.javaScript ?? true, viewport: { width: 1280, height: 900 } });
  if (options.arabic) {
    await context.addCookies([{ name: 'storefront_locale', value: 'ar', url: server.url }]);
    await context.addInitScript(() => localStorage.setItem('locale', 'ar'));
  }
  return { context, page: await context.newPage() };
}

const bandList = (page: Page, name: string) => page.getByRole('list', { name });
const ratingRadio = (page: Page, stars: number) => page.locator(`input[name="rating"][value="${stars}"]`);
const cards = (page: Page) => page.locator('main [role="list"] > li');

/** The page's rating radios as [stars, disabled], 5 to 1. */
async function ratingStates(page: Page): Promise<Array<[number, boolean]>> {
  const states: Array<[number, boolean]> = [];
  for (const stars of [5, 4, 3, 2, 1]) states.push([stars, await ratingRadio(page, stars).isDisabled()]);
  return states;
}

describe('the facets beside the filters', () => {
  it('counts each choice, disables those that list nothing, and counts again as a band is chosen', async () => {
    const all = await facetsOf('search=shoes');
    assert.ok(all.price_bands.length >= 2, 'the search spans price bands');
    const { context, page } = await shopper();
    await gotoInteractive(page, `${server.url}/products?search=shoes`);
    const bands = bandList(page, 'Price bands').getByRole('link');
    assert.equal(await bands.count(), all.price_bands.filter((band) => band.count > 0).length);
    assert.match((await bands.first().textContent()) ?? '', new RegExp(`\\(${all.price_bands[0]!.count}\\)$`));
    assert.deepEqual(
      await ratingStates(page),
      all.ratings.map((r) => [r.rating, r.count === 0]),
    );

    // The cheapest band, chosen with JavaScript: the list and the counts follow without a reload.
    const cheapest = all.price_bands[0]!;
    const narrowed = await facetsOf(`search=shoes&max_price=${cheapest.max}`);
    await bands.first().click();
    await page.waitForURL((url) => url.searchParams.get('max_price') === String(cheapest.max));
    await page.waitForFunction((count) => document.querySelectorAll('main [role="list"] > li').length === count, cheapest.count);
    await page.waitForFunction(
      (expected) =>
        [5, 4, 3, 2, 1].every(
          (stars, i) => document.querySelector<HTMLInputElement>(`input[name="rating"][value="${stars}"]`)?.disabled === expected[i],
        ),
      narrowed.ratings.map((r) => r.count === 0),
    );
    assert.equal(await bandList(page, 'Price bands').locator('a[aria-current="true"]').count(), 1, 'the chosen band is marked');
    await context.close();
  });

  it('shows the counts and follows a band without JavaScript', async () => {
    const all = await facetsOf('search=shoes');
    const { context, page } = await shopper({ javaScript: false });
    await page.goto(`${server.url}/products?search=shoes`);
    const options = await page.locator('select[name="category"] option').allTextContents();
    assert.ok(
      options.slice(1).every((text) => /\(\d+\)$/.test(text)),
      options.join(' | '),
    );
    assert.deepEqual(
      await ratingStates(page),
      all.ratings.map((r) => [r.rating, r.count === 0]),
    );
    const last = all.price_bands.at(-1)!;
    await bandList(page, 'Price bands').getByRole('link').last().click();
    await page.waitForURL((url) => url.searchParams.get('min_price') === String(last.min) && url.searchParams.get('search') === 'shoes');
    assert.equal(await cards(page).count(), last.count);
    await context.close();
  });

  it('counts in Arabic', async () => {
    const { context, page } = await shopper({ arabic: true });
    await gotoInteractive(page, `${server.url}/products?search=shoes`);
    const bands = bandList(page, 'فئات الأسعار').getByRole('link');
    assert.match((await bands.first().textContent()) ?? '', /^حتى .+\(\d+\)$/);
    await context.close();
  });
});

describe('a search that finds nothing', () => {
  for (const [arabic, offer] of [
    [false, 'Did you mean laptop?'],
    [true, 'هل تقصد laptop؟'],
  ] as const) {
    it(`offers what it may have meant and the popular products${arabic ? ', in Arabic' : ''}`, async () => {
      const { context, page } = await shopper({ arabic });
      await gotoInteractive(page, `${server.url}/products?search=${encodeURIComponent('laptp bag')}`);
      await page.getByText(offer).waitFor();
      const popular = page.locator('[aria-labelledby="search-popular"]');
      assert.ok((await popular.locator('li').count()) > 0, 'the popular products below');
      await page.getByRole('link', { name: 'laptop', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('search') === 'laptop');
      await page.waitForFunction(() => document.querySelectorAll('main [role="list"] > li').length > 0);
      await context.close();
    });
  }
});
