import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { assertCategoryShape, assertFieldErrors, assertProductShape, getJson, ids } from '../../test-support/catalog-assertions.js';
import {
  addFavorite,
  insertCategory,
  insertCustomer,
  insertProduct,
  insertShop,
  insertSubCategory,
} from '../../test-support/catalog-fixtures.js';
import { appForSuite, type TestApp } from '../../test-support/test-app.js';
import { DETAILS_LIST_SIZE } from './products.js';

/**
 * One shop of five listed products with known prices, ratings, sales and ages (plus hidden ones),
 * so every filter and sort has a known answer:
 *
 *   product  name                 brand  price  discount  effective  rating  sold   age  category
 *   lamp     Aurora Desk Lamp     Lumina 100    60        60         4.5     12000  5    C1 / C1a
 *   floor    Borealis Floor Lamp  Lumina 80     0         80         3.2     50     1    C1 / C1b
 *   mug      Cosmic 50% Mug       Mugly  15     12        12         4.0     1234   10   C2
 *   cup      Comet_Cup            Mugly  20     0         20         5.0     700    3    C2
 *   rug      Nebula Rug           -      45     0         45         0       0      20   C1
 */
interface Fixture {
  shopId: number;
  c1: number;
  c1a: number;
  c1b: number;
  c2: number;
  lamp: number;
  floor: number;
  mug: number;
  cup: number;
  rug: number;
  hidden: number;
  customer: { id: number; token: string };
}

async function buildFixture(t: TestApp): Promise<Fixture> {
  const db = t.app.db;
  const shopId = await insertShop(db, { name: 'Fixture Lights' });
  const c1 = await insertCategory(db, { name: 'Fixture Lighting' });
  const c1a = await insertSubCategory(db, c1, { name: 'Desk' });
  const c1b = await insertSubCategory(db, c1, { name: 'Floor' });
  const c2 = await insertCategory(db, { name: 'Fixture Kitchen' });
  const base = { shopId };
  const lamp = await insertProduct(db, {
    ...base,
    categoryId: c1,
    subCategoryId: c1a,
    name: 'Aurora Desk Lamp',
    brand: 'Lumina',
    unit: 'pc',
    price: 100,
    discountPrice: 60,
    quantity: 7,
    rating: 4.5,
    totalReviews: 30,
    totalSold: 12_000,
    ageDays: 5,
    images: ['/media/lamp-1.svg', '/media/lamp-2.svg', '/media/lamp-3.svg'],
    sizes: [
      ['Small', 0],
      ['Large', 15.5],
    ],
    colors: [
      ['Red', '#FF0000', 2],
      ['Blue', '#0000FF', 0],
    ],
  });
  const floor = await insertProduct(db, {
    ...base,
    categoryId: c1,
    subCategoryId: c1b,
    name: 'Borealis Floor Lamp',
    brand: 'Lumina',
    price: 80,
    rating: 3.2,
    totalSold: 50,
    ageDays: 1,
  });
  const mug = await insertProduct(db, {
    ...base,
    categoryId: c2,
    name: 'Cosmic 50% Mug',
    brand: 'Mugly',
    price: 15,
    discountPrice: 12,
    rating: 4,
    totalReviews: 3,
    totalSold: 1234,
    ageDays: 10,
  });
  const cup = await insertProduct(db, {
    ...base,
    categoryId: c2,
    name: 'Comet_Cup',
    brand: 'Mugly',
    price: 20,
    rating: 5,
    totalReviews: 10,
    totalSold: 700,
    ageDays: 3,
  });
  const rug = await insertProduct(db, {
    ...base,
    categoryId: c1,
    name: 'Nebula Rug',
    brand: null,
    unit: null,
    price: 45,
    ageDays: 20,
  });
  const hidden = await insertProduct(db, { ...base, categoryId: c1, name: 'Hidden Lamp', isActive: false });
  // Listed nowhere either: a product of an inactive shop and one of an inactive category.
  const closedShop = await insertShop(db, { isActive: false });
  await insertProduct(db, { shopId: closedShop, categoryId: c1, name: 'Closed Shop Lamp' });
  const closedCategory = await insertCategory(db, { isActive: false });
  await insertProduct(db, { ...base, categoryId: closedCategory, name: 'Closed Category Lamp' });
  const customer = await insertCustomer(db);
  await addFavorite(db, customer.id, lamp);
  return { shopId, c1, c1a, c1b, c2, lamp, floor, mug, cup, rug, hidden, customer };
}

