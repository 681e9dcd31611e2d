import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { setSetting } from '../../db/queries/settings.js';
import { hashToken } from '../../lib/access-token.js';
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
  setShopDeliveryCharge,
  stockOf,
  type Shopper,
  type TestProduct,
} from '../../test-support/cart-fixtures.js';
import { appForSuite } from '../../test-support/test-app.js';

const t = appForSuite();

async function basketProducts(shopper: Shopper): Promise<number[]> {
  const rows = await t.app.db.query<{ product_id: number }>(
    'SELECT product_id FROM cart_items WHERE user_id = $1 AND NOT is_buy_now ORDER BY product_id',
    [shopper.id],
  );
  return rows.map((r) => r.product_id);
}

describe('POST /place-order', () => {
  let a: TestProduct;
  let b: TestProduct;
  before(async () => {
    a = await plainProduct(t.app, { stock: 10, price: 40, discountPrice: 30 });
    b = await productOfAnotherShop(t.app, a.shopId, 10);
    await t.app.db.query('UPDATE products SET price = 12.5 WHERE id = $1', [b.id]);
    await setShopDeliveryCharge(t.app, a.shopId, 4.99);
    await setShopDeliveryCharge(t.app, b.shopId, 2.5);
  });

  it('answers 401 without a token', async () => {
    const response = await call(t.app, null, 'POST', '/place-order', { shop_ids: [1], address_id: 1, payment_method: 'cash' });
    assert.equal(response.statusCode, 401);
    assert.deepEqual(response.json(), { message: 'Unauthenticated.' });
  });

  it('places one order per chosen shop with cash: stock taken, lines removed, no payment link', async () => {
    const shopper = await createShopper(t.app);
    const other = await plainProduct(t.app, { skip: 20, exclude: [a.id, b.id] });
    await addToCart(t.app, shopper, a, { quantity: 2, size: a.sizeIds[0], color: a.colorIds[0] });
    await addToCart(t.app, shopper, b, { quantity: 3 });
    const leftBehind = other.shopId === a.shopId || other.shopId === b.shopId ? null : other;
    if (leftBehind) await addToCart(t.app, shopper, leftBehind);
    const stockA = await stockOf(t.app, a.id);

    const response = await placeOrder(t.app, shopper, [a.shopId, b.shopId], { note: 'Ring twice' });
    assert.equal(response.statusCode, 200, response.body);
    const orders = await ordersOf(t.app, shopper.id);
    assert.deepEqual(response.json(), {
      message: 'Order placed successfully.',
      data: { order_payment_url: null, order_ids: orders.map((o) => o.id).sort((x, y) => x - y) },
    });
    assert.deepEqual(orders.map((o) => o.shop_id).sort(), [a.shopId, b.shopId].sort());
    const byShop = new Map(orders.map((o) => [o.shop_id, o]));
    assert.equal(byShop.get(a.shopId)!.payable_amount, 64.99);
    assert.equal(byShop.get(b.shopId)!.payable_amount, 40);
    for (const order of orders) {
      assert.equal(order.order_status, 'Pending');
      assert.equal(order.payment_status, 'Pending');
    }
    assert.equal(await stockOf(t.app, a.id), stockA - 2);
    assert.deepEqual(await basketProducts(shopper), leftBehind ? [leftBehind.id] : [], "only the chosen shops' lines go");

    const [item] = await t.app.db.query<Record<string, unknown>>(
      'SELECT name, price, discount_price, quantity, size, color, unit FROM order_items WHERE order_id = $1',
      [byShop.get(a.shopId)!.id],
    );
    assert.equal(item!.price, 40);
    assert.equal(item!.discount_price, 30);
    assert.equal(item!.quantity, 2);
    assert.equal((item!.size as { id: number }).id, a.sizeIds[0]);
    assert.equal((item!.color as { id: number }).id, a.colorIds[0]);
    const [stored] = await t.app.db.query<{ total_amount: number; discount: number; note: string; address: { id: number } }>(
      'SELECT total_amount, discount, note, address FROM orders WHERE id = $1',
      [byShop.get(a.shopId)!.id],
    );
    assert.deepEqual(
      { ...stored, address: stored!.address.id },
      { total_amount: 80, discount: 20, note: 'Ring twice', address: shopper.addressId },
    );
  });

  it('answers a link to the built-in payment page for an online method, storing only its hash', async () => {
    const shopper = await createShopper(t.app);
    await addToCart(t.app, shopper, a);
    await addToCart(t.app, shopper, b);
    const response = await placeOrder(t.app, shopper, [a.shopId, b.shopId], { payment_method: 'card' });
    assert.equal(response.statusCode, 200, response.body);
    const url: string = response.json().data.order_payment_url;
    const match = /^\/pay\/([A-Za-z0-9_-]{43})$/.exec(url);
    assert.ok(match, url);
    const payments = await t.app.db.query<{ token: string; status: string; method: string }>(
      'SELECT p.token, p.status, p.method FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.user_id = $1',
      [shopper.id],
    );
    assert.equal(payments.length, 2, 'one payment per order, one page for both');
    for (const payment of payments) {
      assert.deepEqual(payment, { token: hashToken(match[1]!), status: 'Pending', method: 'card' });
    }
    for (const order of await ordersOf(t.app, shopper.id)) assert.equal(order.payment_status, 'Pending');
  });

  it('orders only the buy-now line with is_buy_now, leaving the basket', async () => {
    const shopper = await createShopper(t.app);
    await addToCart(t.app, shopper, a);
    await addToCart(t.app, shopper, b, { is_buy_now: true, quantity: 2 });
    const response = await placeOrder(t.app, shopper, [b.shopId, a.shopId], { is_buy_now: true });
    assert.equal(response.statusCode, 200, response.body);
    const orders = await ordersOf(t.app, shopper.id);
    assert.deepEqual(
      orders.map((o) => o.shop_id),
      [b.shopId],
    );
    assert.deepEqual(await basketProducts(shopper), [a.id]);
    const buyNow = await t.app.db.query('SELECT 1 FROM cart_items WHERE user_id = $1 AND is_buy_now', [shopper.id]);
    assert.equal(buyNow.length, 0);
  });

  it('takes flash-sale stock too and charges the sale price', async () => {
    const sale = await flashSaleProduct(t.app, { saleLeft: 3, stock: 50 });
    const shopper = await createShopper(t.app);
    await addToCart(t.app, shopper, sale, { quantity: 2 });
    const response = await placeOrder(t.app, shopper, [sale.shopId]);
    assert.equal(response.statusCode, 200, response.body);
    const [fsp] = await t.app.db.query<{ left: number }>(
      'SELECT quantity - sold AS left FROM flash_sale_products WHERE flash_sale_id = $1 AND product_id = $2',
      [sale.flashSaleId, sale.id],
    );
    assert.equal(fsp!.left, 1);
    assert.equal(await stockOf(t.app, sale.id), 48);
    const [item] = await t.app.db.query<{ discount_price: number; flash_sale_id: number }>(
      'SELECT oi.discount_price, oi.flash_sale_id FROM order_items oi JOIN orders o ON o.id = oi.order_id WHERE o.user_id = $1',
      [shopper.id],
    );
    assert.deepEqual(item, { discount_price: sale.salePrice, flash_sale_id: sale.flashSaleId });
  });

  it('refuses the whole placement when one line is out of stock, changing nothing', async () => {
    const shopper = await createShopper(t.app);
    await addToCart(t.app, shopper, a, { quantity: 2 });
    await addToCart(t.app, shopper, b, { quantity: 2 });
    const stockA = await stockOf(t.app, a.id);
    await t.app.db.query('UPDATE products SET quantity = 1 WHERE id = $1', [b.id]);
    const response = await placeOrder(t.app, shopper, [a.shopId, b.shopId]);
    assert.equal(response.statusCode, 422);
    assert.deepEqual(response.json(), { message: `Only 1 of ${b.name} left in stock.` });
    assert.equal(await stockOf(t.app, a.id), stockA);
    assert.equal((await ordersOf(t.app, shopper.id)).length, 0);
    assert.deepEqual(
      await basketProducts(shopper),
      [a.id, b.id].sort((x, y) => x - y),
    );
    await t.app.db.query('UPDATE products SET quantity = 10 WHERE id = $1', [b.id]);
  });

  it('applies settings.order_tax_percentage to each order', async () => {
    await setSetting(t.app.db, 'order_tax_percentage', 10);
    try {
      const shopper = await createShopper(t.app);
      await addToCart(t.app, shopper, b, { quantity: 2 });
      assert.equal((await placeOrder(t.app, shopper, [b.shopId])).statusCode, 200);
      const [order] = await t.app.db.query<{ tax_amount: number; payable_amount: number }>(
        'SELECT tax_amount, payable_amount FROM orders WHERE user_id = $1',
        [shopper.id],
      );
      assert.deepEqual(order, { tax_amount: 2.5, payable_amount: 30 });
    } finally {
      await setSetting(t.app.db, 'order_tax_percentage', 0);
    }
  });

  it('answers 422 naming the field for bad input, an unknown or foreign address, an unknown payment method', async () => {
    const shopper = await createShopper(t.app);
    const stranger = await createShopper(t.app);
    await addToCart(t.app, shopper, a);
    const cases: Array<[Record<string, unknown>, string, string?]> = [
      [{ shop_ids: [] }, 'shop_ids', 'Please select at least one shop'],
      [{ shop_ids: undefined }, 'shop_ids'],
      [{ shop_ids: ['x'] }, 'shop_ids.0'],
      [{ address_id: undefined }, 'address_id', 'The address id field is required.'],
      [{ address_id: stranger.addressId }, 'address_id', 'The selected address id is invalid.'],
      [{ address_id: 2_000_000_000 }, 'address_id', 'The selected address id is invalid.'],
      [{ payment_method: 'bitcoin' }, 'payment_method', 'The selected payment method is invalid.'],
      [{ payment_method: '' }, 'payment_method'],
      [{ note: 'n'.repeat(1001) }, 'note'],
      [{ coupon_code: 'c'.repeat(51) }, 'coupon_code'],
      [{ is_buy_now: 'perhaps' }, 'is_buy_now'],
    ];
    for (const [extra, field, message] of cases) {
      const response = await placeOrder(t.app, shopper, [a.shopId], extra);
      assert.equal(response.statusCode, 422, JSON.stringify(extra));
      const body = response.json();
      assert.deepEqual(Object.keys(body.errors), [field], JSON.stringify(extra));
      if (message) assert.equal(body.message, message);
    }
    const badKey = await placeOrder(t.app, shopper, [a.shopId], {}, { 'idempotency-key': 'has spaces in it' });
    assert.equal(badKey.statusCode, 422);
    assert.deepEqual(Object.keys(badKey.json().errors), ['idempotency-key']);
    assert.equal((await ordersOf(t.app, shopper.id)).length, 0);
    assert.deepEqual(await basketProducts(shopper), [a.id], 'the basket is untouched');
  });

  it('refuses when the chosen shops have nothing in the cart', async () => {
    const shopper = await createShopper(t.app);
    await addToCart(t.app, shopper, a);
    const response = await placeOrder(t.app, shopper, [b.shopId]);
    assert.equal(response.statusCode, 422);
    assert.deepEqual(response.json(), { message: 'There are no available products from the selected shops in your cart.' });
  });
});

