// The Arabic store speaks Arabic, the server's messages included: a login error, a saved address, a
// product review, a support ticket (its issue types too) and a content page, walked in chromium. Every
// toast, field error and text read here must hold Arabic and no Latin word. Shop and brand names stay
// as the merchant wrote them, so none of the checked texts contains one (the catalogue's own names in
// Arabic: arabic-catalogue.test.ts).
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { RunningServer } from '../support/server.ts';
import { DEMO_SHOPPER, apiData, logInThroughApi } from '../support/shopper.ts';
import { resourcesOfThisFile } from '../support/file-resources.ts';

let server: RunningServer;
let browser: Browser;
let arabic: Record<string, string>;

const opened = resourcesOfThisFile();
before(async () => {
  [server, browser] = await Promise.all([opened.server(), opened.browser()]);
  arabic = await apiData<Record<string, string>>(server, '/lang/ar', { headers: { 'Accept-Language': 'ar' } });
});

/** The Arabic text of a storefront message id (fails when the catalogue lacks it). */
function t(id: string): string {
  const text = arabic[id];
  assert.ok(text, `Arabic has a text for ${id}`);
  return text;
}

const ARABIC_LETTER = /[\u0600-\u06FF]/;
const LATIN_WORD = /[A-Za-z]{2,}/;

/** Arabic, with no English word in it (numbers and punctuation may appear). */
function assertArabic(text: string, what: string): void {
  assert.match(text, ARABIC_LETTER, `${what} is in Arabic: "${text}"`);
  assert.doesNotMatch(text, LATIN_WORD, `${what} has no English: "${text}"`);
}

/** A context in Arabic (the language switcher's choice, kept in storage), signed in when asked. */
async function arabicContext(signedIn: boolean, viewport = { width: 1366, height: 900 }): Promise<BrowserContext> {
  const auth = signedIn ? await logInThroughApi(server) : null;
  const context = await browser.newContext({ viewport });
  // The cookie has the server render in Arabic; storage has the browser keep it.
  await context.addCookies([{ name: 'storefront_locale', value: 'ar', url: server.url }]);
  await context.addInitScript((session) => {
    localStorage.setItem('locale', 'ar');
    if (session && !localStorage.getItem('storefront.auth')) {
      localStorage.setItem(
        'storefront.auth',
        JSON.stringify({ token: session.token, user: session.user, addresses: [], favoriteProducts: 0 }),
      );
    }
  }, auth);
  return context;
}

/** The text of the newest toast (either stack), once one shows. */
async function toastText(page: Page): Promise<string> {
  const toast = page.locator('[data-testid^="toasts-"] [role="alert"], [data-testid^="toasts-"] [role="status"]').first(); // newest first
  await toast.waitFor();
  // An error's reference is a request id (docs/logging.md), not words: its label is checked, not the id.
  const ids = await toast.locator('bdi').allInnerTexts();
  const text = ids.reduce((all, id) => all.replace(id, ''), await toast.innerText());
  return text.replace(/\s+/g, ' ').trim();
}

async function openPage(page: Page, path: string): Promise<Locator> {
  await page.goto(`${server.url}${path}`);
  await page.waitForFunction(() => document.documentElement.dir === 'rtl');
  const main = page.getByRole('main');
  await main.locator('h1').first().waitFor();
  return main;
}

