import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import {
  addToCart,
  call,
  createShopper,
  createVoucher,
  flashSaleProduct,
  ordersOf,
  placeOrder,
  plainProduct,
  productOfAnotherShop,
  setOrderStatus,
  stockOf,
  type Shopper,
  type TestProduct,
} from '../../test-support/cart-fixtures.js';
import { appForSuite } from '../../test-support/test-app.js';

const t = appForSuite();
let a: TestProduct;
let b: TestProduct;
before(async () => {
  a = await plainProduct(t.app, { stock: 100, price: 30 });
  b = await productOfAnotherShop(t.app, a.shopId, 100);
});

/** Places one cash order of `product` for the shopper and returns its id. */
async function orderOf(shopper: Shopper, product: TestProduct, extra: Record<string, unknown> = {}): Promise<number> {
  await addToCart(t.app, shopper, product, { quantity: 2 });
  const response = await placeOrder(t.app, shopper, [product.shopId], extra);
  assert.equal(response.statusCode, 200, response.body);
  return (await ordersOf(t.app, shopper.id))[0]!.id;
}

describe('orders: authentication', () => {
  it('answers 401 on every orders call without a valid token', async () => {
    const calls: Array<['GET' | 'POST', string, unknown]> = [
      ['GET', '/orders', undefined],
      ['GET', '/order-details?order_id=1', undefined],
      ['POST', '/orders/cancel', { order_id: 1 }],
      ['POST', '/place-order/again', { order_id: 1 }],
      ['GET', '/order-payment/1/card', undefined],
      ['POST', '/product-review', { product_id: 1, order_id: 1, rating: 5 }],
    ];
    for (const [method, url, payload] of calls) {
      const response = await call(t.app, null, method, url, payload);
      assert.equal(response.statusCode, 401, url);
      assert.deepEqual(response.json(), { message: 'Unauthenticated.' });
    }
  });
});

describe('GET /orders', () => {
  let shopper: Shopper;
  before(async () => {
    shopper = await createShopper(t.app);
    const statuses = ['Pending', 'Confirm', 'Processing', 'On The Way', 'Delivered', 'Delivered', 'Cancelled', 'Pickup'];
    for (const status of statuses) await setOrderStatus(t.app, await orderOf(shopper, a), status);
  });

  it("lists the caller's orders newest first with counts per status", async () => {
    const response = await call(t.app, shopper, 'GET', '/orders');
    assert.equal(response.statusCode, 200);
    const { data } = response.json();
    assert.equal(data.total, 8);
    assert.deepEqual(data.status_wise_orders, {
      all: 8,
      pending: 1,
      confirm: 1,
      processing: 1,
      pickup: 1,
      on_the_way: 1,
      delivered: 2,
      cancelled: 1,
    });
    assert.equal(data.orders.length, 8);
    const ids = data.orders.map((o: { id: number }) => o.id);
    assert.deepEqual(
      ids,
      [...ids].sort((x: number, y: number) => y - x),
    );
    const [first] = data.orders;
    assert.deepEqual(Object.keys(first).sort(), [
      'address',
      'amount',
      'created_at',
      'id',
      'order_code',
      'order_status',
      'payment_method',
      'payment_status',
      'placed_at',
      'quantity',
      'refund',
    ]);
    assert.match(first.order_code, /^SM[0-9A-Z]{10}$/);
    assert.equal(first.quantity, 2);
    assert.equal(first.amount, 60 + (await deliveryCharge(a.shopId)));
    assert.equal(first.address.id, shopper.addressId);
    assert.ok(!Number.isNaN(Date.parse(first.placed_at)));
  });

  it('filters by status in any spelling and pages', async () => {
    for (const status of ['Delivered', 'delivered', 'DELIVERED']) {
      const { data } = (await call(t.app, shopper, 'GET', `/orders?order_status=${status}`)).json();
      assert.equal(data.total, 2, status);
      assert.ok(data.orders.every((o: { order_status: string }) => o.order_status === 'Delivered'));
    }
    for (const status of ['on_the_way', 'On%20The%20Way', 'on-the-way']) {
      assert.equal((await call(t.app, shopper, 'GET', `/orders?order_status=${status}`)).json().data.total, 1, status);
    }
    assert.equal((await call(t.app, shopper, 'GET', '/orders?order_status=all')).json().data.total, 8);
    assert.equal((await call(t.app, shopper, 'GET', '/orders?order_status=')).json().data.total, 8);
    const page = (await call(t.app, shopper, 'GET', '/orders?page=2&per_page=3')).json().data;
    assert.equal(page.total, 8);
    assert.equal(page.orders.length, 3);
    assert.equal((await call(t.app, shopper, 'GET', '/orders?page=3&per_page=3')).json().data.orders.length, 2);
  });

  it('validates the query', async () => {
    for (const [query, field] of [
      ['order_status=shipped', 'order_status'],
      ['page=0', 'page'],
      ['per_page=101', 'per_page'],
      ['page=x', 'page'],
    ]) {
      const response = await call(t.app, shopper, 'GET', `/orders?${query}`);
      assert.equal(response.statusCode, 422, query);
      assert.deepEqual(Object.keys(response.json().errors), [field]);
    }
    assert.equal(
      (await call(t.app, shopper, 'GET', '/orders?order_status=shipped')).json().message,
      'The selected order status is invalid.',
    );
  });

  it("shows nobody else's orders", async () => {
    const { data } = (await call(t.app, await createShopper(t.app), 'GET', '/orders')).json();
    assert.equal(data.total, 0);
    assert.equal(data.status_wise_orders.all, 0);
  });
});

