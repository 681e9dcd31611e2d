// GET /api/product-facets (docs/search.md, "Facets"): each choice's count is what /products lists
// when that choice is made with the other filters kept. Checked against /products itself on the
// demo catalogue, so a count can never promise what the list does not show.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { getJson } from '../../test-support/catalog-assertions.js';
import { appForSuite } from '../../test-support/test-app.js';

interface Facets {
  total: number;
  categories: Array<{ id: number; count: number }>;
  sub_categories: Array<{ id: number; count: number }>;
  shops: Array<{ id: number; count: number }>;
  ratings: Array<{ rating: number; count: number }>;
  price_bands: Array<{ min: number | null; max: number | null; count: number }>;
}

describe('GET /api/product-facets', () => {
  const t = appForSuite();
  const facets = async (query: string) => {
    const { status, body } = await getJson(t.app, `/api/product-facets?${query}`);
    assert.equal(status, 200, JSON.stringify(body));
    return body.data as Facets;
  };
  const listed = async (query: string) => {
    const { status, body } = await getJson(t.app, `/api/products?per_page=1&${query}`);
    assert.equal(status, 200, query);
    return (body.data as { total: number }).total;
  };
  const join = (...parts: Array<string | false>) => parts.filter(Boolean).join('&');

  /** Every count of `f` (the facets of `base`) against what /products lists for that choice. */
  async function checkAgainstList(base: Record<string, string>, f: Facets) {
    const without = (...names: string[]) => new URLSearchParams(Object.entries(base).filter(([name]) => !names.includes(name))).toString();
    assert.equal(f.total, await listed(new URLSearchParams(base).toString()), 'total');
    for (const { id, count } of f.categories)
      assert.equal(count, await listed(join(without('category_id', 'sub_category_id'), `category_id=${id}`)), `category ${id}`);
    for (const { id, count } of f.sub_categories)
      assert.equal(count, await listed(join(without('sub_category_id'), `sub_category_id=${id}`)), `sub-category ${id}`);
    for (const { id, count } of f.shops) assert.equal(count, await listed(join(without('shop_id'), `shop_id=${id}`)), `shop ${id}`);
    for (const { rating, count } of f.ratings)
      assert.equal(count, await listed(join(without('rating'), `rating=${rating}`)), `${rating} stars`);
    for (const { min, max, count } of f.price_bands) {
      const band = join(min !== null && `min_price=${min}`, max !== null && `max_price=${max}`);
      assert.equal(count, await listed(join(without('min_price', 'max_price'), band)), `band ${band}`);
    }
  }

  it('counts the whole catalogue by category, shop, rating and price band', async () => {
    const f = await facets('');
    assert.ok(f.total > 50);
    assert.equal(
      f.categories.reduce((sum, c) => sum + c.count, 0),
      f.total,
      'each product is in one category',
    );
    assert.deepEqual(f.sub_categories, [], 'sub-categories only within a chosen category');
    assert.deepEqual(
      f.ratings.map((r) => r.rating),
      [5, 4, 3, 2, 1],
    );
    assert.ok(f.price_bands.length >= 3 && f.price_bands.length <= 5, JSON.stringify(f.price_bands));
    assert.equal(f.price_bands[0]!.min, null);
    assert.equal(f.price_bands.at(-1)!.max, null);
    for (const band of f.price_bands.filter((b) => b.max !== null)) {
      const mantissa = band.max! / 10 ** Math.floor(Math.log10(band.max!));
      assert.ok([1, 2.5, 5].includes(mantissa), `a round edge: ${band.max}`);
    }
    await checkAgainstList({}, f);
  });

  it('counts each choice with the other filters applied and not its own', async () => {
    const all = await facets('');
    const category = all.categories[0]!.id;
    const base = { category_id: String(category), rating: '4' };
    const f = await facets(new URLSearchParams(base).toString());
    assert.ok(f.sub_categories.length > 0, 'the chosen category offers its sub-categories');
    assert.ok(f.categories.length > 1, 'other categories stay countable');
    await checkAgainstList(base, f);
  });

  it('counts what a search finds, typos forgiven', async () => {
    const base = { search: 'wireles' };
    const f = await facets(new URLSearchParams(base).toString());
    assert.ok(f.total > 0);
    await checkAgainstList(base, f);
  });

  it('answers nothing counted for a search that finds nothing, and 422 for a range the wrong way round', async () => {
    const f = await facets('search=zzqxv');
    assert.deepEqual(
      { ...f, ratings: f.ratings.map((r) => r.count) },
      { total: 0, categories: [], sub_categories: [], shops: [], ratings: [0, 0, 0, 0, 0], price_bands: [] },
    );
    const { status, body } = await getJson(t.app, '/api/product-facets?min_price=50&max_price=10');
    assert.equal(status, 422);
    assert.match(JSON.stringify(body), /max_price/);
  });
});
