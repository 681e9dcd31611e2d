import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setSetting } from '../../db/queries/settings.js';
import {
  addToCart,
  call,
  createShopper,
  flashSaleProduct,
  plainProduct,
  productOfAnotherShop,
  setShopDeliveryCharge,
  stockOf,
  type Shopper,
  type TestProduct,
} from '../../test-support/cart-fixtures.js';
import { appForSuite } from '../../test-support/test-app.js';

const t = appForSuite();

interface CartBody {
  message?: string;
  data: {
    total: number;
    cart_items: Array<{
      id: number;
      shop_id: number;
      shop_name: string;
      shop_rating: number;
      products: Array<Record<string, unknown> & { id: number; quantity: number; price: number; discount_price: number }>;
    }>;
  };
}

const carts = async (shopper: Shopper): Promise<CartBody> => (await call(t.app, shopper, 'GET', '/carts')).json();
const lineOf = (body: CartBody, productId: number) => body.data.cart_items.flatMap((g) => g.products).find((p) => p.id === productId);

describe('cart: authentication', () => {
  it('answers 401 Unauthenticated. on every cart call without a valid token', async () => {
    const calls: Array<['GET' | 'POST', string, unknown]> = [
      ['POST', '/cart/store', { product_id: 1, quantity: 1 }],
      ['GET', '/carts', undefined],
      ['POST', '/cart/increment', { product_id: 1 }],
      ['POST', '/cart/decrement', { product_id: 1 }],
      ['POST', '/cart/delete', { product_id: 1 }],
      ['POST', '/cart/checkout', { shop_ids: [1] }],
    ];
    for (const [method, url, payload] of calls) {
      for (const shopper of [null, { token: 'not-a-live-token-at-all-0000000000000000000' }]) {
        const response = await call(t.app, shopper, method, url, payload);
        assert.equal(response.statusCode, 401, `${method} ${url}`);
        assert.deepEqual(response.json(), { message: 'Unauthenticated.' });
      }
    }
  });
});