describe('the Arabic store', () => {
  it("shows the server's login error in Arabic, as a toast and beside the field", async () => {
    const context = await arabicContext(false);
    const page = await context.newPage();
    await openPage(page, '/');
    await page
      .getByRole('banner')
      .getByRole('button', { name: t('header.login') })
      .click();
    const dialog = page.getByRole('dialog', { name: t('auth.login.title') });
    await dialog.getByLabel(t('auth.login.phone')).fill(DEMO_SHOPPER.phone);
    await dialog.getByLabel(t('auth.login.password')).fill('not-the-password');
    await dialog.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();
    assertArabic(await toastText(page), 'the login error toast');
    // Beside the fields (the toast now shows inside the dialog too, under its title: not a field's).
    const fieldErrors = await dialog.locator('[id$="-error"], [role="alert"]:not([data-testid^="toasts-"] *)').allInnerTexts();
    assert.ok(fieldErrors.length > 0, 'an error shows beside a field');
    for (const text of fieldErrors) assertArabic(text, 'a login field error');
    await context.close();
  });

  it('saves an address with an Arabic confirmation', async () => {
    const context = await arabicContext(true);
    const page = await context.newPage();
    const main = await openPage(page, '/manage-address/new');
    await main.getByLabel(t('account.address.name')).fill('رنا كريم');
    await main.getByLabel(t('account.address.phone')).fill('07701234567');
    await main.getByLabel(t('account.address.area')).fill('الكرادة');
    await main.getByLabel(t('account.address.postCode')).fill('10071');
    await main.getByLabel(t('account.address.addressLine'), { exact: true }).fill('شارع 62، دار 9');
    await main.getByRole('button', { name: t('account.address.save') }).click();
    assertArabic(await toastText(page), 'the address saved toast');
    await context.close();
  });

  it('thanks for a review in Arabic', async () => {
    const { token } = await logInThroughApi(server);
    const { orders } = await apiData<{ orders: { id: number }[] }>(server, '/orders?order_status=delivered&per_page=20', {
      headers: { authorization: `Bearer ${token}` },
    });
    assert.ok(orders.length > 0, 'the demo shopper has a delivered order');
    const context = await arabicContext(true);
    const page = await context.newPage();
    let reviewed = false;
    for (const order of orders) {
      const main = await openPage(page, `/order-history/${order.id}`);
      await main.getByTestId('order-product').first().waitFor();
      const write = main.getByRole('button', { name: new RegExp(t('account.orders.writeReview')) }).first();
      if ((await write.count()) === 0) continue;
      await write.click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('radio').nth(4).check({ force: true });
      await dialog.getByLabel(t('account.orders.reviewText')).fill('منتج رائع');
      await dialog.getByRole('button', { name: t('account.orders.reviewSubmit') }).click();
      assertArabic(await toastText(page), 'the review thanks toast');
      reviewed = true;
      break;
    }
    assert.ok(reviewed, 'a delivered order had a product to review');
    await context.close();
  });

  it('opens a support ticket with Arabic issue types and confirmation', async () => {
    const context = await arabicContext(true);
    const page = await context.newPage();
    const main = await openPage(page, '/support-tickets');
    await main.getByRole('button', { name: t('account.tickets.new') }).click();
    const dialog = page.getByRole('dialog', { name: t('account.tickets.newTitle') });
    const issueType = dialog.getByLabel(t('account.tickets.issueType'));
    await issueType.locator('option').nth(1).waitFor({ state: 'attached' });
    const types = await issueType.locator('option').allInnerTexts();
    for (const type of types) assertArabic(type, 'an issue type');
    await issueType.selectOption({ index: 1 });
    await dialog.getByLabel(t('account.tickets.subject')).fill('الطرد لم يصل');
    await dialog.getByLabel(t('account.tickets.message')).fill('ترك المندوب الطرد عند الباب الخطأ.');
    await dialog.getByRole('button', { name: t('account.tickets.submit') }).click();
    assertArabic(await toastText(page), 'the ticket created toast');
    await context.close();
  });

  it('serves the content pages and the footer in Arabic', async () => {
    const context = await arabicContext(false);
    const page = await context.newPage();
    for (const path of ['/terms-and-conditions', '/privacy-policy', '/about-us']) {
      const main = await openPage(page, path);
      // The store's name and its e-mail addresses stay as they are written; nothing else in English.
      const text = (await main.innerText()).replaceAll('ShopMart', '').replace(/\S+@\S+\.\w+/g, '');
      assertArabic(text, `the page ${path}`);
    }
    // Its text whether drawn or not: the footer is laid out only near the screen (content-visibility).
    const footer = (await page.getByRole('contentinfo').textContent()) ?? '';
    assert.match(footer, /\p{Script=Arabic}/u, 'the footer has its texts');
    assert.doesNotMatch(footer, /All rights reserved|brings independent shops/, 'the footer texts are the Arabic ones');
    await context.close();
    // Already in the first HTML, as a crawler or a link preview reads it.
    const html = await (await fetch(`${server.url}/about-us`, { headers: { Accept: 'text/html', Cookie: 'storefront_locale=ar' } })).text();
    assert.match(html, /<html lang="ar" dir="rtl">/);
    assert.doesNotMatch(html, /All rights reserved|brings independent shops/, 'the server-rendered footer is in Arabic');
  });
});
