import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { AUTH_LIMITS } from '../../domain/auth-limits.js';
import { insertTestUser, latestCode, postJson } from '../../test-support/auth-fixtures.js';
import {
  addToCart,
  call,
  createShopper,
  placeOrder,
  plainProduct,
  productOfAnotherShop,
  type Shopper,
  type TestProduct,
} from '../../test-support/cart-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

/**
 * Concurrency probes of one-time codes and of one shopper's cart open in two tabs
 * (docs/probes.md). They mean most on PostgreSQL, where requests really overlap; on PGlite they run
 * too, as a check that the same answers come when everything is serialised.
 */
let t: TestApp;
before(async () => {
  // PGlite turns a request away after a second in its queue (a 503, tested in pglite-admission.test.ts);
  // 25 requests at once on a CI machine busy with other steps can wait longer, and what these probes
  // judge is the answers' content, so on PGlite they may wait as long as they need.
  t = await createTestApp({ pgliteMaxWaitMs: 30_000 });
});
after(() => t?.close());

const statusCounts = (statuses: number[]) => statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

describe('20 concurrent verifications of one code', () => {
  beforeEach(async () => {
    for (const table of ['rate_limits', 'otp_codes', 'outbox', 'password_reset_tokens']) await t.app.db.query(`DELETE FROM ${table}`);
  });

  it('turn a forgot-password code into exactly one reset token', async () => {
    const phone = '01755500001';
    await insertTestUser(t.app.db, { phone });
    const sent = await postJson(t.app, '/api/send-otp', { phone, phone_code: '880', forgot_password: 1 });
    assert.equal(sent.statusCode, 200);
    const otp = await latestCode(t.app.db);
    // From one address, so that the per phone and address limit applies (domain/auth-limits.ts).
    const ip = '10.55.0.1';
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => postJson(t.app, '/api/verify-otp', { phone, otp, forgot_password: 1 }, ip)),
    );
    const counts = statusCounts(responses.map((r) => r.statusCode));
    assert.equal(counts[200], 1, `exactly one succeeds: ${JSON.stringify(counts)}`);
    const { max } = AUTH_LIMITS.otpVerifyPerPhoneAndIp;
    assert.equal(counts[429], 20 - max, 'the per phone and address limit lets exactly its maximum through');
    const tokens = await t.app.db.query('SELECT 1 FROM password_reset_tokens');
    assert.equal(tokens.length, 1);
  });

  it('verify a new account once', async () => {
    const phone = '01755500002';
    const userId = await insertTestUser(t.app.db, { phone });
    assert.equal((await postJson(t.app, '/api/send-otp', { phone, phone_code: '880' })).statusCode, 200);
    const otp = await latestCode(t.app.db);
    const responses = await Promise.all(Array.from({ length: 20 }, () => postJson(t.app, '/api/verify-otp', { phone, otp })));
    assert.equal(responses.filter((r) => r.statusCode === 200).length, 1);
    const [user] = await t.app.db.query<{ verified: boolean }>(
      'SELECT phone_verified_at IS NOT NULL AS verified FROM users WHERE id = $1',
      [userId],
    );
    assert.equal(user!.verified, true);
  });
});

async function basket(shopper: Shopper): Promise<Map<number, number>> {
  const rows = await t.app.db.query<{ product_id: number; quantity: number }>(
    'SELECT product_id, quantity FROM cart_items WHERE user_id = $1 AND NOT is_buy_now',
    [shopper.id],
  );
  return new Map(rows.map((row) => [row.product_id, row.quantity]));
}

async function orderedQuantity(shopper: Shopper, product: TestProduct): Promise<number> {
  const [row] = await t.app.db.query<{ n: number }>(
    `SELECT coalesce(sum(i.quantity), 0)::int AS n FROM order_items i JOIN orders o ON o.id = i.order_id
      WHERE o.user_id = $1 AND i.product_id = $2`,
    [shopper.id, product.id],
  );
  return row!.n;
}

describe('one cart in two tabs', () => {
  it('keeps every line when two tabs add different products at once', async () => {
    const shopper = await createShopper(t.app, 'Two Tabs');
    const products: TestProduct[] = [];
    for (let i = 0; i < 8; i++) products.push(await plainProduct(t.app, { stock: 1000, skip: 10 + i }));
    const responses = await Promise.all(
      products.map((product) => call(t.app, shopper, 'POST', '/cart/store', { product_id: product.id, quantity: 1 })),
    );
    assert.deepEqual(statusCounts(responses.map((r) => r.statusCode)), { 200: 8 });
    assert.deepEqual([...(await basket(shopper)).keys()].sort(), products.map((p) => p.id).sort());
  });

  it('loses no unit when two tabs add, increment and decrement one product at once', async () => {
    const shopper = await createShopper(t.app, 'Two Tabs');
    const product = await plainProduct(t.app, { stock: 1000, skip: 20 });
    // Ten to start with, so that no decrement can remove the line whatever the order.
    await addToCart(t.app, shopper, product, { quantity: 10 });
    const store = () => call(t.app, shopper, 'POST', '/cart/store', { product_id: product.id, quantity: 1 });
    const step = (kind: 'increment' | 'decrement') => call(t.app, shopper, 'POST', `/cart/${kind}`, { product_id: product.id });
    const requests = [
      ...Array.from({ length: 10 }, store),
      ...Array.from({ length: 10 }, () => step('increment')),
      ...Array.from({ length: 5 }, () => step('decrement')),
    ];
    const responses = await Promise.all(requests);
    assert.deepEqual(statusCounts(responses.map((r) => r.statusCode)), { 200: 25 });
    assert.equal((await basket(shopper)).get(product.id), 10 + 10 + 10 - 5);
  });

  it('keeps a line added in one tab while the other places an order', async () => {
    const shopper = await createShopper(t.app, 'Two Tabs');
    const product = await plainProduct(t.app, { stock: 1000, skip: 21 });
    const other = await productOfAnotherShop(t.app, product.shopId, 1000);
    for (let round = 0; round < 5; round++) {
      await addToCart(t.app, shopper, product);
      const [placed, sameProduct, otherShop] = await Promise.all([
        placeOrder(t.app, shopper, [product.shopId]),
        call(t.app, shopper, 'POST', '/cart/store', { product_id: product.id, quantity: 1 }),
        call(t.app, shopper, 'POST', '/cart/store', { product_id: other.id, quantity: 1 }),
      ]);
      // 409 when the other tab raised the quantity between this tab's summary and its click: nothing placed.
      assert.ok([200, 409].includes(placed.statusCode), placed.body);
      assert.deepEqual([sameProduct.statusCode, otherShop.statusCode], [200, 200]);
      const lines = await basket(shopper);
      assert.equal(
        (await orderedQuantity(shopper, product)) + (lines.get(product.id) ?? 0),
        2 * (round + 1),
        'every unit either ordered or still in the cart',
      );
      assert.equal(lines.get(other.id), round + 1, "the other shop's line is untouched");
    }
  });
});