describe('POST /cart/store', () => {
  let shopper: Shopper;
  let product: TestProduct;
  before(async () => {
    shopper = await createShopper(t.app);
    product = await plainProduct(t.app, { stock: 5, price: 20, discountPrice: 15 });
  });

  it('adds the product and answers the basket grouped by shop', async () => {
    const response = await call(t.app, shopper, 'POST', '/cart/store', {
      product_id: product.id,
      quantity: 2,
      size: product.sizeIds[0],
      color: product.colorIds[0],
      unit: 'pcs',
    });
    assert.equal(response.statusCode, 200, response.body);
    const body: CartBody = response.json();
    assert.equal(body.message, 'product added to cart');
    assert.equal(body.data.total, 1);
    const [group] = body.data.cart_items;
    assert.equal(group!.shop_id, product.shopId);
    assert.equal(group!.id, product.shopId);
    assert.equal(typeof group!.shop_name, 'string');
    assert.equal(typeof group!.shop_rating, 'number');
    const line = group!.products[0]!;
    assert.equal(line.id, product.id);
    assert.equal(line.quantity, 2);
    assert.equal(line.price, 20);
    assert.equal(line.discount_price, 15);
    assert.equal(line.discount_percentage, 25);
    assert.equal(line.shop_id, product.shopId);
    assert.deepEqual(Object.keys(line.size as object), ['id', 'name']);
    assert.equal((line.size as { id: number }).id, product.sizeIds[0]);
    assert.equal((line.color as { id: number }).id, product.colorIds[0]);
    assert.equal(typeof line.name, 'string');
    assert.ok(typeof line.thumbnail === 'string' && line.thumbnail.length > 0);
    assert.ok('brand' in line && 'unit' in line);
  });

  it('adds up the same product, size and colour; another size replaces the choice and quantity', async () => {
    const same = { product_id: product.id, quantity: 1, size: product.sizeIds[0], color: product.colorIds[0] };
    assert.equal(lineOf((await call(t.app, shopper, 'POST', '/cart/store', same)).json(), product.id)!.quantity, 3);
    const other = { ...same, size: product.sizeIds[1] ?? product.sizeIds[0], color: product.colorIds[1] };
    const body: CartBody = (await call(t.app, shopper, 'POST', '/cart/store', other)).json();
    assert.equal(body.data.total, 1, 'still one line per product');
    assert.equal(lineOf(body, product.id)!.quantity, 1);
    assert.equal((lineOf(body, product.id)!.color as { id: number }).id, product.colorIds[1]);
  });

  it('refuses more than the stock, counting what the basket holds', async () => {
    const over = await call(t.app, shopper, 'POST', '/cart/store', { product_id: product.id, quantity: 6 });
    assert.equal(over.statusCode, 422);
    assert.equal(over.json().message, `Only 5 of ${product.name} left in stock.`);
    const onTop = await call(t.app, shopper, 'POST', '/cart/store', {
      product_id: product.id,
      quantity: 5,
      size: product.sizeIds[1] ?? product.sizeIds[0],
      color: product.colorIds[1],
    });
    assert.equal(onTop.statusCode, 422, 'the line holds 1, 1 + 5 > 5');
    assert.equal(lineOf(await carts(shopper), product.id)!.quantity, 1, 'unchanged');
    await t.app.db.query('UPDATE products SET quantity = 0 WHERE id = $1', [product.id]);
    const none = await call(t.app, shopper, 'POST', '/cart/store', { product_id: product.id, quantity: 1 });
    assert.equal(none.json().message, `${product.name} is out of stock.`);
    await t.app.db.query('UPDATE products SET quantity = 5 WHERE id = $1', [product.id]);
  });

  it('limits a flash-sale product to the sale stock left and prices it at the sale price', async () => {
    const sale = await flashSaleProduct(t.app, { saleLeft: 2, stock: 100 });
    const over = await call(t.app, shopper, 'POST', '/cart/store', { product_id: sale.id, quantity: 3 });
    assert.equal(over.statusCode, 422);
    assert.equal(over.json().message, `Only 2 of ${sale.name} left in stock.`);
    const ok = await call(t.app, shopper, 'POST', '/cart/store', { product_id: sale.id, quantity: 2 });
    assert.equal(ok.statusCode, 200);
    const line = lineOf(ok.json(), sale.id)!;
    assert.equal(line.discount_price, sale.salePrice);
    await call(t.app, shopper, 'POST', '/cart/delete', { product_id: sale.id });
  });

  it("adds the size and colour surcharges to the line's prices", async () => {
    const buyer = await createShopper(t.app);
    await t.app.db.query('UPDATE product_sizes SET price = 2.5 WHERE id = $1', [product.sizeIds[0]]);
    await t.app.db.query('UPDATE product_colors SET price = 1.25 WHERE id = $1', [product.colorIds[0]]);
    await addToCart(t.app, buyer, product, { size: product.sizeIds[0], color: product.colorIds[0] });
    const line = lineOf(await carts(buyer), product.id)!;
    assert.equal(line.price, 23.75);
    assert.equal(line.discount_price, 18.75);
    await t.app.db.query('UPDATE product_sizes SET price = 0 WHERE product_id = $1', [product.id]);
    await t.app.db.query('UPDATE product_colors SET price = 0 WHERE product_id = $1', [product.id]);
  });

  it('refuses a size or colour of another product, naming the field', async () => {
    const other = await plainProduct(t.app, { skip: 3 });
    for (const [field, value] of [
      ['size', other.sizeIds[0]],
      ['color', other.colorIds[0]],
      ['size', 2_000_000_000],
    ] as const) {
      const response = await call(t.app, shopper, 'POST', '/cart/store', { product_id: product.id, quantity: 1, [field]: value });
      assert.equal(response.statusCode, 422);
      assert.deepEqual(response.json(), {
        message: `The selected ${field} is invalid.`,
        errors: { [field]: [`The selected ${field} is invalid.`] },
      });
    }
  });

  it('answers 422 naming each invalid field', async () => {
    const cases: Array<[unknown, string]> = [
      [{ quantity: 1 }, 'product_id'],
      [{ product_id: 'abc', quantity: 1 }, 'product_id'],
      [{ product_id: -1, quantity: 1 }, 'product_id'],
      [{ product_id: 99_999_999_999, quantity: 1 }, 'product_id'],
      [{ product_id: 2_000_000_000, quantity: 1 }, 'product_id'],
      [{ product_id: product.id }, 'quantity'],
      [{ product_id: product.id, quantity: 0 }, 'quantity'],
      [{ product_id: product.id, quantity: -3 }, 'quantity'],
      [{ product_id: product.id, quantity: 1.5 }, 'quantity'],
      [{ product_id: product.id, quantity: 1e12 }, 'quantity'],
      [{ product_id: product.id, quantity: 1, color: 'red' }, 'color'],
      [{ product_id: product.id, quantity: 1, is_buy_now: 'maybe' }, 'is_buy_now'],
      [{ product_id: product.id, quantity: 1, unit: 'u'.repeat(101) }, 'unit'],
    ];
    for (const [payload, field] of cases) {
      const response = await call(t.app, shopper, 'POST', '/cart/store', payload);
      assert.equal(response.statusCode, 422, JSON.stringify(payload));
      const body = response.json();
      assert.deepEqual(Object.keys(body.errors), [field], JSON.stringify(payload));
      assert.match(body.message, new RegExp(field.replace(/_/g, ' ')));
    }
    assert.equal((await call(t.app, shopper, 'POST', '/cart/store', { quantity: 1 })).json().message, 'The product id field is required.');
  });

  it('accepts ids as strings and empty size and colour (forms)', async () => {
    const buyer = await createShopper(t.app);
    const response = await call(t.app, buyer, 'POST', '/cart/store', {
      product_id: String(product.id),
      quantity: '2',
      size: '',
      color: null,
      is_buy_now: '0',
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(lineOf(response.json(), product.id)!.size, null);
  });
});

describe('buy now', () => {
  it('keeps one buy-now line apart from the basket, replacing the previous one', async () => {
    const shopper = await createShopper(t.app);
    const kept = await plainProduct(t.app, { skip: 5 });
    const first = await plainProduct(t.app, { skip: 6 });
    const second = await plainProduct(t.app, { skip: 7 });
    await addToCart(t.app, shopper, kept);
    const response = await call(t.app, shopper, 'POST', '/cart/store', { product_id: first.id, quantity: 2, is_buy_now: true });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().data.total, 1, 'the answer is the basket, without the buy-now line');
    await call(t.app, shopper, 'POST', '/cart/store', { product_id: second.id, quantity: 3, is_buy_now: 1 });
    const basket = await carts(shopper);
    assert.equal(basket.data.total, 1);
    assert.equal(lineOf(basket, kept.id)!.quantity, 1);
    const rows = await t.app.db.query<{ product_id: number; quantity: number }>(
      'SELECT product_id, quantity FROM cart_items WHERE user_id = $1 AND is_buy_now',
      [shopper.id],
    );
    assert.deepEqual(rows, [{ product_id: second.id, quantity: 3 }]);

    const checkout = await call(t.app, shopper, 'POST', '/cart/checkout', { shop_ids: [second.shopId, kept.shopId], is_buy_now: true });
    const items = checkout.json().data.checkout_items;
    assert.deepEqual(
      items.flatMap((g: CartBody['data']['cart_items'][0]) => g.products.map((p) => p.id)),
      [second.id],
    );
    assert.equal((await call(t.app, shopper, 'POST', '/cart/increment', { product_id: second.id })).statusCode, 404, 'not a basket line');
  });
});

describe('increment, decrement, delete', () => {
  let shopper: Shopper;
  let product: TestProduct;
  before(async () => {
    shopper = await createShopper(t.app);
    product = await plainProduct(t.app, { stock: 3, skip: 8 });
    await addToCart(t.app, shopper, product);
  });

  it('increments within the stock', async () => {
    const response = await call(t.app, shopper, 'POST', '/cart/increment', { product_id: product.id });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().message, 'product quantity increased');
    assert.equal(lineOf(response.json(), product.id)!.quantity, 2);
    await call(t.app, shopper, 'POST', '/cart/increment', { product_id: product.id });
    const over = await call(t.app, shopper, 'POST', '/cart/increment', { product_id: product.id });
    assert.equal(over.statusCode, 422);
    assert.equal(over.json().message, `Only 3 of ${product.name} left in stock.`);
  });

  it("decrements, and removes the line at zero with 'product removed from cart'", async () => {
    for (const expected of [2, 1]) {
      const response = await call(t.app, shopper, 'POST', '/cart/decrement', { product_id: product.id });
      assert.equal(response.json().message, 'product quantity decreased');
      assert.equal(lineOf(response.json(), product.id)!.quantity, expected);
    }
    const removed = await call(t.app, shopper, 'POST', '/cart/decrement', { product_id: product.id });
    assert.equal(removed.statusCode, 200);
    assert.equal(removed.json().message, 'product removed from cart');
    assert.deepEqual(removed.json().data, { total: 0, cart_items: [] });
  });

  it('deletes a line', async () => {
    await addToCart(t.app, shopper, product);
    const response = await call(t.app, shopper, 'POST', '/cart/delete', { product_id: product.id });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().message, 'product removed from cart');
    assert.equal(response.json().data.total, 0);
  });

  it("answers 404 for a product not in the caller's basket, even when in another shopper's", async () => {
    const other = await createShopper(t.app);
    await addToCart(t.app, other, product);
    for (const url of ['/cart/increment', '/cart/decrement', '/cart/delete']) {
      const response = await call(t.app, shopper, 'POST', url, { product_id: product.id });
      assert.equal(response.statusCode, 404, url);
      assert.deepEqual(response.json(), { message: 'The product is not in your cart.' });
    }
    assert.equal(lineOf(await carts(other), product.id)!.quantity, 1, "the other shopper's line is untouched");
  });

  it('validates product_id', async () => {
    for (const payload of [{}, { product_id: 'x' }, { product_id: 0 }, { product_id: 1e20 }]) {
      for (const url of ['/cart/increment', '/cart/decrement', '/cart/delete']) {
        const response = await call(t.app, shopper, 'POST', url, payload);
        assert.equal(response.statusCode, 422, `${url} ${JSON.stringify(payload)}`);
        assert.deepEqual(Object.keys(response.json().errors), ['product_id']);
      }
    }
  });
});

