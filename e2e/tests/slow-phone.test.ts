// A tap on a slow phone, however early it lands (docs/server-rendering.md#before-hydration-and-without-javascript):
// the server's HTML shows 'Add to Cart' seconds before the scripts arrive. A tap on a button then
// is held, shown pending and replayed once the page is interactive; a tap on a link is the
// browser's. Each test taps before <html data-interactive> and checks what the shopper gets.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PHONE_CONTEXT, SLOW_PHONE_THROTTLING, throttleLikePhone } from '../bench/phone-profile.ts';
import { resourcesOfThisFile } from '../support/file-resources.ts';
import { scaled } from '../support/load-scaled-timeouts.ts';
import type { RunningServer } from '../support/server.ts';
import { apiData, logInThroughApi } from '../support/shopper.ts';

let server: RunningServer;
let browser: Browser;
const opened = resourcesOfThisFile();

before(async () => {
  [server, browser] = await Promise.all([opened.server(), opened.browser()]);
});

interface Product {
  id: number;
  name: string;
  quantity: number;
}

/**
 * A phone context (a guest's, or signed in with `token` as the login modal stores it), throttled, and
 * with its scripts held until `release()`: the tap then lands before hydration however busy the
 * machine is (on a loaded one the throttled phone was once interactive before the button showed, and
 * the test judged the race, not the store). The server's HTML and its inline early-taps script are
 * not held.
 */
async function slowPhone(session?: {
  token: string;
  user: unknown;
}): Promise<{ context: BrowserContext; page: Page; release: () => void }> {
  const context = await browser.newContext(PHONE_CONTEXT);
  if (session) {
    await context.addInitScript((auth) => localStorage.setItem('storefront.auth', JSON.stringify(auth)), {
      ...session,
      addresses: [],
      favoriteProducts: 0,
    });
  }
  const page = await context.newPage();
  await throttleLikePhone(context, page, SLOW_PHONE_THROTTLING);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return { context, page, release };
}

const interactive = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-interactive'));

/** Taps `button` as soon as it shows, proves the tap landed before the page was interactive, then lets the scripts come. */
async function tapBeforeInteractive(page: Page, name: string, release: () => void, taps = 1): Promise<void> {
  const button = page.getByRole('button', { name, exact: true });
  await button.waitFor({ timeout: scaled(60_000) });
  assert.equal(await interactive(page), false, 'the tap lands before hydration');
  for (let tap = 0; tap < taps; tap++) await button.tap();
  // Held and shown pending until the page can act on it: a spinner after its words, and words for
  // screen readers in the page's status region.
  assert.equal(await button.getAttribute('aria-busy'), 'true');
  assert.equal(await button.evaluate((element) => getComputedStyle(element, '::after').animationName), 'sf-held-tap');
  const status = page.locator('#sf-tap-status');
  const taken = await status.getAttribute('data-taken');
  assert.ok(taken, 'the server wrote the words in the page language');
  assert.equal(await status.textContent(), taken);
  release();
}

/**
 * Has the server render `path` whole once (a page kept in its cache was whole): a starved server
 * leaves a part to the browser (docs/server-rendering.md), and with the scripts held that part, the
 * button, would never show. A few guest requests until one comes from the cache.
 */
async function warm(path: string): Promise<void> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const response = await fetch(`${server.url}${path}`, { headers: { Accept: 'text/html' } });
    await response.text();
    if (response.headers.get('x-cache') === 'hit') return;
  }
}

async function inStock(): Promise<Product> {
  const { products } = await apiData<{ products: Product[] }>(server, '/products?per_page=10');
  const product = products.find((candidate) => candidate.quantity > 0);
  assert.ok(product, 'a product in stock');
  return product;
}

describe('a first tap on a slow phone', () => {
  it("adds a signed-in shopper's line to the cart, and the page says so", async () => {
    const product = await inStock();
    const session = await logInThroughApi(server);
    const { context, page, release } = await slowPhone(session);
    await warm(`/products/${product.id}/details`);
    const units = async () => {
      const cart = await apiData<{ cart_items: { products: { name: string; quantity: number }[] }[] }>(server, '/carts', {
        headers: { Authorization: `Bearer ${session.token}` },
      });
      const lines = cart.cart_items.flatMap((group) => group.products).filter((line) => line.name === product.name);
      return lines.reduce((sum, line) => sum + line.quantity, 0);
    };
    const before = await units();
    await page.goto(`${server.url}/products/${product.id}/details`, { waitUntil: 'commit' });
    // Four taps of an impatient shopper: one wish, one unit.
    await tapBeforeInteractive(page, 'Add to Cart', release, 4);
    await page.getByText('has been added to cart').waitFor({ timeout: scaled(60_000) });
    assert.equal(await units(), before + 1, `one unit of ${product.name} added`);
    await context.close();
  });

  it("gives a guest 'Please login first!' and the login dialog", async () => {
    const product = await inStock();
    const { context, page, release } = await slowPhone();
    await warm(`/products/${product.id}/details`);
    await page.goto(`${server.url}/products/${product.id}/details`, { waitUntil: 'commit' });
    await tapBeforeInteractive(page, 'Buy Now', release);
    await page.getByText('Please login first!').waitFor({ timeout: scaled(60_000) });
    await page.getByRole('dialog').waitFor();
    await context.close();
  });

  it('speaks Arabic to an Arabic guest whose tap came before the rest of the dictionary', async () => {
    const product = await inStock();
    const { context, page, release } = await slowPhone();
    await warm(`/products/${product.id}/details?lang=ar`);
    await page.goto(`${server.url}/products/${product.id}/details?lang=ar`, { waitUntil: 'commit' });
    await tapBeforeInteractive(page, 'اشترِ الآن', release);
    // The toast's words came with the page; the dialog's come with the dictionary, and it renders again in them.
    await page.getByText('يرجى تسجيل الدخول أولاً!').waitFor({ timeout: scaled(60_000) });
    await page
      .getByRole('dialog')
      .getByRole('heading', { name: 'تسجيل الدخول' })
      .waitFor({ timeout: scaled(60_000) });
    await context.close();
  });

  it("opens a product card's page", async () => {
    const { context, page, release } = await slowPhone();
    await warm('/products');
    await page.goto(`${server.url}/products`, { waitUntil: 'commit' });
    const card = page.locator('main a[href^="/products/"][href$="/details"]').first();
    await card.waitFor({ timeout: scaled(60_000) });
    assert.equal(await interactive(page), false, 'the tap lands before hydration');
    const href = await card.getAttribute('href');
    await card.tap();
    release();
    await page.waitForURL(`${server.url}${href}`, { timeout: scaled(60_000) });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await context.close();
  });
});
