import assert from 'node:assert/strict';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { addFavorite } from '../test-support/catalog-fixtures.js';
import { addToCart, createShopper, placeOrder, plainProduct, type Shopper, type TestProduct } from '../test-support/cart-fixtures.js';
import { appForSuite, createSecondInstance, createTestApp, type TestApp } from '../test-support/test-app.js';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL, PUBLIC_TABLES } from './public-answers.js';

const onPostgres = Boolean(process.env.DATABASE_URL);
const needsPostgres = onPostgres ? false : 'needs PostgreSQL: set DATABASE_URL (PGlite cannot be shared by two instances)';

function get(app: FastifyInstance, url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url, headers });
}

function signedIn(shopper: Shopper): Record<string, string> {
  return { authorization: `Bearer ${shopper.token}` };
}

async function details(app: FastifyInstance, productId: number, headers: Record<string, string> = {}) {
  const response = await get(app, `/api/product-details?product_id=${productId}`, headers);
  assert.equal(response.statusCode, 200, response.body);
  return { product: response.json().data.product, cache: response.headers['x-cache'] };
}

/** Asks until `check` passes (another instance hears of a change milliseconds later). */
async function eventually(check: () => Promise<void>, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(25);
    }
  }
}

/** A flash sale selling the product at `price` from a minute ago until `seconds` from now. */
async function flashSaleEndingIn(app: FastifyInstance, productId: number, price: number, seconds: number): Promise<number> {
  const [sale] = await app.db.query<{ id: number }>(
    `INSERT INTO flash_sales (name, start_date, end_date)
     VALUES ('Short sale', now() - interval '1 minute', now() + make_interval(secs => $1)) RETURNING id`,
    [seconds],
  );
  await app.db.query('INSERT INTO flash_sale_products (flash_sale_id, product_id, price, quantity) VALUES ($1, $2, $3, 50)', [
    sale!.id,
    productId,
    price,
  ]);
  return sale!.id;
}

