import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  addToCart,
  call,
  createShopper,
  createVoucher,
  placeOrder,
  plainProduct,
  productOfAnotherShop,
  type Shopper,
  type TestProduct,
} from '../../test-support/cart-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let shopId: number;
before(async () => {
  t = await createTestApp();
  // A shop of its own for these tests: only the vouchers made here.
  const [shop] = await t.app.db.query<{ id: number }>(
    "INSERT INTO shops (name, slug, delivery_charge) VALUES ('Voucher Test Shop', 'voucher-test-shop', 0) RETURNING id",
  );
  shopId = shop!.id;
});
after(() => t?.close());

interface CouponJson {
  id: number;
  code: string;
  discount_type: string;
  discount: number;
  min_order_amount: number;
  max_discount_amount: number | null;
  limit_for_user: number | null;
  shop_id: number;
  started: string;
  validity: string;
  is_collected: boolean;
}

const list = async (shopper: Shopper, url: string): Promise<{ total: number; coupons: CouponJson[] }> => {
  const response = await call(t.app, shopper, 'GET', url);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data;
};

describe('vouchers: authentication', () => {
  it('answers 401 on every voucher call without a valid token', async () => {
    const calls: Array<['GET' | 'POST', string, unknown]> = [
      ['GET', '/get-vouchers?shop_id=1', undefined],
      ['POST', '/vouchers-collect', { coupon_id: 1 }],
      ['GET', '/get-collected-vouchers', undefined],
      ['POST', '/apply-voucher', { coupon_code: 'X', products: [{ id: 1, quantity: 1, shop_id: 1 }] }],
    ];
    for (const [method, url, payload] of calls) {
      const response = await call(t.app, null, method, url, payload);
      assert.equal(response.statusCode, 401, url);
      assert.deepEqual(response.json(), { message: 'Unauthenticated.' });
    }
  });
});

