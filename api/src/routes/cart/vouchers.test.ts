import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
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
import { appForSuite } from '../../test-support/test-app.js';

const t = appForSuite();
let shopId: number;
before(async () => {
  // A shop of its own for these tests: only the vouchers made here.
  const [shop] = await t.app.db.query<{ id: number }>(
    "INSERT INTO shops (name, slug, delivery_charge) VALUES ('Voucher Test Shop', 'voucher-test-shop', 0) RETURNING id",
  );
  shopId = shop!.id;
});

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
      ['POST', '/cart/checkout/vouchers', { shop_ids: [1] }],
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
    usable = await createVoucher(t.app, shopId, {
      discount_type: 'Percentage',
      discount: 10,
      max_discount_amount: 20,
      min_order_amount: 50,
      limit_for_user: 2,
    });
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
    assert.deepEqual(
      collected.coupons.map((c) => [c.id, c.is_collected]),
      [[usable.id, true]],
    );
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
    assert.deepEqual(unknown.json(), {
      message: 'The selected coupon id is invalid.',
      errors: { coupon_id: ['The selected coupon id is invalid.'] },
    });
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
    assert.deepEqual((await apply(minimum.code, lines(2))).json(), {
      message: `This voucher needs an order of at least 100.00 from ${shopName}.`,
    });
    assert.equal((await apply(minimum.code, lines(4))).statusCode, 200, '120 reaches the minimum');

    const otherShop = await createVoucher(t.app, elsewhere.shopId);
    const wrong = await apply(otherShop.code, [{ id: product.id, quantity: 1, shop_id: product.shopId }]);
    assert.equal(wrong.statusCode, 422);
    assert.match(wrong.json().message, /^This voucher is valid only for products of /);

    const once = await createVoucher(t.app, product.shopId, { limit_for_user: 1 });
    await addToCart(t.app, shopper, product);
    assert.equal((await placeOrder(t.app, shopper, [product.shopId], { coupon_code: once.code })).statusCode, 200);
    assert.deepEqual((await apply(once.code, lines())).json(), {
      message: 'You have already used this voucher the maximum number of times.',
    });
    assert.equal((await apply(once.code, lines(), await createShopper(t.app))).statusCode, 200, 'another shopper still may');

    const full = await createVoucher(t.app, product.shopId, { total_limit: 1 });
    await t.app.db.query('UPDATE coupons SET used_count = 1 WHERE id = $1', [full.id]);
    assert.deepEqual((await apply(full.code, lines())).json(), { message: 'This voucher has reached its usage limit.' });
    const early = await createVoucher(t.app, product.shopId, { starts_in_days: 1 });
    assert.deepEqual((await apply(early.code, lines())).json(), { message: 'This voucher is not active yet.' });
    const late = await createVoucher(t.app, product.shopId, { starts_in_days: -3, ends_in_days: -1 });
    assert.deepEqual((await apply(late.code, lines())).json(), { message: 'This voucher has expired.' });
    assert.deepEqual((await apply('NOPE', lines())).json(), {
      message: 'The voucher code is invalid.',
      errors: { coupon_code: ['The voucher code is invalid.'] },
    });
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