describe('public answers: HTTP caching', () => {
  const t = appForSuite();
  let product: TestProduct;
  before(async () => {
    product = await plainProduct(t.app, { price: 30 });
  });

  it('answers a guest from memory after the first time, with ETag, Cache-Control and Vary', async () => {
    const url = `/api/product-details?product_id=${product.id}`;
    const first = await get(t.app, url);
    const second = await get(t.app, url);
    assert.deepEqual([first.headers['x-cache'], second.headers['x-cache']], ['miss', 'hit']);
    assert.equal(second.body, first.body);
    assert.equal(second.headers['cache-control'], PUBLIC_CACHE_CONTROL);
    assert.match(String(second.headers.vary), /Accept-Language.*Authorization/);
    assert.equal(second.headers.etag, first.headers.etag);
    assert.equal(second.headers['content-type'], 'application/json; charset=utf-8');

    const revalidated = await get(t.app, url, { 'if-none-match': String(first.headers.etag) });
    assert.equal(revalidated.statusCode, 304);
    assert.equal(revalidated.body, '');
    assert.equal((await get(t.app, url, { 'if-none-match': '"something-else"' })).statusCode, 200);
  });

  it('sends a kept answer compressed in the encoding the client takes, with the same ETag', async () => {
    const plain = await get(t.app, '/api/home');
    const decoders = { br: brotliDecompressSync, gzip: gunzipSync };
    for (const [encoding, decode] of Object.entries(decoders)) {
      const encoded = await get(t.app, '/api/home', { 'accept-encoding': `${encoding}, deflate` });
      assert.equal(encoded.headers['content-encoding'], encoding);
      assert.equal(decode(encoded.rawPayload).toString(), plain.body);
      assert.equal(encoded.headers.etag, plain.headers.etag);
      assert.ok(encoded.rawPayload.length < plain.body.length / 3);
    }
    assert.match(String(plain.headers.vary), /Accept-Encoding/);
  });

  it('keeps one answer per language and per query, equal queries sharing it', async () => {
    await get(t.app, '/api/products?page=1&per_page=5');
    assert.equal((await get(t.app, '/api/products?per_page=05&page=1')).headers['x-cache'], 'hit');
    assert.equal((await get(t.app, '/api/products?page=1&per_page=5', { 'accept-language': 'ar' })).headers['x-cache'], 'miss');
    assert.equal((await get(t.app, '/api/products?page=1&per_page=5', { 'accept-language': 'ar-IQ,ar;q=0.9' })).headers['x-cache'], 'hit');
  });

  it("merges a signed-in shopper's favourites into the shared answer without leaking them", async () => {
    const shopper = await createShopper(t.app);
    await addFavorite(t.app.db, shopper.id, product.id);
    const url = `/api/product-details?product_id=${product.id}`;
    const mine = await get(t.app, url, signedIn(shopper));
    assert.equal(mine.json().data.product.is_favorite, true);
    assert.equal(mine.headers['cache-control'], PRIVATE_CACHE_CONTROL);
    const guest = await get(t.app, url);
    assert.equal(guest.json().data.product.is_favorite, false);
    assert.notEqual(guest.headers.etag, mine.headers.etag);
    const other = await get(t.app, url, signedIn(await createShopper(t.app)));
    assert.equal(other.json().data.product.is_favorite, false);
  });

  it('answers 404 for an unknown id without keeping it', async () => {
    const missing = await get(t.app, '/api/product-details?product_id=987654');
    assert.equal(missing.statusCode, 404);
    assert.deepEqual(missing.json(), { message: 'The product could not be found.' });
    assert.equal(missing.headers['cache-control'], 'no-cache');
    assert.equal((await get(t.app, '/api/product-details?product_id=987654')).headers['x-cache'], 'miss');
  });

  it('orders "just for you" by the signed-in shopper\'s favourite categories, guests keep theirs', async () => {
    const [favourite] = await t.app.db.query<{ id: number; category_id: number }>(
      `SELECT product_id AS id, category_id FROM product_pricing WHERE is_visible ORDER BY created_at, product_id LIMIT 1`,
    );
    const shopper = await createShopper(t.app);
    await addFavorite(t.app.db, shopper.id, favourite!.id);
    const guest = (await get(t.app, '/api/home?per_page=5')).json().data.just_for_you;
    const mine = (await get(t.app, '/api/home?per_page=5', signedIn(shopper))).json().data.just_for_you;
    assert.equal(mine.total, guest.total);
    const [inCategory] = await t.app.db.query<{ ids: number[] }>(
      'SELECT array_agg(product_id) AS ids FROM product_pricing WHERE is_visible AND category_id = $1',
      [favourite!.category_id],
    );
    assert.ok(
      mine.products.every((p: { id: number }) => inCategory!.ids.includes(p.id)),
      'their category first',
    );
    assert.notDeepEqual(mine.products, guest.products);
    assert.deepEqual((await get(t.app, '/api/home?per_page=5')).json().data.just_for_you, guest, 'the guest answer is untouched');
  });
});

describe('public answers: invalidation on one instance', () => {
  const t = appForSuite();

  it('shows a price changed in the database at once', async () => {
    const product = await plainProduct(t.app, { price: 40 });
    assert.equal((await details(t.app, product.id)).product.price, 40);
    assert.equal((await details(t.app, product.id)).cache, 'hit');
    await t.app.db.query('UPDATE products SET price = 44 WHERE id = $1', [product.id]);
    const after = await details(t.app, product.id);
    assert.deepEqual([after.product.price, after.cache], [44, 'miss']);
  });

  it('shows the stock an order took as soon as the order is answered', async () => {
    const product = await plainProduct(t.app, { stock: 30, skip: 1 });
    const shopper = await createShopper(t.app);
    assert.equal((await details(t.app, product.id)).product.quantity, 30);
    await addToCart(t.app, shopper, product, { quantity: 3 });
    assert.equal((await placeOrder(t.app, shopper, [product.shopId])).statusCode, 200);
    assert.equal((await details(t.app, product.id)).product.quantity, 27);
  });

  it("ends a flash sale's prices when it ends, with no write at all", async () => {
    const product = await plainProduct(t.app, { price: 50, skip: 2 });
    await flashSaleEndingIn(t.app, product.id, 35, 1.5);
    const during = await details(t.app, product.id);
    assert.equal(during.product.discount_price, 35);
    assert.notEqual(during.product.flash_sale, null);
    assert.equal((await details(t.app, product.id)).cache, 'hit');
    await sleep(1700);
    const ended = await details(t.app, product.id);
    assert.deepEqual([ended.product.discount_price, ended.product.flash_sale, ended.cache], [0, null, 'miss']);
  });
});

