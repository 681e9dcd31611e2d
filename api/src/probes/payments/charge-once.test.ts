// Charge once (docs/probes.md, "Payments"): "pay again" and "switch to cash" end the order's earlier
// session at its provider before anything else happens. Found: both left the earlier Stripe Checkout
// Session open, so the shopper could pay it and the new one, and the second payment was refunded
// (charged twice until the refund lands; the provider keeps its fee). Now the earlier session is
// expired first; when it cannot be (Stripe unreachable, or the shopper already paid it) nothing new
// starts, the shopper is told why, and a session found paid makes the order Paid. Runs on both databases.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { findAttempt } from '../../db/queries/payment-attempts.js';
import { addToCart, call, createShopper, ordersOf, placeOrder, plainProduct } from '../../test-support/cart-fixtures.js';
import { openTestCheckout, payThroughTestProvider } from '../../test-support/payment-fixtures.js';
import { appForSuite, type TestApp } from '../../test-support/test-app.js';
import {
  openAtStripe,
  placeCardOrder,
  sessionsCreated,
  sessionStatus,
  startStripeStore,
  type CardOrder,
  type StripeStore,
} from './stripe-store.js';

const PAID = 'This order is already paid.';
const IN_PROGRESS = 'Your payment is being processed. Your order history shows when it is paid.';
const NOT_CLOSED = /earlier payment .* could not be closed/;

/** The order's payment links so far (one payments row each) and how the order stands. */
async function orderState(app: TestApp['app'], order: CardOrder) {
  const [row] = await app.db.query<{ payment_method: string; payment_status: string; links: number }>(
    `SELECT o.payment_method, o.payment_status, (SELECT count(*)::int FROM payments p WHERE p.order_id = o.id) AS links
       FROM orders o WHERE o.id = $1`,
    [order.orderId],
  );
  return row!;
}

describe('Stripe: pay again and switch to cash end the earlier Checkout Session first', () => {
  let store: StripeStore;
  before(async () => {
    store = await startStripeStore();
  });
  after(() => store?.close());

  for (const method of ['card', 'cash']) {
    it(`${method === 'card' ? 'pay again' : 'switch to cash'}: the earlier session is expired at Stripe before the answer`, async () => {
      const order = await placeCardOrder(store);
      const earlier = await openAtStripe(store, order.paymentUrl);
      const answer = await call(store.t.app, order.shopper, 'GET', `/order-payment/${order.orderId}/${method}`);
      assert.equal(answer.statusCode, 200, answer.body);
      assert.equal(await sessionStatus(store, earlier), 'expired', 'the shopper can no longer pay the earlier session');
      if (method === 'card') {
        const next = await openAtStripe(store, answer.json().data.order_payment_url);
        assert.notEqual(next, earlier);
        assert.equal(await sessionStatus(store, next), 'open');
      } else {
        assert.equal((await orderState(store.t.app, order)).payment_method, 'cash');
      }
    });
  }

  it('refuses with a clear 503 and starts nothing while Stripe cannot be reached; the earlier link still works', async () => {
    for (const method of ['card', 'cash']) {
      const order = await placeCardOrder(store);
      const earlier = await openAtStripe(store, order.paymentUrl);
      const before = await orderState(store.t.app, order);
      const created = sessionsCreated(store);
      store.server.failNext(2); // the SDK tries twice
      const answer = await call(store.t.app, order.shopper, 'GET', `/order-payment/${order.orderId}/${method}`);
      store.server.failNext(0); // what the store did not ask is not failed later
      assert.equal(answer.statusCode, 503, `${method}: ${answer.body}`);
      assert.match(answer.json().message, NOT_CLOSED);
      assert.ok(Number(answer.headers['retry-after']) > 0, 'says when to try again');
      assert.deepEqual(await orderState(store.t.app, order), before, 'no new link, the method unchanged');
      assert.equal(sessionsCreated(store), created);
      assert.equal(await openAtStripe(store, order.paymentUrl), earlier, 'the earlier session is still the one to pay');
      assert.equal(await sessionStatus(store, earlier), 'open');
    }
  });

  it('makes the order Paid, and charges nothing again, when the earlier session turns out to be paid', async () => {
    for (const method of ['card', 'cash']) {
      const order = await placeCardOrder(store);
      const earlier = await openAtStripe(store, order.paymentUrl);
      store.server.pay(earlier); // paid at Stripe; its webhook has not come
      const answer = await call(store.t.app, order.shopper, 'GET', `/order-payment/${order.orderId}/${method}`);
      assert.equal(answer.statusCode, 422, `${method}: ${answer.body}`);
      assert.deepEqual(answer.json(), { message: PAID });
      const state = await orderState(store.t.app, order);
      assert.deepEqual(state, { payment_method: 'card', payment_status: 'Paid', links: 1 });
      assert.equal((await store.t.app.inject({ url: order.paymentUrl })).statusCode, 200, 'the link says the order is paid');
    }
  });

  it('refuses while the earlier session is complete but its money is still on the way (a delayed method)', async () => {
    const order = await placeCardOrder(store);
    const earlier = await openAtStripe(store, order.paymentUrl);
    Object.assign(store.server.pay(earlier), { payment_status: 'unpaid' });
    const created = sessionsCreated(store);
    const answer = await call(store.t.app, order.shopper, 'GET', `/order-payment/${order.orderId}/card`);
    assert.equal(answer.statusCode, 422, answer.body);
    assert.deepEqual(answer.json(), { message: IN_PROGRESS });
    assert.deepEqual(await orderState(store.t.app, order), { payment_method: 'card', payment_status: 'Pending', links: 1 });
    assert.equal(sessionsCreated(store), created);
  });

  it('ends a session started for an attempt that pay again replaced meanwhile, instead of sending the shopper to it', async () => {
    // The interleaving of a slow first visit of the link and "pay again": the visit read its attempt
    // while it was open, and the provider answered only after pay again had replaced it.
    const order = await placeCardOrder(store);
    const [attempt] = await store.t.app.db.query<{ id: string }>('SELECT attempt_id AS id FROM payments WHERE order_id = $1', [
      order.orderId,
    ]);
    const asRead = (await findAttempt(store.t.app.db, attempt!.id))!;
    const again = await call(store.t.app, order.shopper, 'GET', `/order-payment/${order.orderId}/card`);
    assert.equal(again.statusCode, 200, again.body);
    const created = sessionsCreated(store);
    await assert.rejects(
      store.t.app.payments.begin({
        attempt: asRead,
        lines: [{ orderCode: 'SM0000000001', shopName: 'Shop', amountMinor: Number(asRead.amount_minor) }],
        origin: 'http://localhost',
        successPath: '/order-history?payment=success',
        cancelPath: '/order-history?payment=cancelled',
      }),
    );
    assert.equal(sessionsCreated(store), created + 1, 'the provider had made it');
    const [late] = await store.t.app.db.query<{ provider_reference: string }>(
      'SELECT provider_reference FROM payment_attempts WHERE id = $1',
      [attempt!.id],
    );
    assert.equal(await sessionStatus(store, late!.provider_reference), 'expired');
  });
});

