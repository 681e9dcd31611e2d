import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { SEARCH_SUGGESTIONS_SQL, searchSuggestionParams, suggestionWords } from './queries/search-suggestions.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

/**
 * Search suggestions read their products by id (the search index in memory found them,
 * plugins/product-search.ts) and find their shops and categories through migration 0270's folded
 * full-text indexes, not by reading whole tables (docs/catalogue-indexes.md, "Search
 * suggestions"). The demo seed is far too small for a plan to mean anything, so the catalogue is
 * scaled first: 20,000 products, 3,000 shops and 600 categories with names made of common words.
 * It runs on PGlite and, with DATABASE_URL, on PostgreSQL (the production planner).
 */

const PRODUCTS = 20_000;
const SHOPS = 3_000;
const CATEGORIES = 600;

/** Forty words, each the start of 1 in 40 names; 'zinnia' is the only one starting with 'zi'. */
const WORDS = [
  'amber',
  'basil',
  'cedar',
  'delta',
  'ember',
  'fable',
  'grove',
  'harbor',
  'indigo',
  'jasper',
  'kettle',
  'lumen',
  'maple',
  'nectar',
  'onyx',
  'pepper',
  'quartz',
  'raven',
  'sable',
  'timber',
  'umber',
  'velvet',
  'willow',
  'xenon',
  'yarrow',
  'zinnia',
  'alpine',
  'breeze',
  'coral',
  'dune',
  'عطر',
  'قهوة',
  'ذهب',
  'نخيل',
  'Cotton',
  'Leather',
  'Classic',
  'Urban',
  'Smart',
  'Mini',
];

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** Every node that reads a table or an index: "Seq Scan products", "Bitmap Index Scan x_idx", ... */
function reads(node: PlanNode): string[] {
  const target = node['Index Name'] ?? node['Relation Name'];
  const own = target ? [`${node['Node Type']} ${target}`] : [];
  return [...own, ...(node.Plans ?? []).flatMap(reads)];
}

describe('search suggestion indexes on a scaled catalogue', () => {
  let t: TestApp;

  before(async () => {
    t = await createTestApp();
    const db = t.app.db;
    await db.query(
      `INSERT INTO products (shop_id, category_id, sub_category_id, name, slug, price, quantity, total_sold)
       SELECT shop.id, sub.category_id, sub.id, w1 || ' ' || w2 || ' ' || g, 'suggest-' || g, 5 + g % 995, 10, g * 31 % 20000
         FROM generate_series(1, $1::int) g
        CROSS JOIN LATERAL (SELECT ($2::text[])[1 + g % 40] AS w1, ($2::text[])[1 + g * 7 % 39] AS w2) words
         JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n, count(*) OVER () AS total FROM shops) shop
           ON shop.n = g * 7 % shop.total
         JOIN (SELECT id, category_id, row_number() OVER (ORDER BY id) - 1 AS n, count(*) OVER () AS total FROM sub_categories) sub
           ON sub.n = g * 11 % sub.total`,
      [PRODUCTS, WORDS],
    );
    await db.query(
      `INSERT INTO shops (name, slug) SELECT ($2::text[])[1 + g % 40] || ' store ' || g, 'suggest-shop-' || g
         FROM generate_series(1, $1::int) g`,
      [SHOPS, WORDS],
    );
    await db.query(
      `INSERT INTO categories (name, slug) SELECT ($2::text[])[1 + g % 40] || ' goods ' || g, 'suggest-category-' || g
         FROM generate_series(1, $1::int) g`,
      [CATEGORIES, WORDS],
    );
    await db.exec('ANALYZE products; ANALYZE shops; ANALYZE categories; ANALYZE product_search');
  });
  after(async () => {
    await t?.close();
  });

  async function planFor(text: string): Promise<string[]> {
    const words = suggestionWords(text);
    assert.ok(words);
    const [row] = await t.app.db.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> | string }>(
      `EXPLAIN (FORMAT JSON) ${SEARCH_SUGGESTIONS_SQL}`,
      searchSuggestionParams(words, await t.app.productSearch.search(text)),
    );
    assert.ok(row);
    const plan = row['QUERY PLAN'];
    // node-postgres parses the json column, PGlite may hand over its text.
    return reads((typeof plan === 'string' ? (JSON.parse(plan) as Array<{ Plan: PlanNode }>) : plan)[0]!.Plan);
  }

  const INDEXES = ['shops_folded_name_search_idx', 'categories_folded_names_search_idx'];

  for (const text of ['zi', 'zinn', 'zinnia ma', 'عط', 'Cotton', 'قهوه']) {
    it(`finds "${text}" in products, shops and categories by their name indexes`, async () => {
      const plan = await planFor(text);
      for (const index of INDEXES) assert.ok(plan.includes(`Bitmap Index Scan ${index}`), `${index}: ${plan.join(', ')}`);
      // The products found are read by their key, never the whole table.
      assert.ok(!plan.includes('Seq Scan products'), plan.join(', '));
    });
  }

  it('answers from the scaled catalogue what the plans promise', async () => {
    const [row] = await t.app.db.query<{ products: Array<{ name: string }> }>(
      SEARCH_SUGGESTIONS_SQL,
      searchSuggestionParams(suggestionWords('zinnia')!, await t.app.productSearch.search('zinnia')),
    );
    assert.equal(row?.products.length, 5);
    assert.ok(row.products.every((p) => /zinnia/i.test(p.name)));
  });
});