describe('vouchers at placement', () => {
  let product: TestProduct;
  before(async () => {
    product = await plainProduct(t.app, { stock: 500, price: 50, skip: 30 });
    await setShopDeliveryCharge(t.app, product.shopId, 0);
  });

  it('discounts its own shop, records the redemption and counts the use', async () => {
    const voucher = await createVoucher(t.app, product.shopId, { discount_type: 'Percentage', discount: 10, max_discount_amount: 7 });
    const shopper = await createShopper(t.app);
    await addToCart(t.app, shopper, product, { quantity: 2 });
    const response = await placeOrder(t.app, shopper, [product.shopId], { coupon_code: voucher.code.toLowerCase() });
    assert.equal(response.statusCode, 200, response.body);
    const [order] = await ordersOf(t.app, shopper.id);
    assert.deepEqual(
      { coupon_id: order!.coupon_id, coupon_discount: order!.coupon_discount, payable: order!.payable_amount },
      {
        coupon_id: voucher.id,
        coupon_discount: 7,
        payable: 93,
      },
    );
    const [coupon] = await t.app.db.query<{ used_count: number }>('SELECT used_count FROM coupons WHERE id = $1', [voucher.id]);
    assert.equal(coupon!.used_count, 1);
    const redemptions = await t.app.db.query('SELECT 1 FROM coupon_redemptions WHERE coupon_id = $1 AND order_id = $2', [
      voucher.id,
      order!.id,
    ]);
    assert.equal(redemptions.length, 1);
  });

  it("refuses beyond the shopper's limit, the total limit, and outside the validity window", async () => {
    const perUser = await createVoucher(t.app, product.shopId, { limit_for_user: 1 });
    const total = await createVoucher(t.app, product.shopId, { limit_for_user: null, total_limit: 1 });
    const later = await createVoucher(t.app, product.shopId, { starts_in_days: 2 });
    const over = await createVoucher(t.app, product.shopId, { starts_in_days: -10, ends_in_days: -1 });
    const off = await createVoucher(t.app, product.shopId, { is_active: false });
    const minimum = await createVoucher(t.app, product.shopId, { min_order_amount: 1000 });
    const shopper = await createShopper(t.app);
    const attempt = async (code: string) => {
      await addToCart(t.app, shopper, product);
      return placeOrder(t.app, shopper, [product.shopId], { coupon_code: code });
    };
    assert.equal((await attempt(perUser.code)).statusCode, 200);
    assert.equal((await attempt(perUser.code)).json().message, 'You have already used this voucher the maximum number of times.');
    assert.equal((await attempt(total.code)).statusCode, 200);
    assert.equal((await attempt(total.code)).json().message, 'This voucher has reached its usage limit.');
    assert.equal((await attempt(later.code)).json().message, 'This voucher is not active yet.');
    assert.equal((await attempt(over.code)).json().message, 'This voucher has expired.');
    assert.equal((await attempt(off.code)).json().message, 'This voucher is not available.');
    assert.equal(
      (await attempt(minimum.code)).json().message,
      `This voucher needs an order of at least 1000.00 from ${await shopName(product.shopId)}.`,
    );
    const unknown = await attempt('NO-SUCH-CODE');
    assert.deepEqual(unknown.json(), {
      message: 'The voucher code is invalid.',
      errors: { coupon_code: ['The voucher code is invalid.'] },
    });
    assert.equal((await ordersOf(t.app, shopper.id)).length, 2, 'refused placements place nothing');
  });
});

