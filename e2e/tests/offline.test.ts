// The store's service worker (docs/pwa.md, "Offline"): pages a shopper visited open without a network,
// under a bar that says so; a page never visited shows the offline page, in the shopper's language, with
// the pages that are there; nothing signed-in is ever kept, and a logout drops the pages kept;
// SERVICE_WORKER=off leaves no worker behind.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { gotoInteractive } from '../support/browser.ts';
import { resourcesOfThisFile } from '../support/file-resources.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { apiData, shopperContext } from '../support/shopper.ts';

let server: RunningServer;
let switchedOff: RunningServer;
let browser: Browser;
const opened = resourcesOfThisFile();

before(async () => {
  [server, switchedOff, browser] = await Promise.all([opened.server(), opened.server({ SERVICE_WORKER: 'off' }), opened.browser()]);
});

/** Waits until the store's worker controls the page (it takes over the pages open when it activates). */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

/** Every URL the page's origin keeps in its caches, by cache. */
function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) out[name] = (await (await caches.open(name)).keys()).map((request) => request.url);
    return out;
  });
}

/** Opens `path` through the worker, once it controls the page, so the worker keeps it. */
async function visit(page: Page, path: string): Promise<void> {
  await gotoInteractive(page, `${server.url}${path}`);
  await controlled(page);
}

const OFFLINE_BAR_EN = 'You are offline — showing what you saw last';

/** Opens `path` twice online (the worker then keeps it), goes offline and opens it again: under the bar. */
async function openKeptOffline(context: BrowserContext, page: Page, path: string): Promise<void> {
  await visit(page, path);
  await visit(page, path);
  await context.setOffline(true);
  await gotoInteractive(page, `${server.url}${path}`);
  await page.getByRole('status').filter({ hasText: OFFLINE_BAR_EN }).waitFor();
}

/** The way the page's document was loaded: 'navigate', 'reload', 'back_forward'. */
function navigationType(page: Page): Promise<string> {
  return page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type);
}

/** Turns the network back on; with 'reload', waits for the page to be asked for again and loaded. */
async function backOnline(context: BrowserContext, page: Page, expect: 'reload' | 'stay'): Promise<void> {
  const reloaded = expect === 'reload' ? page.waitForEvent('load') : undefined;
  await context.setOffline(false);
  await reloaded;
}

/** The signed-in shopper's token, as the page keeps it. */
function shopperToken(page: Page): Promise<string | null> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem('storefront.auth') ?? '{}') as { token?: string }).token ?? null);
}

async function firstProductPath(): Promise<string> {
  const { products } = await apiData<{ products: { id: number }[] }>(server, '/products?per_page=1');
  return `/products/${products[0]!.id}/details`;
}