describe('GET /api/products', () => {
  const t = appForSuite();
  let f: Fixture;
  before(async () => {
    f = await buildFixture(t);
  });

  const list = async (query: string, token?: string) => {
    const { status, body } = await getJson(t.app, `/api/products?${query}`, token);
    assert.equal(status, 200, query);
    return body.data as { total: number; products: Array<Record<string, unknown> & { id: number }> };
  };
  const shopIds = async (query: string) => ids((await list(`shop_id=${f.shopId}&${query}`)).products);

  it('answers { total, products } with every product in the contract shape', async () => {
    const { body } = await getJson(t.app, '/api/products');
    assert.deepEqual(Object.keys(body), ['data']);
    assert.deepEqual(Object.keys(body.data).sort(), ['products', 'total']);
    assert.equal(body.data.products.length, 10, 'default page size');
    assert.ok(body.data.total > 100, 'the whole seeded catalogue is counted');
    for (const product of body.data.products) assertProductShape(product);
  });

  it('fills every field from the product, its options, brand, unit and shop', async () => {
    const [lamp] = (await list(`shop_id=${f.shopId}&search=aurora`)).products;
    assert.deepEqual(lamp, {
      id: f.lamp,
      name: 'Aurora Desk Lamp',
      thumbnail: '/media/lamp-1.svg',
      price: 100,
      discount_price: 60,
      discount_percentage: 40,
      rating: 4.5,
      total_reviews: '30',
      total_sold: '12K',
      quantity: 7,
      is_favorite: false,
      brand: 'Lumina',
      unit: { id: (lamp!.unit as { id: number }).id, name: 'pc' },
      sizes: [
        { id: (lamp!.sizes as Array<{ id: number }>)[0]!.id, name: 'Small', price: 0 },
        { id: (lamp!.sizes as Array<{ id: number }>)[1]!.id, name: 'Large', price: 15.5 },
      ],
      colors: [
        { id: (lamp!.colors as Array<{ id: number }>)[0]!.id, name: 'Red', color_code: '#FF0000', price: 2 },
        { id: (lamp!.colors as Array<{ id: number }>)[1]!.id, name: 'Blue', color_code: '#0000FF', price: 0 },
      ],
      shop: {
        id: f.shopId,
        name: 'Fixture Lights',
        logo: (lamp!.shop as { logo: string }).logo,
        rating: 0,
        estimated_delivery_time: '2-3 days',
        delivery_charge: 3.5,
      },
    });
    const [rug] = (await list(`shop_id=${f.shopId}&search=nebula`)).products;
    assert.equal(rug!.brand, null);
    assert.equal(rug!.unit, null);
    assert.deepEqual(rug!.sizes, []);
    assert.equal(rug!.discount_price, 0);
    assert.equal(rug!.discount_percentage, 0);
    const [mug] = (await list(`shop_id=${f.shopId}&search=cosmic`)).products;
    assert.equal(mug!.total_sold, '1,234');
    assert.equal(mug!.discount_percentage, 20);
  });

  it('lists only active products of active shops and categories', async () => {
    assert.deepEqual(new Set(await shopIds('per_page=100')), new Set([f.lamp, f.floor, f.mug, f.cup, f.rug]));
    const all = await list('per_page=100&search=lamp');
    assert.ok(!all.products.some((p) => /Hidden|Closed/.test(String(p.name))), 'hidden products never listed');
    assert.equal(all.total, all.products.length);
  });

  it('searches names and brands, ignoring case', async () => {
    assert.deepEqual(new Set(await shopIds('search=LAMP')), new Set([f.lamp, f.floor]));
    assert.deepEqual(new Set(await shopIds('search=lumina')), new Set([f.lamp, f.floor]));
    assert.deepEqual(new Set(await shopIds('search=mug')), new Set([f.mug, f.cup]), 'brand Mugly matches too');
    assert.deepEqual(await shopIds('search=%20%20borealis%20'), [f.floor], 'surrounding spaces are ignored');
    assert.deepEqual(await shopIds('search='), await shopIds(''), 'an empty search is no search');
  });

  it('reads punctuation in a search as a break between words, never as a wildcard', async () => {
    assert.deepEqual(await shopIds('search=comet_cup'), [f.cup], 'Comet_Cup is the words comet and cup');
    assert.deepEqual(await shopIds('search=50%25'), [f.mug], 'the 50 of Cosmic 50% Mug');
    for (const nothing of ['%25', '_', '%5C', '%25%25%25', '%2A%3A%26'])
      assert.equal((await list(`search=${nothing}`)).total, 0, `${decodeURIComponent(nothing)} searches for no word and finds nothing`);
  });

  it('filters by shop, category and sub-category', async () => {
    const inShop = await list(`shop_id=${f.shopId}`);
    assert.equal(inShop.total, 5);
    assert.deepEqual(new Set(ids((await list(`category_id=${f.c2}`)).products)), new Set([f.mug, f.cup]));
    assert.deepEqual(new Set(ids((await list(`category_id=${f.c1}`)).products)), new Set([f.lamp, f.floor, f.rug]));
    assert.deepEqual(ids((await list(`sub_category_id=${f.c1a}`)).products), [f.lamp]);
    assert.deepEqual(ids((await list(`category_id=${f.c1}&sub_category_id=${f.c1b}`)).products), [f.floor]);
    assert.deepEqual(await list('shop_id=999999'), { total: 0, products: [] });
  });

  it('filters by the effective price, bounds included', async () => {
    assert.deepEqual(new Set(await shopIds('min_price=20&max_price=60')), new Set([f.cup, f.rug, f.lamp]));
    assert.deepEqual(new Set(await shopIds('min_price=61')), new Set([f.floor]), 'the lamp costs 60, not 100');
    assert.deepEqual(new Set(await shopIds('max_price=12')), new Set([f.mug]));
    assert.deepEqual(new Set(await shopIds('min_price=12.5&max_price=19.99')), new Set());
    assert.deepEqual(await shopIds('min_price=80&max_price=80'), [f.floor]);
  });

  it('filters a rating band: at least r, below r + 1', async () => {
    assert.deepEqual(new Set(await shopIds('rating=4')), new Set([f.lamp, f.mug]));
    assert.deepEqual(await shopIds('rating=5'), [f.cup]);
    assert.deepEqual(await shopIds('rating=3'), [f.floor]);
    assert.deepEqual(await shopIds('rating=0'), [f.rug]);
    assert.deepEqual(new Set(await shopIds('rating=4.5')), new Set([f.lamp, f.cup]));
  });

  it('sorts by each sort_type', async () => {
    assert.deepEqual(await shopIds('sort_type=low_to_high'), [f.mug, f.cup, f.rug, f.lamp, f.floor]);
    assert.deepEqual(await shopIds('sort_type=high_to_low'), [f.floor, f.lamp, f.rug, f.cup, f.mug]);
    assert.deepEqual(await shopIds('sort_type=heigh_to_low'), [f.floor, f.lamp, f.rug, f.cup, f.mug], 'the original spelling');
    assert.deepEqual(await shopIds('sort_type=top_selling'), [f.lamp, f.mug, f.cup, f.floor, f.rug]);
    assert.deepEqual(await shopIds('sort_type=popular_product'), [f.cup, f.lamp, f.mug, f.floor, f.rug]);
    assert.deepEqual(await shopIds('sort_type=newest'), [f.floor, f.cup, f.lamp, f.mug, f.rug]);
    assert.deepEqual(await shopIds(''), [f.floor, f.cup, f.lamp, f.mug, f.rug], 'newest by default');
    assert.deepEqual(await shopIds('sort_type=just_for_you'), [f.floor, f.cup, f.lamp, f.mug, f.rug], 'a guest gets the newest');
  });

  it("puts the caller's favourite categories first in just_for_you", async () => {
    const { products } = await list(`shop_id=${f.shopId}&sort_type=just_for_you`, f.customer.token);
    // The customer keeps the lamp (C1): C1 products newest first, then the rest newest first.
    assert.deepEqual(ids(products), [f.floor, f.lamp, f.rug, f.cup, f.mug]);
  });

  it('combines filters with a sort', async () => {
    assert.deepEqual(await shopIds(`category_id=${f.c1}&max_price=79&sort_type=high_to_low`), [f.lamp, f.rug]);
    assert.deepEqual(await shopIds('search=lamp&rating=3&sort_type=low_to_high'), [f.floor]);
  });

  it('pages through the list with the total beside it', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => list(`shop_id=${f.shopId}&per_page=2&page=${page}`)));
    assert.deepEqual(
      pages.map((p) => p.total),
      [5, 5, 5],
    );
    assert.deepEqual(
      pages.map((p) => p.products.length),
      [2, 2, 1],
    );
    assert.deepEqual(
      pages.flatMap((p) => ids(p.products)),
      await shopIds('per_page=100'),
      'pages neither overlap nor skip',
    );
    assert.deepEqual(await list(`shop_id=${f.shopId}&per_page=2&page=4`), { total: 5, products: [] }, 'past the last page');
    assert.equal((await list('per_page=100')).products.length, 100);
    assert.equal((await list('page=&per_page=')).products.length, 10, 'empty means default');
  });

  it("marks the signed-in caller's favourites, and nothing for guests", async () => {
    const signedIn = await list(`shop_id=${f.shopId}`, f.customer.token);
    for (const product of signedIn.products) assert.equal(product.is_favorite, product.id === f.lamp, String(product.name));
    const guest = await list(`shop_id=${f.shopId}`);
    assert.ok(guest.products.every((p) => p.is_favorite === false));
    const other = await insertCustomer(t.app.db);
    const stranger = await list(`shop_id=${f.shopId}`, other.token);
    assert.ok(
      stranger.products.every((p) => p.is_favorite === false),
      "another customer's favourites are not yours",
    );
    const badToken = await list(`shop_id=${f.shopId}`, 'not-a-real-token');
    assert.ok(
      badToken.products.every((p) => p.is_favorite === false),
      'a bad token is a guest',
    );
  });

  it('answers 422 naming the field for bad numbers and unknown sorts', async () => {
    const cases: Array<[string, string[]]> = [
      ['page=0', ['page']],
      ['page=-1', ['page']],
      ['page=1.5', ['page']],
      ['page=abc', ['page']],
      ['page=100001', ['page']],
      ['per_page=0', ['per_page']],
      ['per_page=101', ['per_page']],
      ['per_page=1e3', ['per_page']],
      ['shop_id=abc', ['shop_id']],
      ['shop_id=-3', ['shop_id']],
      ['shop_id=2147483648', ['shop_id']],
      ['category_id=0', ['category_id']],
      ['sub_category_id=x', ['sub_category_id']],
      ['min_price=-1', ['min_price']],
      ['max_price=cheap', ['max_price']],
      ['max_price=99999999999', ['max_price']],
      ['min_price=50&max_price=10', ['max_price']],
      ['rating=6', ['rating']],
      ['rating=-1', ['rating']],
      ['rating=good', ['rating']],
      ['sort_type=cheapest', ['sort_type']],
      ['sort_type=LOW_TO_HIGH', ['sort_type']],
      ['search=' + 'x'.repeat(101), ['search']],
      ['page=1&page=2', ['page']],
      ['page=0&sort_type=nope&shop_id=x', ['page', 'sort_type', 'shop_id']],
    ];
    for (const [query, fields] of cases) await assertFieldErrors(t.app, `/api/products?${query}`, fields);
    const { body } = await getJson(t.app, '/api/products?sort_type=cheapest');
    assert.equal(body.message, 'The selected sort type is invalid.');
    assert.equal((await getJson(t.app, '/api/products?per_page=101')).body.message, 'The per page field must not be greater than 100.');
    assert.equal(
      (await getJson(t.app, '/api/products?min_price=50&max_price=10')).body.message,
      'The max price field must be greater than or equal to min price.',
    );
  });
});

