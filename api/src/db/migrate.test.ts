import assert from 'node:assert/strict';
import { copyFile, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildApp } from '../app.js';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import type { Database } from './database.js';
import { findMigrationsDir, listMigrations, runMigrations } from './migrate.js';
import { scratchDir } from '../test-support/scratch-dir.js';

async function countRows(db: Database, table: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(`SELECT count(*) AS n FROM ${table}`);
  return row!.n;
}

describe('migration files', () => {
  it('are found and ordered', async () => {
    const migrations = await listMigrations(findMigrationsDir());
    assert.ok(migrations.length >= 1);
    assert.equal(migrations[0]!.version, '0001');
    const versions = migrations.map((m) => m.version);
    assert.deepEqual(versions, [...versions].sort());
    assert.equal(new Set(versions).size, versions.length, 'versions are unique');
  });

  it('must be named NNNN_name.sql', async () => {
    const dir = await mkdtemp(path.join(scratchDir(), 'storefront-migrations-'));
    try {
      await writeFile(path.join(dir, '1_bad.sql'), 'SELECT 1;');
      await assert.rejects(listMigrations(dir), /0001_name\.sql/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('runMigrations', () => {
  let testDb: TestDatabase;
  let db: Database;
  before(async () => {
    testDb = await createTestDatabase({ start: 'empty' });
    db = await testDb.open();
  });
  after(async () => {
    await db.close();
    await testDb.destroy();
  });

  it('applies every migration once, then nothing', async () => {
    const all = (await listMigrations(findMigrationsDir())).map((m) => m.version);
    assert.deepEqual(await runMigrations(db), all);
    assert.deepEqual(await runMigrations(db), []);
    assert.equal(await countRows(db, 'schema_migrations'), all.length);
  });

  it('creates the tables of the whole contract', async () => {
    const rows = await db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()`,
    );
    const tables = new Set(rows.map((r) => r.table_name));
    const expected = [
      'users',
      'access_tokens',
      'otp_codes',
      'password_reset_tokens',
      'outbox',
      'rate_limits',
      'idempotency_keys',
      'settings',
      'languages',
      'translations',
      'countries',
      'shops',
      'shop_banners',
      'categories',
      'sub_categories',
      'brands',
      'units',
      'products',
      'product_images',
      'product_sizes',
      'product_colors',
      'flash_sales',
      'flash_sale_products',
      'coupons',
      'collected_coupons',
      'coupon_redemptions',
      'banners',
      'ads',
      'legal_pages',
      'addresses',
      'cart_items',
      'orders',
      'order_items',
      'payments',
      'reviews',
      'favorites',
      'contact_messages',
      'ticket_issue_types',
      'support_tickets',
      'support_ticket_messages',
      'support_ticket_attachments',
      'media_files',
    ];
    for (const table of expected) assert.ok(tables.has(table), table);
  });

  it('returns money as numbers', async () => {
    const [row] = await db.query<{ price: unknown }>('SELECT 12.5::numeric(12,2) AS price');
    assert.equal(row!.price, 12.5);
  });
});

describe('starting the app twice on one database', () => {
  it('migrates and seeds on the first start only', async () => {
    const testDb = await createTestDatabase({ start: 'empty' });
    try {
      const first = await buildApp({ logger: false, staticMounts: [], ...testDb.options });
      const products = await countRows(first.db, 'products');
      const migrations = await first.db.query('SELECT version, applied_at FROM schema_migrations ORDER BY version');
      await first.close();

      const second = await buildApp({ logger: false, staticMounts: [], ...testDb.options });
      assert.equal(await countRows(second.db, 'products'), products);
      assert.deepEqual(await second.db.query('SELECT version, applied_at FROM schema_migrations ORDER BY version'), migrations);
      await second.close();
    } finally {
      await testDb.destroy();
    }
  });
});

describe('two instances starting at once (PostgreSQL)', { skip: !process.env.DATABASE_URL && 'needs DATABASE_URL' }, () => {
  it('apply each migration exactly once', async () => {
    const testDb = await createTestDatabase({ start: 'empty' });
    const connections: Database[] = [];
    try {
      const a = await testDb.open();
      connections.push(a);
      const b = await testDb.open();
      connections.push(b);
      const results = await Promise.all([runMigrations(a), runMigrations(b)]);
      const all = (await readdir(findMigrationsDir())).filter((f) => f.endsWith('.sql'));
      assert.equal(results.flat().length, all.length);
      assert.equal(await countRows(a, 'schema_migrations'), all.length);
    } finally {
      await Promise.all(connections.map((c) => c.close()));
      await testDb.destroy();
    }
  });
});

describe('0130_payment_attempts on a store with payments of the built-in page', () => {
  it('keeps every order and payment as it was, each old link now an attempt that ended as it did', async () => {
    const testDb = await createTestDatabase({ start: 'empty' });
    const before = await mkdtemp(path.join(scratchDir(), 'storefront-migrations-'));
    const db = await testDb.open();
    try {
      const all = await listMigrations(findMigrationsDir());
      for (const m of all.filter((m) => m.version < '0130')) await copyFile(m.file, path.join(before, path.basename(m.file)));
      await runMigrations(db, before);
      await db.exec(`
        INSERT INTO users (name) VALUES ('Legacy Shopper');
        INSERT INTO shops (name, slug) VALUES ('Legacy Shop', 'legacy-shop');
        INSERT INTO settings (key, value) VALUES ('currency', '{"symbol": "$", "position": "prefix", "code": "USD"}');
        INSERT INTO orders (order_code, user_id, shop_id, address, payment_method, payment_status, quantity, total_amount, payable_amount)
        SELECT code, u.id, s.id, '{}', 'card', status, 1, 12.5, 12.5
          FROM users u, shops s, (VALUES ('SMPAID000001', 'Paid'), ('SMOPEN000001', 'Pending')) AS o (code, status);
      `);
      const orders = await db.query<{ id: number; payment_status: string; payable_amount: number }>(
        'SELECT id, payment_status, payable_amount FROM orders ORDER BY id',
      );
      const paid = orders.find((o) => o.payment_status === 'Paid')!;
      const unpaid = orders.find((o) => o.payment_status === 'Pending')!;
      await db.query(
        `INSERT INTO payments (order_id, method, amount, status, token, paid_at) VALUES
           ($1, 'card', $2, 'Paid', 'hash-paid', now()), ($3, 'card', $4, 'Pending', 'hash-open', NULL)`,
        [paid.id, paid.payable_amount, unpaid.id, unpaid.payable_amount],
      );

      await runMigrations(db);
      assert.deepEqual(await db.query('SELECT id, payment_status, payable_amount FROM orders ORDER BY id'), orders, 'orders unchanged');
      const attempts = await db.query<{ token: string; status: string; provider: string; amount_minor: number; currency: string }>(
        `SELECT p.token, a.status, a.provider, a.amount_minor::int AS amount_minor, a.currency
           FROM payments p JOIN payment_attempts a ON a.id = p.attempt_id ORDER BY p.token`,
      );
      assert.deepEqual(attempts, [
        { token: 'hash-open', status: 'Pending', provider: 'test', amount_minor: Math.round(unpaid.payable_amount * 100), currency: 'USD' },
        { token: 'hash-paid', status: 'Paid', provider: 'test', amount_minor: Math.round(paid.payable_amount * 100), currency: 'USD' },
      ]);
      assert.deepEqual(
        (await db.query<{ status: string }>('SELECT status FROM payments ORDER BY token')).map((p) => p.status),
        ['Pending', 'Paid'],
      );
    } finally {
      await db.close();
      await rm(before, { recursive: true, force: true });
      await testDb.destroy();
    }
  });
});

describe('0140_shopper_language_texts on a store seeded before it', () => {
  it('names the countries in Arabic and titles the payment gateways in Arabic, keeping what an operator translated', async () => {
    const testDb = await createTestDatabase({ start: 'empty' });
    const before = await mkdtemp(path.join(scratchDir(), 'storefront-migrations-'));
    const db = await testDb.open();
    try {
      const all = await listMigrations(findMigrationsDir());
      for (const m of all.filter((m) => m.version < '0140')) await copyFile(m.file, path.join(before, path.basename(m.file)));
      await runMigrations(db, before);
      await db.exec(`
        INSERT INTO countries (name, iso_code, phone_code) VALUES ('Iraq', 'IQ', '964'), ('Atlantis', 'XA', '999');
        INSERT INTO settings (key, value) VALUES
          ('payment_gateways', '[{"name": "cash", "title": "Cash on Delivery", "logo": "/c.svg"}, {"name": "card", "title": "Card payment", "logo": "/k.svg"}, {"name": "bank", "title": "Bank transfer", "logo": "/b.svg"}]'),
          ('web_footer_text', '"All rights reserved"');
        UPDATE settings SET translations = '{"ar": "جميع الحقوق محفوظة"}' WHERE key = 'web_footer_text';
      `);

      await runMigrations(db);
      assert.deepEqual(await db.query('SELECT name, translations FROM countries ORDER BY name'), [
        { name: 'Atlantis', translations: {} },
        { name: 'Iraq', translations: { ar: { name: 'العراق' } } },
      ]);
      const [gateways] = await db.query<{ value: unknown; translations: { ar: unknown } }>(
        "SELECT value, translations FROM settings WHERE key = 'payment_gateways'",
      );
      assert.deepEqual(gateways!.translations.ar, [
        { name: 'cash', title: 'الدفع عند الاستلام', logo: '/c.svg' },
        { name: 'card', title: 'الدفع بالبطاقة', logo: '/k.svg' },
        { name: 'bank', title: 'Bank transfer', logo: '/b.svg' },
      ]);
      const [footer] = await db.query<{ translations: unknown }>("SELECT translations FROM settings WHERE key = 'web_footer_text'");
      assert.deepEqual(footer!.translations, { ar: 'جميع الحقوق محفوظة' }, 'other settings untouched');
    } finally {
      await db.close();
      await rm(before, { recursive: true, force: true });
      await testDb.destroy();
    }
  });
});
