import assert from 'node:assert/strict';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { addFavorite } from '../test-support/catalog-fixtures.js';
import { addToCart, call, createShopper, plainProduct, type Shopper } from '../test-support/cart-fixtures.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

/**
 * What each catalogue and cart route costs the database, in statements, for a realistic page.
 * A route that grows fails here: lower the number when a change makes a route cheaper, and
 * think twice before raising it. Counted per request (db/request-work.ts), with the public cache
 * off so every answer is computed.
 */
const GUEST_COST: Record<string, number> = {
  // settings in the language, the default-language gateway list (titles come from the translation), languages, categories and their subs
  '/api/master': 5,
  '/api/lang/en': 2,
  '/api/countries': 1,
  '/api/legal-pages/about-us': 1,
  '/api/contact-us': 1,
  '/api/home': 10,
  '/api/banners': 1,
  '/api/products?page=1': 1,
  '/api/products?search=a&min_price=1&max_price=900&rating=4&sort_type=low_to_high': 1,
  '/api/product-details?product_id={product}': 1,
  '/api/category-products?category_id={category}': 3,
  '/api/categories': 2,
  '/api/sub-categories?category_id={category}': 2,
  '/api/shops': 1,
  '/api/shops/{shop}': 1,
  '/api/shop-categories?shop_id={shop}': 3,
  '/api/flash-sales': 3,
  '/api/flash-sale/{sale}/details': 2,
  '/api/reviews?product_id={product}': 3,
};

/** A signed-in shopper's calls; the first statement of each is the token's. */
const SHOPPER_COST = {
  cartStore: 5,
  carts: 3,
  increment: 6,
  decrement: 4,
  delete: 4,
  checkout: 4,
};

interface Ids {
  product: number;
  category: number;
  shop: number;
  sale: number;
}

/** Records the statement count of every response, by URL. */
function countingApp(options: { publicCache: boolean }) {
  const counts = new Map<string, number>();
  const created = createTestApp({
    publicCache: options.publicCache,
    onRequestWork: (request, work) => counts.set(`${request.method} ${request.raw.url}`, work.statements),
  });
  return { counts, created };
}

/** Sends the request and answers how many statements it ran (the count arrives once the response is done). */
async function statementsOf(
  app: FastifyInstance,
  counts: Map<string, number>,
  shopper: Shopper | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
): Promise<number> {
  const key = `${method} ${url}`;
  counts.delete(key);
  const response =
    shopper || method === 'POST' ? await call(app, shopper, method, url.replace(/^\/api/, ''), payload) : await app.inject({ method, url });
  assert.ok(response.statusCode < 300, `${key} answered ${response.statusCode}: ${response.body}`);
  for (let turn = 0; !counts.has(key) && turn < 100; turn += 1) await nextTurn();
  const count = counts.get(key);
  assert.ok(count !== undefined, `${key} was not counted`);
  return count;
}

function fill(url: string, ids: Ids): string {
  return url.replace(/\{(\w+)\}/g, (_, name: keyof Ids) => String(ids[name]));
}

async function catalogueIds(app: FastifyInstance): Promise<Ids> {
  const [row] = await app.db.query<Ids>(
    `SELECT (SELECT product_id FROM product_pricing WHERE is_visible ORDER BY product_id LIMIT 1) AS product,
            (SELECT category_id FROM product_pricing WHERE is_visible ORDER BY product_id LIMIT 1) AS category,
            (SELECT shop_id FROM product_pricing WHERE is_visible ORDER BY product_id LIMIT 1) AS shop,
            (SELECT id FROM flash_sales WHERE is_active ORDER BY id LIMIT 1) AS sale`,
  );
  return row!;
}

