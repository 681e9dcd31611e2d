import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Stripe from 'stripe';
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
import { startStripeTestServer, type StripeTestServer } from '../../test-support/stripe-test-server.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

/**
 * Card payments through Stripe end to end in the API: the official SDK against a local server that
 * speaks Stripe's HTTP API (src/test-support/stripe-test-server.ts), and webhooks signed by the
 * SDK's generateTestHeaderString and delivered to POST /api/payments/webhooks/stripe.
 */
const SECRET_KEY = 'sk_test_local_only';
const WEBHOOK_SECRET = 'whsec_local_only';
const signer = new Stripe(SECRET_KEY);

let server: StripeTestServer;
let t: TestApp;
let a: TestProduct;
let b: TestProduct;
before(async () => {
  server = await startStripeTestServer(SECRET_KEY);
  t = await createTestApp({
    payments: {
      stripe: { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiBase: server.apiBase },
      testProvider: 'off',
      pollSeconds: 3600,
      reconcileAfterSeconds: 300,
    },
  });
  a = await plainProduct(t.app, { stock: 500, price: 30 });
  b = await productOfAnotherShop(t.app, a.shopId, 500);
});
after(async () => {
  await t?.close();
  await server?.close();
});

let nextEvent = 0;

/** Delivers an event as Stripe does: its JSON body signed with the endpoint's secret (or `secret`). */
function deliver(type: string, object: Record<string, unknown>, options: { secret?: string; timestamp?: number; id?: string } = {}) {
  const payload = JSON.stringify({ id: options.id ?? `evt_${++nextEvent}`, object: 'event', type, created: 1, data: { object } });
  const signature = signer.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp: options.timestamp,
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/stripe',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    payload,
  });
}

interface Started {
  shopper: Shopper;
  paymentUrl: string;
  sessionId: string;
  attemptId: string;
}

/** A card order in two shops, and its payment link opened: a Checkout Session at Stripe. */
async function startCardPayment(): Promise<Started> {
  const shopper = await createShopper(t.app);
  await addToCart(t.app, shopper, a);
  await addToCart(t.app, shopper, b);
  const placed = await placeOrder(t.app, shopper, [a.shopId, b.shopId], { payment_method: 'card' });
  assert.equal(placed.statusCode, 200, placed.body);
  const paymentUrl = placed.json().data.order_payment_url as string;
  const opened = await t.app.inject({ url: paymentUrl });
  assert.equal(opened.statusCode, 303, opened.body);
  const sessionId = /\/c\/pay\/(cs_test_\d+)$/.exec(opened.headers.location as string)![1]!;
  const [attempt] = await t.app.db.query<{ id: string }>('SELECT id FROM payment_attempts WHERE provider_reference = $1', [sessionId]);
  return { shopper, paymentUrl, sessionId, attemptId: attempt!.id };
}

const paymentStatuses = async (shopper: Shopper) => (await ordersOf(t.app, shopper.id)).map((o) => o.payment_status);