describe('public answers: a stock change drops only what shows it', () => {
  const t = appForSuite();

  const cacheOf = async (url: string) => {
    const response = await get(t.app, url);
    assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
    return response.headers['x-cache'];
  };
  /** Each answer asked twice: kept. */
  const keep = async (urls: string[]) => {
    for (const url of urls) {
      await cacheOf(url);
      assert.equal(await cacheOf(url), 'hit', url);
    }
  };
  const listedIds = async (url: string) => new Set<number>((await get(t.app, url)).json().data.products.map((p: { id: number }) => p.id));

  it('an order drops the ordered product, the lists showing it and those ordered by sales; the rest stays', async () => {
    const ordered = await plainProduct(t.app, { stock: 40, skip: 2 });
    const other = await plainProduct(t.app, { stock: 40, skip: 3, exclude: [ordered.id] });
    const [category] = await t.app.db.query<{ id: number }>(
      `SELECT c.id FROM categories c WHERE c.is_active AND EXISTS (SELECT 1 FROM products p WHERE p.category_id = c.id AND p.is_active)
          AND NOT EXISTS (SELECT 1 FROM products p WHERE p.category_id = c.id AND p.id = $1) ORDER BY c.id LIMIT 1`,
      [ordered.id],
    );
    const withoutOrdered = `/api/category-products?category_id=${category!.id}&per_page=5`;
    const bySales = '/api/products?sort_type=top_selling&per_page=5';
    const mostPopular = '/api/products?sort_type=popular_product&per_page=5';
    const [own] = await t.app.db.query<{ category_id: number }>('SELECT category_id FROM products WHERE id = $1', [ordered.id]);
    const newest = `/api/category-products?category_id=${own!.category_id}&per_page=100`;
    assert.ok((await listedIds(newest)).has(ordered.id), 'its category lists the ordered product');
    assert.ok(!(await listedIds(withoutOrdered)).has(ordered.id));
    const stays = [`/api/product-details?product_id=${other.id}`, withoutOrdered, '/api/master', '/api/categories', '/api/shops'];
    const goes = [`/api/product-details?product_id=${ordered.id}`, newest, bySales];
    // Popularity is not ordered by sales: the popular lists stay unless they show the product.
    if (!(await listedIds(mostPopular)).has(ordered.id)) stays.push(mostPopular);
    await keep([...stays, ...goes]);

    const shopper = await createShopper(t.app);
    await addToCart(t.app, shopper, ordered, { quantity: 2 });
    assert.equal((await placeOrder(t.app, shopper, [ordered.shopId])).statusCode, 200);

    for (const url of stays) assert.equal(await cacheOf(url), 'hit', `${url} stays`);
    for (const url of goes) assert.equal(await cacheOf(url), 'miss', `${url} goes`);
    assert.equal((await details(t.app, ordered.id)).product.quantity, 38);
  });

  it('any other change to products still drops every answer made of them', async () => {
    const changed = await plainProduct(t.app, { price: 30, skip: 4 });
    const other = await plainProduct(t.app, { skip: 5, exclude: [changed.id] });
    const urls = [`/api/product-details?product_id=${other.id}`, '/api/products?per_page=5', '/api/master'];
    await keep(urls);
    await t.app.db.query('UPDATE products SET price = 31 WHERE id = $1', [changed.id]);
    for (const url of urls) assert.equal(await cacheOf(url), 'miss', url);
  });

  it("drops every answer when a flash sale's stock of a product sells out (its price changes)", async () => {
    const product = await plainProduct(t.app, { price: 60, skip: 6 });
    const saleId = await flashSaleEndingIn(t.app, product.id, 30, 3600);
    const urls = ['/api/master', '/api/categories', '/api/shops'];
    const ownPage = `/api/product-details?product_id=${product.id}`;
    await keep([...urls, ownPage]);
    await t.app.db.query('UPDATE flash_sale_products SET sold = 10 WHERE flash_sale_id = $1', [saleId]);
    for (const url of urls) assert.equal(await cacheOf(url), 'hit', `${url}: some of the sale sold, the price stays`);
    assert.equal(await cacheOf(ownPage), 'miss', 'the sale stock it shows changed');
    await t.app.db.query('UPDATE flash_sale_products SET sold = quantity WHERE flash_sale_id = $1', [saleId]);
    for (const url of urls) assert.equal(await cacheOf(url), 'miss', `${url}: sold out, the price changed`);
    assert.equal((await details(t.app, product.id)).product.price, 60);
  });

  it("keeps every answer through a new account, and drops those with reviews when a reviewer's name changes", async () => {
    const product = await plainProduct(t.app, { skip: 8 });
    const reviews = `/api/reviews?product_id=${product.id}`;
    await keep(['/api/master', reviews]);
    const shopper = await createShopper(t.app, 'New Account');
    for (const url of ['/api/master', reviews]) assert.equal(await cacheOf(url), 'hit', url);
    await t.app.db.query("UPDATE users SET name = 'Renamed' WHERE id = $1", [shopper.id]);
    assert.equal(await cacheOf(reviews), 'miss');
  });

  it('every table public answers are made of tells of its changes', async () => {
    const triggers = await t.app.db.query<{ table: string }>(
      `SELECT DISTINCT event_object_table AS table FROM information_schema.triggers
        WHERE action_statement LIKE '%notify_public_data_change%' OR action_statement LIKE '%notify_stock_change%'`,
    );
    assert.deepEqual(triggers.map((row) => row.table).sort(), [...PUBLIC_TABLES].sort());
  });
});

