// A stock drop at checkout, as the demo shopper, in English and in Arabic: the checkout shows a line
// of 2, another order (through the API) leaves 1 in stock, and Place Order is refused with 409. The
// line is then marked with the server's words (visible, and the description of its controls), the
// shopper lowers it to 1 right there, and the next click places the order, of 1.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { gotoInteractive } from '../support/browser.ts';
import type { RunningServer } from '../support/server.ts';
import { apiData, logInThroughApi, shopperContext } from '../support/shopper.ts';
import { resourcesOfThisFile } from '../support/file-resources.ts';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const opened = resourcesOfThisFile();
before(async () => {
  [server, browser] = await Promise.all([opened.server(), opened.browser()]);
  context = await shopperContext(browser, server);
  page = await context.newPage();
  await gotoInteractive(page, `${server.url}/`);
});

interface Product {
  id: number;
  name: string;
  quantity: number;
  shop: { id: number };
}

interface OrderPage {
  total: number;
  orders: { id: number; quantity: number }[];
}

/** Another device of the demo shopper: its own session, through the API. */
async function otherDevice() {
  const { token } = await logInThroughApi(server);
  const headers = { authorization: `Bearer ${token}` };
  const get = <T>(path: string) => apiData<T>(server, path, { headers });
  const post = <T>(path: string, body: unknown, extra: Record<string, string> = {}) =>
    apiData<T>(server, path, { method: 'POST', headers: { ...headers, ...extra }, body: JSON.stringify(body) });
  return {
    orders: () => get<OrderPage>('/orders?per_page=50'),
    /** Takes every line out of the basket, so that the checkout holds only the line the test adds. */
    emptyBasket: async () => {
      const { cart_items } = await get<{ cart_items: { products: { id: number }[] }[] }>('/carts');
      for (const line of cart_items.flatMap((group) => group.products)) await post('/cart/delete', { product_id: line.id });
    },
    add: (productId: number, quantity: number) => post('/cart/store', { product_id: productId, quantity }),
    /** Buys `quantity` of the product now, paid in cash: another order that is faster than the page's. */
    buyNow: async (product: Product, quantity: number) => {
      await post('/cart/store', { product_id: product.id, quantity, is_buy_now: true });
      const { checkout } = await post<{ checkout: { summary_version: string } }>('/cart/checkout', {
        shop_ids: [product.shop.id],
        is_buy_now: true,
      });
      const { addresses } = await get<{ addresses: { id: number }[] }>('/addresses');
      await post(
        '/place-order',
        {
          shop_ids: [product.shop.id],
          address_id: addresses[0]!.id,
          payment_method: 'cash',
          is_buy_now: true,
          summary_version: checkout.summary_version,
        },
        { 'idempotency-key': randomBytes(12).toString('hex') },
      );
    },
  };
}

/** The product's page: its stock now, and the flash sale pricing it (null when none runs). */
async function detailsOf(productId: number): Promise<Product & { flash_sale: { id: number } | null }> {
  return (await apiData<{ product: Product & { flash_sale: { id: number } | null } }>(server, `/product-details?product_id=${productId}`))
    .product;
}

/** The product's stock now, as its page has it. */
async function stockOf(productId: number): Promise<number> {
  return (await detailsOf(productId)).quantity;
}

/**
 * A product whose stock is its own, enough to take all but one through another order (a cart line
 * takes at most 1000). Not one in a running flash sale: its quantity is then the sale's stock left,
 * and once the sale sells out the product sells from its own stock again (migration
 * 0010_catalog_pricing.sql, docs/api.md), so taking the sale's stock leaves the product in stock.
 */
async function productOnItsOwnStock(): Promise<Product> {
  const { products } = await apiData<{ products: Product[] }>(server, '/products?per_page=50');
  for (const product of products.filter((p) => p.quantity > 3 && p.quantity <= 1000)) {
    if ((await detailsOf(product.id)).flash_sale === null) return product;
  }
  assert.fail('a product in stock, in no flash sale');
}

/** The language switcher's choice: its cookie and its storage. */
async function useLanguage(lang: string) {
  await context.addCookies([{ name: 'storefront_locale', value: lang, url: server.url }]);
  await page.evaluate((chosen) => localStorage.setItem('locale', chosen), lang);
}