describe('GET /api/category-products', () => {
  const t = appForSuite();
  let f: Fixture;
  before(async () => {
    f = await buildFixture(t);
  });

  it("answers { total, category, products } for the category's listed products", async () => {
    const { status, body } = await getJson(t.app, `/api/category-products?category_id=${f.c1}`);
    assert.equal(status, 200);
    assert.deepEqual(Object.keys(body.data).sort(), ['category', 'products', 'total']);
    assertCategoryShape(body.data.category);
    assert.equal(body.data.category.id, f.c1);
    assert.equal(body.data.category.name, 'Fixture Lighting');
    assert.deepEqual(
      body.data.category.sub_categories.map((s: { name: string }) => s.name),
      ['Desk', 'Floor'],
    );
    assert.equal(body.data.total, 3);
    assert.deepEqual(ids(body.data.products), [f.floor, f.lamp, f.rug]);
    for (const product of body.data.products) assertProductShape(product);
  });

  it('takes the same filters, sorts and pages as /products', async () => {
    const get = async (query: string) => (await getJson(t.app, `/api/category-products?category_id=${f.c1}&${query}`)).body.data;
    assert.deepEqual(ids((await get(`sub_category_id=${f.c1a}`)).products), [f.lamp]);
    assert.deepEqual(ids((await get('sort_type=low_to_high')).products), [f.rug, f.lamp, f.floor]);
    assert.deepEqual(ids((await get('min_price=50')).products), [f.floor, f.lamp]);
    assert.deepEqual(ids((await get('search=lamp&rating=4')).products), [f.lamp]);
    const page2 = await get('per_page=2&page=2');
    assert.equal(page2.total, 3);
    assert.deepEqual(ids(page2.products), [f.rug]);
    const signedIn = (await getJson(t.app, `/api/category-products?category_id=${f.c1}`, f.customer.token)).body.data;
    assert.deepEqual(
      signedIn.products.filter((p: { is_favorite: boolean }) => p.is_favorite).map((p: { id: number }) => p.id),
      [f.lamp],
    );
  });

  it('answers 404 for an unknown or inactive category', async () => {
    for (const id of [999999, await insertCategory(t.app.db, { isActive: false })]) {
      const { status, body } = await getJson(t.app, `/api/category-products?category_id=${id}`);
      assert.equal(status, 404);
      assert.deepEqual(body, { message: 'The category could not be found.' });
    }
  });

  it('answers 422 when category_id is missing or bad, and for bad filters', async () => {
    await assertFieldErrors(t.app, '/api/category-products', ['category_id']);
    assert.equal((await getJson(t.app, '/api/category-products')).body.message, 'The category id field is required.');
    for (const value of ['abc', '0', '-2', '99999999999']) {
      await assertFieldErrors(t.app, `/api/category-products?category_id=${value}`, ['category_id']);
    }
    await assertFieldErrors(t.app, `/api/category-products?category_id=${f.c1}&sort_type=up`, ['sort_type']);
    await assertFieldErrors(t.app, `/api/category-products?category_id=${f.c1}&per_page=500`, ['per_page']);
  });
});

