// Leaving the store for the card provider's page and coming back without paying (issue: Back from
// the card page): the browser's Back lands on the orders that now wait for payment, with Pay now
// (the same payment, together) and View order, never on an emptied checkout; the provider's Cancel
// names the orders the same way. In English and in Arabic, from the cart's checkout and from Buy Now.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { gotoInteractive } from '../support/browser.ts';
import type { RunningServer } from '../support/server.ts';
import { apiData, logInThroughApi, shopperContext } from '../support/shopper.ts';
import { resourcesOfThisFile } from '../support/file-resources.ts';

let server: RunningServer;
let browser: Browser;

const opened = resourcesOfThisFile();
before(async () => {
  [server, browser] = await Promise.all([opened.server(), opened.browser()]);
});

interface ListedOrder {
  id: number;
  order_code: string;
  payment_status: string;
}

async function newestOrders(count: number): Promise<ListedOrder[]> {
  const { token } = await logInThroughApi(server);
  const { orders } = await apiData<{ orders: ListedOrder[] }>(server, '/orders?per_page=50', {
    headers: { authorization: `Bearer ${token}` },
  });
  return orders.sort((a, b) => b.id - a.id).slice(0, count);
}

const PROVIDER_PAGE = /\/payments\/test\/checkout\/(tcs_[\w-]+)/;

/** The provider's session the page is on. */
function sessionOf(page: Page): string {
  const match = PROVIDER_PAGE.exec(page.url());
  assert.ok(match, `on the provider's page: ${page.url()}`);
  return match[1]!;
}

/** The order ids the waiting page's URL names. */
function namedOrders(page: Page): number[] {
  const order = new URL(page.url()).searchParams.get('order') ?? '';
  return order.split(',').map(Number);
}

/** Buy Now of a product in stock, by card, up to the provider's page. */
async function buyNowByCard(page: Page, buyNow: string, placeOrder: string): Promise<void> {
  const { products } = await apiData<{ products: { id: number; quantity: number }[] }>(server, '/products?per_page=20');
  const product = products.find((p) => p.quantity > 2);
  assert.ok(product, 'a product in stock');
  await gotoInteractive(page, `${server.url}/products/${product.id}/details`);
  await page.getByTestId('purchase-price').waitFor();
  await page.getByRole('button', { name: buyNow }).click();
  await page.waitForURL(/\/buynow$/);
  await page.locator('input[type="radio"][value="card"]').check();
  await page.getByRole('button', { name: placeOrder }).click();
  await page.waitForURL(PROVIDER_PAGE);
}

describe('Back from the card provider’s page', () => {
  let context: BrowserContext;
  let page: Page;

  before(async () => {
    context = await shopperContext(browser, server);
    page = await context.newPage();
  });

  it('leads from a two-shop checkout to both orders waiting, and Pay now resumes the same payment', async () => {
    await gotoInteractive(page, `${server.url}/`);
    await page.getByRole('banner').getByRole('button', { name: 'Cart' }).click();
    const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
    await drawer.getByRole('checkbox', { name: 'Select all' }).check();
    await drawer.getByRole('button', { name: 'Proceed to checkout' }).click();
    await page.waitForURL(/\/checkout$/);
    await page.getByRole('radio', { name: /Card payment/ }).check();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(PROVIDER_PAGE);
    const session = sessionOf(page);

    await page.goBack();
    await page.waitForURL(/\/order-history\?payment=waiting&order=\d+%2C\d+$/);
    const [second, first] = await newestOrders(2);
    assert.deepEqual(namedOrders(page).sort(), [first!.id, second!.id].sort(), 'the two orders just placed');
    const notice = page.getByTestId('payment-notice');
    await notice.getByText(`Your orders #${first!.order_code} and #${second!.order_code} are waiting for payment`).waitFor();
    assert.equal(await notice.getByRole('link', { name: `#${first!.order_code}` }).getAttribute('href'), `/order-history/${first!.id}`);
    assert.equal(await page.getByText('No shop selected').count(), 0, 'not the emptied checkout');

    await notice.getByRole('button', { name: 'Pay now' }).click();
    await page.waitForURL(PROVIDER_PAGE);
    assert.equal(sessionOf(page), session, 'the same payment of both orders, not a new one');

    // The provider's own Cancel names them the same way.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/\/order-history\?payment=cancelled&order=\d+,\d+$/);
    await notice.getByText('Payment cancelled').waitFor();
    await notice
      .getByText(`You cancelled the payment. Your orders #${first!.order_code} and #${second!.order_code} are waiting for payment.`)
      .waitFor();
    await notice.getByRole('button', { name: 'Pay now' }).waitFor();
  });

  it('leads from Buy Now to the order waiting, with View order', async () => {
    await buyNowByCard(page, 'Buy Now', 'Place Order');
    await page.goBack();
    await page.waitForURL(/\/order-history\?payment=waiting&order=\d+$/);
    const [order] = await newestOrders(1);
    assert.deepEqual(namedOrders(page), [order!.id]);
    const notice = page.getByTestId('payment-notice');
    await notice.getByText(`Your order #${order!.order_code} is waiting for payment`).waitFor();
    await notice.getByRole('link', { name: 'View order' }).click();
    await page.waitForURL(new RegExp(`/order-history/${order!.id}$`));
    await page.getByRole('main').getByRole('button', { name: 'Pay now' }).waitFor();
  });
});

describe('Back from the card provider’s page, in Arabic', () => {
  it('says in Arabic which order waits, its code kept whole in the right-to-left sentence', async () => {
    const { token, user } = await logInThroughApi(server);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: 'storefront_locale', value: 'ar', url: server.url }]);
    await context.addInitScript(
      (auth) => {
        localStorage.setItem('locale', 'ar');
        if (!localStorage.getItem('storefront.auth')) localStorage.setItem('storefront.auth', JSON.stringify(auth));
      },
      { token, user, addresses: [], favoriteProducts: 0 },
    );
    const page = await context.newPage();
    try {
      await buyNowByCard(page, 'اشترِ الآن', 'تأكيد الطلب');
      await page.goBack();
      await page.waitForURL(/\/order-history\?payment=waiting&order=\d+$/);
      const [order] = await newestOrders(1);
      const notice = page.getByTestId('payment-notice');
      await notice.getByText(`طلبك #${order!.order_code} بانتظار الدفع`).waitFor();
      assert.equal(await notice.locator('bdi').first().innerText(), `#${order!.order_code}`, 'the code is isolated from the sentence');
      await notice.getByRole('button', { name: 'ادفع الآن' }).waitFor();
      await notice.getByRole('link', { name: 'عرض الطلب' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