describe('GET /carts', () => {
  it('counts lines, groups shops in the order they were added, and hides hidden products', async () => {
    const shopper = await createShopper(t.app);
    const a = await plainProduct(t.app, { skip: 10 });
    const b = await productOfAnotherShop(t.app, a.shopId);
    const c = await plainProduct(t.app, { shopId: a.shopId, exclude: [a.id] });
    await addToCart(t.app, shopper, a, { quantity: 2 });
    await addToCart(t.app, shopper, b);
    await addToCart(t.app, shopper, c);
    let body = await carts(shopper);
    assert.equal(body.data.total, 3, 'total counts lines, not units');
    assert.deepEqual(
      body.data.cart_items.map((g) => g.shop_id),
      [a.shopId, b.shopId],
    );
    assert.deepEqual(
      body.data.cart_items[0]!.products.map((p) => p.id),
      [a.id, c.id],
    );
    await t.app.db.query('UPDATE products SET is_active = false WHERE id = $1', [c.id]);
    body = await carts(shopper);
    assert.equal(body.data.total, 2);
    await t.app.db.query('UPDATE products SET is_active = true WHERE id = $1', [c.id]);
  });

  it('answers an empty basket for a new shopper', async () => {
    assert.deepEqual((await carts(await createShopper(t.app))).data, { total: 0, cart_items: [] });
  });
});

