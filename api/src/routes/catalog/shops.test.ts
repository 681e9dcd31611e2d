import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setSetting } from '../../db/queries/settings.js';
import { assertFieldErrors, assertShopShape, getJson, ids } from '../../test-support/catalog-assertions.js';
import { insertCategory, insertProduct, insertShop } from '../../test-support/catalog-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

describe('catalogue shops', () => {
  let t: TestApp;
  /** Offline, rated; three listed products in two categories, and two that are not listed. */
  let shopId: number;
  let closedShopId: number;
  before(async () => {
    t = await createTestApp();
    const db = t.app.db;
    shopId = await insertShop(db, { name: 'Fixture Outlet', isOnline: false, rating: 4.25, totalReviews: 12 });
    closedShopId = await insertShop(db, { isActive: false });
    const [one, two, closed] = [await insertCategory(db), await insertCategory(db), await insertCategory(db, { isActive: false })];
    for (const categoryId of [one, one, two]) await insertProduct(db, { shopId, categoryId });
    await insertProduct(db, { shopId, categoryId: two, isActive: false });
    await insertProduct(db, { shopId, categoryId: closed });
    await db.query(
      `INSERT INTO shop_banners (shop_id, title, thumbnail, sort_order)
       VALUES ($1, 'Second', '/media/b2.svg', 2), ($1, 'First', '/media/b1.svg', 1)`,
      [shopId],
    );
  });
  after(() => t.close());

  const data = async (url: string) => {
    const { status, body } = await getJson(t.app, url);
    assert.equal(status, 200, url);
    return body.data;
  };

  describe('GET /api/shops', () => {
    it('answers { total, shops } with the active shops in the contract shape', async () => {
      const { total, shops } = await data('/api/shops?per_page=100');
      assert.equal(total, 10, 'nine seeded and the fixture');
      assert.deepEqual(
        ids(shops),
        [...ids(shops)].sort((a, b) => a - b),
        'in the order they joined',
      );
      assert.ok(!ids(shops).includes(closedShopId));
      for (const shop of shops) assertShopShape(shop);
      assert.deepEqual(
        shops.find((s: { id: number }) => s.id === shopId),
        {
          id: shopId,
          name: 'Fixture Outlet',
          logo: shops.at(-1).logo,
          banner: shops.at(-1).banner,
          total_products: 3,
          total_categories: 2,
          rating: 4.25,
          shop_status: 'Offline',
          total_reviews: 12,
        },
      );
      const seeded = shops.find((s: { name: string }) => s.name === 'Urban Threads');
      assert.equal(seeded.shop_status, 'Online');
      assert.equal(seeded.total_products, 15);
    });

    it('pages with the total beside the list', async () => {
      const all = ids((await data('/api/shops?per_page=100')).shops);
      const pages = await Promise.all([1, 2, 3].map((page) => data(`/api/shops?per_page=4&page=${page}`)));
      assert.deepEqual(
        pages.map((p) => p.shops.length),
        [4, 4, 2],
      );
      assert.deepEqual(
        pages.flatMap((p) => ids(p.shops)),
        all,
      );
      assert.deepEqual(await data('/api/shops?per_page=4&page=4'), { total: 10, shops: [] });
      assert.equal((await data('/api/shops')).shops.length, 10);
    });

    it('answers in single-vendor mode too (the storefront hides the link)', async () => {
      await setSetting(t.app.db, 'multi_vendor', false);
      try {
        assert.equal((await data('/api/shops')).total, 10);
      } finally {
        await setSetting(t.app.db, 'multi_vendor', true);
      }
    });

    it('answers 422 naming page or per_page', async () => {
      await assertFieldErrors(t.app, '/api/shops?page=0', ['page']);
      await assertFieldErrors(t.app, '/api/shops?per_page=1.5', ['per_page']);
    });
  });

  describe('GET /api/shops/:id', () => {
    it('answers { shop } as ShopDetails with its texts and banners in order', async () => {
      const { shop } = await data(`/api/shops/${shopId}`);
      assertShopShape(shop, ['short_description', 'description', 'banners']);
      assert.equal(shop.name, 'Fixture Outlet');
      assert.equal(shop.total_products, 3);
      assert.equal(shop.short_description, 'Short words');
      assert.equal(shop.description, '<p>Long words</p>');
      assert.deepEqual(
        shop.banners.map(({ title, thumbnail }: { title: string; thumbnail: string }) => [title, thumbnail]),
        [
          ['First', '/media/b1.svg'],
          ['Second', '/media/b2.svg'],
        ],
      );
      for (const banner of shop.banners) assert.deepEqual(Object.keys(banner).sort(), ['id', 'thumbnail', 'title']);
    });

    it('answers 404 for an unknown or inactive shop', async () => {
      for (const id of [999_999, closedShopId]) {
        const { status, body } = await getJson(t.app, `/api/shops/${id}`);
        assert.equal(status, 404);
        assert.deepEqual(body, { message: 'The shop could not be found.' });
      }
    });

    it('answers 422 naming the id when it is not one', async () => {
      for (const id of ['abc', '0', '-4', '1.5', '99999999999', '%20']) await assertFieldErrors(t.app, `/api/shops/${id}`, ['id']);
    });
  });
});