describe('Stripe: starting a payment', () => {
  it('creates one Checkout Session per attempt: a line per shop order, the store currency, metadata and the idempotency key', async () => {
    const started = await startCardPayment();
    const sent = server.requests.find((r) => r.path === '/v1/checkout/sessions' && r.fields['metadata[attempt_id]'] === started.attemptId)!;
    assert.equal(sent.idempotencyKey, started.attemptId);
    assert.equal(sent.fields['line_items[0][price_data][currency]'], 'usd');
    assert.ok(sent.fields['line_items[1][price_data][unit_amount]'], 'a line per shop order');
    assert.match(sent.fields['metadata[order_codes]']!, /^SM[0-9A-Z]{10},SM[0-9A-Z]{10}$/);
    const ids = (await ordersOf(t.app, started.shopper.id)).map((o) => o.id).sort((a, b) => a - b);
    // Both orders of the attempt: the return watches the first, Back and Cancel name them all.
    assert.equal(sent.fields.success_url, `http://localhost/order-history?payment=success&order=${ids.join(',')}`);
    assert.equal(sent.fields.cancel_url, `http://localhost/order-history?payment=cancelled&order=${ids.join(',')}`);
    const again = await t.app.inject({ url: started.paymentUrl });
    assert.match(again.headers.location as string, new RegExp(`${started.sessionId}$`), 'the same session again, not a new one');
  });

  it('tells the shopper clearly when Stripe answers 500, and keeps the order Pending and payable again', async () => {
    const shopper = await createShopper(t.app);
    await addToCart(t.app, shopper, a);
    const placed = await placeOrder(t.app, shopper, [a.shopId], { payment_method: 'card' });
    server.failNext(2); // the SDK tries twice
    const refused = await t.app.inject({ url: placed.json().data.order_payment_url });
    assert.equal(refused.statusCode, 503);
    assert.match(refused.body, /The payment service is not answering right now/);
    assert.deepEqual(await paymentStatuses(shopper), ['Pending']);
    const again = await t.app.inject({ url: placed.json().data.order_payment_url });
    assert.equal(again.statusCode, 303);
    assert.match(again.headers.location as string, /^https:\/\/checkout\.stripe\.com\//);
  });

  it('lists the card gateway in /master only because Stripe is configured', async () => {
    const master = (await t.app.inject({ url: '/api/master' })).json().data;
    assert.deepEqual(
      master.payment_gateways.map((g: { name: string; title: string }) => [g.name, g.title]),
      [
        ['cash', 'Cash on Delivery'],
        ['card', 'Card payment'],
      ],
    );
    assert.doesNotMatch(JSON.stringify(master), /sk_test|whsec_/);
  });
});

describe('Stripe: webhooks are the only way an order becomes Paid', () => {
  it('marks the orders Paid on a verified checkout.session.completed, and the same event twice changes nothing', async () => {
    const started = await startCardPayment();
    const returned = await call(t.app, started.shopper, 'GET', '/orders');
    assert.equal(returned.statusCode, 200);
    assert.deepEqual(await paymentStatuses(started.shopper), ['Pending', 'Pending'], 'coming back changes nothing');
    const session = server.pay(started.sessionId);
    const first = await deliver('checkout.session.completed', session, { id: 'evt_paid_once' });
    assert.equal(first.statusCode, 200, first.body);
    assert.deepEqual(first.json(), { received: true, result: 'applied' });
    assert.deepEqual(await paymentStatuses(started.shopper), ['Paid', 'Paid']);
    const twice = await deliver('checkout.session.completed', session, { id: 'evt_paid_once' });
    assert.deepEqual(twice.json(), { received: true, result: 'duplicate' });
    const [attempt] = await t.app.db.query<{ status: string; payment_reference: string }>(
      'SELECT status, payment_reference FROM payment_attempts WHERE id = $1',
      [started.attemptId],
    );
    assert.deepEqual(attempt, { status: 'Paid', payment_reference: session.payment_intent });
  });

  it('re-reads the attempt from Stripe when an expired event comes after the paid one, and stays Paid', async () => {
    const started = await startCardPayment();
    const session = server.pay(started.sessionId);
    await deliver('checkout.session.completed', session);
    const late = await deliver('checkout.session.expired', { ...session, status: 'expired' });
    assert.deepEqual(late.json(), { received: true, result: 'recheck' });
    await t.app.payments.runRound();
    assert.ok(server.requests.some((r) => r.method === 'GET' && r.path === `/v1/checkout/sessions/${started.sessionId}`));
    assert.deepEqual(await paymentStatuses(started.shopper), ['Paid', 'Paid']);
  });

  it('marks nothing paid when the amount or currency does not match the attempt', async () => {
    for (const change of [{ amount_total: 1 }, { currency: 'eur' }]) {
      const started = await startCardPayment();
      const session = { ...server.pay(started.sessionId), ...change };
      const response = await deliver('checkout.session.completed', session);
      assert.deepEqual(response.json(), { received: true, result: 'mismatch' });
      assert.deepEqual(await paymentStatuses(started.shopper), ['Pending', 'Pending']);
    }
  });

  it('refuses a forged, a missing and a stale signature with 400, and changes nothing', async () => {
    const started = await startCardPayment();
    const session = server.pay(started.sessionId);
    const forged = await deliver('checkout.session.completed', session, { secret: 'whsec_someone_else' });
    assert.equal(forged.statusCode, 400);
    assert.deepEqual(forged.json(), { message: 'Webhook signature verification failed.' });
    const stale = await deliver('checkout.session.completed', session, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    assert.equal(stale.statusCode, 400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ id: 'evt_unsigned', type: 'checkout.session.completed', data: { object: session } }),
    });
    assert.equal(unsigned.statusCode, 400);
    assert.deepEqual(await paymentStatuses(started.shopper), ['Pending', 'Pending']);
    const metrics = await t.app.metrics.registry.getSingleMetricAsString('storefront_payment_webhook_refusals_total');
    assert.match(metrics, /provider="stripe",reason="signature"} 3/);
  });

  it('answers 200 to an event type it does not act on, and 413 to a body over 1 MB', async () => {
    const ignored = await deliver('customer.created', { id: 'cus_1', object: 'customer' });
    assert.deepEqual(ignored.json(), { received: true, result: 'ignored' });
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: `{"pad":"${'x'.repeat(1024 * 1024)}"}`,
    });
    assert.equal(huge.statusCode, 413);
  });
});