describe('public answers: invalidation across two instances', { skip: needsPostgres }, () => {
  let t: TestApp;
  let second: FastifyInstance;
  before(async () => {
    t = await createTestApp();
    second = await createSecondInstance(t);
  });
  after(async () => {
    await second?.close();
    await t?.close();
  });

  it('drops a changed price on both instances', async () => {
    const product = await plainProduct(t.app, { price: 60 });
    for (const app of [t.app, second]) {
      await details(app, product.id);
      assert.equal((await details(app, product.id)).cache, 'hit');
    }
    await t.app.db.query('UPDATE products SET price = 66 WHERE id = $1', [product.id]);
    for (const app of [t.app, second]) {
      await eventually(async () => assert.equal((await details(app, product.id)).product.price, 66));
    }
  });

  it('shows the stock an order on one instance took on the other', async () => {
    const product = await plainProduct(t.app, { stock: 20, skip: 1 });
    const shopper = await createShopper(t.app);
    assert.equal((await details(second, product.id)).product.quantity, 20);
    await addToCart(t.app, shopper, product, { quantity: 4 });
    assert.equal((await placeOrder(t.app, shopper, [product.shopId])).statusCode, 200);
    await eventually(async () => assert.equal((await details(second, product.id)).product.quantity, 16));
  });

  it("ends a flash sale's prices on both instances", async () => {
    const product = await plainProduct(t.app, { price: 70, skip: 2 });
    await flashSaleEndingIn(t.app, product.id, 55, 1.5);
    for (const app of [t.app, second]) {
      await eventually(async () => assert.equal((await details(app, product.id)).product.discount_price, 55));
    }
    await sleep(1700);
    for (const app of [t.app, second]) {
      const ended = await details(app, product.id);
      assert.deepEqual([ended.product.discount_price, ended.cache], [0, 'miss']);
    }
  });
});

describe('public answers: a broken change feed', { skip: needsPostgres }, () => {
  const t = appForSuite();

  it('serves what it kept marked stale while it cannot hear of changes, and nothing stale after', async () => {
    const product = await plainProduct(t.app, { price: 80 });
    await details(t.app, product.id);
    assert.equal((await details(t.app, product.id)).cache, 'hit');
    await t.app.db.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND application_name = 'storefront-change-feed'`,
    );
    await eventually(async () => assert.equal((await details(t.app, product.id)).cache, 'stale'));
    await t.app.db.query('UPDATE products SET price = 88 WHERE id = $1', [product.id]);
    const unheard = await details(t.app, product.id);
    // The change went unheard: the kept answer is served as it is, and says it may be stale (unless
    // the feed, which retries after half a second, is already back on a starved machine).
    if (unheard.cache === 'stale') assert.equal(unheard.product.price, 80);
    else assert.equal(unheard.product.price, 88);
    await eventually(async () => assert.notEqual((await details(t.app, product.id)).cache, 'stale'), 5000);
    const back = await details(t.app, product.id);
    assert.equal(back.product.price, 88);
    assert.equal((await details(t.app, product.id)).cache, 'hit');
  });
});