describe('GET /api/product-details', () => {
  const t = appForSuite();
  let f: Fixture;
  before(async () => {
    f = await buildFixture(t);
  });

  const details = async (id: number | string, token?: string) => getJson(t.app, `/api/product-details?product_id=${id}`, token);

  it('answers the product with its texts and images, plus related and popular products', async () => {
    const { status, body } = await details(f.lamp);
    assert.equal(status, 200);
    assert.deepEqual(Object.keys(body.data).sort(), ['popular_products', 'product', 'related_products']);
    const { product } = body.data;
    const { short_description, description, thumbnails, flash_sale, ...card } = product;
    assertProductShape(card);
    assert.equal(card.id, f.lamp);
    assert.equal(card.discount_price, 60);
    assert.equal(short_description, 'A short text');
    assert.equal(description, '<p>A <b>long</b> text</p>');
    assert.deepEqual(
      thumbnails.map((i: { thumbnail: string }) => i.thumbnail),
      ['/media/lamp-1.svg', '/media/lamp-2.svg', '/media/lamp-3.svg'],
    );
    for (const image of thumbnails) assert.deepEqual(Object.keys(image).sort(), ['id', 'thumbnail']);
    assert.equal(flash_sale, null, 'no running sale');
    assert.equal(card.is_favorite, false, 'guest');
  });

  it("names the product and the products beside it in the request's language, else as the merchant wrote them", async () => {
    await t.app.db.query(`UPDATE products SET translations = '{"ar": {"name": "مصباح"}}' WHERE id = $1`, [f.lamp]);
    await t.app.db.query(`UPDATE products SET translations = '{"ar": {"name": "مصباح أرضي"}}' WHERE id = $1`, [f.floor]);
    const response = await t.app.inject({ url: `/api/product-details?product_id=${f.lamp}`, headers: { 'accept-language': 'ar' } });
    assert.equal(response.statusCode, 200);
    const { product, related_products: related } = response.json().data;
    assert.equal(product.name, 'مصباح');
    const names = new Map(related.map((p: { id: number; name: string }) => [p.id, p.name]));
    assert.equal(names.get(f.floor), 'مصباح أرضي');
    assert.equal(names.get(f.rug), (await details(f.rug)).body.data.product.name, 'no Arabic name: its own');
    const english = (await details(f.lamp)).body.data;
    assert.notEqual(english.product.name, 'مصباح');
    assert.ok(!english.related_products.some((p: { name: string }) => /\p{Script=Arabic}/u.test(p.name)));
  });

  it('serves the description without scripts or event handlers, so no browser parses them', async () => {
    const stored =
      '<p>Warm <img src="/media/x.svg" onerror="top.hacked=1" alt="x"><script>top.hacked=2</script><svg onload="top.hacked=3"></svg></p>';
    await t.app.db.query('UPDATE products SET description = $1 WHERE id = $2', [stored, f.rug]);
    const { status, body } = await details(f.rug);
    assert.equal(status, 200);
    assert.equal(body.data.product.description, '<p>Warm <img src="/media/x.svg" alt="x"><svg></svg></p>');
  });

  it('relates products of the same category, never the product itself', async () => {
    const { body } = await details(f.lamp);
    assert.deepEqual(ids(body.data.related_products), [f.floor, f.rug], 'C1, most popular first');
    for (const product of body.data.related_products) assertProductShape(product);
    const popular = ids(body.data.popular_products);
    assert.equal(popular.length, DETAILS_LIST_SIZE);
    assert.ok(!popular.includes(f.lamp));
    for (const product of body.data.popular_products) assertProductShape(product);
  });

  it('fills is_favorite for the signed-in caller', async () => {
    assert.equal((await details(f.lamp, f.customer.token)).body.data.product.is_favorite, true);
    assert.equal((await details(f.floor, f.customer.token)).body.data.product.is_favorite, false);
  });

  it('answers 404 for an unknown or hidden product', async () => {
    for (const id of [999999, f.hidden]) {
      const { status, body } = await details(id);
      assert.equal(status, 404, String(id));
      assert.deepEqual(body, { message: 'The product could not be found.' });
    }
  });

  it('answers 422 naming product_id when it is missing or not an id', async () => {
    await assertFieldErrors(t.app, '/api/product-details', ['product_id']);
    for (const value of ['', 'abc', '0', '-1', '1.5', '2147483648', '1e400']) {
      await assertFieldErrors(t.app, `/api/product-details?product_id=${value}`, ['product_id']);
    }
  });
});