describe('GET /get-vouchers and POST /vouchers-collect', () => {
  let usable: { id: number; code: string };
  let later: { id: number };
  let expired: { id: number };
  let usedUp: { id: number };
  before(async () => {
    usable = await createVoucher(t.app, shopId, { discount_type: 'Percentage', discount: 10, max_discount_amount: 20, min_order_amount: 50, limit_for_user: 2 });
    later = await createVoucher(t.app, shopId, { starts_in_days: 3 });
    expired = await createVoucher(t.app, shopId, { starts_in_days: -5, ends_in_days: -1 });
    usedUp = await createVoucher(t.app, shopId, { total_limit: 1 });
    await t.app.db.query('UPDATE coupons SET used_count = 1 WHERE id = $1', [usedUp.id]);
    await createVoucher(t.app, shopId, { is_active: false });
  });

  it('lists only the usable vouchers of the shop, in the contract shape', async () => {
    const shopper = await createShopper(t.app);
    const data = await list(shopper, `/get-vouchers?shop_id=${shopId}`);
    assert.equal(data.total, 1);
    assert.deepEqual(
      data.coupons.map(({ started, validity, ...rest }) => ({ ...rest, dates: [typeof started, typeof validity] })),
      [
        {
          id: usable.id,
          code: usable.code,
          discount_type: 'Percentage',
          discount: 10,
          min_order_amount: 50,
          max_discount_amount: 20,
          limit_for_user: 2,
          shop_id: shopId,
          is_collected: false,
          dates: ['string', 'string'],
        },
      ],
    );
    assert.ok(Date.parse(data.coupons[0]!.started) < Date.now());
    assert.ok(Date.parse(data.coupons[0]!.validity) > Date.now());
    const all = await list(shopper, '/get-vouchers?per_page=100');
    assert.ok(all.total > 1, 'without shop_id: every shop');
    assert.ok(all.coupons.every((c) => c.shop_id !== shopId || c.id === usable.id));
  });

  it('collects once; the second time is refused', async () => {
    const shopper = await createShopper(t.app);
    const first = await call(t.app, shopper, 'POST', '/vouchers-collect', { coupon_id: usable.id });
    assert.equal(first.statusCode, 200);
    assert.deepEqual(first.json(), { message: 'Voucher collected successfully.' });
    const second = await call(t.app, shopper, 'POST', '/vouchers-collect', { coupon_id: usable.id });
    assert.equal(second.statusCode, 422);
    assert.deepEqual(second.json(), { message: 'You have already collected this voucher.' });
    assert.equal((await list(shopper, `/get-vouchers?shop_id=${shopId}`)).coupons[0]!.is_collected, true);
    const collected = await list(shopper, `/get-collected-vouchers?shop_id=${shopId}`);
    assert.deepEqual(collected.coupons.map((c) => [c.id, c.is_collected]), [[usable.id, true]]);
    const someoneElse = await createShopper(t.app);
    assert.equal((await list(someoneElse, `/get-vouchers?shop_id=${shopId}`)).coupons[0]!.is_collected, false);
    assert.equal((await list(someoneElse, '/get-collected-vouchers')).total, 0);
  });

  it('refuses vouchers that cannot be used now, and unknown ids', async () => {
    const shopper = await createShopper(t.app);
    const expectations: Array<[number, string]> = [
      [later.id, 'This voucher is not active yet.'],
      [expired.id, 'This voucher has expired.'],
      [usedUp.id, 'This voucher has reached its usage limit.'],
    ];
    for (const [id, message] of expectations) {
      const response = await call(t.app, shopper, 'POST', '/vouchers-collect', { coupon_id: id });
      assert.equal(response.statusCode, 422);
      assert.deepEqual(response.json(), { message });
    }
    const unknown = await call(t.app, shopper, 'POST', '/vouchers-collect', { coupon_id: 2_000_000_000 });
    assert.deepEqual(unknown.json(), { message: 'The selected coupon id is invalid.', errors: { coupon_id: ['The selected coupon id is invalid.'] } });
    for (const payload of [{}, { coupon_id: 'abc' }, { coupon_id: -1 }]) {
      const response = await call(t.app, shopper, 'POST', '/vouchers-collect', payload);
      assert.equal(response.statusCode, 422);
      assert.deepEqual(Object.keys(response.json().errors), ['coupon_id']);
    }
  });

  it('validates the list queries', async () => {
    const shopper = await createShopper(t.app);
    for (const url of ['/get-vouchers?shop_id=abc', '/get-collected-vouchers?shop_id=0', '/get-vouchers?per_page=1000']) {
      const response = await call(t.app, shopper, 'GET', url);
      assert.equal(response.statusCode, 422, url);
    }
    assert.equal((await list(shopper, '/get-vouchers?shop_id=')).total > 0, true, "'' is no filter");
  });
});

