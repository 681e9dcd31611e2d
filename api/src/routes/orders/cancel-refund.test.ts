import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import {
  addToCart,
  call,
  createShopper,
  ordersOf,
  placeOrder,
  plainProduct,
  type Shopper,
  type TestProduct,
} from '../../test-support/cart-fixtures.js';
import { payThroughTestProvider } from '../../test-support/payment-fixtures.js';
import { appForSuite } from '../../test-support/test-app.js';

const t = appForSuite();
let product: TestProduct;
before(async () => {
  product = await plainProduct(t.app, { stock: 100, price: 30 });
});

/** Places a card order and pays it through the test provider; returns the order's id. */
async function paidCardOrder(shopper: Shopper): Promise<number> {
  await addToCart(t.app, shopper, product);
  const placed = await placeOrder(t.app, shopper, [product.shopId], { payment_method: 'card' });
  assert.equal(placed.statusCode, 200, placed.body);
  await payThroughTestProvider(t.app, placed.json().data.order_payment_url);
  const [order] = await ordersOf(t.app, shopper.id);
  assert.equal(order!.payment_status, 'Paid');
  return order!.id;
}

describe('cancelling an order already paid by card', () => {
  it('cancels it and records a refund owed of what was paid, shown in the order and its details', async () => {
    const shopper = await createShopper(t.app);
    const orderId = await paidCardOrder(shopper);
    const paid = (await ordersOf(t.app, shopper.id))[0]!.payable_amount;

    const response = await call(t.app, shopper, 'POST', '/orders/cancel', { order_id: orderId });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().message, 'Order cancelled. Your card payment will be refunded.');
    const { order } = response.json().data;
    assert.equal(order.order_status, 'Cancelled');
    assert.equal(order.payment_status, 'Paid');
    assert.deepEqual(order.refund, { amount: paid, status: 'Pending' });

    // The cancellation kicked the payments worker, whose refund the test provider settles a moment
    // later: by the time these are read it may be Refunded already, the sooner the busier the test.
    const shown = (refund: { amount: number; status: string }) => {
      assert.equal(refund.amount, paid);
      assert.match(refund.status, /^(Pending|Refunded)$/);
    };
    shown((await call(t.app, shopper, 'GET', `/order-details?order_id=${orderId}`)).json().data.order.refund);
    const listed = (await call(t.app, shopper, 'GET', '/orders')).json().data.orders;
    shown(listed.find((o: { id: number }) => o.id === orderId).refund);
  });

  it('asks the provider for the refund, which its webhook then marks Refunded', async () => {
    const shopper = await createShopper(t.app);
    const orderId = await paidCardOrder(shopper);
    assert.equal((await call(t.app, shopper, 'POST', '/orders/cancel', { order_id: orderId })).statusCode, 200);
    await t.app.payments.runRound();
    const [refund] = await t.app.db.query<{ status: string; amount_minor: number; provider_reference: string }>(
      'SELECT status, amount_minor::int AS amount_minor, provider_reference FROM payment_refunds WHERE order_id = $1',
      [orderId],
    );
    assert.equal(refund!.status, 'Submitted');
    assert.equal(refund!.amount_minor, Math.round((await ordersOf(t.app, shopper.id))[0]!.payable_amount * 100));
    // The test provider settles the refund a moment later and tells the store by webhook.
    const deadline = Date.now() + 10_000;
    let details;
    do {
      await new Promise((resolve) => setTimeout(resolve, 200));
      details = (await call(t.app, shopper, 'GET', `/order-details?order_id=${orderId}`)).json().data.order;
    } while (details.refund.status !== 'Refunded' && Date.now() < deadline);
    assert.equal(details.refund.status, 'Refunded');
  });

  it('says so in the request language', async () => {
    const shopper = await createShopper(t.app);
    const orderId = await paidCardOrder(shopper);
    const response = await call(t.app, shopper, 'POST', '/orders/cancel', { order_id: orderId }, { 'accept-language': 'ar' });
    assert.equal(response.statusCode, 200, response.body);
    assert.match(response.json().message, /[\u0600-\u06ff]/);
  });

  it('owes nothing for an unpaid order', async () => {
    const shopper = await createShopper(t.app);
    await addToCart(t.app, shopper, product);
    await placeOrder(t.app, shopper, [product.shopId]);
    const [order] = await ordersOf(t.app, shopper.id);
    const response = await call(t.app, shopper, 'POST', '/orders/cancel', { order_id: order!.id });
    assert.equal(response.json().message, 'Order cancelled successfully.');
    assert.equal(response.json().data.order.refund, null);
  });

  it('cannot hold a refund on an order that is not both paid and cancelled', async () => {
    const shopper = await createShopper(t.app);
    await addToCart(t.app, shopper, product);
    await placeOrder(t.app, shopper, [product.shopId]);
    const [order] = await ordersOf(t.app, shopper.id);
    await assert.rejects(
      t.app.db.query("UPDATE orders SET refund_status = 'Pending', refund_amount = 1 WHERE id = $1", [order!.id]),
      (error: { code?: string }) => error.code === '23514', // check_violation
    );
  });
});
