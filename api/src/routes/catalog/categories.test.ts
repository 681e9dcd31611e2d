import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { assertCategoryShape, assertFieldErrors, getJson, ids } from '../../test-support/catalog-assertions.js';
import { insertCategory, insertProduct, insertShop, insertSubCategory } from '../../test-support/catalog-fixtures.js';
import { appForSuite, type TestApp } from '../../test-support/test-app.js';

/**
 * Two shops. Category A has sub-categories a1 (products in shop S), a2 (in shop T), a3 (none) and
 * a4 (inactive); category B has products in T only. Categories without listed products (empty,
 * only inactive products, inactive themselves) are never shown.
 */
interface Fixture {
  s: number;
  t: number;
  a: number;
  a1: number;
  a2: number;
  b: number;
  empty: number;
  onlyHidden: number;
  inactive: number;
}

async function buildFixture(app: TestApp): Promise<Fixture> {
  const db = app.app.db;
  const s = await insertShop(db);
  const t = await insertShop(db);
  const a = await insertCategory(db, { name: 'Fixture A' });
  const a1 = await insertSubCategory(db, a, { name: 'a1' });
  const a2 = await insertSubCategory(db, a, { name: 'a2' });
  await insertSubCategory(db, a, { name: 'a3' });
  const a4 = await insertSubCategory(db, a, { name: 'a4', isActive: false });
  const b = await insertCategory(db, { name: 'Fixture B', sortOrder: 1001 });
  const empty = await insertCategory(db);
  const onlyHidden = await insertCategory(db);
  const inactive = await insertCategory(db, { isActive: false });
  await insertProduct(db, { shopId: s, categoryId: a, subCategoryId: a1 });
  await insertProduct(db, { shopId: s, categoryId: a, subCategoryId: a4 });
  await insertProduct(db, { shopId: t, categoryId: a, subCategoryId: a2 });
  await insertProduct(db, { shopId: t, categoryId: b });
  await insertProduct(db, { shopId: s, categoryId: onlyHidden, isActive: false });
  await insertProduct(db, { shopId: s, categoryId: inactive });
  return { s, t, a, a1, a2, b, empty, onlyHidden, inactive };
}

