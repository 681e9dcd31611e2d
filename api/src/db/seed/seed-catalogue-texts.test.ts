import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import type { Database } from '../database.js';
import { runMigrations } from '../migrate.js';
import { CATEGORIES } from './data/catalog.js';
import { BANNER_TITLES_AR, CATEGORY_NAMES_AR, FLASH_SALE_NAMES_AR, PRODUCT_NAMES_AR, SUB_CATEGORY_NAMES_AR } from './data/catalog-ar.js';
import { ADS, BANNERS } from './data/settings.js';

/** The tables whose shopper-facing texts migration 0230 made per language. */
const TABLES = ['categories', 'sub_categories', 'products', 'flash_sales', 'banners', 'ads'] as const;

const ARABIC = /\p{Script=Arabic}/u;

async function translations(db: Database, table: (typeof TABLES)[number]): Promise<unknown[]> {
  return db.query(`SELECT id, translations FROM ${table} ORDER BY id`);
}

describe("the demo catalogue's Arabic texts", () => {
  it('name every seeded category, sub-category, product, banner, ad and flash sale, in Arabic letters', () => {
    const named = (texts: Record<string, string>, english: readonly string[], what: string) => {
      assert.deepEqual(Object.keys(texts).sort(), [...english].sort(), `${what}: one Arabic text for each, and no other`);
      for (const [key, arabic] of Object.entries(texts)) {
        assert.match(arabic, ARABIC, `${what} ${key}`);
        assert.notEqual(arabic, key);
      }
    };
    named(
      CATEGORY_NAMES_AR,
      CATEGORIES.map((c) => c.name),
      'category',
    );
    named(
      SUB_CATEGORY_NAMES_AR,
      CATEGORIES.flatMap((c) => c.subCategories.map((s) => s.name)),
      'sub-category',
    );
    named(
      PRODUCT_NAMES_AR,
      CATEGORIES.flatMap((c) => c.subCategories.flatMap((s) => s.products.map(([name]) => name))),
      'product',
    );
    named(
      BANNER_TITLES_AR,
      [...BANNERS, ...ADS].map((b) => b.title),
      'banner',
    );
    named(FLASH_SALE_NAMES_AR, ['Mega Flash Sale', 'Weekend Flash Sale'], 'flash sale');
  });
});

describe('0230_catalogue_texts on a store seeded before it', () => {
  let testDb: TestDatabase;
  let db: Database;
  before(async () => {
    testDb = await createTestDatabase();
    db = await testDb.open();
  });
  after(async () => {
    await db.close();
    await testDb.destroy();
  });

  it('gives the rows the seed wrote the same Arabic texts the seed now writes, and leaves renamed rows alone', async () => {
    const seeded = Object.fromEntries(await Promise.all(TABLES.map(async (table) => [table, await translations(db, table)])));
    for (const table of TABLES) {
      const [row] = await db.query<{ missing: number }>(`SELECT count(*)::int AS missing FROM ${table} WHERE NOT translations ? 'ar'`);
      assert.equal(row!.missing, 0, `the seed gives every row of ${table} its Arabic`);
    }

    // The database as a store seeded before the migration has it: no translations column, 0230 not
    // applied, nor the product search of 0240 that reads the column.
    await db.exec(`DROP FUNCTION search_weighted, search_all_names, refresh_product_search, product_search_on_insert,
                     product_search_on_update, product_search_on_owner_rename, search_fold CASCADE;
                   DROP TABLE product_search;`);
    for (const table of TABLES) await db.exec(`ALTER TABLE ${table} DROP COLUMN translations`);
    await db.query("DELETE FROM schema_migrations WHERE version IN ('0230', '0240')");
    // What an operator changed since is theirs: a renamed product and a banner with a picture of its own.
    const [renamed] = await db.query<{ id: number }>(
      "UPDATE products SET name = 'House Blend Coffee' WHERE id = (SELECT min(id) FROM products) RETURNING id",
    );
    const [repainted] = await db.query<{ id: number }>(
      "UPDATE banners SET thumbnail = '/media/uploads/our-banner.png' WHERE id = (SELECT min(id) FROM banners) RETURNING id",
    );

    assert.deepEqual(await runMigrations(db), ['0230', '0240']);
    for (const table of TABLES) {
      const expected = (seeded[table] as Array<{ id: number; translations: unknown }>).map((row) =>
        (table === 'products' && row.id === renamed!.id) || (table === 'banners' && row.id === repainted!.id)
          ? { id: row.id, translations: {} }
          : row,
      );
      assert.deepEqual(await translations(db, table), expected, table);
    }
  });
});
