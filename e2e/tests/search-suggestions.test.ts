// The header's search as you type against the real API: suggestions after two characters, one
// request per settled term, the keyboard to open one; and the box empties once the shopper leaves
// the search results.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { gotoInteractive } from '../support/browser.ts';
import type { RunningServer } from '../support/server.ts';
import { resourcesOfThisFile } from '../support/file-resources.ts';

let server: RunningServer;
let browser: Browser;

const opened = resourcesOfThisFile();
before(async () => {
  [server, browser] = await Promise.all([opened.server(), opened.browser()]);
});

async function guestPage(): Promise<Page> {
  return browser.newPage({ viewport: { width: 1280, height: 900 } });
}

const searchBox = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Search products' }).first();

/** Waits for the header's box to hold `text` (a navigation renders the next page in a transition). */
async function boxHolds(page: Page, text: string): Promise<void> {
  await page.waitForFunction((value) => document.querySelector<HTMLInputElement>('header [role="combobox"]')?.value === value, text);
}

describe('search suggestions in the header', () => {
  it('suggests after two characters, with one request per settled term, and opens one from the keyboard', async () => {
    const page = await guestPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/search-suggestions') asked.push(url.searchParams.get('q') ?? '');
    });
    await gotoInteractive(page, `${server.url}/`);
    const box = searchBox(page);
    await box.click();
    await box.pressSequentially('c', { delay: 60 });
    await page.waitForTimeout(400);
    assert.equal(await page.getByRole('listbox').count(), 0, 'nothing for one character');
    // Typed faster than the debounce (200 ms): only the settled term is asked for. A starved machine
    // can stretch a gap between two keys past the debounce, and then that shorter term has settled
    // and is (rightly) asked for: so each term asked before the last needs a gap that long after it.
    const DEBOUNCE_MS = 200;
    let longGaps = 0;
    let last = Date.now();
    for (const key of 'las') {
      await box.press(key);
      const now = Date.now();
      if (now - last >= DEBOUNCE_MS) longGaps += 1;
      last = now;
    }
    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    await listbox.waitFor();
    assert.equal(asked.at(-1), 'clas', `the whole term last: ${asked.join(', ')}`);
    assert.ok(asked.length <= 1 + longGaps, `${asked.join(', ')} asked with ${longGaps} gaps past the debounce`);
    assert.equal(await box.getAttribute('aria-expanded'), 'true');
    assert.equal(await box.getAttribute('aria-controls'), await listbox.getAttribute('id'));
    const products = listbox.getByRole('group', { name: 'Products' }).getByRole('option');
    assert.ok((await products.count()) >= 2, 'the seed has Classic products');
    for (const name of await products.allTextContents()) assert.match(name, /\bclas/i);

    await box.press('ArrowDown');
    const first = products.first();
    const firstId = await first.getAttribute('id');
    await page.waitForFunction(
      (id) => document.querySelector('header [role="combobox"]')?.getAttribute('aria-activedescendant') === id,
      firstId,
    );
    assert.equal(await first.getAttribute('aria-selected'), 'true');
    const href = await first.getAttribute('href');
    assert.match(href ?? '', /^\/products\/\d+\/details$/);
    await box.press('Enter');
    await page.waitForURL(`${server.url}${href}`);
    await boxHolds(page, '');
    assert.equal(await page.getByRole('listbox').count(), 0);
    await page.close();
  });

  it('closes on Escape, keeping the text; Enter with no active suggestion searches', async () => {
    const page = await guestPage();
    await gotoInteractive(page, `${server.url}/`);
    const box = searchBox(page);
    await box.click();
    await box.pressSequentially('green', { delay: 30 });
    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    await listbox.waitFor();
    await listbox.getByRole('group', { name: 'Shops' }).getByRole('option', { name: 'Green Basket' }).waitFor();
    await box.press('Escape');
    await listbox.waitFor({ state: 'detached' });
    assert.equal(await box.inputValue(), 'green');
    await page.locator('header [role="combobox"][aria-expanded="false"]').first().waitFor();
    await box.press('Enter');
    await page.waitForURL(/\/products\?search=green$/);
    await page.close();
  });

  it('empties the box once the shopper leaves the search results, and fills it from a results URL', async () => {
    const page = await guestPage();
    await gotoInteractive(page, `${server.url}/products?search=shirt`);
    assert.equal(await searchBox(page).inputValue(), 'shirt', 'from the server, before any script');
    await page.getByTestId('product-card').first().waitFor();
    await page.getByTestId('product-card').first().getByRole('link').first().click();
    await page.waitForURL(/\/products\/\d+\/details$/);
    await boxHolds(page, '');
    // Back on the results, their term again; then a fresh visit of home does not bring it back.
    await page.goBack();
    await page.waitForURL(/\/products\?search=shirt$/);
    await boxHolds(page, 'shirt');
    await gotoInteractive(page, `${server.url}/`);
    assert.equal(await searchBox(page).inputValue(), '');
    await page.close();
  });
});
