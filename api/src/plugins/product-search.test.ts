// The search index in memory against the database it is read from (docs/search.md): what a shopper
// types is folded as the database folded the catalogue, and the index keeps up with writes. Runs on
// PGlite and, in CI's second pass, on PostgreSQL.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { unaccentedLetters } from '../db/queries/search-rows.js';
import { searchFolder } from '../lib/search-text.js';
import { insertCategory, insertProduct, insertShop } from '../test-support/catalog-fixtures.js';
import { appForSuite } from '../test-support/test-app.js';

/** Each character of these ranges between two letters: Latin, Greek, Cyrillic, Arabic, Latin Extended Additional, ligatures. */
const RANGES: Array<[number, number]> = [
  [0x20, 0x2ff],
  [0x370, 0x52f],
  [0x600, 0x6ff],
  [0x6f0, 0x6f9],
  [0x1e00, 0x1eff],
  [0xfb00, 0xfb06],
];

describe('the product search index', () => {
  const t = appForSuite();

  it('folds what is typed as the database folds the catalogue (search_fold), character by character', async () => {
    const fold = searchFolder(await unaccentedLetters(t.app.db));
    const texts = ["Men's Café iPhone15 SPF50 أحذية  ٱلسَّلَامُ ـــ ٣٤ ۵ مؤسسة", 'a1b2c3', 'Straße Œuvre Ærø', 'naïve—coöperate'];
    for (const [first, last] of RANGES) {
      for (let c = first; c <= last; c++) texts.push(`x${String.fromCodePoint(c)}y`, `ب${String.fromCodePoint(c)}ب`);
    }
    const rows = await t.app.db.query<{ text: string; folded: string }>(
      'SELECT text, search_fold(text) AS folded FROM unnest($1::text[]) text',
      [texts],
    );
    const differ = rows.filter((row) => fold(row.text) !== row.folded).map((row) => `${row.text}: ${row.folded} / ${fold(row.text)}`);
    assert.deepEqual(differ, []);
  });

  it('finds a product added, and no more one hidden, at once', async () => {
    const db = t.app.db;
    const shop = await insertShop(db, { name: 'Quoll Supplies' });
    const category = await insertCategory(db, { name: 'Bandicoot Goods' });
    const id = await insertProduct(db, { shopId: shop, categoryId: category, name: 'Potoroo Lantern' });
    assert.deepEqual(await t.app.productSearch.search('potoroo'), [id]);
    await db.query('UPDATE products SET is_active = false WHERE id = $1', [id]);
    assert.deepEqual(await t.app.productSearch.search('potoroo'), []);
  });

  it('breaks ties by the sales an order leaves', async () => {
    const db = t.app.db;
    const shop = await insertShop(db, { name: 'Bilby Traders' });
    const category = await insertCategory(db, { name: 'Echidna Wares' });
    const first = await insertProduct(db, { shopId: shop, categoryId: category, name: 'Wallaby Mug', totalSold: 5 });
    const second = await insertProduct(db, { shopId: shop, categoryId: category, name: 'Wallaby Cup', totalSold: 1 });
    assert.deepEqual(await t.app.productSearch.search('wallaby'), [first, second]);
    // What an order changes (migration 0120's stock notice), not a whole change.
    await db.query('UPDATE products SET total_sold = 9, quantity = quantity - 1 WHERE id = $1', [second]);
    assert.deepEqual(await t.app.productSearch.search('wallaby'), [second, first]);
  });

  it('answers a search while edits keep coming: it waits for the changes heard before it, not after', async () => {
    const search = t.app.productSearch;
    const editing = setInterval(() => search.changed('products', null), 2);
    try {
      search.changed('products', null);
      const answered = await Promise.race([
        search.search('headphones').then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 15_000)),
      ]);
      assert.equal(answered, true, 'the search was still waiting after 15 s of edits');
    } finally {
      clearInterval(editing);
    }
  });
});
