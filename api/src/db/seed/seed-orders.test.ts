import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { issueAccessToken } from '../../domain/access-tokens.js';
import { call } from '../../test-support/cart-fixtures.js';
import { appForSuite } from '../../test-support/test-app.js';
import { DEMO_CUSTOMER } from './data/people.js';

describe("the demo customer's orders and basket", () => {
  const t = appForSuite();
  let demo: { token: string };
  before(async () => {
    const [user] = await t.app.db.query<{ id: number }>('SELECT id FROM users WHERE phone = $1', [DEMO_CUSTOMER.phone]);
    demo = { token: await issueAccessToken(t.app.db, user!.id) };
  });

  it('has past orders in every stage, some paid, with consistent amounts', async () => {
    const { data } = (await call(t.app, demo, 'GET', '/orders')).json();
    assert.deepEqual(data.status_wise_orders, {
      all: 7,
      pending: 1,
      confirm: 1,
      processing: 1,
      pickup: 0,
      on_the_way: 1,
      delivered: 2,
      cancelled: 1,
    });
    const paid = data.orders.filter((o: { payment_status: string }) => o.payment_status === 'Paid');
    assert.ok(paid.length >= 3 && paid.length < 7);
    const cardPaidWithoutAttempt = await t.app.db.query(
      `SELECT o.id FROM orders o WHERE o.payment_status = 'Paid' AND o.payment_method <> 'cash'
          AND NOT EXISTS (SELECT 1 FROM payments p JOIN payment_attempts a ON a.id = p.attempt_id WHERE p.order_id = o.id AND a.status = 'Paid')`,
    );
    assert.deepEqual(cardPaidWithoutAttempt, [], 'every paid card order has the attempt that paid it');
    for (const { id } of data.orders) {
      const { order } = (await call(t.app, demo, 'GET', `/order-details?order_id=${id}`)).json().data;
      assert.ok(order.products.length >= 1);
      const lines = order.products.reduce(
        (sum: number, p: { price: number; discount_price: number; order_qty: number }) =>
          sum + Math.round((p.discount_price > 0 ? p.discount_price : p.price) * 100) * p.order_qty,
        0,
      );
      assert.equal(Math.round(order.total_amount * 100) - Math.round(order.discount * 100), lines);
      assert.equal(Math.round(order.payable_amount * 100), lines + Math.round(order.delivery_charge * 100));
    }
  });

  it('has one reviewed product in a delivered order, counted in its rating', async () => {
    const [row] = await t.app.db.query<{ consistent: boolean }>(
      `SELECT p.total_reviews = (SELECT count(*) FROM reviews r WHERE r.product_id = p.id) AS consistent
         FROM reviews r JOIN orders o ON o.id = r.order_id AND o.order_status = 'Delivered' JOIN products p ON p.id = r.product_id`,
    );
    assert.equal(row?.consistent, true);
  });

  it('has a basket with products of two shops', async () => {
    const { data } = (await call(t.app, demo, 'GET', '/carts')).json();
    assert.equal(data.total, 3);
    assert.equal(data.cart_items.length, 2);
  });
});