describe('Stripe: reconciliation and refunds', () => {
  it('asks Stripe about an attempt whose webhook was lost, and marks it Paid through the same path', async () => {
    const started = await startCardPayment();
    server.pay(started.sessionId); // paid at Stripe; the webhook never arrives
    await t.app.db.query('UPDATE payment_attempts SET next_check_at = now() WHERE id = $1', [started.attemptId]);
    await t.app.payments.runRound();
    assert.deepEqual(await paymentStatuses(started.shopper), ['Paid', 'Paid']);
    const metrics = await t.app.metrics.registry.getSingleMetricAsString('storefront_payment_reconciliation_corrections_total');
    assert.match(metrics, /kind="attempt_paid"} [1-9]/);
  });

  it("refunds a cancelled paid order's share through Stripe, retried while Stripe is down, Refunded by its webhook", async () => {
    const started = await startCardPayment();
    const session = server.pay(started.sessionId);
    await deliver('checkout.session.completed', session);
    const [latest] = await ordersOf(t.app, started.shopper.id);
    server.failNext(2);
    const cancelled = await call(t.app, started.shopper, 'POST', '/orders/cancel', { order_id: latest!.id });
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    await t.app.payments.runRound();
    const [waiting] = await t.app.db.query<{ status: string; tries: number; last_error: string }>(
      'SELECT status, tries, last_error FROM payment_refunds WHERE order_id = $1',
      [latest!.id],
    );
    assert.equal(waiting!.status, 'Requested', 'Stripe was down: the refund waits to be sent again');
    assert.equal(waiting!.tries, 1);
    await t.app.db.query('UPDATE payment_refunds SET next_try_at = now() WHERE order_id = $1', [latest!.id]);
    await t.app.payments.runRound();
    const refund = server.refunds().at(-1)!;
    assert.equal(refund.payment_intent, session.payment_intent);
    assert.equal(refund.amount, Math.round(latest!.payable_amount * 100), "the order's share only");
    assert.equal((refund.metadata as { attempt_id: string }).attempt_id, started.attemptId);
    let details = (await call(t.app, started.shopper, 'GET', `/order-details?order_id=${latest!.id}`)).json().data.order;
    assert.equal(details.refund.status, 'Pending');
    const settled = await deliver('refund.updated', server.settleRefund(refund.id as string));
    assert.deepEqual(settled.json(), { received: true, result: 'applied' });
    details = (await call(t.app, started.shopper, 'GET', `/order-details?order_id=${latest!.id}`)).json().data.order;
    assert.equal(details.refund.status, 'Refunded');
    assert.deepEqual(await paymentStatuses(started.shopper), ['Paid', 'Paid'], 'the other order stays paid');
  });
});