describe('POST /apply-voucher', () => {
  let product: TestProduct;
  let elsewhere: TestProduct;
  let shopper: Shopper;
  before(async () => {
    product = await plainProduct(t.app, { price: 40, discountPrice: 30, stock: 100 });
    elsewhere = await productOfAnotherShop(t.app, product.shopId);
    await t.app.db.query('UPDATE products SET price = 10, discount_price = 0 WHERE id = $1', [elsewhere.id]);
    shopper = await createShopper(t.app);
  });

  const apply = (code: string, products: unknown, who: Shopper = shopper) =>
    call(t.app, who, 'POST', '/apply-voucher', { coupon_code: code, products });
  const lines = (quantity = 2) => [
    { id: product.id, quantity, shop_id: product.shopId },
    { id: elsewhere.id, quantity: 1, shop_id: elsewhere.shopId },
  ];

  it("works out a percentage on the voucher shop's products at today's prices, capped", async () => {
    const voucher = await createVoucher(t.app, product.shopId, { discount_type: 'Percentage', discount: 10, max_discount_amount: 5 });
    const response = await apply(voucher.code, lines(1));
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json().data, { total_order_amount: 40, total_discount_amount: 3 });
    assert.deepEqual((await apply(voucher.code, lines(3))).json().data, { total_order_amount: 100, total_discount_amount: 5 });
  });

  it('takes a fixed amount, never more than the products', async () => {
    const voucher = await createVoucher(t.app, product.shopId, { discount: 100 });
    assert.deepEqual((await apply(voucher.code, lines(1))).json().data, { total_order_amount: 40, total_discount_amount: 30 });
  });

  it('refuses with a clear message for each rule', async () => {
    const minimum = await createVoucher(t.app, product.shopId, { min_order_amount: 100 });
    const shopName = (await t.app.db.query<{ name: string }>('SELECT name FROM shops WHERE id = $1', [product.shopId]))[0]!.name;
    assert.deepEqual((await apply(minimum.code, lines(2))).json(), { message: `This voucher needs an order of at least 100.00 from ${shopName}.` });
    assert.equal((await apply(minimum.code, lines(4))).statusCode, 200, '120 reaches the minimum');

    const otherShop = await createVoucher(t.app, elsewhere.shopId);
    const wrong = await apply(otherShop.code, [{ id: product.id, quantity: 1, shop_id: product.shopId }]);
    assert.equal(wrong.statusCode, 422);
    assert.match(wrong.json().message, /^This voucher is valid only for products of /);

    const once = await createVoucher(t.app, product.shopId, { limit_for_user: 1 });
    await addToCart(t.app, shopper, product);
    assert.equal((await placeOrder(t.app, shopper, [product.shopId], { coupon_code: once.code })).statusCode, 200);
    assert.deepEqual((await apply(once.code, lines())).json(), { message: 'You have already used this voucher the maximum number of times.' });
    assert.equal((await apply(once.code, lines(), await createShopper(t.app))).statusCode, 200, 'another shopper still may');

    const full = await createVoucher(t.app, product.shopId, { total_limit: 1 });
    await t.app.db.query('UPDATE coupons SET used_count = 1 WHERE id = $1', [full.id]);
    assert.deepEqual((await apply(full.code, lines())).json(), { message: 'This voucher has reached its usage limit.' });
    const early = await createVoucher(t.app, product.shopId, { starts_in_days: 1 });
    assert.deepEqual((await apply(early.code, lines())).json(), { message: 'This voucher is not active yet.' });
    const late = await createVoucher(t.app, product.shopId, { starts_in_days: -3, ends_in_days: -1 });
    assert.deepEqual((await apply(late.code, lines())).json(), { message: 'This voucher has expired.' });
    assert.deepEqual((await apply('NOPE', lines())).json(), { message: 'The voucher code is invalid.', errors: { coupon_code: ['The voucher code is invalid.'] } });
  });

  it('validates the body, naming the field', async () => {
    const voucher = await createVoucher(t.app, product.shopId);
    const cases: Array<[unknown, unknown, string]> = [
      ['', lines(), 'coupon_code'],
      [voucher.code, [], 'products'],
      [voucher.code, undefined, 'products'],
      [voucher.code, [{ id: 'x', quantity: 1, shop_id: product.shopId }], 'products.0.id'],
      [voucher.code, [{ id: product.id, quantity: 0, shop_id: product.shopId }], 'products.0.quantity'],
      [voucher.code, [{ id: product.id, quantity: 1 }], 'products.0.shop_id'],
      [voucher.code, [{ id: 2_000_000_000, quantity: 1, shop_id: product.shopId }], 'products.0.id'],
      [voucher.code, [{ id: product.id, quantity: 1, shop_id: elsewhere.shopId }], 'products.0.shop_id'],
    ];
    for (const [code, products, field] of cases) {
      const response = await apply(code as string, products);
      assert.equal(response.statusCode, 422, `${field} ${JSON.stringify(products)}`);
      assert.deepEqual(Object.keys(response.json().errors), [field]);
    }
  });
});
