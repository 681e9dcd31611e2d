// The demo store's home page in Arabic, walked in chromium: the banners and ads, the categories and
// the products a shopper sees first are named in Arabic (the demo seed's catalog-ar.ts), the banners'
// pictures carry the Arabic title rather than English words, and every page's head links the store's
// square icons, which answer pictures of the sizes asked.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext } from 'playwright-core';
import { gotoInteractive } from '../support/browser.ts';
import type { RunningServer } from '../support/server.ts';
import { apiData } from '../support/shopper.ts';
import { resourcesOfThisFile } from '../support/file-resources.ts';

interface Named {
  id: number;
  name: string;
}
interface Home {
  banners: { id: number; title: string; thumbnail: string }[];
  ads: { id: number; title: string; thumbnail: string }[];
  categories: Named[];
  popular_products: Named[];
}

let server: RunningServer;
let browser: Browser;
let english: Home;
let arabic: Home;

const opened = resourcesOfThisFile();
before(async () => {
  [server, browser] = await Promise.all([opened.server(), opened.browser()]);
  english = await apiData<Home>(server, '/home', { headers: { 'Accept-Language': 'en' } });
  arabic = await apiData<Home>(server, '/home', { headers: { 'Accept-Language': 'ar' } });
});

async function arabicContext(): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  // The cookie has the server render in Arabic; storage has the browser keep it.
  await context.addCookies([{ name: 'storefront_locale', value: 'ar', url: server.url }]);
  await context.addInitScript(() => localStorage.setItem('locale', 'ar'));
  return context;
}

const ARABIC_LETTER = /\p{Script=Arabic}/u;

describe("the Arabic store's home page", () => {
  it('names its banners, categories and popular products in Arabic, and draws the Arabic titles on the banners', async () => {
    const context = await arabicContext();
    const page = await context.newPage();
    await gotoInteractive(page, `${server.url}/`);
    assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');

    // The carousel (its role description says so); the banner shown first.
    const firstBanner = page.locator('section[aria-roledescription] img').first();
    assert.equal(await firstBanner.getAttribute('alt'), arabic.banners[0]!.title);
    assert.match(arabic.banners[0]!.title, ARABIC_LETTER);
    assert.match((await firstBanner.getAttribute('src')) ?? '', /\?text=/, 'the picture drawn with the Arabic title');
    // The picture loads: the server draws it from its URL, the Arabic title included.
    await firstBanner.evaluate((img) => (img as HTMLImageElement).decode());
    for (const ad of arabic.ads.slice(0, 2)) {
      assert.equal(await page.locator(`img[alt="${ad.title}"]`).count(), 1, `the ad ${ad.title}`);
    }

    const categories = await page.locator('[aria-labelledby="home-categories"]').innerText();
    for (const category of arabic.categories) assert.ok(categories.includes(category.name), category.name);
    for (const category of english.categories) assert.ok(!categories.includes(category.name), `no English: ${category.name}`);

    // The names the page holds, drawn or not: a card far from the screen is not laid out
    // (content-visibility: auto, docs/performance.md), so innerText would leave it out. A starved
    // server leaves the list to the browser, which renders it when it comes near the screen: the
    // section is brought there and its names waited for.
    const popularSection = page.locator('[aria-labelledby="home-popular"]');
    await popularSection.scrollIntoViewIfNeeded();
    const firstFour = arabic.popular_products.slice(0, 4).map((product) => product.name);
    for (const name of firstFour) assert.match(name, ARABIC_LETTER);
    // Within the context's load-scaled window; what is missing then is named below.
    await page
      .waitForFunction(
        (names) => names.every((name) => document.querySelector('[aria-labelledby="home-popular"]')?.textContent?.includes(name)),
        firstFour,
      )
      .catch(() => undefined);
    const popular = (await popularSection.textContent()) ?? '';
    for (const name of firstFour) assert.ok(popular.includes(name), `${name} among the popular products: ${popular.slice(0, 400)}`);
    for (const product of english.popular_products) assert.ok(!popular.includes(product.name), `no English: ${product.name}`);
    await context.close();
  });

  it("links the store's icons from the server-rendered head, and they answer pictures of the sizes asked", async () => {
    const html = await (await fetch(`${server.url}/`, { headers: { Accept: 'text/html', Cookie: 'storefront_locale=ar' } })).text();
    const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
    assert.match(head, /<link rel="icon" href="\/favicon\.ico" ?\/?>/);
    assert.match(head, /<link rel="apple-touch-icon" href="\/apple-touch-icon\.png" ?\/?>/);

    const touch = await fetch(`${server.url}/apple-touch-icon.png`);
    assert.equal(touch.status, 200, 'after the redirect to its versioned address');
    assert.match(touch.url, /\/store-icon\/[0-9a-f]{12}\/apple-touch-icon\.png$/);
    assert.equal(touch.headers.get('content-type'), 'image/png');
    assert.equal(touch.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    const png = Buffer.from(await touch.arrayBuffer());
    assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [180, 180]);

    const favicon = await fetch(`${server.url}/favicon.ico`);
    assert.equal(favicon.status, 200);
    assert.equal(favicon.headers.get('content-type'), 'image/x-icon');
    const ico = Buffer.from(await favicon.arrayBuffer());
    assert.deepEqual([ico.readUInt16LE(4), ico[6], ico[22]], [2, 16, 32], 'a 16 and a 32 pixel picture');

    // The page the browser made of it (hydrated) still links both.
    const context = await arabicContext();
    const page = await context.newPage();
    await gotoInteractive(page, `${server.url}/`);
    assert.deepEqual(
      await page.evaluate(() => [...document.querySelectorAll('link[rel$="icon"]')].map((link) => link.getAttribute('href'))),
      ['/favicon.ico', '/apple-touch-icon.png'],
    );
    await context.close();
  });
});
