import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { productPrices } from '../../db/queries/catalog-pricing.js';
import { setSetting } from '../../db/queries/settings.js';
import {
  assertCategoryShape,
  assertFieldErrors,
  assertFlashSaleShape,
  assertProductShape,
  assertShopShape,
  getJson,
  ids,
} from '../../test-support/catalog-assertions.js';
import { addFavorite, disableAllFlashSales, insertCustomer } from '../../test-support/catalog-fixtures.js';
import { appForSuite } from '../../test-support/test-app.js';
import { HOME_CATEGORIES, HOME_POPULAR_PRODUCTS, HOME_SHOPS } from './home.js';
import {
  BANNER_TITLES_AR,
  CATEGORY_NAMES_AR,
  FLASH_SALE_NAMES_AR,
  PRODUCT_NAMES_AR,
  SUB_CATEGORY_NAMES_AR,
} from '../../db/seed/data/catalog-ar.js';
import { FLASH_SALE_PREVIEW_SIZE } from './catalog-helpers.js';

describe('GET /api/home', () => {
  const t = appForSuite();

  const home = async (query = '', token?: string) => {
    const { status, body } = await getJson(t.app, `/api/home${query}`, token);
    assert.equal(status, 200, query);
    return body.data;
  };

  it('answers every section of the home page in the contract shape', async () => {
    const data = await home();
    assert.deepEqual(Object.keys(data).sort(), [
      'ads',
      'banners',
      'categories',
      'incoming_flash_sale',
      'just_for_you',
      'popular_products',
      'running_flash_sale',
      'shops',
    ]);
    for (const banner of [...data.banners, ...data.ads]) assert.deepEqual(Object.keys(banner).sort(), ['id', 'thumbnail', 'title']);
    assert.equal(data.banners.length, 4);
    assert.equal(data.ads.length, 3);
    assert.ok(data.categories.length > 0 && data.categories.length <= HOME_CATEGORIES);
    for (const category of data.categories) assertCategoryShape(category);
    assert.ok(data.shops.length > 0 && data.shops.length <= HOME_SHOPS);
    for (const shop of data.shops) assertShopShape(shop);
    assert.equal(data.popular_products.length, HOME_POPULAR_PRODUCTS);
    for (const product of [...data.popular_products, ...data.just_for_you.products]) assertProductShape(product);
    assert.deepEqual(Object.keys(data.just_for_you).sort(), ['products', 'total']);
    assertFlashSaleShape(data.running_flash_sale);
    assertFlashSaleShape(data.incoming_flash_sale);
  });

  it('answers the banners, categories and products in Arabic for Accept-Language: ar, and in English otherwise', async () => {
    const inArabic = async (url: string) => {
      const response = await t.app.inject({ url, headers: { 'accept-language': 'ar' } });
      assert.equal(response.statusCode, 200, url);
      return response.json().data;
    };
    type Named = { id: number; name: string };
    type Category = Named & { sub_categories: Named[] };
    type Sale = Named & { products: Named[] };
    const english = await home();
    const arabic = await inArabic('/api/home');
    // Each list is the same rows in the same order; only the words change.
    const byId = <T extends { id: number }>(list: T[]) => new Map(list.map((item) => [item.id, item]));

    assert.equal(arabic.banners.length + arabic.ads.length, 7);
    for (const kind of ['banners', 'ads'] as const) {
      const englishBanners = byId<{ id: number; title: string; thumbnail: string }>(english[kind]);
      for (const banner of arabic[kind]) {
        const { title, thumbnail } = englishBanners.get(banner.id)!;
        assert.equal(banner.title, BANNER_TITLES_AR[title], title);
        // The same artwork with the Arabic title drawn on it, never the English picture.
        assert.equal(banner.thumbnail, `${thumbnail}?text=${encodeURIComponent(BANNER_TITLES_AR[title]!)}`);
        const picture = await t.app.inject({ url: banner.thumbnail });
        assert.equal(picture.statusCode, 200, banner.thumbnail);
        const drawn = [...picture.body.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map(([, line]) => line).join(' ');
        assert.equal(drawn, BANNER_TITLES_AR[title], `${title}: the Arabic title is drawn whole, and no other words`);
      }
    }

    assert.deepEqual(ids(arabic.categories), ids(english.categories));
    const englishCategories = byId<Category>(english.categories);
    for (const category of arabic.categories as Category[]) {
      const englishCategory = englishCategories.get(category.id)!;
      assert.equal(category.name, CATEGORY_NAMES_AR[englishCategory.name], englishCategory.name);
      assert.ok(category.sub_categories.length > 0);
      const englishSubs = byId(englishCategory.sub_categories);
      for (const sub of category.sub_categories) assert.equal(sub.name, SUB_CATEGORY_NAMES_AR[englishSubs.get(sub.id)!.name]);
    }

    const sales = (data: typeof english): Sale[] => [data.running_flash_sale, data.incoming_flash_sale];
    const englishSales = byId(sales(english));
    for (const sale of sales(arabic)) assert.equal(sale.name, FLASH_SALE_NAMES_AR[englishSales.get(sale.id)!.name]);

    const products = (data: typeof english): Named[] => [
      ...data.popular_products,
      ...data.just_for_you.products,
      ...sales(data).flatMap((sale) => sale.products),
    ];
    const firstPage = (await getJson(t.app, '/api/products')).body.data.products as Named[];
    const englishNames = new Map([...products(english), ...firstPage].map((product) => [product.id, product.name]));
    const arabicProducts = [...products(arabic), ...((await inArabic('/api/products')).products as Named[])];
    assert.ok(arabicProducts.length >= 30, 'the home page and the first page of /products');
    for (const product of arabicProducts) {
      assert.equal(product.name, PRODUCT_NAMES_AR[englishNames.get(product.id)!], englishNames.get(product.id));
    }

    // An English shopper (and one asking no language) still reads the names as the merchant wrote them.
    assert.equal(english.categories[0].name, 'Fashion');
    assert.equal(english.banners[0].title, 'Summer Fashion Sale');
    assert.deepEqual(await inArabic('/api/banners'), { banners: arabic.banners });
  });

  it('shows the most popular products and pages "just for you" through the whole catalogue', async () => {
    const data = await home('?per_page=3&page=2');
    const popular = (await getJson(t.app, `/api/products?sort_type=popular_product&per_page=${HOME_POPULAR_PRODUCTS}`)).body.data;
    assert.deepEqual(ids(data.popular_products), ids(popular.products));
    const newest = (await getJson(t.app, '/api/products?sort_type=newest&per_page=6')).body.data;
    assert.equal(data.just_for_you.total, newest.total);
    assert.deepEqual(ids(data.just_for_you.products), ids(newest.products).slice(3, 6));
    assert.equal((await home()).just_for_you.products.length, 10, 'ten by default');
  });

  it('gives "just for you"\'s total alone when asked, for a storefront that loads its products later', async () => {
    const whole = await home();
    const data = await home('?just_for_you=total');
    assert.deepEqual(data.just_for_you, { total: whole.just_for_you.total, products: [] });
    assert.deepEqual(ids(data.popular_products), ids(whole.popular_products), 'the rest as before');
    const { status, body } = await getJson(t.app, '/api/home?just_for_you=all');
    assert.equal(status, 422);
    assert.match(JSON.stringify(body), /just_for_you/);
  });

  it("shows the running sale at sale prices and the incoming one at today's prices", async () => {
    const { running_flash_sale: running, incoming_flash_sale: incoming } = await home();
    assert.equal(running.name, 'Mega Flash Sale');
    assert.equal(incoming.name, 'Weekend Flash Sale');
    assert.ok(Date.parse(running.start_date) <= Date.now() && Date.now() < Date.parse(running.end_date));
    assert.ok(Date.parse(incoming.start_date) > Date.now());
    assert.equal(running.products.length, FLASH_SALE_PREVIEW_SIZE);
    const prices = await productPrices(t.app.db, [...ids(running.products), ...ids(incoming.products)]);
    for (const product of running.products) {
      assert.equal(prices.get(product.id)!.flashSaleId, running.id);
      assert.equal(product.discount_price, prices.get(product.id)!.discountPrice);
    }
    for (const product of incoming.products) {
      assert.notEqual(prices.get(product.id)!.flashSaleId, incoming.id);
    }
  });

  it('fills is_favorite for the signed-in caller only', async () => {
    const customer = await insertCustomer(t.app.db);
    const guest = await home();
    const favorite = guest.popular_products[0].id;
    await addFavorite(t.app.db, customer.id, favorite);
    const signedIn = await home('', customer.token);
    const flags = (data: typeof guest) =>
      [...data.popular_products, ...data.just_for_you.products]
        .filter((p: { is_favorite: boolean }) => p.is_favorite)
        .map((p: { id: number }) => p.id);
    assert.deepEqual([...new Set(flags(signedIn))], [favorite]);
    assert.deepEqual(flags(await home()), []);
  });

  it('answers 422 naming page or per_page when they are bad', async () => {
    await assertFieldErrors(t.app, '/api/home?page=0', ['page']);
    await assertFieldErrors(t.app, '/api/home?per_page=1000', ['per_page']);
    await assertFieldErrors(t.app, '/api/home?per_page=-5&page=x', ['per_page', 'page']);
  });

  it('shows only active banners and ads, in their order', async () => {
    await t.app.db.query('UPDATE banners SET is_active = false WHERE id = (SELECT min(id) FROM banners)');
    await t.app.db.query('UPDATE banners SET sort_order = -1 WHERE id = (SELECT max(id) FROM banners)');
    await t.app.db.query('UPDATE ads SET is_active = false');
    const data = await home();
    const rows = await t.app.db.query<{ id: number }>('SELECT id FROM banners WHERE is_active ORDER BY sort_order, id');
    assert.deepEqual(ids(data.banners), ids(rows));
    assert.equal(data.banners.length, 3);
    assert.deepEqual(data.ads, []);
  });

  it('has no shops in single-vendor mode and no flash sales when none are on', async () => {
    await setSetting(t.app.db, 'multi_vendor', false);
    await disableAllFlashSales(t.app.db);
    const data = await home();
    assert.deepEqual(data.shops, []);
    assert.equal(data.running_flash_sale, null);
    assert.equal(data.incoming_flash_sale, null);
  });
});

describe('GET /api/banners', () => {
  const t = appForSuite();

  it('answers { banners } as the home page shows them', async () => {
    const { status, body } = await getJson(t.app, '/api/banners');
    assert.equal(status, 200);
    assert.deepEqual(Object.keys(body.data), ['banners']);
    assert.deepEqual(body.data.banners, (await getJson(t.app, '/api/home')).body.data.banners);
    assert.deepEqual(body.data.banners[0], {
      id: body.data.banners[0].id,
      title: 'Summer Fashion Sale',
      thumbnail: '/media/generated/banner/1/summer-fashion-sale.svg',
    });
  });
});