async function deliveryCharge(shopId: number): Promise<number> {
  const [row] = await t.app.db.query<{ delivery_charge: number }>('SELECT delivery_charge FROM shops WHERE id = $1', [shopId]);
  return row!.delivery_charge;
}

describe('GET /order-details', () => {
  it('answers the order with its amounts, shop, invoice link and products as bought', async () => {
    const shopper = await createShopper(t.app);
    const voucher = await createVoucher(t.app, a.shopId, { discount: 5 });
    await t.app.db.query('UPDATE products SET discount_price = 25 WHERE id = $1', [a.id]);
    const orderId = await orderOf(shopper, a, { coupon_code: voucher.code, note: 'Leave at the door' });
    await t.app.db.query('UPDATE products SET discount_price = 0 WHERE id = $1', [a.id]);
    const response = await call(t.app, shopper, 'GET', `/order-details?order_id=${orderId}`);
    assert.equal(response.statusCode, 200, response.body);
    const { order } = response.json().data;
    const delivery = await deliveryCharge(a.shopId);
    assert.equal(order.id, orderId);
    assert.equal(order.total_amount, 60);
    assert.equal(order.discount, 10);
    assert.equal(order.coupon_discount, 5);
    assert.equal(order.delivery_charge, delivery);
    assert.equal(order.tax_amount, 0);
    assert.equal(order.payable_amount, Math.round((45 + delivery) * 100) / 100);
    assert.equal(order.amount, order.payable_amount);
    assert.equal(order.note, 'Leave at the door');
    assert.match(order.estimated_delivery_date, /^\d{4}-\d{2}-\d{2}$/);
    assert.equal(order.shop.id, a.shopId);
    assert.match(order.invoice_url, /^\/invoice\/[A-Za-z0-9_-]{32}$/);
    assert.equal(order.products.length, 1);
    const [product] = order.products;
    assert.equal(product.id, a.id);
    assert.equal(product.price, 30);
    assert.equal(product.discount_price, 25);
    assert.equal(product.order_qty, 2);
    assert.equal(product.rating, null);
    assert.ok('color' in product && 'size' in product && 'unit' in product && 'brand' in product && 'thumbnail' in product);
  });

  it("answers 404 for another shopper's or an unknown order, 422 for a bad id", async () => {
    const owner = await createShopper(t.app);
    const orderId = await orderOf(owner, a);
    const stranger = await createShopper(t.app);
    for (const id of [orderId, 2_000_000_000]) {
      const response = await call(t.app, stranger, 'GET', `/order-details?order_id=${id}`);
      assert.equal(response.statusCode, 404);
      assert.deepEqual(response.json(), { message: 'Order not found.' });
    }
    for (const query of ['', 'order_id=abc', 'order_id=0', 'order_id=99999999999']) {
      const response = await call(t.app, stranger, 'GET', `/order-details?${query}`);
      assert.equal(response.statusCode, 422, query);
      assert.deepEqual(Object.keys(response.json().errors), ['order_id']);
    }
  });
});

