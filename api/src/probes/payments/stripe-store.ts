import assert from 'node:assert/strict';
import Stripe from 'stripe';
import {
  addToCart,
  createShopper,
  placeOrder,
  plainProduct,
  productOfAnotherShop,
  type Shopper,
  type TestProduct,
} from '../../test-support/cart-fixtures.js';
import { startStripeTestServer, type StripeTestServer } from '../../test-support/stripe-test-server.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

/**
 * The store with Stripe as its card provider, for the payments probes: the official SDK against the
 * local server that speaks Stripe's HTTP API (test-support/stripe-test-server.ts), webhooks signed by
 * the SDK's own generateTestHeaderString, and a product in each of two shops.
 */
export const SECRET_KEY = 'sk_test_probe_only';
export const WEBHOOK_SECRET = 'whsec_probe_only';

export interface StripeStore {
  t: TestApp;
  server: StripeTestServer;
  /** The SDK pointed at the local server: what Stripe holds, read as the store would. */
  stripe: Stripe;
  a: TestProduct;
  b: TestProduct;
  close(): Promise<void>;
}

export async function startStripeStore(): Promise<StripeStore> {
  const server = await startStripeTestServer(SECRET_KEY);
  const t = await createTestApp({
    payments: {
      stripe: { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiBase: server.apiBase },
      testProvider: 'off',
      pollSeconds: 3600,
      reconcileAfterSeconds: 300,
    },
  });
  const a = await plainProduct(t.app, { stock: 500, price: 30 });
  const b = await productOfAnotherShop(t.app, a.shopId, 500);
  const stripe = new Stripe(SECRET_KEY, { ...server.apiBase, maxNetworkRetries: 0 });
  return {
    t,
    server,
    stripe,
    a,
    b,
    async close() {
      await t.close();
      await server.close();
    },
  };
}

/** A body as Stripe would sign and send it to POST /api/payments/webhooks/stripe (`timestamp` in seconds). */
export function deliverSigned(store: StripeStore, payload: string, timestamp?: number) {
  const signature = new Stripe(SECRET_KEY).webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp });
  return store.t.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/stripe',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    payload,
  });
}

export interface CardOrder {
  shopper: Shopper;
  orderId: number;
  paymentUrl: string;
}

/** A shopper's card order in one shop, not yet opened at the provider. */
export async function placeCardOrder(store: StripeStore): Promise<CardOrder> {
  const shopper = await createShopper(store.t.app);
  await addToCart(store.t.app, shopper, store.a);
  const placed = await placeOrder(store.t.app, shopper, [store.a.shopId], { payment_method: 'card' });
  assert.equal(placed.statusCode, 200, placed.body);
  const [order] = await store.t.app.db.query<{ id: number }>('SELECT id FROM orders WHERE user_id = $1', [shopper.id]);
  return { shopper, orderId: order!.id, paymentUrl: placed.json().data.order_payment_url as string };
}

/** Opens a /pay/ link as the shopper's browser does: the Checkout Session it was sent to. */
export async function openAtStripe(store: StripeStore, paymentUrl: string): Promise<string> {
  const opened = await store.t.app.inject({ url: paymentUrl });
  assert.equal(opened.statusCode, 303, opened.body);
  return /\/c\/pay\/(cs_test_\d+)$/.exec(opened.headers.location as string)![1]!;
}

/** What Stripe holds of a Checkout Session now: 'open', 'complete' or 'expired'. */
export async function sessionStatus(store: StripeStore, sessionId: string): Promise<string | null> {
  return (await store.stripe.checkout.sessions.retrieve(sessionId)).status;
}

/** The Checkout Sessions the store asked Stripe to create, in order. */
export function sessionsCreated(store: StripeStore): number {
  return store.server.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions').length;
}
