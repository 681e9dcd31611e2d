// The Arabic (right-to-left) store in the browser: Latin names of merchants keep their punctuation
// where it was written, the country picker's search takes the keyboard as it opens, and a shop's
// heading sits under its banner, on a phone and on a laptop, in both directions.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { gotoInteractive } from '../support/browser.ts';
import type { RunningServer } from '../support/server.ts';
import { apiData } from '../support/shopper.ts';
import { resourcesOfThisFile } from '../support/file-resources.ts';

let server: RunningServer;
let browser: Browser;
/** The seeded shop whose Latin name ends with a full stop. */
let strideId: number;

const opened = resourcesOfThisFile();
before(async () => {
  [server, browser] = await Promise.all([opened.server(), opened.browser()]);
  const { shops } = await apiData<{ shops: { id: number; name: string }[] }>(server, '/shops?per_page=50');
  const stride = shops.find((shop) => shop.name === 'Stride & Co.');
  assert.ok(stride, 'the demo seed has Stride & Co.');
  strideId = stride.id;
});

async function contextIn(locale: 'en' | 'ar', width = 1280): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  // The server renders in the cookie's language; the browser keeps the stored one.
  await context.addCookies([{ name: 'storefront_locale', value: locale, url: server.url }]);
  await context.addInitScript((lang) => localStorage.setItem('locale', lang), locale);
  return context;
}

/**
 * Where the first and the last letter of an element's text are drawn: in a left-to-right name
 * the last (the full stop of 'Stride & Co.') is right of the first, even in a right-to-left page.
 */
function letterPositions(page: Page, selector: string): Promise<{ first: number; last: number }> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const text = element.firstChild as Text;
      // No named function in here: the test runner's transform would wrap it in a helper the page lacks.
      const [first, last] = [0, text.length - 1].map((index) => {
        const range = document.createRange();
        range.setStart(text, index);
        range.setEnd(text, index + 1);
        return range.getBoundingClientRect().left;
      });
      return { first: first!, last: last! };
    });
}

describe('right to left', () => {
  it('keeps the full stop of a Latin shop name at its end in the Arabic store', async () => {
    const context = await contextIn('ar');
    const page = await context.newPage();
    await gotoInteractive(page, `${server.url}/shops/${strideId}`);
    const name = page.locator('h1 bdi');
    await name.waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
    assert.equal(await name.textContent(), 'Stride & Co.');
    const { first, last } = await letterPositions(page, 'h1 bdi');
    assert.ok(last > first, `the full stop (x ${last}) is drawn after the S (x ${first}), not before it`);

    // The same name where a product names its seller.
    const { products } = await apiData<{ products: { id: number }[] }>(server, `/products?shop_id=${strideId}&per_page=1`);
    await gotoInteractive(page, `${server.url}/products/${products[0]!.id}/details`);
    const seller = page.locator(`a[href="/shops/${strideId}"] bdi`, { hasText: 'Stride & Co.' });
    await seller.first().waitFor();
    await context.close();
  });

  it('moves focus to the country search box when the picker opens, in Arabic', async () => {
    const context = await contextIn('ar');
    const page = await context.newPage();
    await gotoInteractive(page, `${server.url}/`);
    await page.getByRole('banner').getByRole('button').filter({ hasText: /دخول/ }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'إنشاء حساب' }).click();
    const dialog = page.getByRole('dialog');
    const trigger = dialog.locator('button[aria-expanded]').first();
    await trigger.click();
    const search = dialog.getByRole('searchbox', { name: 'ابحث عن دولة' });
    await search.waitFor();
    assert.equal(await search.evaluate((el) => el === document.activeElement), true, 'the search box has the focus');
    assert.equal(await search.getAttribute('placeholder'), 'اسم الدولة أو رمزها');
    await page.keyboard.type('zzz');
    await dialog.getByRole('status').filter({ hasText: 'عذرًا، لا توجد خيارات مطابقة.' }).waitFor();
    await page.keyboard.press('Escape');
    assert.equal(await search.count(), 0, 'Escape closes the list');
    assert.equal(await trigger.evaluate((el) => el === document.activeElement), true, 'the focus is back on the picker');
    assert.equal(await dialog.count(), 1, 'the registration dialog stays open');
    await context.close();
  });

  for (const locale of ['en', 'ar'] as const) {
    for (const width of [390, 1366]) {
      it(`puts the shop heading under its banner (${locale}, ${width} px)`, async () => {
        const context = await contextIn(locale, width);
        const page = await context.newPage();
        await gotoInteractive(page, `${server.url}/shops/${strideId}`);
        await page.locator('h1').first().waitFor();
        const banner = await page.locator('img[width="1200"][height="360"]').first().boundingBox();
        const heading = await page.locator('h1').first().boundingBox();
        assert.ok(banner && heading);
        assert.ok(
          heading.y >= banner.y + banner.height,
          `the heading (top ${heading.y}) starts under the banner (bottom ${banner.y + banner.height})`,
        );
        await context.close();
      });
    }
  }
});
