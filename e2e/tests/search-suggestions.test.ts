// The header's search as you type against the real API: suggestions after two characters, one
// request per settled term, the keyboard to open one; and the box empties once the shopper leaves
// the search results.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { gotoInteractive } from '../support/browser.ts';
import type { RunningServer } from '../support/server.ts';
import { resourcesOfThisFile } from '../support/file-resources.ts';

/** The header's debounce (shell/src/features/header/use-suggestions.ts). */
const SUGGEST_DELAY_MS = 200;

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
    // The page's timers run on a clock the test holds, so "typed faster than the debounce" is a
    // fact of the test and not of how busy the machine is: a starved machine stretching a gap
    // between two keys past the debounce would (rightly) settle, and ask for, a shorter term.
    await page.clock.install();
    await gotoInteractive(page, `${server.url}/`);
    const box = searchBox(page);
    await box.click();
    await box.press('c');
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.clock.runFor(SUGGEST_DELAY_MS * 2);
    assert.equal(await page.getByRole('listbox').count(), 0, 'nothing for one character');
    assert.deepEqual(asked, [], 'nothing asked for one character');
    for (const key of 'las') await box.press(key);
    assert.deepEqual(asked, [], 'nothing asked before the term settles');
    await page.clock.runFor(SUGGEST_DELAY_MS - 1);
    assert.deepEqual(asked, [], 'nothing asked within the debounce');
    await page.clock.runFor(1);
    await page.clock.resume();
    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    await listbox.waitFor();
    assert.deepEqual(asked, ['clas'], 'only the settled term');
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
