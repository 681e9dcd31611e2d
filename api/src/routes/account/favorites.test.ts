import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { appForSuite } from '../../test-support/test-app.js';
import { createTestUser, type TestUser } from '../../test-support/users.js';
import { FAVORITE_ADDED_MESSAGE, FAVORITE_REMOVED_MESSAGE } from './favorites.js';
import { english } from '../../test-support/english.js';

const t = appForSuite();
let productIds: number[];
before(async () => {
  const rows = await t.app.db.query<{ id: number }>('SELECT id FROM products WHERE is_active ORDER BY id LIMIT 3');
  productIds = rows.map((r) => r.id);
});

const toggle = (user: TestUser | null, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/favorite-add-or-remove', headers: user?.auth ?? {}, payload });

const favorites = (user: TestUser | null, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/favorite-products${query}`, headers: user?.auth ?? {} });

describe('POST /api/favorite-add-or-remove', () => {
  it('adds, then removes, answering the product with is_favorite', async () => {
    const user = await createTestUser(t.app);
    const productId = productIds[0]!;
    const added = await toggle(user, { product_id: productId });
    assert.equal(added.statusCode, 200, added.body);
    assert.equal(added.json().message, english(FAVORITE_ADDED_MESSAGE));
    const product = added.json().data.product;
    assert.equal(product.id, productId);
    assert.equal(product.is_favorite, true);
    for (const key of ['name', 'thumbnail', 'price', 'discount_price', 'shop', 'sizes', 'colors']) assert.ok(key in product, key);

    const removed = await toggle(user, { product_id: String(productId) });
    assert.equal(removed.json().message, english(FAVORITE_REMOVED_MESSAGE));
    assert.equal(removed.json().data.product.is_favorite, false);
  });

  it("keeps each user's favourites apart", async () => {
    const one = await createTestUser(t.app);
    const two = await createTestUser(t.app);
    await toggle(one, { product_id: productIds[0] });
    const twos = await toggle(two, { product_id: productIds[0] });
    assert.equal(twos.json().data.product.is_favorite, true, 'not a removal of the other user’s favourite');
    assert.equal((await favorites(one)).json().data.total, 1);
  });

  it('answers 422 naming product_id for unknown, hidden or malformed products', async () => {
    const user = await createTestUser(t.app);
    const [hidden] = await t.app.db.query<{ id: number }>('UPDATE products SET is_active = false WHERE id = $1 RETURNING id', [
      productIds[2],
    ]);
    try {
      const cases: Array<[object, RegExp]> = [
        [{ product_id: 2_000_000_000 }, /selected product id is invalid/],
        [{ product_id: hidden!.id }, /selected product id is invalid/],
        [{}, /product id field is required/],
        [{ product_id: 'abc' }, /must be a number/],
        [{ product_id: -1 }, /at least 1/],
        [{ product_id: 1.5 }, /integer/],
        [{ product_id: 1e12 }, /not be greater/],
      ];
      for (const [payload, pattern] of cases) {
        const response = await toggle(user, payload);
        assert.equal(response.statusCode, 422, JSON.stringify(payload));
        assert.match(response.json().errors.product_id[0], pattern, JSON.stringify(payload));
      }
      assert.equal((await toggle(user, { product_id: 2_000_000_000 })).json().message, 'The selected product id is invalid.');
    } finally {
      await t.app.db.query('UPDATE products SET is_active = true WHERE id = $1', [productIds[2]]);
    }
  });

  it('answers 401 without a valid token', async () => {
    for (const response of [await toggle(null, { product_id: productIds[0] }), await favorites(null)]) {
      assert.equal(response.statusCode, 401);
      assert.deepEqual(response.json(), { message: 'Unauthenticated.' });
    }
  });
});

describe('GET /api/favorite-products', () => {
  it('lists the favourite products, latest first, paginated with the total', async () => {
    const user = await createTestUser(t.app);
    for (const id of productIds) await toggle(user, { product_id: id });
    const all = await favorites(user);
    assert.equal(all.statusCode, 200, all.body);
    assert.equal(all.json().data.total, 3);
    const listed: Array<{ id: number; is_favorite: boolean }> = all.json().data.products;
    assert.deepEqual(listed.map((p) => p.id).sort(), [...productIds].sort());
    assert.ok(listed.every((p) => p.is_favorite));
    const page = await favorites(user, '?per_page=2&page=2');
    assert.equal(page.json().data.total, 3);
    assert.equal(page.json().data.products.length, 1);
  });

  it('leaves out products that are no longer listed', async () => {
    const user = await createTestUser(t.app);
    await toggle(user, { product_id: productIds[1] });
    await t.app.db.query('UPDATE products SET is_active = false WHERE id = $1', [productIds[1]]);
    try {
      const response = await favorites(user);
      assert.deepEqual(response.json().data, { total: 0, products: [] });
    } finally {
      await t.app.db.query('UPDATE products SET is_active = true WHERE id = $1', [productIds[1]]);
    }
  });

  it('answers 422 for bad paging', async () => {
    const user = await createTestUser(t.app);
    const response = await favorites(user, '?per_page=1000');
    assert.equal(response.statusCode, 422);
    assert.ok(response.json().errors.per_page);
  });
});