async function shopName(shopId: number): Promise<string> {
  const [row] = await t.app.db.query<{ name: string }>('SELECT name FROM shops WHERE id = $1', [shopId]);
  return row!.name;
}

describe('Idempotency-Key', () => {
  let product: TestProduct;
  before(async () => {
    product = await plainProduct(t.app, { stock: 100, skip: 40 });
  });

  it('answers a retry with the first answer and places nothing more', async () => {
    const shopper = await createShopper(t.app);
    await addToCart(t.app, shopper, product);
    const headers = { 'idempotency-key': 'order-7f3a-0001' };
    const first = await placeOrder(t.app, shopper, [product.shopId], { payment_method: 'card' }, headers);
    assert.equal(first.statusCode, 200);
    await addToCart(t.app, shopper, product);
    const retry = await placeOrder(t.app, shopper, [product.shopId], { payment_method: 'card' }, headers);
    assert.equal(retry.statusCode, 200);
    assert.deepEqual(retry.json(), first.json());
    assert.equal(retry.headers['idempotent-replayed'], 'true');
    assert.equal((await ordersOf(t.app, shopper.id)).length, 1);
    assert.deepEqual(await basketProducts(shopper), [product.id], 'the line added after the first placement stays');
  });

  it('refuses the same key with another request, and keeps keys apart per shopper', async () => {
    const shopper = await createShopper(t.app);
    const other = await createShopper(t.app);
    await addToCart(t.app, shopper, product);
    await addToCart(t.app, other, product);
    const headers = { 'idempotency-key': 'shared-key' };
    assert.equal((await placeOrder(t.app, shopper, [product.shopId], {}, headers)).statusCode, 200);
    const changed = await placeOrder(t.app, shopper, [product.shopId], { note: 'different' }, headers);
    assert.equal(changed.statusCode, 422);
    assert.deepEqual(changed.json(), { message: 'This Idempotency-Key was already used for a different request.' });
    assert.equal((await placeOrder(t.app, other, [product.shopId], {}, headers)).statusCode, 200);
    assert.equal((await ordersOf(t.app, other.id)).length, 1);
  });

  it('stores no answer for a refusal, so a retry after fixing the cause places the order', async () => {
    const shopper = await createShopper(t.app);
    await addToCart(t.app, shopper, product, { quantity: 2 });
    await t.app.db.query('UPDATE products SET quantity = 1 WHERE id = $1', [product.id]);
    const headers = { 'idempotency-key': 'retry-after-restock' };
    assert.equal((await placeOrder(t.app, shopper, [product.shopId], {}, headers)).statusCode, 422);
    await t.app.db.query('UPDATE products SET quantity = 100 WHERE id = $1', [product.id]);
    assert.equal((await placeOrder(t.app, shopper, [product.shopId], {}, headers)).statusCode, 200);
    assert.equal((await ordersOf(t.app, shopper.id)).length, 1);
  });
});