type Totals = Record<string, number> & { summary_version?: string };

/** The checkout's totals without their version (a digest, checked by the re-priced-order probe). */
function totalsOf(checkout: Totals): Record<string, number> {
  const { summary_version, ...totals } = checkout;
  assert.equal(typeof summary_version, 'string');
  return totals;
}

describe('POST /cart/checkout', () => {
  let shopper: Shopper;
  let a: TestProduct;
  let b: TestProduct;
  before(async () => {
    shopper = await createShopper(t.app);
    a = await plainProduct(t.app, { skip: 12, price: 40, discountPrice: 30 });
    b = await productOfAnotherShop(t.app, a.shopId);
    await t.app.db.query('UPDATE products SET price = 12.5, discount_price = 0 WHERE id = $1', [b.id]);
    await setShopDeliveryCharge(t.app, a.shopId, 4.99);
    await setShopDeliveryCharge(t.app, b.shopId, 2.5);
    await addToCart(t.app, shopper, a, { quantity: 2 });
    await addToCart(t.app, shopper, b, { quantity: 3 });
  });
  after(() => setSetting(t.app.db, 'order_tax_percentage', 0));

  const checkout = (payload: unknown, who: Shopper = shopper) => call(t.app, who, 'POST', '/cart/checkout', payload);

  it("sums the chosen shops' lines and delivery charges", async () => {
    const both = await checkout({ shop_ids: [a.shopId, b.shopId] });
    assert.equal(both.statusCode, 200, both.body);
    assert.deepEqual(totalsOf(both.json().data.checkout), {
      total_amount: 97.5,
      delivery_charge: 7.49,
      coupon_discount: 0,
      payable_amount: 104.99,
      order_tax_amount: 0,
    });
    assert.equal(both.json().data.checkout_items.length, 2);
    const one = await checkout({ shop_ids: [b.shopId] });
    assert.deepEqual(totalsOf(one.json().data.checkout), {
      total_amount: 37.5,
      delivery_charge: 2.5,
      coupon_discount: 0,
      payable_amount: 40,
      order_tax_amount: 0,
    });
    assert.deepEqual(
      one.json().data.checkout_items.map((g: { shop_id: number }) => g.shop_id),
      [b.shopId],
    );
  });

  it('adds tax from settings.order_tax_percentage on the products after the voucher, rounded to cents', async () => {
    await setSetting(t.app.db, 'order_tax_percentage', 7.5);
    const response = await checkout({ shop_ids: [a.shopId] });
    assert.deepEqual(totalsOf(response.json().data.checkout), {
      total_amount: 60,
      delivery_charge: 4.99,
      coupon_discount: 0,
      payable_amount: 69.49,
      order_tax_amount: 4.5,
    });
    await setSetting(t.app.db, 'order_tax_percentage', 0);
  });

  it("applies a voucher to its own shop's lines", async () => {
    await t.app.db.query(
      `INSERT INTO coupons (shop_id, code, discount_type, discount, min_order_amount, max_discount_amount, starts_at, ends_at)
       VALUES ($1, 'CHECKOUT15', 'Percentage', 15, 50, 8, now() - interval '1 day', now() + interval '1 day')`,
      [a.shopId],
    );
    const response = await checkout({ shop_ids: [a.shopId, b.shopId], coupon_code: 'checkout15' });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(totalsOf(response.json().data.checkout), {
      total_amount: 97.5,
      delivery_charge: 7.49,
      coupon_discount: 8,
      payable_amount: 96.99,
      order_tax_amount: 0,
    });
    const otherShop = await checkout({ shop_ids: [b.shopId], coupon_code: 'CHECKOUT15' });
    assert.equal(otherShop.statusCode, 422);
    assert.match(otherShop.json().message, /^This voucher is valid only for products of /);
    const unknown = await checkout({ shop_ids: [a.shopId], coupon_code: 'NOPE' });
    assert.deepEqual(unknown.json(), {
      message: 'The voucher code is invalid.',
      errors: { coupon_code: ['The voucher code is invalid.'] },
    });
    const blank = await checkout({ shop_ids: [a.shopId], coupon_code: '' });
    assert.equal(blank.json().data.checkout.coupon_discount, 0, "'' means no voucher");
  });

  it("names the lines the stock no longer covers, in the shopper's language, with the units left", async () => {
    assert.deepEqual((await checkout({ shop_ids: [a.shopId, b.shopId] })).json().data.stock, [], 'all covered');
    const before = await checkout({ shop_ids: [a.shopId] });
    const stock = await stockOf(t.app, a.id);
    await t.app.db.query('UPDATE products SET quantity = 1 WHERE id = $1', [a.id]);
    try {
      const short = await checkout({ shop_ids: [a.shopId, b.shopId] });
      assert.deepEqual(short.json().data.stock, [{ product_id: a.id, message: `Only 1 of ${a.name} left in stock.`, available: 1 }]);
      const again = await checkout({ shop_ids: [a.shopId] });
      assert.notEqual(again.json().data.checkout.summary_version, before.json().data.checkout.summary_version, 'the summary says so too');
      const arabic = await call(t.app, shopper, 'POST', '/cart/checkout', { shop_ids: [a.shopId] }, { 'accept-language': 'ar' });
      assert.match(arabic.json().data.stock[0].message, /المخزون/);
    } finally {
      await t.app.db.query('UPDATE products SET quantity = $2 WHERE id = $1', [a.id, stock]);
    }
  });

  it('answers nothing for shops without lines, and for no shops', async () => {
    const empty = {
      checkout_items: [],
      checkout: { total_amount: 0, delivery_charge: 0, coupon_discount: 0, payable_amount: 0, order_tax_amount: 0 },
      stock: [],
    };
    const withoutVersion = (data: { checkout_items: unknown; checkout: Totals }) => ({ ...data, checkout: totalsOf(data.checkout) });
    assert.deepEqual(withoutVersion((await checkout({ shop_ids: [] })).json().data), empty);
    assert.deepEqual(withoutVersion((await checkout({ shop_ids: [2_000_000_000] })).json().data), empty);
    assert.deepEqual(
      withoutVersion((await checkout({ shop_ids: [a.shopId] }, await createShopper(t.app))).json().data),
      empty,
      "another shopper's lines are not mine",
    );
  });

  it('validates shop_ids', async () => {
    for (const payload of [
      {},
      { shop_ids: ['x'] },
      { shop_ids: [0] },
      { shop_ids: Array.from({ length: 101 }, (_, i) => i + 1) },
      { shop_ids: [1], coupon_code: 'x'.repeat(51) },
    ]) {
      const response = await checkout(payload);
      assert.equal(response.statusCode, 422, JSON.stringify(payload).slice(0, 60));
      const field = Object.keys(response.json().errors)[0]!;
      assert.match(field, /^(shop_ids|coupon_code)/);
    }
    assert.equal((await checkout({ shop_ids: String(a.shopId) })).statusCode, 200, 'a single id is a list of one');
  });
});
