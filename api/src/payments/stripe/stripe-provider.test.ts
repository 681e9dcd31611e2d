import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import Stripe from 'stripe';
import { ProviderUnavailableError, UnreadableWebhookEventError, WebhookSignatureError, type PaymentProvider } from '../payment-provider.js';
import { createStripeProvider } from './stripe-provider.js';
import { startStripeTestServer, type StripeTestServer } from '../../test-support/stripe-test-server.js';

/**
 * The Stripe adapter with the official SDK against a local server that speaks Stripe's HTTP API
 * (src/test-support/stripe-test-server.ts), and webhooks signed by the SDK's own generateTestHeaderString.
 */
const SECRET_KEY = 'sk_test_local_only';
const WEBHOOK_SECRET = 'whsec_local_only';
const signer = new Stripe(SECRET_KEY);

let server: StripeTestServer;
let stripe: PaymentProvider;

before(async () => {
  server = await startStripeTestServer(SECRET_KEY);
  stripe = createStripeProvider({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiBase: server.apiBase });
});
after(() => server.close());

const request = {
  attemptId: 'att_1',
  idempotencyKey: 'attempt-att_1',
  currency: 'USD',
  lines: [
    { orderCode: 'SM1001', shopName: 'Urban Threads', amountMinor: 2655 },
    { orderCode: 'SM1002', shopName: 'Glow Lab', amountMinor: 1319 },
  ],
  successUrl: 'https://store.example/order-history?payment=success',
  cancelUrl: 'https://store.example/order-history?payment=cancelled',
};