describe('offline, with the service worker', () => {
  for (const locale of ['en', 'ar'] as const) {
    it(`opens visited pages without a network, and the offline page for the others (${locale})`, async () => {
      const context: BrowserContext = await browser.newContext({ serviceWorkers: 'allow' });
      await context.addCookies([{ name: 'storefront_locale', value: locale, url: server.url }]);
      const page = await context.newPage();
      const product = await firstProductPath();
      // The first visit registers the worker; the pages opened under it are kept.
      await visit(page, '/');
      await visit(page, '/');
      await visit(page, product);
      await page.waitForFunction(
        async (path) =>
          Boolean(await caches.match(path, { cacheName: 'sf-pages' })) &&
          Boolean(await caches.match('/offline', { cacheName: 'sf-offline' })),
        product,
      );

      await context.setOffline(true);
      const bar = locale === 'ar' ? 'أنت غير متصل — نعرض ما رأيته آخر مرة' : OFFLINE_BAR_EN;
      for (const path of ['/', product]) {
        await page.goto(`${server.url}${path}`);
        await page.getByRole('status').filter({ hasText: bar }).waitFor();
        assert.equal(await page.evaluate(() => document.documentElement.lang), locale, path);
        assert.ok((await page.locator('main, #root').first().innerText()).length > 100, `${path}: the page as it was seen`);
      }

      await page.goto(`${server.url}/shops`);
      const title = locale === 'ar' ? 'أنت غير متصل' : 'You are offline';
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.dir), locale === 'ar' ? 'rtl' : 'ltr');
      const kept = await page
        .locator('ul.offline-pages a')
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
      assert.deepEqual([...kept].sort(), ['/', product].sort(), 'the pages that are there, each a link');

      // Back online on a page shown from the worker's copy: the bar goes and the page is asked for again.
      await page.goto(`${server.url}/`);
      await page.getByRole('status').filter({ hasText: bar }).waitFor();
      await backOnline(context, page, 'reload');
      assert.equal(await page.getByRole('status').filter({ hasText: bar }).count(), 0, 'online again: no bar');
      assert.equal(await navigationType(page), 'reload', 'the page was asked for again');
      await context.close();
    });
  }

  it('back online, a page typed into keeps what was typed (only its bar goes)', async () => {
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    const page = await context.newPage();
    await openKeptOffline(context, page, '/');
    const bar = page.getByRole('status').filter({ hasText: OFFLINE_BAR_EN });
    const search = page.getByRole('banner').getByRole('combobox', { name: 'Search products' }).first();
    await search.fill('running shoes');
    await backOnline(context, page, 'stay');
    await bar.waitFor({ state: 'detached' });
    assert.equal(await search.inputValue(), 'running shoes');
    assert.equal(await navigationType(page), 'navigate', 'not asked for again');
    await context.close();
  });

  it('offline, Add to Cart says it needs a connection and sends nothing', async () => {
    const context = await shopperContext(browser, server, undefined, { serviceWorkers: 'allow' });
    const page = await context.newPage();
    await visit(page, '/');
    const token = await shopperToken(page);
    const cartLines = async () => {
      const headers = { authorization: `Bearer ${token}` };
      const cart = await apiData<{ cart_items: { products: unknown[] }[] }>(server, '/carts', { headers });
      return cart.cart_items.flatMap((group) => group.products).length;
    };
    const linesBefore = await cartLines();
    await openKeptOffline(context, page, '/');
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await page.getByText('You are offline. This needs a connection: nothing was sent, try again when you are back online.').waitFor();
    await backOnline(context, page, 'reload');
    assert.equal(await cartLines(), linesBefore, 'nothing reached the cart');
    await context.close();
  });

  it("offline, a product's purchase box whose code was never kept posts its form, and gets the offline page", async () => {
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    const page = await context.newPage();
    // Seen, never reached for: the purchase box (it wakes on interaction) never loaded its code.
    await openKeptOffline(context, page, await firstProductPath());
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'You are offline' }).waitFor();
    await context.close();
  });

  it('keeps nothing signed-in, and drops the pages it kept at a logout', async () => {
    const context = await shopperContext(browser, server, undefined, { serviceWorkers: 'allow' });
    const page = await context.newPage();
    await visit(page, '/');
    await visit(page, '/order-history');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await visit(page, '/');
    const cached = Object.values(await cachedUrls(page)).flat();
    const signedIn = cached.filter((url) =>
      /\/(api\/(orders|profile|carts|addresses|favorite-products|support-tickets)|order-history|profile|checkout)/.test(url),
    );
    assert.deepEqual(signedIn, [], 'no signed-in answer or page is kept');
    assert.ok(
      cached.some((url) => url === `${server.url}/`),
      'the public home is kept',
    );

    await page.getByRole('banner').getByRole('button', { name: 'Demo Customer' }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await page.getByRole('dialog', { name: 'Log Out' }).getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Logout successfully').waitFor();
    await page.waitForFunction(async () => !(await caches.keys()).includes('sf-pages'));
    await context.close();
  });

  it('with SERVICE_WORKER=off, leaves no worker and no cache behind', async () => {
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    const page = await context.newPage();
    await gotoInteractive(page, `${switchedOff.url}/`);
    const script = await page.request.get(`${switchedOff.url}/sw.js`);
    assert.match(await script.text(), /registration\.unregister\(\)/);
    // The page registers /sw.js once it is idle; that worker removes itself as it activates.
    await page.waitForTimeout(3000);
    assert.equal(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), 0);
    assert.equal(await page.evaluate(() => navigator.serviceWorker.controller), null);
    assert.deepEqual(
      (await page.evaluate(() => caches.keys())).filter((name) => name.startsWith('sf-')),
      [],
    );
    await context.close();
  });

  it('with SERVICE_WORKER=off, a browser that had the worker loses it and what it kept', async () => {
    const first = await startServer();
    const port = new URL(first.url).port;
    let second: RunningServer | undefined;
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    try {
      const page = await context.newPage();
      await gotoInteractive(page, `${first.url}/`);
      await controlled(page);
      await gotoInteractive(page, `${first.url}/`);
      assert.ok((await page.evaluate(() => caches.keys())).includes('sf-pages'), 'the worker kept pages');
      // The same origin, now switched off: the browser checks its worker's script at the next visit.
      await first.stop();
      second = await startServer({ SERVICE_WORKER: 'off', PORT: port });
      await gotoInteractive(page, `${second.url}/`);
      const workerAndCachesGone = () =>
        page.waitForFunction(
          async () =>
            (await navigator.serviceWorker.getRegistrations()).length === 0 &&
            !(await caches.keys()).some((name) => name.startsWith('sf-') || name.startsWith('workbox-')),
          undefined,
          { timeout: 30_000 },
        );
      await workerAndCachesGone();
      // And nothing comes back at the next load (the page registers /sw.js once idle, which removes
      // itself again; the removed worker has no fetch handler, so nothing of the page goes through it).
      await gotoInteractive(page, `${second.url}/`);
      await page.waitForTimeout(2000);
      await workerAndCachesGone();
    } finally {
      await context.close();
      await first.stop();
      await second?.stop();
    }
  });
});