describe('POST /orders/cancel', () => {
  it('cancels a pending order, restoring stock, flash-sale stock, the voucher use and the payment link', async () => {
    const shopper = await createShopper(t.app);
    const sale = await flashSaleProduct(t.app, { saleLeft: 10, stock: 40 });
    const voucher = await createVoucher(t.app, sale.shopId, { discount: 1 });
    await addToCart(t.app, shopper, sale, { quantity: 3 });
    const placed = await placeOrder(t.app, shopper, [sale.shopId], { coupon_code: voucher.code, payment_method: 'card' });
    assert.equal(placed.statusCode, 200, placed.body);
    const [order] = await ordersOf(t.app, shopper.id);
    assert.equal(await stockOf(t.app, sale.id), 37);

    const response = await call(t.app, shopper, 'POST', '/orders/cancel', { order_id: order!.id });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().message, 'Order cancelled successfully.');
    assert.equal(response.json().data.order.order_status, 'Cancelled');
    assert.equal(await stockOf(t.app, sale.id), 40);
    const [fsp] = await t.app.db.query<{ left: number }>(
      'SELECT quantity - sold AS left FROM flash_sale_products WHERE flash_sale_id = $1 AND product_id = $2',
      [sale.flashSaleId, sale.id],
    );
    assert.equal(fsp!.left, 10);
    const [coupon] = await t.app.db.query<{ used_count: number }>('SELECT used_count FROM coupons WHERE id = $1', [voucher.id]);
    assert.equal(coupon!.used_count, 0);
    const [payment] = await t.app.db.query<{ status: string }>('SELECT status FROM payments WHERE order_id = $1', [order!.id]);
    assert.equal(payment!.status, 'Cancelled');

    const again = await call(t.app, shopper, 'POST', '/orders/cancel', { order_id: order!.id });
    assert.equal(again.statusCode, 422);
    assert.deepEqual(again.json(), { message: 'Only pending orders can be cancelled.' });
    assert.equal(await stockOf(t.app, sale.id), 40, 'stock is restored once');
  });

  it("refuses orders past Pending, and answers 404 for another shopper's order", async () => {
    const shopper = await createShopper(t.app);
    const orderId = await orderOf(shopper, a);
    await setOrderStatus(t.app, orderId, 'Confirm');
    assert.equal((await call(t.app, shopper, 'POST', '/orders/cancel', { order_id: orderId })).statusCode, 422);
    const mine = await orderOf(shopper, a);
    const stranger = await createShopper(t.app);
    const response = await call(t.app, stranger, 'POST', '/orders/cancel', { order_id: mine });
    assert.equal(response.statusCode, 404);
    assert.equal((await ordersOf(t.app, shopper.id))[0]!.order_status, 'Pending');
    assert.equal((await call(t.app, shopper, 'POST', '/orders/cancel', {})).statusCode, 422);
  });
});