describe('the test provider: pay again ends its earlier session too', () => {
  const t = appForSuite();

  async function cardOrder(): Promise<CardOrder> {
    const product = await plainProduct(t.app, { stock: 50, price: 20 });
    const shopper = await createShopper(t.app);
    await addToCart(t.app, shopper, product);
    const placed = await placeOrder(t.app, shopper, [product.shopId], { payment_method: 'card' });
    assert.equal(placed.statusCode, 200, placed.body);
    const [order] = await ordersOf(t.app, shopper.id);
    return { shopper, orderId: order!.id, paymentUrl: placed.json().data.order_payment_url };
  }

  it('expires the earlier session before a new link or cash, so its checkout page no longer takes money', async () => {
    for (const method of ['card', 'cash']) {
      const order = await cardOrder();
      const checkout = await openTestCheckout(t.app, order.paymentUrl);
      const answer = await call(t.app, order.shopper, 'GET', `/order-payment/${order.orderId}/${method}`);
      assert.equal(answer.statusCode, 200, answer.body);
      assert.equal((await t.app.inject({ url: checkout })).statusCode, 410, `${method}: the earlier checkout page is closed`);
      if (method === 'card') await payThroughTestProvider(t.app, answer.json().data.order_payment_url);
    }
  });

  it('makes the order Paid instead of starting again when the earlier session was paid and its webhook lost', async () => {
    const order = await cardOrder();
    const checkout = await openTestCheckout(t.app, order.paymentUrl);
    const sessionId = checkout.split('/').at(-1)!;
    await t.app.db.query("UPDATE test_provider_sessions SET status = 'paid' WHERE id = $1", [sessionId]);
    const answer = await call(t.app, order.shopper, 'GET', `/order-payment/${order.orderId}/card`);
    assert.equal(answer.statusCode, 422, answer.body);
    assert.deepEqual(answer.json(), { message: PAID });
    assert.deepEqual(await orderState(t.app, order), { payment_method: 'card', payment_status: 'Paid', links: 1 });
  });
});
