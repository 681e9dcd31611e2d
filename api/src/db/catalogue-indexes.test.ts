import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Queryable } from './database.js';
import { findProductPage, type ProductFilters, type ProductSort } from './queries/catalog-products.js';
import { createTestApp, type TestApp } from '../test-support/test-app.js';

/**
 * The catalogue's product lists read the products table through an index, not a Seq Scan, once
 * the catalogue is big enough for plans to matter (migration 0060, docs/catalogue-indexes.md).
 * The plans checked are those of the SQL the real query function produces. PGlite's planner is
 * not what production runs, and the demo seed is far too small for any plan to mean anything, so
 * this runs only with DATABASE_URL, on a catalogue scaled to 20,000 products.
 */
const skip = process.env.DATABASE_URL ? false : 'needs PostgreSQL: set DATABASE_URL (plans are checked on the production planner)';

const PRODUCTS = 20_000;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** How each node that reads the products table reads it: "Seq Scan", "Index Scan products_x_idx", ... */
function productReads(node: PlanNode): string[] {
  const own =
    node['Relation Name'] === 'products' || node['Index Name']?.startsWith('products_')
      ? [`${node['Node Type']}${node['Index Name'] ? ` ${node['Index Name']}` : ''}`]
      : [];
  return [...own, ...(node.Plans ?? []).flatMap(productReads)];
}

describe('catalogue indexes on a scaled catalogue', { skip }, () => {
  let t: TestApp;
  let ids: { category: number; subCategory: number; shop: number };

  before(async () => {
    t = await createTestApp();
    // Spread over every shop, category and sub-category, with varied prices, ratings, sales and
    // dates, like a real catalogue (the seed's own ~100 products would plan as one page).
    await t.app.db.query(
      `INSERT INTO products (shop_id, category_id, sub_category_id, name, slug, price, discount_price, quantity,
                             rating, total_reviews, total_sold, created_at)
       SELECT shop.id, sub.category_id, sub.id, 'Scaled product ' || g, 'scaled-' || g, 5 + g % 995,
              CASE WHEN g % 3 = 0 THEN 4 + g % 995 ELSE 0 END, g % 200, (g * 37 % 501) / 100.0, g * 17 % 3000,
              g * 31 % 20000, now() - make_interval(secs => g * 7919 % 94608000)
         FROM generate_series(1, $1::int) g
         JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n, count(*) OVER () AS total FROM shops) shop
           ON shop.n = g * 7 % shop.total
         JOIN (SELECT id, category_id, row_number() OVER (ORDER BY id) - 1 AS n, count(*) OVER () AS total FROM sub_categories) sub
           ON sub.n = g * 11 % sub.total`,
      [PRODUCTS],
    );
    await t.app.db.exec('ANALYZE products');
    const [row] = await t.app.db.query<{ category: number; subCategory: number; shop: number }>(
      `SELECT category_id AS category, sub_category_id AS "subCategory", shop_id AS shop
         FROM products WHERE slug = 'scaled-1'`,
    );
    assert.ok(row);
    ids = row;
  });
  after(async () => {
    await t?.close();
  });

  /** The products-table reads of the plan of the first statement findProductPage runs. */
  async function reads(filters: ProductFilters, sort: ProductSort): Promise<string[]> {
    const statements: Array<{ text: string; params: readonly unknown[] }> = [];
    const recording: Queryable = {
      query: (text, params = []) => {
        statements.push({ text, params });
        return t.app.db.query(text, params);
      },
      exec: (sql) => t.app.db.exec(sql),
    };
    await findProductPage(recording, { page: 1, per_page: 20, filters, sort, viewerId: null });
    const [first] = statements;
    assert.ok(first);
    const [row] = await t.app.db.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(`EXPLAIN (FORMAT JSON) ${first.text}`, first.params);
    assert.ok(row);
    return productReads(row['QUERY PLAN'][0]!.Plan);
  }

  // The sorts an index on products can serve, and the index of 0060 each filter uses for them.
  const ORDERED_SORTS = [
    ['newest', 'newest'],
    ['popular_product', 'popular'],
    ['top_selling', 'sold'],
  ] as const;
  const FILTERS = [
    ['category', 'categoryId', 'category'],
    ['sub-category', 'subCategoryId', 'subCategory'],
    ['shop', 'shopId', 'shop'],
  ] as const;

  for (const [label, filter, id] of FILTERS) {
    const index = label.replace('-', '_');
    for (const [sort, suffix] of ORDERED_SORTS) {
      it(`reads a ${label}'s products in ${sort} order from products_${index}_${suffix}_idx`, async () => {
        const plan = await reads({ [filter]: ids[id] }, sort);
        assert.ok(!plan.includes('Seq Scan'), plan.join(', '));
        assert.ok(plan.includes(`Index Scan products_${index}_${suffix}_idx`), plan.join(', '));
      });
    }
    // Price sorts read unit_price, computed by the view: no index orders them, but the filter's
    // index still keeps the sort to that filter's rows.
    it(`finds a ${label}'s products by index for a price sort`, async () => {
      const plan = await reads({ [filter]: ids[id] }, 'low_to_high');
      assert.ok(!plan.includes('Seq Scan'), plan.join(', '));
    });
  }

  for (const [sort] of ORDERED_SORTS) {
    it(`reads the whole catalogue in ${sort} order by index`, async () => {
      const plan = await reads({}, sort);
      assert.ok(!plan.includes('Seq Scan'), plan.join(', '));
    });
  }
});
