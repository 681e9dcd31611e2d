// Webhook timestamps (docs/probes.md, "Payments"): a signed webhook whose timestamp is more than the
// tolerance (5 minutes) away from now is refused in both directions. Stripe's SDK (constructEvent)
// checks only the past, so the future is checked beside it; the test provider checks both. Runs on
// both databases.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ordersOf } from '../../test-support/cart-fixtures.js';
import { deliverSigned, openAtStripe, placeCardOrder, startStripeStore, type StripeStore } from './stripe-store.js';
import { WebhookSignatureError } from '../../payments/payment-provider.js';
import { createTestProvider, signTestEvent, TEST_SIGNATURE_HEADER } from '../../payments/test-provider/test-provider.js';
import { appForSuite } from '../../test-support/test-app.js';

const now = () => Math.floor(Date.now() / 1000);

describe('Stripe webhooks signed too far from now', () => {
  let store: StripeStore;
  before(async () => {
    store = await startStripeStore();
  });
  after(() => store?.close());

  it('refuses an event signed 400 s in the future or in the past with 400, and pays nothing', async () => {
    const order = await placeCardOrder(store);
    const session = store.server.pay(await openAtStripe(store, order.paymentUrl));
    for (const [i, offset] of [400, -400, 3600, -3600].entries()) {
      const payload = JSON.stringify({
        id: `evt_clock_${i}`,
        object: 'event',
        type: 'checkout.session.completed',
        data: { object: session },
      });
      const answer = await deliverSigned(store, payload, now() + offset);
      assert.equal(answer.statusCode, 400, `signed ${offset} s from now: ${answer.body}`);
    }
    assert.deepEqual(
      (await ordersOf(store.t.app, order.shopper.id)).map((o) => o.payment_status),
      ['Pending'],
    );
    const refusals = await store.t.app.metrics.registry.getSingleMetricAsString('storefront_payment_webhook_refusals_total');
    assert.match(refusals, /provider="stripe",reason="signature"} 4/);
  });

  it('accepts one signed within the tolerance either way (a clock a little ahead or a delivery a little late)', async () => {
    for (const offset of [60, -60]) {
      const order = await placeCardOrder(store);
      const session = store.server.pay(await openAtStripe(store, order.paymentUrl));
      const payload = JSON.stringify({
        id: `evt_near_${offset}`,
        object: 'event',
        type: 'checkout.session.completed',
        data: { object: session },
      });
      const answer = await deliverSigned(store, payload, now() + offset);
      assert.equal(answer.statusCode, 200, answer.body);
      assert.deepEqual(answer.json(), { received: true, result: 'applied' });
    }
  });
});

describe('test provider webhooks signed too far from now', () => {
  const t = appForSuite();

  it('refuses them in both directions, as Stripe’s are', () => {
    const secret = 'probe-secret';
    const provider = createTestProvider({ db: t.app.db, webhookSecret: secret, deliver: async () => undefined });
    const body = JSON.stringify({ id: 'evt_test_clock', type: 'session.paid', created: now(), data: {} });
    for (const offset of [400, -400]) {
      const headers = { [TEST_SIGNATURE_HEADER]: signTestEvent(body, secret, now() + offset) };
      assert.throws(() => provider.parseWebhook(Buffer.from(body), headers), WebhookSignatureError, `signed ${offset} s from now`);
    }
    const headers = { [TEST_SIGNATURE_HEADER]: signTestEvent(body, secret, now() + 60) };
    assert.equal(provider.parseWebhook(Buffer.from(body), headers).eventId, 'evt_test_clock');
  });
});
