import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  addToCart,
  call,
  createShopper,
  ordersOf,
  placeOrder,
  plainProduct,
  productOfAnotherShop,
  type Shopper,
  type TestProduct,
} from '../../test-support/cart-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { escapeHtml } from './pages-html.js';

let t: TestApp;
let a: TestProduct;
let b: TestProduct;
before(async () => {
  t = await createTestApp();
  a = await plainProduct(t.app, { stock: 100, price: 30 });
  b = await productOfAnotherShop(t.app, a.shopId, 100);
});
after(() => t?.close());

/** Places card orders in both shops and answers the payment page's path. */
async function pendingPayment(shopper: Shopper): Promise<string> {
  await addToCart(t.app, shopper, a);
  await addToCart(t.app, shopper, b);
  const response = await placeOrder(t.app, shopper, [a.shopId, b.shopId], { payment_method: 'card' });
  return response.json().data.order_payment_url;
}

const decide = (url: string, decision: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `decision=${decision}`,
  });

describe('the built-in payment page', () => {
  it('shows the orders of one placement with a plain form, under the CSP and without caching', async () => {
    const url = await pendingPayment(await createShopper(t.app));
    const response = await t.app.inject({ url });
    assert.equal(response.statusCode, 200);
    assert.match(response.headers['content-type'] as string, /^text\/html/);
    assert.equal(response.headers['cache-control'], 'no-store');
    assert.equal(response.headers['referrer-policy'], 'no-referrer');
    assert.match(response.headers['content-security-policy'] as string, /script-src 'self'/);
    assert.doesNotMatch(response.body, /<script/i);
    assert.match(response.body, new RegExp(`<form method="post" action="${url}">`));
    assert.match(response.body, /name="decision" value="confirm"/);
    assert.match(response.body, /name="decision" value="cancel"/);
    assert.equal((response.body.match(/<td>SM[0-9A-Z]{10}<\/td>/g) ?? []).length, 2, 'both orders');
    assert.match(response.body, /Card payment/);
  });

  it('marks every order paid on Confirm and sends the browser back to the order history', async () => {
    const shopper = await createShopper(t.app);
    const url = await pendingPayment(shopper);
    const response = await decide(url, 'confirm');
    assert.equal(response.statusCode, 303);
    assert.equal(response.headers.location, '/order-history?payment=success');
    const orders = await ordersOf(t.app, shopper.id);
    assert.deepEqual(
      orders.map((o) => o.payment_status),
      ['Paid', 'Paid'],
    );
    const payments = await t.app.db.query<{ status: string }>(
      'SELECT p.status FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.user_id = $1',
      [shopper.id],
    );
    assert.deepEqual(
      payments.map((p) => p.status),
      ['Paid', 'Paid'],
    );
    const afterwards = await t.app.inject({ url });
    assert.equal(afterwards.statusCode, 200);
    assert.match(afterwards.body, /Payment complete/);
    assert.doesNotMatch(afterwards.body, /<form/);
    const twice = await decide(url, 'confirm');
    assert.equal(twice.headers.location, '/order-history?payment=success', 'a double submit still lands on success');
  });

  it('leaves the orders unpaid on Cancel', async () => {
    const shopper = await createShopper(t.app);
    const url = await pendingPayment(shopper);
    const response = await decide(url, 'cancel');
    assert.equal(response.statusCode, 303);
    assert.equal(response.headers.location, '/order-history?payment=cancelled');
    assert.deepEqual(
      (await ordersOf(t.app, shopper.id)).map((o) => o.payment_status),
      ['Pending', 'Pending'],
    );
    assert.equal((await t.app.inject({ url })).statusCode, 410);
    assert.equal((await decide(url, 'confirm')).headers.location, '/order-history?payment=failed', 'a cancelled link pays nothing');
    assert.deepEqual(
      (await ordersOf(t.app, shopper.id)).map((o) => o.payment_status),
      ['Pending', 'Pending'],
    );
  });

  it('pays only the orders still open: a cancelled order is left out', async () => {
    const shopper = await createShopper(t.app);
    const url = await pendingPayment(shopper);
    const [latest] = await ordersOf(t.app, shopper.id);
    assert.equal((await call(t.app, shopper, 'POST', '/orders/cancel', { order_id: latest!.id })).statusCode, 200);
    const page = await t.app.inject({ url });
    assert.equal((page.body.match(/<td>SM[0-9A-Z]{10}<\/td>/g) ?? []).length, 1);
    await decide(url, 'confirm');
    const statuses = (await ordersOf(t.app, shopper.id)).map((o) => `${o.order_status}/${o.payment_status}`);
    assert.deepEqual(statuses, ['Cancelled/Pending', 'Pending/Paid']);
  });

  it('closes a link after a day', async () => {
    const shopper = await createShopper(t.app);
    const url = await pendingPayment(shopper);
    await t.app.db.query(
      "UPDATE payments SET created_at = now() - interval '25 hours' WHERE order_id IN (SELECT id FROM orders WHERE user_id = $1)",
      [shopper.id],
    );
    const response = await t.app.inject({ url });
    assert.equal(response.statusCode, 410);
    assert.match(response.body, /expired/);
    assert.equal((await decide(url, 'confirm')).headers.location, '/order-history?payment=failed');
  });

  it('answers 404 for an unknown or malformed token and 400 for a bad decision', async () => {
    for (const url of ['/pay/' + 'x'.repeat(43), '/pay/short', '/pay/%3Cscript%3E']) {
      const response = await t.app.inject({ url });
      assert.equal(response.statusCode, 404, url);
      assert.match(response.body, /not valid/);
    }
    const url = await pendingPayment(await createShopper(t.app));
    assert.equal((await decide(url, 'steal')).statusCode, 400);
    assert.equal((await decide(url, '')).statusCode, 400);
  });
});

describe('the printable invoice', () => {
  it('serves the order named by its invoice link, and 404 for any other token', async () => {
    const shopper = await createShopper(t.app);
    await addToCart(t.app, shopper, a, { quantity: 2 });
    await placeOrder(t.app, shopper, [a.shopId]);
    const [order] = await ordersOf(t.app, shopper.id);
    const details = (await call(t.app, shopper, 'GET', `/order-details?order_id=${order!.id}`)).json().data.order;
    const response = await t.app.inject({ url: details.invoice_url });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['cache-control'], 'no-store');
    assert.match(response.body, new RegExp(`Invoice ${details.order_code}`));
    assert.ok(response.body.includes(escapeHtml(a.name)));
    assert.doesNotMatch(response.body, /<script/i);
    assert.equal((await t.app.inject({ url: '/invoice/' + 'A'.repeat(32) })).statusCode, 404);
    assert.equal((await t.app.inject({ url: '/invoice/nope' })).statusCode, 404);
  });
});
