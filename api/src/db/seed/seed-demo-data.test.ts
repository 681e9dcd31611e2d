import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { verifyPassword } from '../../lib/password.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import type { Database } from '../database.js';
import { runMigrations } from '../migrate.js';
import { setSetting } from '../queries/settings.js';
import { DEMO_CUSTOMER } from './data/people.js';
import { seedDemoData } from './seed-demo-data.js';

const DAY_MS = 86_400_000;
const NOW = new Date('2026-11-21T12:00:00Z');

async function one<T extends object>(db: Database, sql: string, params: unknown[] = []): Promise<T> {
  const [row] = await db.query<T>(sql, params);
  assert.ok(row, sql);
  return row;
}

describe('the demo seed', () => {
  let testDb: TestDatabase;
  let db: Database;
  before(async () => {
    testDb = await createTestDatabase({ start: 'empty' });
    db = await testDb.open();
    await runMigrations(db);
    assert.equal(await seedDemoData(db, { now: NOW }), true);
  });
  after(async () => {
    await db.close();
    await testDb.destroy();
  });

  it('loads several shops with logos and banners', async () => {
    const shops = await db.query<{ logo: string; banner: string; banners: number }>(
      `SELECT logo, banner, (SELECT count(*) FROM shop_banners b WHERE b.shop_id = s.id) AS banners FROM shops s`,
    );
    assert.ok(shops.length >= 6);
    for (const shop of shops) {
      assert.match(shop.logo, /^\/media\/generated\/shop-logo\//);
      assert.match(shop.banner, /^\/media\/generated\/shop-banner\//);
      assert.ok(shop.banners >= 1);
    }
  });

  it('loads 8 categories with 2 to 4 sub-categories each', async () => {
    const rows = await db.query<{ subs: number }>(
      'SELECT (SELECT count(*) FROM sub_categories s WHERE s.category_id = c.id) AS subs FROM categories c',
    );
    assert.equal(rows.length, 8);
    for (const { subs } of rows) assert.ok(subs >= 2 && subs <= 4);
  });

  it('loads 80+ products with sizes, colours with surcharges, 2-4 images, brand and unit', async () => {
    const products = await db.query<{
      sizes: number;
      colors: number;
      images: number;
      brand_id: number | null;
      unit_id: number | null;
      price: number;
      discount_price: number;
    }>(
      `SELECT p.brand_id, p.unit_id, p.price, p.discount_price,
              (SELECT count(*) FROM product_sizes s WHERE s.product_id = p.id) AS sizes,
              (SELECT count(*) FROM product_colors c WHERE c.product_id = p.id) AS colors,
              (SELECT count(*) FROM product_images i WHERE i.product_id = p.id) AS images
         FROM products p`,
    );
    assert.ok(products.length >= 80);
    assert.ok(products.filter((p) => p.sizes > 0 && p.colors > 0).length >= 80);
    for (const p of products) {
      assert.ok(p.images >= 2 && p.images <= 4);
      assert.ok(p.brand_id !== null && p.unit_id !== null);
      assert.equal(typeof p.price, 'number');
      assert.ok(p.discount_price < p.price);
    }
    assert.ok(
      products.some((p) => p.discount_price > 0),
      'some products are discounted',
    );
    const surcharges = await one<{ sizes: number; colors: number }>(
      db,
      `SELECT (SELECT count(*) FROM product_sizes WHERE price > 0) AS sizes,
              (SELECT count(*) FROM product_colors WHERE price > 0) AS colors`,
    );
    assert.ok(surcharges.sizes > 0 && surcharges.colors > 0);
  });

  it('gives products ratings computed from their reviews', async () => {
    const mismatched = await one<{ n: number }>(
      db,
      `SELECT count(*) AS n FROM products p
        WHERE p.total_reviews <> (SELECT count(*) FROM reviews r WHERE r.product_id = p.id)
           OR p.rating <> coalesce((SELECT round(avg(rating), 2) FROM reviews r WHERE r.product_id = p.id), 0)`,
    );
    assert.equal(mismatched.n, 0);
    const reviewed = await one<{ n: number }>(db, 'SELECT count(*) AS n FROM products WHERE total_reviews > 0');
    assert.ok(reviewed.n >= 40);
  });

  it('has a running and an incoming flash sale', async () => {
    const sales = await db.query<{ name: string; start_date: Date; end_date: Date; products: number }>(
      `SELECT name, start_date, end_date, (SELECT count(*) FROM flash_sale_products f WHERE f.flash_sale_id = s.id) AS products
         FROM flash_sales s ORDER BY start_date`,
    );
    assert.equal(sales.length, 2);
    const [running, incoming] = sales;
    assert.equal(running!.start_date.getTime(), NOW.getTime() - DAY_MS);
    assert.equal(running!.end_date.getTime(), NOW.getTime() + 30 * DAY_MS);
    assert.equal(incoming!.start_date.getTime(), NOW.getTime() + 2 * DAY_MS);
    assert.ok(running!.products > 0 && incoming!.products > 0);
    const cheaper = await one<{ n: number }>(
      db,
      `SELECT count(*) AS n FROM flash_sale_products f JOIN products p ON p.id = f.product_id
        WHERE f.price >= CASE WHEN p.discount_price > 0 THEN p.discount_price ELSE p.price END`,
    );
    assert.equal(cheaper.n, 0, 'sale prices beat the regular price');
  });

  it('gives every shop vouchers of both discount types', async () => {
    const rows = await db.query<{ types: string[] }>(
      `SELECT array_agg(DISTINCT c.discount_type ORDER BY c.discount_type) AS types
         FROM shops s JOIN coupons c ON c.shop_id = s.id GROUP BY s.id`,
    );
    const shops = await one<{ n: number }>(db, 'SELECT count(*) AS n FROM shops');
    assert.equal(rows.length, shops.n);
    for (const { types } of rows) assert.deepEqual(types, ['Amount', 'Percentage']);
  });

  it('creates the demo customer with two addresses, one default', async () => {
    const user = await one<{ id: number; name: string; password_hash: string }>(
      db,
      'SELECT id, name, password_hash FROM users WHERE phone = $1',
      [DEMO_CUSTOMER.phone],
    );
    assert.equal(user.name, 'Demo Customer');
    assert.equal(await verifyPassword('secret123', user.password_hash), true);
    assert.equal(await verifyPassword('wrong-password', user.password_hash), false);
    const addresses = await db.query<{ is_default: boolean }>('SELECT is_default FROM addresses WHERE user_id = $1', [user.id]);
    assert.equal(addresses.length, 2);
    assert.equal(addresses.filter((a) => a.is_default).length, 1);
  });

  it('loads content: languages, messages, countries, legal pages, banners, ads, issue types', async () => {
    const counts = await one<Record<string, number>>(
      db,
      `SELECT (SELECT count(*) FROM languages) AS languages, (SELECT count(*) FROM countries) AS countries,
              (SELECT count(*) FROM banners) AS banners, (SELECT count(*) FROM ads) AS ads,
              (SELECT count(*) FROM ticket_issue_types) AS issue_types,
              (SELECT count(*) FROM translations WHERE locale = 'ar') AS ar_messages`,
    );
    assert.equal(counts.languages, 2);
    assert.ok(counts.countries! >= 40);
    assert.ok(counts.banners! >= 3 && counts.ads! >= 2 && counts.issue_types! >= 5);
    assert.ok(counts.ar_messages! >= 60);
    const slugs = await db.query<{ slug: string; description: string }>('SELECT slug, description FROM legal_pages ORDER BY slug');
    assert.deepEqual(
      slugs.map((p) => p.slug),
      ['about-us', 'privacy-policy', 'return-and-refund-policy', 'terms-and-conditions'],
    );
    for (const page of slugs) assert.match(page.description, /<(p|h2|h3|ul)>/);
    const contact = await one<{ value: Record<string, string> }>(db, "SELECT value FROM settings WHERE key = 'contact_us'");
    assert.deepEqual(Object.keys(contact.value).sort(), ['email', 'messenger', 'phone', 'whatsapp']);
  });

  it('does nothing the second time', async () => {
    const before = await one<{ n: number }>(db, 'SELECT count(*) AS n FROM products');
    assert.equal(await seedDemoData(db, { now: NOW }), false);
    assert.equal((await one<{ n: number }>(db, 'SELECT count(*) AS n FROM products')).n, before.n);
  });
});

describe('seeding a database that already has data', () => {
  it('leaves it alone', async () => {
    const testDb = await createTestDatabase({ start: 'empty' });
    const db = await testDb.open();
    try {
      await runMigrations(db);
      await setSetting(db, 'app_name', 'My Own Store');
      assert.equal(await seedDemoData(db), false);
      const counts = await one<{ products: number; settings: number }>(
        db,
        'SELECT (SELECT count(*) FROM products) AS products, (SELECT count(*) FROM settings) AS settings',
      );
      assert.deepEqual(counts, { products: 0, settings: 1 });
    } finally {
      await db.close();
      await testDb.destroy();
    }
  });
});

describe('two instances seeding at once (PostgreSQL)', { skip: !process.env.DATABASE_URL && 'needs DATABASE_URL' }, () => {
  it('seed once', async () => {
    const testDb = await createTestDatabase({ start: 'empty' });
    const connections: Database[] = [];
    try {
      const a = await testDb.open();
      connections.push(a);
      const b = await testDb.open();
      connections.push(b);
      await runMigrations(a);
      const results = await Promise.all([seedDemoData(a), seedDemoData(b)]);
      assert.deepEqual(results.sort(), [false, true]);
      assert.equal((await one<{ n: number }>(a, 'SELECT count(*) AS n FROM shops')).n, 9);
    } finally {
      await Promise.all(connections.map((c) => c.close()));
      await testDb.destroy();
    }
  });
});