describe('POST /place-order/again', () => {
  it("places a delivered order again at today's prices and answers the new order", async () => {
    const shopper = await createShopper(t.app);
    const orderId = await orderOf(shopper, b, { payment_method: 'card' });
    await setOrderStatus(t.app, orderId, 'Delivered');
    const stock = await stockOf(t.app, b.id);
    const response = await call(t.app, shopper, 'POST', '/place-order/again', { order_id: orderId });
    assert.equal(response.statusCode, 200, response.body);
    const { order_payment_url, order } = response.json().data;
    assert.match(order_payment_url, /^\/pay\//);
    assert.notEqual(order.id, orderId);
    assert.equal(order.order_status, 'Pending');
    assert.equal(order.quantity, 2);
    assert.equal(order.payment_method, 'card');
    assert.equal(await stockOf(t.app, b.id), stock - 2);
  });

  it("refuses an order not delivered, and answers 404 for another shopper's order", async () => {
    const shopper = await createShopper(t.app);
    const orderId = await orderOf(shopper, a);
    const pending = await call(t.app, shopper, 'POST', '/place-order/again', { order_id: orderId });
    assert.equal(pending.statusCode, 422);
    assert.deepEqual(pending.json(), { message: 'Only delivered orders can be ordered again.' });
    await setOrderStatus(t.app, orderId, 'Delivered');
    const stranger = await createShopper(t.app);
    assert.equal((await call(t.app, stranger, 'POST', '/place-order/again', { order_id: orderId })).statusCode, 404);
    assert.equal((await call(t.app, shopper, 'POST', '/place-order/again', { order_id: 'x' })).statusCode, 422);
  });

  it('honours an Idempotency-Key', async () => {
    const shopper = await createShopper(t.app);
    const orderId = await orderOf(shopper, a);
    await setOrderStatus(t.app, orderId, 'Delivered');
    const headers = { 'idempotency-key': 'again-1' };
    const first = await call(t.app, shopper, 'POST', '/place-order/again', { order_id: orderId }, headers);
    const second = await call(t.app, shopper, 'POST', '/place-order/again', { order_id: orderId }, headers);
    assert.equal(first.statusCode, 200);
    assert.deepEqual(second.json(), first.json());
    assert.equal((await ordersOf(t.app, shopper.id)).length, 2);
  });
});

describe('GET /order-payment/{order}/{method}', () => {
  it('makes a new payment link, retiring the old one; cash switches the order to cash', async () => {
    const shopper = await createShopper(t.app);
    await addToCart(t.app, shopper, a);
    const placed = await placeOrder(t.app, shopper, [a.shopId], { payment_method: 'card' });
    const oldUrl: string = placed.json().data.order_payment_url;
    const [order] = await ordersOf(t.app, shopper.id);
    const response = await call(t.app, shopper, 'GET', `/order-payment/${order!.id}/card`);
    assert.equal(response.statusCode, 200, response.body);
    const newUrl: string = response.json().data.order_payment_url;
    assert.match(newUrl, /^\/pay\/[A-Za-z0-9_-]{43}$/);
    assert.notEqual(newUrl, oldUrl);
    assert.equal((await t.app.inject({ url: oldUrl })).statusCode, 410, 'the old link is closed');
    assert.equal((await t.app.inject({ url: newUrl })).statusCode, 303, 'the new one goes to the provider');

    const cash = await call(t.app, shopper, 'GET', `/order-payment/${order!.id}/cash`);
    assert.deepEqual(cash.json().data, { order_payment_url: null });
    const [stored] = await t.app.db.query<{ payment_method: string }>('SELECT payment_method FROM orders WHERE id = $1', [order!.id]);
    assert.equal(stored!.payment_method, 'cash');
    assert.equal((await t.app.inject({ url: newUrl })).statusCode, 410);
  });

  it('refuses paid, cancelled and foreign orders, and unknown methods', async () => {
    const shopper = await createShopper(t.app);
    const orderId = await orderOf(shopper, a, { payment_method: 'card' });
    const unknown = await call(t.app, shopper, 'GET', `/order-payment/${orderId}/bitcoin`);
    assert.equal(unknown.statusCode, 422);
    assert.deepEqual(unknown.json().errors, { method: ['The selected payment method is invalid.'] });
    assert.equal((await call(t.app, await createShopper(t.app), 'GET', `/order-payment/${orderId}/card`)).statusCode, 404);
    assert.equal((await call(t.app, shopper, 'GET', '/order-payment/abc/card')).statusCode, 422);
    await t.app.db.query("UPDATE orders SET payment_status = 'Paid' WHERE id = $1", [orderId]);
    assert.deepEqual((await call(t.app, shopper, 'GET', `/order-payment/${orderId}/card`)).json(), {
      message: 'This order is already paid.',
    });
    const cancelled = await orderOf(shopper, a);
    await setOrderStatus(t.app, cancelled, 'Cancelled');
    assert.deepEqual((await call(t.app, shopper, 'GET', `/order-payment/${cancelled}/card`)).json(), {
      message: 'This order can no longer be paid.',
    });
  });
});

describe('POST /product-review', () => {
  it('reviews a product of a delivered order once, updating the product rating', async () => {
    const shopper = await createShopper(t.app);
    const orderId = await orderOf(shopper, b);
    const review = { order_id: orderId, product_id: b.id, rating: 4, description: 'Solid.' };
    const early = await call(t.app, shopper, 'POST', '/product-review', review);
    assert.equal(early.statusCode, 422);
    assert.deepEqual(early.json(), { message: 'You can review the products of an order once it is delivered.' });
    await setOrderStatus(t.app, orderId, 'Delivered');
    const [before] = await t.app.db.query<{ total_reviews: number }>('SELECT total_reviews FROM products WHERE id = $1', [b.id]);

    const response = await call(t.app, shopper, 'POST', '/product-review', review);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().message, 'Thank you for your review.');
    const stored = response.json().data.review;
    assert.equal(stored.rating, 4);
    assert.equal(stored.description, 'Solid.');
    assert.equal(stored.customer_name, 'Test Shopper');
    assert.ok(!Number.isNaN(Date.parse(stored.created_at)));
    const [afterwards] = await t.app.db.query<{ total_reviews: number }>('SELECT total_reviews FROM products WHERE id = $1', [b.id]);
    assert.equal(afterwards!.total_reviews, before!.total_reviews + 1);
    const details = (await call(t.app, shopper, 'GET', `/order-details?order_id=${orderId}`)).json().data.order;
    assert.equal(details.products[0].rating, 4);

    const twice = await call(t.app, shopper, 'POST', '/product-review', review);
    assert.equal(twice.statusCode, 422);
    assert.deepEqual(twice.json(), { message: 'You have already reviewed this product for this order.' });
  });

  it('refuses products not in the order, foreign orders and bad input', async () => {
    const shopper = await createShopper(t.app);
    const orderId = await orderOf(shopper, b);
    await setOrderStatus(t.app, orderId, 'Delivered');
    const notInOrder = await call(t.app, shopper, 'POST', '/product-review', { order_id: orderId, product_id: a.id, rating: 5 });
    assert.equal(notInOrder.statusCode, 422);
    assert.deepEqual(notInOrder.json().errors, { product_id: ['The product is not part of this order.'] });
    const stranger = await createShopper(t.app);
    assert.equal(
      (await call(t.app, stranger, 'POST', '/product-review', { order_id: orderId, product_id: b.id, rating: 5 })).statusCode,
      404,
    );
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ rating: 0 }, 'rating'],
      [{ rating: 6 }, 'rating'],
      [{ rating: 4.5 }, 'rating'],
      [{ rating: undefined }, 'rating'],
      [{ description: 'd'.repeat(2001) }, 'description'],
      [{ product_id: 'x' }, 'product_id'],
      [{ order_id: undefined }, 'order_id'],
    ];
    for (const [extra, field] of cases) {
      const response = await call(t.app, shopper, 'POST', '/product-review', { order_id: orderId, product_id: b.id, rating: 5, ...extra });
      assert.equal(response.statusCode, 422, JSON.stringify(extra));
      assert.deepEqual(Object.keys(response.json().errors), [field]);
    }
  });
});