describe('a stock drop at checkout', () => {
  // The texts of api/src/db/seed/translations.json (the page) and api/src/i18n/messages-*.ts (the server's words).
  const rounds = [
    {
      lang: 'en',
      placeOrder: 'Place Order',
      placed: 'Order Placed',
      title: 'Your order changed since you saw it',
      qty: /^Qty: 2$/,
      short: /^⚠ Only 1 of .+ left in stock\.$/,
      decrease: 'Decrease quantity',
      quantityOf: /^Quantity of /,
    },
    {
      lang: 'ar',
      placeOrder: 'تأكيد الطلب',
      placed: 'تم الطلب',
      title: 'تغيّر طلبك منذ أن رأيته',
      // Digits as the browser's Arabic formats them: Latin in current CLDR, Arabic-Indic in older ones.
      qty: /^الكمية: [2٢]$/,
      short: /^⚠ لم يتبقَّ من .+ سوى [1١] في المخزون\.$/,
      decrease: 'إنقاص الكمية',
      quantityOf: /^كمية /,
    },
  ];

  for (const round of rounds) {
    it(`marks the short line, lowers it on the page, and places the order on the next click (${round.lang})`, async () => {
      // A page of the origin that runs no storefront: the storage written below is not overwritten by
      // an open page whose basket follows the changes made through the API (live updates).
      await page.goto(`${server.url}/favicon.ico`);
      const device = await otherDevice();
      await device.emptyBasket();
      const product = await productOnItsOwnStock();
      await device.add(product.id, 2);
      await useLanguage(round.lang);
      await page.evaluate((shopId) => {
        const kept = JSON.parse(localStorage.getItem('storefront.cart') ?? '{}') as Record<string, unknown>;
        localStorage.setItem('storefront.cart', JSON.stringify({ ...kept, selectedShopIds: [shopId] }));
      }, product.shop.id);

      await gotoInteractive(page, `${server.url}/checkout`);
      await page.getByTestId('order-summary').waitFor();
      await page.waitForFunction(() => !document.querySelector('button[aria-busy="true"]'));
      const line = page.getByTestId('checkout-line');
      assert.equal(await line.count(), 1, 'the checkout holds the one line');
      await line.getByText(round.qty).waitFor();

      // Another order takes all but one of the stock after this page showed its summary.
      await device.buyNow(product, product.quantity - 1);
      assert.equal(await stockOf(product.id), 1);
      const before = await device.orders();

      await page.getByRole('radio').first().check();
      const placeOrder = page.getByRole('button', { name: round.placeOrder });
      await placeOrder.click();
      await page.getByTestId('order-changed').getByText(round.title).waitFor();
      assert.equal((await device.orders()).total, before.total, 'nothing placed');

      // The line is marked: the server's words beside it, which also describe its controls.
      const message = line.getByTestId('short-line-message');
      await message.waitFor();
      assert.match((await message.innerText()).trim(), round.short);
      const group = line.getByRole('group');
      const described = await group.evaluate((element) =>
        document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent?.trim(),
      );
      assert.equal(described, (await message.textContent())?.trim());
      const quantity = line.getByLabel(round.quantityOf);
      assert.equal(await quantity.inputValue(), '2');

      // A reload keeps the mark: the checkout itself names the lines the stock no longer covers.
      await gotoInteractive(page, `${server.url}/checkout`);
      await message.waitFor();
      assert.match((await message.innerText()).trim(), round.short);
      assert.equal(await quantity.inputValue(), '2');
      await page.getByRole('radio').first().check();

      // Lowered to the 1 left, right on the checkout; the summary is fetched again and the mark goes.
      await line.getByRole('button', { name: round.decrease }).click();
      await message.waitFor({ state: 'detached' });
      assert.equal(await quantity.inputValue(), '1');
      assert.equal(await page.getByTestId('order-changed').count(), 0, 'the notice of the refused attempt is gone');

      await placeOrder.click();
      await page.getByRole('dialog', { name: round.placed }).waitFor();
      const after = await device.orders();
      assert.equal(after.total, before.total + 1, 'placed on the first click after lowering');
      const placed = after.orders.reduce((a, b) => (a.id > b.id ? a : b));
      assert.equal(placed.quantity, 1, 'of the one left');
      assert.equal(await stockOf(product.id), 0);
      await page.keyboard.press('Escape');
    });
  }

  after(async () => {
    await useLanguage('en');
  });
});
