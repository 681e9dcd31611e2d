// The cart against the real API, as the demo shopper (3 lines from 2 shops): the drawer's shop
// selection, steppers and summary, checkout with a cash order and its confirmation, a store's
// vouchers, and buy now paid by card through the test payment provider: Paid only by its signed
// webhook, a forged return proving nothing, and a cancelled paid order refunded through the provider.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { gotoInteractive } from '../support/browser.ts';
import { scaled } from '../support/load-scaled-timeouts.ts';
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

interface OrderPage {
  total: number;
  orders: { id: number; order_code: string; payment_method: string; payment_status: string }[];
}

async function ordersOfShopper(): Promise<OrderPage> {
  const { token } = await logInThroughApi(server);
  return apiData<OrderPage>(server, '/orders?per_page=50', { headers: { authorization: `Bearer ${token}` } });
}

const drawer = () => page.getByRole('dialog', { name: 'Shopping Cart' });
/** The summary's payable amount as the drawer shows it ("$123.45"). */
const payable = async () => (await drawer().getByTestId('cart-summary-payable').innerText()).trim();

describe('the cart drawer', () => {
  it('opens from the header with the basket grouped by shop, every shop selected', async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Cart' }).click();
    await drawer().waitFor();
    const shops = drawer().getByRole('checkbox', { name: /^Select (?!all)/ });
    await shops.first().waitFor();
    assert.equal(await shops.count(), 2, 'two shops');
    for (const box of await shops.all()) assert.equal(await box.isChecked(), true);
  });

  it('selects a shop and shows its totals; one more of a line raises them', async () => {
    const shops = drawer().getByRole('checkbox', { name: /^Select (?!all)/ });
    await shops.first().check();
    await page.waitForFunction(() => !document.querySelector('[data-testid="cart-summary-payable"]')?.textContent?.includes('0.00'));
    const before = await payable();
    const increase = drawer().getByRole('button', { name: 'Increase quantity' }).first();
    await increase.click();
    await page.waitForFunction(
      (old) => document.querySelector('[data-testid="cart-summary-payable"]')?.textContent?.trim() !== old,
      before,
    );
    assert.notEqual(await payable(), before);
    await drawer().getByRole('button', { name: 'Decrease quantity' }).first().click();
    await page.waitForFunction(
      (old) => document.querySelector('[data-testid="cart-summary-payable"]')?.textContent?.trim() === old,
      before,
    );
  });

  it("refuses to proceed without a shop: 'Please select at least one shop'", async () => {
    await drawer().getByRole('checkbox', { name: 'Select all' }).check();
    await drawer().getByRole('checkbox', { name: 'Select all' }).uncheck();
    await drawer().getByRole('button', { name: 'Proceed to checkout' }).click();
    await page.getByText('Please select at least one shop').waitFor();
    assert.ok(await drawer().isVisible(), 'the drawer stays open');
  });
});

describe('checkout', () => {
  it('places a cash order for the selected shops and confirms it', async () => {
    const before = await ordersOfShopper();
    await drawer().getByRole('checkbox', { name: 'Select all' }).check();
    await drawer().getByRole('button', { name: 'Proceed to checkout' }).click();
    await page.waitForURL(/\/checkout$/);
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    await page.getByRole('radio', { name: /Cash on Delivery/ }).check();
    await page.getByRole('button', { name: 'Place Order' }).dblclick();
    const confirm = page.getByRole('dialog', { name: 'Order Placed' });
    await confirm.getByText('Your order has been placed').waitFor();

    const after = await ordersOfShopper();
    assert.equal(after.total, before.total + 2, 'one order per shop, placed once despite the double click');
    assert.equal(Number(await page.getByTestId('header-cart-count').innerText()), 0, 'the basket is empty');
    // Under the dialog: the page from its top, saying the order is placed (not an emptied checkout).
    await page.getByRole('main').getByRole('heading', { name: 'Your order has been placed' }).waitFor();
    assert.equal(await page.evaluate(() => window.scrollY), 0);
    await confirm.getByRole('button', { name: 'View Orders' }).click();
    await page.waitForURL(/\/order-history$/);
  });
});

