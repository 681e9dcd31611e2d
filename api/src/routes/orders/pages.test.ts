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
import { decideAtTestCheckout, openTestCheckout, paymentEvents, payThroughTestProvider } from '../../test-support/payment-fixtures.js';
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

describe('a card payment through the test provider', () => {
  it('sends the payment link to the provider, whose page shows the orders of one placement with a plain form', async () => {
    const url = await pendingPayment(await createShopper(t.app));
    const checkout = await openTestCheckout(t.app, url);
    assert.equal(await openTestCheckout(t.app, url), checkout, 'opening the link again resumes the same session');
    const response = await t.app.inject({ url: checkout });
    assert.equal(response.statusCode, 200);
    assert.match(response.headers['content-type'] as string, /^text\/html/);
    assert.equal(response.headers['cache-control'], 'no-store');
    assert.equal(response.headers['referrer-policy'], 'no-referrer');
    assert.match(response.headers['content-security-policy'] as string, /script-src 'self'/);
    assert.doesNotMatch(response.body, /<script/i);
    assert.match(response.body, new RegExp(`<form method="post" action="${checkout}">`));
    assert.match(response.body, /name="decision" value="pay"/);
    assert.match(response.body, /name="decision" value="cancel"/);
    assert.equal((response.body.match(/<td>SM[0-9A-Z]{10}<\/td>/g) ?? []).length, 2, 'both orders');
  });

  it('marks every order paid only by the signed webhook, and sends the browser back to the order history', async () => {
    const shopper = await createShopper(t.app);
    const url = await pendingPayment(shopper);
    const before = (await paymentEvents(t.app, 'test')).length;
    const response = await payThroughTestProvider(t.app, url);
    assert.match(response.headers.location as string, /^http:\/\/localhost(:\d+)?\/order-history\?payment=success&order=\d+$/);
    const events = await paymentEvents(t.app, 'test');
    assert.deepEqual(
      events.slice(before).map((e) => [e.type, e.result]),
      [['session.paid', 'applied']],
    );
    assert.deepEqual(
      (await ordersOf(t.app, shopper.id)).map((o) => o.payment_status),
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
  });

  it('leaves the orders unpaid on Cancel, and payable again', async () => {
    const shopper = await createShopper(t.app);
    const url = await pendingPayment(shopper);
    const checkout = await openTestCheckout(t.app, url);
    const response = await decideAtTestCheckout(t.app, checkout, 'cancel');
    assert.equal(response.statusCode, 303);
    assert.match(response.headers.location as string, /\/order-history\?payment=cancelled$/);
    assert.deepEqual(
      (await ordersOf(t.app, shopper.id)).map((o) => o.payment_status),
      ['Pending', 'Pending'],
    );
    await payThroughTestProvider(t.app, url);
    assert.deepEqual(
      (await ordersOf(t.app, shopper.id)).map((o) => o.payment_status),
      ['Paid', 'Paid'],
    );
  });

  it('ends the whole attempt when one of its orders is cancelled; the other is paid through a new link', async () => {
    const shopper = await createShopper(t.app);
    const url = await pendingPayment(shopper);
    const checkout = await openTestCheckout(t.app, url);
    const [latest, other] = await ordersOf(t.app, shopper.id);
    assert.equal((await call(t.app, shopper, 'POST', '/orders/cancel', { order_id: latest!.id })).statusCode, 200);
    assert.equal((await t.app.inject({ url })).statusCode, 410);
    await new Promise((resolve) => setTimeout(resolve, 100)); // the provider's session is ended after the commit
    assert.equal((await t.app.inject({ url: checkout })).statusCode, 410, 'the provider no longer takes it');
    const again = await call(t.app, shopper, 'GET', `/order-payment/${other!.id}/card`);
    assert.equal(again.statusCode, 200, again.body);
    await payThroughTestProvider(t.app, again.json().data.order_payment_url);
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
  });

  it('answers 404 for an unknown or malformed token or session, and 400 for a bad decision', async () => {
    for (const url of ['/pay/' + 'x'.repeat(43), '/pay/short', '/pay/%3Cscript%3E', '/payments/test/checkout/tcs_' + 'x'.repeat(32)]) {
      const response = await t.app.inject({ url });
      assert.equal(response.statusCode, 404, url);
      assert.match(response.body, /not valid/);
    }
    const checkout = await openTestCheckout(t.app, await pendingPayment(await createShopper(t.app)));
    assert.equal((await decideAtTestCheckout(t.app, checkout, 'steal')).statusCode, 400);
    assert.equal((await decideAtTestCheckout(t.app, checkout, '')).statusCode, 400);
  });

  it('refuses a webhook without a valid signature, and changes nothing', async () => {
    const shopper = await createShopper(t.app);
    const url = await pendingPayment(shopper);
    await openTestCheckout(t.app, url);
    const [attempt] = await t.app.db.query<{ id: string; amount_minor: number }>(
      `SELECT a.id, a.amount_minor::int AS amount_minor FROM payment_attempts a JOIN payments p ON p.attempt_id = a.id
        JOIN orders o ON o.id = p.order_id WHERE o.user_id = $1 LIMIT 1`,
      [shopper.id],
    );
    const { id: attemptId, amount_minor } = attempt!;
    const body = JSON.stringify({
      id: 'evt_forged',
      type: 'session.paid',
      data: { attempt_id: attemptId, amount_minor, currency: 'USD', object_id: 'x', payment_reference: 'y' },
    });
    for (const headers of [{}, { 'test-provider-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` }]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/payments/webhooks/test',
        headers: { 'content-type': 'application/json', ...headers },
        payload: body,
      });
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().message, 'Webhook signature verification failed.');
    }
    assert.deepEqual(
      (await ordersOf(t.app, shopper.id)).map((o) => o.payment_status),
      ['Pending', 'Pending'],
    );
    assert.equal((await t.app.db.query("SELECT 1 FROM payment_events WHERE event_id = 'evt_forged'")).length, 0);
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/payments/webhooks/nobody', payload: body })).statusCode, 404);
  });
});

describe('card payments with no provider', () => {
  it('offers no card gateway and refuses a card order when the test provider is off and Stripe is not configured', async () => {
    const off = await createTestApp({ payments: { testProvider: 'off', pollSeconds: 30, reconcileAfterSeconds: 300 } });
    try {
      const master = (await off.app.inject({ url: '/api/master' })).json().data;
      assert.deepEqual(
        master.payment_gateways.map((g: { name: string }) => g.name),
        ['cash'],
      );
      const product = await plainProduct(off.app, { stock: 10, price: 10 });
      const shopper = await createShopper(off.app);
      await addToCart(off.app, shopper, product);
      const placed = await placeOrder(off.app, shopper, [product.shopId], { payment_method: 'card' });
      assert.equal(placed.statusCode, 422);
      assert.ok(placed.json().errors.payment_method);
    } finally {
      await off.close();
    }
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