/** A webhook as Stripe sends it: the raw body and its signature header. */
function signed(event: Record<string, unknown>, timestamp?: number) {
  const payload = JSON.stringify({ object: 'event', api_version: '2026-10-28', created: 1, ...event });
  return {
    body: Buffer.from(payload),
    headers: { 'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp }) },
  };
}

describe('Stripe: a Checkout Session per attempt', () => {
  it('asks for a line per shop order in minor units, the attempt and order codes in metadata, with the idempotency key', async () => {
    const started = await stripe.initiate(request);
    assert.match(started.providerReference, /^cs_test_/);
    assert.equal(started.redirectUrl, `https://checkout.stripe.com/c/pay/${started.providerReference}`);
    const sent = server.requests.at(-1)!;
    assert.equal(sent.path, '/v1/checkout/sessions');
    assert.equal(sent.idempotencyKey, 'attempt-att_1');
    assert.equal(sent.fields.mode, 'payment');
    assert.equal(sent.fields['line_items[0][price_data][currency]'], 'usd');
    assert.equal(sent.fields['line_items[0][price_data][unit_amount]'], '2655');
    assert.equal(sent.fields['line_items[1][price_data][unit_amount]'], '1319');
    assert.equal(sent.fields['line_items[1][price_data][product_data][name]'], 'SM1002 · Glow Lab');
    assert.equal(sent.fields['metadata[attempt_id]'], 'att_1');
    assert.equal(sent.fields['metadata[order_codes]'], 'SM1001,SM1002');
    assert.equal(sent.fields['payment_intent_data[metadata][attempt_id]'], 'att_1');
    assert.equal(sent.fields.success_url, request.successUrl);
    assert.equal(sent.fields.cancel_url, request.cancelUrl);
  });

  it('creates nothing twice when the same attempt is asked again', async () => {
    const first = await stripe.initiate({ ...request, idempotencyKey: 'attempt-twice' });
    const second = await stripe.initiate({ ...request, idempotencyKey: 'attempt-twice' });
    assert.equal(second.providerReference, first.providerReference);
  });

  it('reads the session back: pending, then paid with its PaymentIntent, amount and currency', async () => {
    const started = await stripe.initiate({ ...request, idempotencyKey: 'attempt-read' });
    assert.equal((await stripe.retrieve(started.providerReference)).outcome, 'pending');
    server.pay(started.providerReference);
    const state = await stripe.retrieve(started.providerReference);
    assert.equal(state.outcome, 'paid');
    assert.equal(state.amountMinor, 3974);
    assert.equal(state.currency, 'USD');
    assert.match(state.paymentReference ?? '', /^pi_test_/);
  });

  it('expires a session the shopper can no longer pay, and says so', async () => {
    const started = await stripe.initiate({ ...request, idempotencyKey: 'attempt-cancel' });
    assert.equal((await stripe.cancel(started.providerReference)).outcome, 'expired');
    assert.equal((await stripe.retrieve(started.providerReference)).outcome, 'expired');
  });

  it('answers a session the shopper completed first as it is: paid, or its money on the way', async () => {
    const paid = await stripe.initiate({ ...request, idempotencyKey: 'attempt-cancel-paid' });
    server.pay(paid.providerReference);
    const state = await stripe.cancel(paid.providerReference);
    assert.equal(state.outcome, 'paid');
    assert.match(state.paymentReference ?? '', /^pi_test_/);
    const delayed = await stripe.initiate({ ...request, idempotencyKey: 'attempt-cancel-delayed' });
    Object.assign(server.pay(delayed.providerReference), { payment_status: 'unpaid' });
    assert.equal((await stripe.cancel(delayed.providerReference)).outcome, 'authorised');
  });

  it('reads the session when Stripe refuses to expire it (only an open one can be), and is unavailable when Stripe is', async () => {
    // Stripe answers 400 to expiring a session that is not open; the local test server does not, so
    // this server answers as Stripe does, for one complete session.
    const session = {
      id: 'cs_test_done',
      object: 'checkout.session',
      status: 'complete',
      payment_status: 'paid',
      amount_total: 3974,
      currency: 'usd',
      payment_intent: 'pi_test_done',
    };
    const strict = http.createServer((incoming, answer) => {
      incoming.resume();
      incoming.on('end', () => {
        const expiring = incoming.method === 'POST' && incoming.url === '/v1/checkout/sessions/cs_test_done/expire';
        answer.writeHead(expiring ? 400 : 200, { 'content-type': 'application/json' });
        const refusal = {
          error: { type: 'invalid_request_error', message: 'Only Checkout Sessions with a status in ["open"] can be expired.' },
        };
        answer.end(JSON.stringify(expiring ? refusal : session));
      });
    });
    await new Promise<void>((resolve) => strict.listen(0, '127.0.0.1', resolve));
    try {
      const port = (strict.address() as AddressInfo).port;
      const provider = createStripeProvider({
        secretKey: SECRET_KEY,
        webhookSecret: WEBHOOK_SECRET,
        apiBase: { host: '127.0.0.1', port, protocol: 'http' },
      });
      assert.deepEqual(await provider.cancel('cs_test_done'), {
        providerReference: 'cs_test_done',
        outcome: 'paid',
        amountMinor: 3974,
        currency: 'USD',
        paymentReference: 'pi_test_done',
      });
    } finally {
      strict.closeAllConnections();
      await new Promise((resolve) => strict.close(resolve));
    }
    const started = await stripe.initiate({ ...request, idempotencyKey: 'attempt-cancel-down' });
    server.failNext(2);
    await assert.rejects(stripe.cancel(started.providerReference), ProviderUnavailableError);
  });

  it('says the provider is unavailable when Stripe answers 500, and the same attempt can start again', async () => {
    server.failNext(2);
    await assert.rejects(stripe.initiate({ ...request, idempotencyKey: 'attempt-500' }), ProviderUnavailableError);
    const again = await stripe.initiate({ ...request, idempotencyKey: 'attempt-500' });
    assert.match(again.providerReference, /^cs_test_/);
  });

  it('gives up on a Stripe that does not answer within the bound, as unavailable', async () => {
    const impatient = createStripeProvider({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      apiBase: server.apiBase,
      timeoutMs: 300,
    });
    server.hangNext(2); // the first try and the SDK's one retry
    const started = Date.now();
    await assert.rejects(impatient.initiate({ ...request, idempotencyKey: 'attempt-hang' }), ProviderUnavailableError);
    assert.ok(Date.now() - started < 5000, 'bounded: two tries of the timeout, not a hang');
  });

  it("refunds one shop order's share by its PaymentIntent, with its own idempotency key", async () => {
    const refund = await stripe.refund({
      attemptId: 'att_1',
      paymentReference: 'pi_test_9',
      amountMinor: 1319,
      idempotencyKey: 'refund-SM1002',
      orderCode: 'SM1002',
    });
    assert.match(refund.refundReference, /^re_test_/);
    assert.equal(refund.outcome, 'pending');
    const sent = server.requests.at(-1)!;
    assert.equal(sent.path, '/v1/refunds');
    assert.equal(sent.idempotencyKey, 'refund-SM1002');
    assert.equal(sent.fields.payment_intent, 'pi_test_9');
    assert.equal(sent.fields.amount, '1319');
    assert.equal(sent.fields['metadata[order_code]'], 'SM1002');
    assert.equal(sent.fields['metadata[attempt_id]'], 'att_1');
    server.settleRefund(refund.refundReference);
    assert.deepEqual(await stripe.retrieveRefund(refund.refundReference), { refundReference: refund.refundReference, outcome: 'refunded' });
  });
});

describe('Stripe: webhooks', () => {
  const session = (overrides: Record<string, unknown>) => ({
    id: 'cs_test_hook',
    object: 'checkout.session',
    amount_total: 3974,
    currency: 'usd',
    client_reference_id: 'att_1',
    metadata: { attempt_id: 'att_1' },
    payment_intent: 'pi_test_hook',
    payment_status: 'paid',
    status: 'complete',
    ...overrides,
  });

  it('reads a paid session into one normalised event', () => {
    const { body, headers } = signed({ id: 'evt_paid', type: 'checkout.session.completed', data: { object: session({}) } });
    assert.deepEqual(stripe.parseWebhook(body, headers), {
      eventId: 'evt_paid',
      type: 'checkout.session.completed',
      attemptId: 'att_1',
      providerReference: 'cs_test_hook',
      outcome: 'paid',
      amountMinor: 3974,
      currency: 'USD',
      paymentReference: 'pi_test_hook',
    });
  });

  it('tells a completed but unpaid session (a delayed method) and an expired one apart', () => {
    const unpaid = signed({ id: 'evt_a', type: 'checkout.session.completed', data: { object: session({ payment_status: 'unpaid' }) } });
    assert.equal(stripe.parseWebhook(unpaid.body, unpaid.headers).outcome, 'authorised');
    const expired = signed({
      id: 'evt_e',
      type: 'checkout.session.expired',
      data: { object: session({ status: 'expired', payment_status: 'unpaid' }) },
    });
    assert.equal(stripe.parseWebhook(expired.body, expired.headers).outcome, 'expired');
  });

  it('reads a settled refund as refunded', () => {
    const refund = {
      id: 're_1',
      object: 'refund',
      status: 'succeeded',
      amount: 1319,
      currency: 'usd',
      metadata: { attempt_id: 'att_1', order_code: 'SM1002' },
    };
    const { body, headers } = signed({ id: 'evt_r', type: 'refund.updated', data: { object: refund } });
    const event = stripe.parseWebhook(body, headers);
    assert.equal(event.outcome, 'refunded');
    assert.equal(event.attemptId, 'att_1');
    assert.equal(event.amountMinor, 1319);
  });

  it('gives an event type the store does not act on no outcome', () => {
    const { body, headers } = signed({ id: 'evt_x', type: 'customer.created', data: { object: { id: 'cus_1', object: 'customer' } } });
    assert.equal(stripe.parseWebhook(body, headers).outcome, null);
  });

  it('refuses a forged signature, a missing one, a changed body and an old timestamp', () => {
    const { body, headers } = signed({ id: 'evt_paid', type: 'checkout.session.completed', data: { object: session({}) } });
    const forged = signer.webhooks.generateTestHeaderString({ payload: body.toString(), secret: 'whsec_someone_else' });
    assert.throws(() => stripe.parseWebhook(body, { 'stripe-signature': forged }), WebhookSignatureError);
    assert.throws(() => stripe.parseWebhook(body, {}), WebhookSignatureError);
    assert.throws(() => stripe.parseWebhook(Buffer.from(body.toString().replace('3974', '1')), headers), WebhookSignatureError);
    const old = signed(
      { id: 'evt_old', type: 'checkout.session.completed', data: { object: session({}) } },
      Math.floor(Date.now() / 1000) - 3600,
    );
    assert.throws(() => stripe.parseWebhook(old.body, old.headers), WebhookSignatureError);
  });

  it('refuses a timestamp as far in the future as one too old, and takes one within 5 minutes either way', (t) => {
    const event = { id: 'evt_clock', type: 'checkout.session.completed', data: { object: session({}) } };
    // The clock stands still: 301 s ahead stays one second past the tolerance however slow the machine.
    const now = Math.floor(Date.now() / 1000);
    t.mock.timers.enable({ apis: ['Date'], now: now * 1000 });
    for (const offset of [301, 400, 3600]) {
      const ahead = signed(event, now + offset);
      assert.throws(() => stripe.parseWebhook(ahead.body, ahead.headers), WebhookSignatureError, `${offset} s ahead`);
    }
    for (const offset of [-300, -240, 240, 300]) {
      const near = signed(event, now + offset);
      assert.equal(stripe.parseWebhook(near.body, near.headers).outcome, 'paid', `${offset} s`);
    }
  });

  it('reads no event whose shape is not what Stripe sends: not understood, rather than half read', () => {
    const odd: Array<Record<string, unknown>> = [
      { id: 'evt_1', type: 'checkout.session.completed', data: {} },
      { id: 'evt_2', type: 'checkout.session.completed', data: { object: null } },
      { id: 'evt_3', type: 'checkout.session.completed', data: { object: session({ amount_total: '3974' }) } },
      { id: 'evt_4', type: 'checkout.session.completed', data: { object: session({ payment_intent: 'pi_\u0000' }) } },
      { id: 'evt_5', type: 'refund.updated', data: { object: { id: 're_1', object: 'refund', status: 'succeeded', amount: 1 } } },
      { type: 'checkout.session.completed', data: { object: session({}) } },
      { id: 'evt_\u0000', type: 'checkout.session.completed', data: { object: session({}) } },
      { id: 'evt_6', type: 7, data: { object: session({}) } },
    ];
    for (const event of odd) {
      const { body, headers } = signed(event);
      assert.throws(() => stripe.parseWebhook(body, headers), UnreadableWebhookEventError, JSON.stringify(event).slice(0, 120));
    }
    const payload = '[{"id":"evt_7"}]';
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    assert.throws(() => stripe.parseWebhook(Buffer.from(payload), { 'stripe-signature': header }), UnreadableWebhookEventError);
  });

  it('takes an event type named like a property of every object for one it does not act on', () => {
    for (const type of ['constructor', '__proto__', 'toString']) {
      const { body, headers } = signed({ id: `evt_${type}`, type, data: { object: session({}) } });
      assert.equal(stripe.parseWebhook(body, headers).outcome, null, type);
    }
  });
});
