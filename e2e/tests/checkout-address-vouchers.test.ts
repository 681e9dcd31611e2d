// Checkout for a new shopper with no address and two collected vouchers of one shop: the address is
// added (and a second one from the change dialog) in the account remote's dialog without leaving
// /checkout, and the voucher picker applies the one that saves and says why the other does not.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { gotoInteractive } from '../support/browser.ts';
import type { RunningServer } from '../support/server.ts';
import { apiData } from '../support/shopper.ts';
import { resourcesOfThisFile } from '../support/file-resources.ts';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let token: string;
/** The shop whose two seed vouchers the shopper collected ('…5' from 30, '…10' from 50). */
let codes: { small: string; large: string };

interface Product {
  id: number;
  price: number;
  discount_price: number;
}

const authed = (init: RequestInit = {}): RequestInit => ({ ...init, headers: { authorization: `Bearer ${token}` } });
const post = (path: string, body: unknown) => apiData<unknown>(server, path, authed({ method: 'POST', body: JSON.stringify(body) }));

/** A new customer (no address yet), signed in through the API. */
async function register(): Promise<{ token: string; user: unknown }> {
  const phone = `0170${randomInt(1_000_000, 9_999_999)}`;
  const body = {
    name: 'Nadia Rahman',
    phone,
    email: `nadia${phone}@example.com`,
    password: 'secret123',
    country: 'Bangladesh',
    phone_code: '880',
  };
  const session = await apiData<{ access: { token: string }; user: unknown }>(server, '/registration', {
    method: 'POST',
    body: JSON.stringify(body),
  });
  return { token: session.access.token, user: session.user };
}

/**
 * One line whose shop subtotal reaches the small voucher's minimum (30) but not the large one's (50),
 * so one voucher applies and the other asks for more.
 */
async function basketBetween30And50(): Promise<number> {
  const { products } = await apiData<{ products: Product[] }>(server, '/products?per_page=100');
  for (const product of products) {
    const price = product.discount_price > 0 ? product.discount_price : product.price;
    if (price < 31 || price > 48) continue;
    const basket = (await post('/cart/store', { product_id: product.id, quantity: 1 })) as { cart_items: { shop_id: number }[] };
    const shopId = basket.cart_items[0]!.shop_id;
    const { checkout } = (await post('/cart/checkout', { shop_ids: [shopId] })) as { checkout: { total_amount: number } };
    if (checkout.total_amount >= 30 && checkout.total_amount < 50) return shopId;
    await post('/cart/delete', { product_id: product.id });
  }
  throw new Error('the seed has no product between 30 and 50');
}

const opened = resourcesOfThisFile();
before(async () => {
  [server, browser] = await Promise.all([opened.server(), opened.browser()]);
  const session = await register();
  token = session.token;
  const shopId = await basketBetween30And50();
  const { coupons } = await apiData<{ coupons: { id: number; code: string; min_order_amount: number }[] }>(
    server,
    `/get-vouchers?shop_id=${shopId}`,
    authed(),
  );
  for (const coupon of coupons) await post('/vouchers-collect', { coupon_id: coupon.id });
  const byMinimum = [...coupons].sort((a, b) => a.min_order_amount - b.min_order_amount);
  codes = { small: byMinimum[0]!.code, large: byMinimum[1]!.code };

  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(
    (auth) => {
      if (!localStorage.getItem('storefront.auth')) localStorage.setItem('storefront.auth', JSON.stringify(auth));
    },
    { token: session.token, user: session.user, addresses: [], favoriteProducts: 0 },
  );
  page = await context.newPage();
  await gotoInteractive(page, `${server.url}/`);
});

const addressSection = () => page.getByRole('region', { name: 'Delivery Address' });
const addressDialog = () => page.getByRole('dialog', { name: 'Add New Address' });

async function fillAddress(area: string, line: string): Promise<void> {
  const dialog = addressDialog();
  await dialog.getByLabel('Area').fill(area);
  await dialog.getByLabel('Post code').fill('1212');
  await dialog.getByLabel('Address line', { exact: true }).fill(line);
  await dialog.getByRole('button', { name: 'Save Address' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('checkout address dialog', () => {
  it('adds the first address in a dialog and stays on /checkout with it selected', async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Cart' }).click();
    const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
    await drawer.getByRole('checkbox', { name: 'Select all' }).check();
    await drawer.getByRole('button', { name: 'Proceed to checkout' }).click();
    await page.waitForURL(/\/checkout$/);
    await addressSection().getByText('You have no delivery address yet').waitFor();

    await addressSection().getByRole('button', { name: 'Add New Address' }).click();
    await addressDialog().waitFor();
    assert.equal(await addressDialog().getByLabel('Full name').inputValue(), 'Nadia Rahman', 'prefilled from the profile');
    // The server's field errors show beside the fields.
    await addressDialog().getByRole('button', { name: 'Save Address' }).click();
    await addressDialog().getByLabel('Area').and(page.locator('[aria-invalid="true"]')).waitFor();

    await fillAddress('Gulshan', 'House 7, Road 11');
    assert.match(page.url(), /\/checkout$/);
    await addressSection().getByText('House 7, Road 11').waitFor();
  });

  it('adds a second address from the change dialog, which becomes the delivery address', async () => {
    await addressSection().getByRole('button', { name: 'Change' }).click();
    const change = page.getByRole('dialog', { name: 'Choose a Delivery Address' });
    await change.getByRole('button', { name: 'Add New Address' }).click();
    await addressDialog().waitFor();
    await fillAddress('Banani', 'Flat 3, Lake View');
    assert.match(page.url(), /\/checkout$/);
    await addressSection().getByText('Flat 3, Lake View').waitFor();
    assert.equal(await addressSection().getByText('House 7, Road 11').count(), 0);

    await addressSection().getByRole('button', { name: 'Change' }).click();
    assert.equal(await change.getByRole('radio', { name: /Lake View/ }).isChecked(), true);
    assert.equal(await change.getByRole('radio').count(), 2);
    await change.getByRole('button', { name: 'Cancel' }).click();
  });
});

describe('checkout voucher picker', () => {
  const picker = () => page.getByRole('group', { name: 'Your vouchers' });
  const option = (code: string) => picker().getByRole('button', { name: new RegExp(`^${code}\\b`) });

  it('says why a collected voucher does not apply, and disables it', async () => {
    await option(codes.large).waitFor();
    assert.equal(await option(codes.large).isDisabled(), true);
    assert.match(await option(codes.large).innerText(), /Spend \$\d+\.\d\d more to use this voucher/);
  });

  it('applies a picked voucher and shows its saving in the summary', async () => {
    assert.match(await option(codes.small).innerText(), /Save \$5\.00/);
    await option(codes.small).click();
    await page.getByText(`Voucher ${codes.small} applied`).waitFor();
    await page.getByTestId('order-summary').getByText('-$5.00').waitFor();
    assert.equal(await option(codes.small).getAttribute('aria-pressed'), 'true');
  });
});
