import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import {
  addToCart,
  call,
  createShopper,
  createVoucher,
  flashSaleProduct,
  placeOrder,
  plainProduct,
  stockOf,
  summaryVersionOf,
  type Shopper,
} from '../../test-support/cart-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

/**
 * Concurrency probes of order placement (docs/probes.md): races that only a server with many
 * connections can lose. PGlite has one connection and runs transactions one after the other, so
 * these run on PostgreSQL (DATABASE_URL) only.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const skip = onPostgres ? false : 'PostgreSQL only (set DATABASE_URL): PGlite serialises every transaction';

let t: TestApp;
before(async () => {
  if (onPostgres) t = await createTestApp();
});
after(() => t?.close());

async function shoppers(count: number): Promise<Shopper[]> {
  const list: Shopper[] = [];
  for (let i = 0; i < count; i++) list.push(await createShopper(t.app, `Racer ${i}`));
  return list;
}

const statusCounts = (statuses: number[]) => statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

describe('concurrent placements on PostgreSQL', { skip }, () => {
  it('sells exactly the stock: 50 concurrent orders for 5 units give 5 orders and stock 0', async () => {
    const product = await plainProduct(t.app, { stock: 5 });
    const racers = await shoppers(50);
    for (const racer of racers) await addToCart(t.app, racer, product);
    const responses = await Promise.all(racers.map((racer) => placeOrder(t.app, racer, [product.shopId])));
    const refused = responses.filter((r) => r.statusCode !== 200);
    assert.equal(responses.length - refused.length, 5);
    // Who saw the stock before it ran out is shown the checkout again (409, the line out of stock);
    // who saw it after, and raced past, is refused at the stock.
    for (const answer of refused) {
      const said = answer.statusCode === 409 ? answer.json().data.stock[0]?.message : answer.json().message;
      assert.ok([409, 422].includes(answer.statusCode), answer.body);
      assert.equal(said, `${product.name} is out of stock.`);
    }
    assert.equal(await stockOf(t.app, product.id), 0);
    const [orders] = await t.app.db.query<{ n: number }>('SELECT count(*) AS n FROM order_items WHERE product_id = $1', [product.id]);
    assert.equal(orders!.n, 5);
  });

  it('sells exactly the flash-sale stock at the sale price: 20 concurrent orders, 5 left in the sale', async () => {
    const sale = await flashSaleProduct(t.app, { saleLeft: 5, stock: 100 });
    const racers = await shoppers(20);
    for (const racer of racers) await addToCart(t.app, racer, sale);
    const responses = await Promise.all(racers.map((racer) => placeOrder(t.app, racer, [sale.shopId])));
    // Who read the sale price before it sold out and lost the race is asked to look again: shown the
    // checkout at the product's own price (409), or, having passed that check first, refused at the
    // sale's stock; who read it after buys at the product's own price.
    for (const refused of responses.filter((r) => r.statusCode !== 200)) {
      if (refused.statusCode === 409) {
        const line = refused.json().data.checkout_items[0].products[0];
        assert.notEqual(line.discount_price > 0 ? line.discount_price : line.price, sale.salePrice, refused.body);
        continue;
      }
      assert.equal(refused.statusCode, 422);
      assert.equal(refused.json().message, `The price of ${sale.name} has just changed; please check your cart again.`);
    }
    const [row] = await t.app.db.query<{ left: number; at_sale: number }>(
      `SELECT quantity - sold AS left,
              (SELECT count(*) FROM order_items WHERE product_id = $2 AND flash_sale_id = $1) AS at_sale
         FROM flash_sale_products WHERE flash_sale_id = $1 AND product_id = $2`,
      [sale.flashSaleId, sale.id],
    );
    assert.deepEqual(row, { left: 0, at_sale: 5 });
    const placed = responses.filter((r) => r.statusCode === 200).length;
    assert.equal(await stockOf(t.app, sale.id), 100 - placed);
  });

  it('never redeems a voucher beyond its total limit: 20 concurrent placements, limit 5', async () => {
    const product = await plainProduct(t.app, { stock: 1000, skip: 1 });
    const voucher = await createVoucher(t.app, product.shopId, { total_limit: 5, limit_for_user: 1 });
    const racers = await shoppers(20);
    for (const racer of racers) await addToCart(t.app, racer, product);
    const responses = await Promise.all(racers.map((racer) => placeOrder(t.app, racer, [product.shopId], { coupon_code: voucher.code })));
    assert.deepEqual(statusCounts(responses.map((r) => r.statusCode)), { 200: 5, 422: 15 });
    for (const refused of responses.filter((r) => r.statusCode === 422)) {
      assert.equal(refused.json().message, 'This voucher has reached its usage limit.');
    }
    const [coupon] = await t.app.db.query<{ used_count: number; redemptions: number }>(
      'SELECT used_count, (SELECT count(*) FROM coupon_redemptions WHERE coupon_id = c.id) AS redemptions FROM coupons c WHERE id = $1',
      [voucher.id],
    );
    assert.deepEqual(coupon, { used_count: 5, redemptions: 5 });
  });

  it('collects a voucher once: 20 concurrent collects by one shopper', async () => {
    const product = await plainProduct(t.app, { skip: 2 });
    const voucher = await createVoucher(t.app, product.shopId);
    const [racer] = await shoppers(1);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => call(t.app, racer!, 'POST', '/vouchers-collect', { coupon_id: voucher.id })),
    );
    assert.deepEqual(statusCounts(responses.map((r) => r.statusCode)), { 200: 1, 422: 19 });
    const rows = await t.app.db.query('SELECT 1 FROM collected_coupons WHERE coupon_id = $1', [voucher.id]);
    assert.equal(rows.length, 1);
  });

  it('places one order for 20 concurrent retries with one Idempotency-Key, all answered alike', async () => {
    const product = await plainProduct(t.app, { stock: 100, skip: 3 });
    const [racer] = await shoppers(1);
    await addToCart(t.app, racer!, product, { quantity: 2 });
    const headers = { 'idempotency-key': 'burst-0001' };
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => placeOrder(t.app, racer!, [product.shopId], { payment_method: 'card' }, headers)),
    );
    assert.deepEqual(statusCounts(responses.map((r) => r.statusCode)), { 200: 20 });
    const bodies = new Set(responses.map((r) => r.body));
    assert.equal(bodies.size, 1, 'every retry answers the same payment link');
    const orders = await t.app.db.query('SELECT 1 FROM orders WHERE user_id = $1', [racer!.id]);
    assert.equal(orders.length, 1);
    assert.equal(await stockOf(t.app, product.id), 98);
  });
});

describe('two API instances on one PostgreSQL schema', { skip }, () => {
  let second: FastifyInstance;
  before(async () => {
    second = await buildApp({
      logger: false,
      staticMounts: [],
      compositionFile: path.join(t.database.options.dataDir, 'composition.json'),
      ...t.database.options,
    });
  });
  after(() => second?.close());

  it('honours an Idempotency-Key across instances, one after the other and at once', async () => {
    const product = await plainProduct(t.app, { stock: 100, skip: 4 });
    const [racer] = await shoppers(1);
    await addToCart(t.app, racer!, product);
    const headers = { 'idempotency-key': 'two-instances-1' };
    // A retry sends the same body, so the summary the shopper saw before the first attempt.
    const seen = { summary_version: await summaryVersionOf(t.app, racer!, [product.shopId]) };
    const first = await placeOrder(t.app, racer!, [product.shopId], seen, headers);
    const retry = await placeOrder(second, racer!, [product.shopId], seen, headers);
    assert.equal(first.statusCode, 200);
    assert.equal(retry.statusCode, 200);
    assert.equal(retry.headers['idempotent-replayed'], 'true');
    assert.deepEqual(retry.json(), first.json());

    await addToCart(t.app, racer!, product);
    const burst = { 'idempotency-key': 'two-instances-2' };
    const seenAgain = { summary_version: await summaryVersionOf(t.app, racer!, [product.shopId]) };
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => placeOrder(i % 2 ? second : t.app, racer!, [product.shopId], seenAgain, burst)),
    );
    assert.deepEqual(statusCounts(responses.map((r) => r.statusCode)), { 200: 10 });
    assert.equal(responses.filter((r) => r.headers['idempotent-replayed'] === 'true').length, 9);
    const orders = await t.app.db.query('SELECT 1 FROM orders WHERE user_id = $1', [racer!.id]);
    assert.equal(orders.length, 2);
  });
});