describe('catalogue categories', () => {
  const t = appForSuite();
  let f: Fixture;
  before(async () => {
    f = await buildFixture(t);
  });

  const data = async (url: string) => {
    const { status, body } = await getJson(t.app, url);
    assert.equal(status, 200, url);
    return body.data;
  };

  it("names categories and sub-categories in the request's language, else as the merchant wrote them", async () => {
    await t.app.db.query(`UPDATE categories SET translations = '{"ar": {"name": "الفئة أ"}}' WHERE id = $1`, [f.a]);
    await t.app.db.query(`UPDATE sub_categories SET translations = '{"ar": {"name": "أ 1"}}' WHERE id = $1`, [f.a1]);
    const inArabic = async (url: string) => {
      const response = await t.app.inject({ url, headers: { 'accept-language': 'ar' } });
      assert.equal(response.statusCode, 200, url);
      return response.json().data;
    };
    const named = (list: Array<{ id: number; name: string }>) => list.map(({ id, name }) => [id, name]);
    const arabicA = [
      [f.a, 'الفئة أ'],
      [f.a1, 'أ 1'],
      [f.a2, 'a2'],
    ];
    const listed = (await inArabic('/api/categories?per_page=100')).categories;
    const a = listed.find((c: { id: number }) => c.id === f.a);
    assert.deepEqual([...named([a]), ...named(a.sub_categories)], arabicA);
    assert.equal(listed.find((c: { id: number }) => c.id === f.b).name, 'Fixture B', 'no Arabic name: its own');
    assert.deepEqual(named((await inArabic(`/api/sub-categories?category_id=${f.a}`)).sub_categories), arabicA.slice(1));
    assert.deepEqual(named([(await inArabic(`/api/category-products?category_id=${f.a}`)).category]), arabicA.slice(0, 1));
    const ofS = (await inArabic(`/api/shop-categories?shop_id=${f.s}`)).categories;
    assert.deepEqual([...named(ofS), ...named(ofS[0].sub_categories)], arabicA.slice(0, 2));
    const master = (await inArabic('/api/master')).categories.find((c: { id: number }) => c.id === f.a);
    assert.deepEqual([...named([master]), ...named(master.sub_categories)].slice(0, 2), arabicA.slice(0, 2), "the header's menu");
    const english = (await data('/api/categories?per_page=100')).categories.find((c: { id: number }) => c.id === f.a);
    assert.deepEqual(
      [...named([english]), ...named(english.sub_categories)],
      [
        [f.a, 'Fixture A'],
        [f.a1, 'a1'],
        [f.a2, 'a2'],
      ],
    );
  });

  describe('GET /api/categories', () => {
    it('answers { total, categories } with the listed sub-categories of each', async () => {
      const { total, categories } = await data('/api/categories?per_page=100');
      assert.equal(total, 10, 'eight seeded, A and B');
      assert.equal(categories.length, 10);
      for (const category of categories) assertCategoryShape(category);
      assert.deepEqual(ids(categories).slice(-2), [f.a, f.b], 'in display order');
      const a = categories.find((c: { id: number }) => c.id === f.a);
      assert.deepEqual(
        a.sub_categories.map((s: { id: number; name: string }) => [s.id, s.name]),
        [
          [f.a1, 'a1'],
          [f.a2, 'a2'],
        ],
      );
      for (const hidden of [f.empty, f.onlyHidden, f.inactive]) assert.ok(!ids(categories).includes(hidden));
    });

    it('pages with the total beside the list', async () => {
      const all = ids((await data('/api/categories?per_page=100')).categories);
      const pages = await Promise.all([1, 2, 3, 4].map((page) => data(`/api/categories?per_page=3&page=${page}`)));
      assert.deepEqual(
        pages.map((p) => p.total),
        [10, 10, 10, 10],
      );
      assert.deepEqual(
        pages.flatMap((p) => ids(p.categories)),
        all,
      );
      assert.deepEqual(await data('/api/categories?per_page=3&page=5'), { total: 10, categories: [] });
      assert.equal((await data('/api/categories')).categories.length, 10, 'ten by default');
    });

    it('answers 422 naming page or per_page', async () => {
      await assertFieldErrors(t.app, '/api/categories?page=-1', ['page']);
      await assertFieldErrors(t.app, '/api/categories?per_page=101', ['per_page']);
      await assertFieldErrors(t.app, '/api/categories?per_page=ten', ['per_page']);
    });
  });

  describe('GET /api/sub-categories', () => {
    it("answers { sub_categories } with the category's listed sub-categories", async () => {
      const body = await data(`/api/sub-categories?category_id=${f.a}`);
      assert.deepEqual(body, {
        sub_categories: [
          { id: f.a1, name: 'a1', thumbnail: body.sub_categories[0].thumbnail },
          { id: f.a2, name: 'a2', thumbnail: body.sub_categories[1].thumbnail },
        ],
      });
      assert.deepEqual(await data(`/api/sub-categories?category_id=${f.b}`), { sub_categories: [] });
    });

    it('answers 404 for an unknown or inactive category', async () => {
      for (const id of [999_999, f.inactive]) {
        const { status, body } = await getJson(t.app, `/api/sub-categories?category_id=${id}`);
        assert.equal(status, 404);
        assert.deepEqual(body, { message: 'The category could not be found.' });
      }
    });

    it('answers 422 naming category_id when it is missing or bad', async () => {
      for (const query of ['', '?category_id=', '?category_id=a', '?category_id=0', '?category_id=3000000000']) {
        await assertFieldErrors(t.app, `/api/sub-categories${query}`, ['category_id']);
      }
    });
  });

  describe('GET /api/shop-categories', () => {
    it('answers the categories a shop has listed products in, with only those sub-categories', async () => {
      const ofS = await data(`/api/shop-categories?shop_id=${f.s}`);
      assert.equal(ofS.total, 1);
      assert.deepEqual(ids(ofS.categories), [f.a]);
      assert.deepEqual(ids(ofS.categories[0].sub_categories), [f.a1]);
      const ofT = await data(`/api/shop-categories?shop_id=${f.t}`);
      assert.deepEqual(ids(ofT.categories), [f.a, f.b]);
      assert.deepEqual(ids(ofT.categories[0].sub_categories), [f.a2]);
      for (const category of ofT.categories) assertCategoryShape(category);
    });

    it('pages with the total beside the list', async () => {
      assert.deepEqual(ids((await data(`/api/shop-categories?shop_id=${f.t}&per_page=1&page=2`)).categories), [f.b]);
      assert.deepEqual(await data(`/api/shop-categories?shop_id=${f.t}&per_page=1&page=3`), { total: 2, categories: [] });
    });

    it('answers 404 for an unknown or inactive shop', async () => {
      const closed = await insertShop(t.app.db, { isActive: false });
      for (const id of [999_999, closed]) {
        const { status, body } = await getJson(t.app, `/api/shop-categories?shop_id=${id}`);
        assert.equal(status, 404);
        assert.deepEqual(body, { message: 'The shop could not be found.' });
      }
    });

    it('answers 422 naming the bad field', async () => {
      await assertFieldErrors(t.app, '/api/shop-categories', ['shop_id']);
      await assertFieldErrors(t.app, '/api/shop-categories?shop_id=-1', ['shop_id']);
      await assertFieldErrors(t.app, `/api/shop-categories?shop_id=${f.s}&page=0`, ['page']);
      await assertFieldErrors(t.app, `/api/shop-categories?shop_id=${f.s}&per_page=200`, ['per_page']);
    });
  });
});