describe('statements per route (computed answers)', () => {
  let t: TestApp;
  let counts: Map<string, number>;
  let ids: Ids;
  before(async () => {
    const counting = countingApp({ publicCache: false });
    counts = counting.counts;
    t = await counting.created;
    ids = await catalogueIds(t.app);
  });
  after(() => t.close());

  it('holds every public route to its count', async () => {
    const measured: Record<string, number> = {};
    for (const url of Object.keys(GUEST_COST)) measured[url] = await statementsOf(t.app, counts, null, 'GET', fill(url, ids));
    assert.deepEqual(measured, GUEST_COST);
  });

  it('costs the same for a list of 10 products as for a list of 100', async () => {
    const [{ listed }] = (await t.app.db.query<{ listed: number }>(
      'SELECT count(*)::int AS listed FROM product_pricing WHERE is_visible',
    )) as [{ listed: number }];
    assert.ok(listed >= 100, `the seed lists ${listed} products`);
    for (const url of [
      '/api/products',
      '/api/home',
      `/api/category-products?category_id=${ids.category}`,
      `/api/flash-sale/${ids.sale}/details`,
    ]) {
      const joiner = url.includes('?') ? '&' : '?';
      const ten = await statementsOf(t.app, counts, null, 'GET', `${url}${joiner}per_page=10`);
      const hundred = await statementsOf(t.app, counts, null, 'GET', `${url}${joiner}per_page=100`);
      assert.equal(hundred, ten, url);
    }
  });

  it('holds every cart route to its count, for two lines or ten', async () => {
    const measure = async (lines: number) => {
      const shopper = await createShopper(t.app);
      const exclude: number[] = [];
      for (let i = 0; i < lines - 1; i += 1) {
        const product = await plainProduct(t.app, { stock: 50, exclude });
        exclude.push(product.id);
        await addToCart(t.app, shopper, product);
      }
      const last = await plainProduct(t.app, { stock: 50, exclude });
      const [shops] = await t.app.db.query<{ ids: number[] }>(
        'SELECT array_agg(DISTINCT shop_id) AS ids FROM products WHERE id = ANY($1::int[])',
        [[...exclude, last.id]],
      );
      const product = { product_id: last.id };
      return {
        cartStore: await statementsOf(t.app, counts, shopper, 'POST', '/api/cart/store', { ...product, quantity: 1 }),
        carts: await statementsOf(t.app, counts, shopper, 'GET', '/api/carts'),
        increment: await statementsOf(t.app, counts, shopper, 'POST', '/api/cart/increment', product),
        decrement: await statementsOf(t.app, counts, shopper, 'POST', '/api/cart/decrement', product),
        delete: await statementsOf(t.app, counts, shopper, 'POST', '/api/cart/delete', product),
        checkout: await statementsOf(t.app, counts, shopper, 'POST', '/api/cart/checkout', { shop_ids: shops!.ids }),
      };
    };
    assert.deepEqual(await measure(2), SHOPPER_COST);
    assert.deepEqual(await measure(10), SHOPPER_COST);
  });
});

describe('statements per route (cached answers)', () => {
  let t: TestApp;
  let counts: Map<string, number>;
  let ids: Ids;
  before(async () => {
    const counting = countingApp({ publicCache: true });
    counts = counting.counts;
    t = await counting.created;
    ids = await catalogueIds(t.app);
  });
  after(() => t.close());

  it('answers a guest from memory without touching the database', async () => {
    for (const template of Object.keys(GUEST_COST)) {
      const url = fill(template, ids);
      await statementsOf(t.app, counts, null, 'GET', url);
      assert.equal(await statementsOf(t.app, counts, null, 'GET', url), 0, url);
    }
  });

  it('adds only the token and the favourites for a signed-in shopper', async () => {
    const shopper = await createShopper(t.app);
    await addFavorite(t.app.db, shopper.id, ids.product);
    const url = `/api/product-details?product_id=${ids.product}`;
    await statementsOf(t.app, counts, null, 'GET', url);
    assert.equal(await statementsOf(t.app, counts, shopper, 'GET', url), 2);
    // Routes that show no products do not even read the token.
    await statementsOf(t.app, counts, null, 'GET', '/api/shops');
    assert.equal(await statementsOf(t.app, counts, shopper, 'GET', '/api/shops'), 0);
  });
});