describe('an order that changed after its summary', () => {
  const rounds = [
    {
      lang: 'en',
      placeOrder: 'Place Order',
      placed: 'Order Placed',
      title: 'Your order changed since you saw it',
      quantity: /the quantity is now/,
    },
    { lang: 'ar', placeOrder: 'تأكيد الطلب', placed: 'تم الطلب', title: 'تغيّر طلبك منذ أن رأيته', quantity: /أصبحت الكمية/ },
  ];
  for (const round of rounds) {
    it(`says what changed and asks again before placing anything (${round.lang})`, async () => {
      // A page of the origin that runs no storefront: the storage the test writes below is not then
      // overwritten by an open page whose basket follows the change the test makes (live updates).
      await page.goto(`${server.url}/favicon.ico`);
      const { token } = await logInThroughApi(server);
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const { products } = await apiData<{ products: { id: number; shop: { id: number }; quantity: number }[] }>(
        server,
        '/products?per_page=20',
      );
      const product = products.find((p) => p.quantity > 5);
      assert.ok(product, 'a product in stock');
      const add = (path: string, body: unknown) =>
        fetch(`${server.url}/api${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
      assert.equal((await add('/cart/store', { product_id: product.id, quantity: 1 })).status, 200);
      // The basket's selection and the language are kept in the browser: the product's shop, the round's language.
      await useLanguage(round.lang);
      await page.evaluate((shopId) => {
        const kept = JSON.parse(localStorage.getItem('storefront.cart') ?? '{}') as Record<string, unknown>;
        localStorage.setItem('storefront.cart', JSON.stringify({ ...kept, selectedShopIds: [shopId] }));
      }, product.shop.id);
      await gotoInteractive(page, `${server.url}/checkout`);
      const placeOrder = page.getByRole('button', { name: round.placeOrder });
      await page.getByTestId('order-summary').waitFor();
      await page.waitForFunction(() => !document.querySelector('button[aria-busy="true"]'));
      const before = await ordersOfShopper();

      // Another tab raises the quantity after this page showed its summary.
      assert.equal((await add('/cart/increment', { product_id: product.id })).status, 200);
      await page.getByRole('radio').first().check();
      await placeOrder.click();
      const notice = page.getByTestId('order-changed');
      await notice.getByText(round.title).waitFor();
      await notice.getByText(round.quantity).waitFor();
      assert.equal(await notice.getAttribute('role'), 'alert');
      assert.equal((await ordersOfShopper()).total, before.total, 'nothing placed');

      await placeOrder.click();
      await page.getByRole('dialog', { name: round.placed }).waitFor();
      assert.equal((await ordersOfShopper()).total, before.total + 1, 'placed on the second click, at what it showed');
      await page.keyboard.press('Escape');
    });
  }

  /** The language switcher's choice: its cookie and its storage. */
  async function useLanguage(lang: string) {
    await context.addCookies([{ name: 'storefront_locale', value: lang, url: server.url }]);
    await page.evaluate((chosen) => localStorage.setItem('locale', chosen), lang);
  }

  after(async () => {
    await useLanguage('en');
  });
});

describe('store vouchers', () => {
  it("lists a shop's vouchers and collects one, which then cannot be collected again", async () => {
    const { shops } = await apiData<{ shops: { id: number }[] }>(server, '/shops?per_page=20');
    const { token } = await logInThroughApi(server);
    let shopId: number | undefined;
    for (const shop of shops) {
      const { coupons } = await apiData<{ coupons: { is_collected: boolean }[] }>(server, `/get-vouchers?shop_id=${shop.id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (coupons.some((c) => !c.is_collected)) {
        shopId = shop.id;
        break;
      }
    }
    assert.ok(shopId, 'the seed has a shop with a voucher to collect');
    await gotoInteractive(page, `${server.url}/shops/${shopId}`);
    await page.getByRole('button', { name: 'Store Vouchers' }).click();
    const dialog = page.getByRole('dialog', { name: 'Store Vouchers' });
    // Each button is named by its action and the voucher's code ('Collect: URBAN5').
    const collect = dialog.getByRole('button', { name: /^Collect\W/ }).first();
    await collect.waitFor();
    const code = (await collect.textContent())?.split(':')[1]?.trim();
    assert.ok(code, 'the button names its voucher');
    await collect.click();
    await page.getByText('Voucher collected successfully.').waitFor();
    const collected = dialog.getByRole('button', { name: new RegExp(`^Collected\\W+${code}$`) });
    await collected.waitFor();
    assert.equal(await collected.getAttribute('aria-disabled'), 'true', 'it cannot be collected again');
  });
});

/** Buys one product alone by card: the shopper ends on the test provider's checkout page. */
async function buyNowByCard(): Promise<void> {
  const { products } = await apiData<{ products: { id: number; quantity: number }[] }>(server, '/products?per_page=20');
  const product = products.find((p) => p.quantity > 2);
  assert.ok(product, 'a product in stock');
  await gotoInteractive(page, `${server.url}/products/${product.id}/details`);
  await page.getByTestId('purchase-price').waitFor();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await page.waitForURL(/\/buynow$/);
  await page.getByRole('heading', { level: 1, name: 'Buy Now' }).waitFor();
  await page.getByRole('radio', { name: /Card payment/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL(/\/payments\/test\/checkout\/tcs_/);
  await page.getByRole('heading', { name: 'Test payment' }).waitFor();
}

async function latestOrder() {
  const { orders } = await ordersOfShopper();
  return orders.reduce((a, b) => (a.id > b.id ? a : b));
}

describe('buy now, paid by card through the test provider', () => {
  it('pays on the provider page; the order turns Paid by its webhook and the return says so', async () => {
    await buyNowByCard();
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/order-history\?payment=success&order=\d+$/);
    const notice = page.getByTestId('payment-notice');
    await notice.getByText('Payment successful').waitFor({ timeout: scaled(15_000) });
    assert.equal(await page.evaluate(() => window.scrollY), 0, 'the return opens at the top, not at another page’s position');
    const latest = await latestOrder();
    assert.equal(latest.payment_method, 'card');
    assert.equal(latest.payment_status, 'Paid');
  });

  it('never says "confirming…" above the same order shown Paid: one truth on the screen', async () => {
    const paid = await latestOrder();
    const watcher = await context.newPage();
    try {
      // Every change of the page is looked at as it happens, not only where the test waits.
      await watcher.addInitScript(() => {
        const seen = { contradiction: false };
        Object.assign(window, { paymentTruth: seen });
        new MutationObserver(() => {
          const notice = document.querySelector('[data-testid="payment-notice"]')?.textContent ?? '';
          const badges = [...document.querySelectorAll('[data-testid="payment-status"]')].map((badge) => badge.textContent?.trim());
          if (notice.includes('confirming') && badges.includes('Paid')) seen.contradiction = true;
        }).observe(document, { subtree: true, childList: true, characterData: true });
      });
      await gotoInteractive(watcher, `${server.url}/order-history?payment=success&order=${paid.id}`);
      await watcher.getByTestId('payment-notice').getByText('Payment successful').waitFor();
      await watcher
        .getByTestId('payment-status')
        .filter({ hasText: /^Paid$/ })
        .first()
        .waitFor();
      assert.equal(
        await watcher.evaluate(() => (window as unknown as { paymentTruth: { contradiction: boolean } }).paymentTruth.contradiction),
        false,
      );
    } finally {
      await watcher.close();
    }
  });

  it('refunds the paid order through the provider when it is cancelled, through to Refunded', async () => {
    const paid = await latestOrder();
    await gotoInteractive(page, `${server.url}/order-history/${paid.id}`);
    await page.getByRole('main').getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel order' });
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    // The refund is under way, or already settled: the provider settles it a moment later and tells
    // the store by webhook, and the page follows live, so on a busy machine the first state may pass
    // before the test looks.
    await page
      .getByText(/will be refunded to you/)
      .or(page.getByText(/was refunded to you/))
      .first()
      .waitFor();
    const deadline = Date.now() + scaled(20_000);
    while (!(await page.getByText(/was refunded to you/).isVisible()) && Date.now() < deadline) {
      await page.waitForTimeout(1000);
      await gotoInteractive(page, `${server.url}/order-history/${paid.id}`);
    }
    await page.getByText(/was refunded to you/).waitFor({ timeout: scaled(1000) });
  });

  it('shows the refund on the invoice, amount, date and status, as the order page does', async () => {
    const refunded = /(\$[\d,]+\.\d\d) was refunded to you/.exec(await page.getByRole('main').innerText())?.[1];
    assert.ok(refunded, 'the order page names the amount refunded');
    const [invoice] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: /^View invoice/ }).click()]);
    try {
      await invoice.waitForLoadState();
      assert.match(await invoice.locator('body').innerText(), /Payment: Refunded/);
      const row = invoice.locator('tr.refund');
      assert.match(await row.innerText(), new RegExp(`^Refunded \\d{4}-\\d\\d-\\d\\d\\s+-${refunded.replace(/[$.]/g, '\\$&')}$`));
    } finally {
      await invoice.close();
    }
  });

  it('keeps an unpaid order Pending on a forged return: the page only says it is confirming', async () => {
    await buyNowByCard();
    const unpaid = await latestOrder();
    await gotoInteractive(page, `${server.url}/order-history?payment=success&order=${unpaid.id}`);
    const notice = page.getByTestId('payment-notice');
    await notice.getByText('Payment received, confirming…').waitFor();
    await page.waitForTimeout(3000);
    assert.equal(await notice.getByText('Payment successful').count(), 0);
    assert.equal((await latestOrder()).payment_status, 'Pending');
  });
});
