// Pages of islands (docs/islands.md): the server's HTML of the content pages is static, and the
// browser hydrates only the parts a shopper operates, each with a root of its own. Which roots exist
// is read off the page (React marks each root's container); no hydration warning in either
// language; an island works; one whose code cannot load leaves its server HTML working as forms.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { gotoInteractive } from '../support/browser.ts';
import { resourcesOfThisFile } from '../support/file-resources.ts';
import type { RunningServer } from '../support/server.ts';
import { DEMO_SHOPPER } from '../support/shopper.ts';

let server: RunningServer;
let browser: Browser;
const opened = resourcesOfThisFile();

before(async () => {
  [server, browser] = await Promise.all([opened.server(), opened.browser()]);
});

/** What each React root of the page is rooted on: an island's name, or the element's tag and id. */
function reactRoots(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('*'))
      .filter((element) => Object.keys(element).some((key) => key.startsWith('__reactContainer$')))
      .map((element) => (element as HTMLElement).dataset.island ?? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}`),
  );
}

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

describe('a page of islands', () => {
  for (const locale of [undefined, 'ar'] as const) {
    it(`hydrates only its islands, without a warning${locale ? ' (Arabic)' : ''}`, async () => {
      for (const path of ['/about-us', '/terms-and-conditions', '/privacy-policy']) {
        const { page, problems } = await openPage(path, locale);
        assert.equal(await page.evaluate(() => document.documentElement.lang), locale ?? 'en');
        // The three islands of the store's chrome, and the root beside the page for toasts and dialogs.
        assert.deepEqual((await reactRoots(page)).sort(), ['div', 'shell/cart-side-tab', 'shell/header', 'shell/language-switcher'], path);
        assert.deepEqual(problems, [], `${path}: console errors or warnings`);
        await page.context().close();
      }
    });
  }

  it('works through its islands: the header opens the login dialog, and a sign-in shows in the header', async () => {
    const { page, problems } = await openPage('/about-us');
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.getByLabel('Phone').fill(DEMO_SHOPPER.phone);
    await dialog.getByLabel('Password').fill(DEMO_SHOPPER.password);
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('You have successfully logged in.').waitFor();
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Demo Customer/ })
      .waitFor();
    assert.deepEqual(problems, []);
    await page.context().close();
  });

  it('switches language by loading the page again in it', async () => {
    const { page } = await openPage('/about-us?lang=en');
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    await page.getByRole('button', { name: /^Language/ }).click();
    await Promise.all([page.waitForEvent('load'), page.getByRole('menuitem', { name: 'العربية' }).click()]);
    await page.locator('html[lang="ar"][data-interactive]').waitFor({ state: 'attached' });
    // The whole page, static parts included, is Arabic now; the URL's ?lang= would have kept English.
    assert.notEqual(await page.getByRole('heading', { level: 1 }).textContent(), heading);
    assert.equal(new URL(page.url()).search, '');
    await page.context().close();
  });

  it("keeps an island's server HTML working when its code cannot load", async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.route(/island-header\.[0-9a-f]+\.js$/, (route) => route.abort());
    await gotoInteractive(page, `${server.url}/about-us`);
    assert.ok(!(await reactRoots(page)).includes('shell/header'), 'the header is not hydrated');
    // The search is the GET form it is without JavaScript.
    const search = page.getByRole('banner').getByRole('combobox').first();
    await search.fill('shirt');
    await Promise.all([page.waitForURL(/\/products\?(.*&)?search=shirt/), search.press('Enter')]);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await context.close();
  });
});