describe('POST /cart/checkout/vouchers', () => {
  let product: TestProduct;
  let elsewhere: TestProduct;
  let shopper: Shopper;
  const collect = (who: Shopper, coupon: { id: number }) =>
    t.app.db.query('INSERT INTO collected_coupons (user_id, coupon_id) VALUES ($1, $2)', [who.id, coupon.id]);
  const options = async (body: unknown, who: Shopper = shopper) => {
    const response = await call(t.app, who, 'POST', '/cart/checkout/vouchers', body);
    assert.equal(response.statusCode, 200, response.body);
    return response.json().data.coupons as Array<CouponJson & { saving: number; reason: string | null; amount_needed: number | null }>;
  };

  before(async () => {
    product = await plainProduct(t.app, { price: 40, discountPrice: 30, stock: 100, skip: 7 });
    elsewhere = await productOfAnotherShop(t.app, product.shopId);
    await t.app.db.query('UPDATE products SET price = 10, discount_price = 0 WHERE id = $1', [elsewhere.id]);
    shopper = await createShopper(t.app);
  });

  it("prices each collected voucher of the checkout's shops, or names why it does not apply", async () => {
    const once = await createVoucher(t.app, product.shopId, { limit_for_user: 1 });
    await collect(shopper, once);
    await addToCart(t.app, shopper, product);
    assert.equal((await placeOrder(t.app, shopper, [product.shopId], { coupon_code: once.code })).statusCode, 200);

    const percent = await createVoucher(t.app, product.shopId, { discount_type: 'Percentage', discount: 10 });
    const amount = await createVoucher(t.app, product.shopId, { discount: 5 });
    const minimum = await createVoucher(t.app, product.shopId, { min_order_amount: 100 });
    const expired = await createVoucher(t.app, product.shopId, { starts_in_days: -5, ends_in_days: -1 });
    const early = await createVoucher(t.app, product.shopId, { starts_in_days: 2 });
    const full = await createVoucher(t.app, product.shopId, { total_limit: 1 });
    await t.app.db.query('UPDATE coupons SET used_count = 1 WHERE id = $1', [full.id]);
    const off = await createVoucher(t.app, product.shopId, { is_active: false });
    const other = await createVoucher(t.app, elsewhere.shopId, { discount: 50 });
    for (const coupon of [percent, amount, minimum, expired, early, full, off, other]) await collect(shopper, coupon);
    await createVoucher(t.app, product.shopId, { discount: 20 });

    await addToCart(t.app, shopper, product, { quantity: 2 });
    await addToCart(t.app, shopper, elsewhere);
    const listed = await options({ shop_ids: [product.shopId, elsewhere.shopId] });
    const byId = new Map(listed.map((c) => [c.id, c]));
    const pick = (c: { id: number }) => {
      const found = byId.get(c.id);
      return found && { saving: found.saving, reason: found.reason, amount_needed: found.amount_needed };
    };
    assert.equal(listed.length, 9, 'collected ones only');
    // 2 x 30 = 60 from the first shop, 10 from the other.
    assert.deepEqual(pick(other), { saving: 10, reason: null, amount_needed: null });
    assert.deepEqual(pick(percent), { saving: 6, reason: null, amount_needed: null });
    assert.deepEqual(pick(amount), { saving: 5, reason: null, amount_needed: null });
    assert.deepEqual(pick(minimum), { saving: 0, reason: 'min_spend', amount_needed: 40 });
    assert.deepEqual(pick(expired), { saving: 0, reason: 'expired', amount_needed: null });
    assert.deepEqual(pick(early), { saving: 0, reason: 'not_started', amount_needed: null });
    assert.deepEqual(pick(full), { saving: 0, reason: 'used_up', amount_needed: null });
    assert.deepEqual(pick(off), { saving: 0, reason: 'inactive', amount_needed: null });
    assert.deepEqual(pick(once), { saving: 0, reason: 'used', amount_needed: null });
    assert.deepEqual(
      listed.slice(0, 3).map((c) => c.id),
      [other.id, percent.id, amount.id],
      'usable first, biggest saving first',
    );
    assert.equal(byId.get(percent.id)?.is_collected, true);
    assert.equal(byId.get(percent.id)?.code, percent.code);

    const firstShop = await options({ shop_ids: [product.shopId] });
    assert.equal(
      firstShop.some((c) => c.id === other.id),
      false,
      'a shop outside the checkout offers nothing',
    );
    assert.deepEqual(await options({ shop_ids: [] }), []);
    assert.deepEqual(await options({ shop_ids: [product.shopId] }, await createShopper(t.app)), [], 'another shopper collected none');
  });

  it('prices the buy-now line on its own', async () => {
    const buyer = await createShopper(t.app);
    const voucher = await createVoucher(t.app, product.shopId, { discount_type: 'Percentage', discount: 50, max_discount_amount: 100 });
    await collect(buyer, voucher);
    await addToCart(t.app, buyer, product, { quantity: 3 });
    await addToCart(t.app, buyer, product, { is_buy_now: true });
    const [line] = await options({ shop_ids: [product.shopId], is_buy_now: true }, buyer);
    assert.deepEqual({ id: line?.id, saving: line?.saving }, { id: voucher.id, saving: 15 });
  });

  it('validates the body, naming the field', async () => {
    for (const body of [{}, { shop_ids: 'x' }, { shop_ids: [0] }]) {
      const response = await call(t.app, shopper, 'POST', '/cart/checkout/vouchers', body);
      assert.equal(response.statusCode, 422, JSON.stringify(body));
      assert.match(Object.keys(response.json().errors).join(), /^shop_ids/);
    }
  });
});
