import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { suggestionWords } from '../../lib/search-names.js';
import { assertFieldErrors, getJson } from '../../test-support/catalog-assertions.js';
import { insertCategory, insertProduct, insertShop } from '../../test-support/catalog-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

interface Suggestion {
  id: number;
  name: string;
  image: string;
}

interface Suggestions {
  products: Suggestion[];
  shops: Suggestion[];
  categories: Suggestion[];
}

const names = (list: Suggestion[]) => list.map((item) => item.name);

describe('GET /api/search-suggestions', () => {
  let t: TestApp;
  let f: {
    shop: number;
    hiddenShop: number;
    category: number;
    arabicCategory: number;
    product: number;
    foldedShop: number;
    foldedCategory: number;
  };

  before(async () => {
    t = await createTestApp();
    const db = t.app.db;
    // Words no seeded name has, so the seed never gets in the way.
    const shop = await insertShop(db, { name: 'Quokka Corner', rating: 4 });
    const hiddenShop = await insertShop(db, { name: 'Quokka Closed', isActive: false });
    const category = await insertCategory(db, { name: 'Quokka Gear' });
    const emptyCategory = await insertCategory(db, { name: 'Quokka Nothing' });
    const arabicCategory = await insertCategory(db, { name: 'عطور شرقية' });
    // Names as they are written, to be found as shoppers type them (folded: docs/search.md).
    const foldedShop = await insertShop(db, { name: 'Ñandú Café', rating: 3 });
    const foldedCategory = await insertCategory(db, { name: 'أحذيةُ المشي' });
    const product = await insertProduct(db, {
      shopId: shop,
      categoryId: category,
      name: 'Quokka plush toy',
      totalSold: 5,
      images: ['/media/quokka-1.svg', '/media/quokka-2.svg'],
    });
    for (let i = 1; i <= 6; i++)
      await insertProduct(db, { shopId: shop, categoryId: category, name: `Tiny quokka ${i}`, totalSold: 10 + i });
    await insertProduct(db, { shopId: shop, categoryId: category, name: 'Quokka hidden', isActive: false });
    await insertProduct(db, { shopId: hiddenShop, categoryId: category, name: 'Quokka of a closed shop' });
    await insertProduct(db, { shopId: shop, categoryId: arabicCategory, name: 'عطر العود الملكي', totalSold: 3 });
    await insertProduct(db, { shopId: shop, categoryId: arabicCategory, name: 'Oud عطر mixed' });
    await insertProduct(db, { shopId: foldedShop, categoryId: foldedCategory, name: 'Trail walker' });
    f = { shop, hiddenShop, category, arabicCategory, product, foldedShop, foldedCategory };
    assert.ok(emptyCategory);
  });
  after(() => t.close());

  async function suggest(q: string, headers: Record<string, string> = {}) {
    const response = await t.app.inject({ method: 'GET', url: `/api/search-suggestions?q=${encodeURIComponent(q)}`, headers });
    assert.equal(response.statusCode, 200, `${q}: ${response.body}`);
    return { data: (JSON.parse(response.body) as { data: Suggestions }).data, headers: response.headers };
  }

  it('answers products, shops and categories whose names have a word starting with the text', async () => {
    const { data } = await suggest('quo');
    assert.deepEqual(Object.keys(data).sort(), ['categories', 'products', 'shops']);
    // Names starting with the text first, then the best sellers; hidden products never.
    assert.deepEqual(names(data.products), ['Quokka plush toy', 'Tiny quokka 6', 'Tiny quokka 5', 'Tiny quokka 4', 'Tiny quokka 3']);
    assert.deepEqual(data.products[0], { id: f.product, name: 'Quokka plush toy', image: '/media/quokka-1.svg' });
    assert.deepEqual(data.shops, [{ id: f.shop, name: 'Quokka Corner', image: data.shops[0]!.image }]);
    assert.match(data.shops[0]!.image, /logo/);
    // A category with no listed product leads nowhere.
    assert.deepEqual(names(data.categories), ['Quokka Gear']);
    assert.equal(data.categories[0]!.id, f.category);
  });

  it('starts matching at two characters, in any case, and needs every word', async () => {
    assert.ok(names((await suggest('QU')).data.products).includes('Quokka plush toy'));
    // Ranked as the product list ranks the same search: the name with both words first.
    assert.equal(names((await suggest('plush qu')).data.products)[0], 'Quokka plush toy');
    assert.deepEqual(names((await suggest('quokka zebra')).data.products), []);
    // A prefix of a word, not any part of it.
    assert.deepEqual(names((await suggest('okka')).data.products), []);
  });

  it('finds Arabic names from Arabic text', async () => {
    const { data } = await suggest('عط');
    // Their Arabic names too (the demo catalogue's perfumes are among them).
    for (const name of ['Oud عطر mixed', 'عطر العود الملكي']) assert.ok(names(data.products).includes(name), name);
    assert.deepEqual(data.categories, [{ id: f.arabicCategory, name: 'عطور شرقية', image: data.categories[0]!.image }]);
    // The name that begins with the text first ('عطر ليالي العنبر', the demo's Amber Nights Perfume, follows).
    assert.equal(names((await suggest('عطر الع', { 'accept-language': 'ar' })).data.products)[0], 'عطر العود الملكي');
  });

  it('finds shops and categories by their names folded, as product search folds them', async () => {
    // Hamza, ta marbuta as ha and the damma dropped, as most people type Arabic on a phone.
    for (const typed of ['احذيه', 'أحذية المش', 'احذيه المشي']) {
      assert.deepEqual(
        (await suggest(typed)).data.categories.map((c) => c.id),
        [f.foldedCategory],
        typed,
      );
    }
    // Latin accents and case.
    for (const typed of ['nandu', 'CAFE', 'ñandú caf']) {
      assert.deepEqual(
        (await suggest(typed)).data.shops.map((s) => s.id),
        [f.foldedShop],
        typed,
      );
    }
  });

  it('names the products and categories in the answer’s language', async () => {
    const english = await suggest('amber nights');
    assert.ok(names(english.data.products).includes('Amber Nights Perfume'), names(english.data.products).join(' | '));
    const arabic = await suggest('amber nights', { 'accept-language': 'ar' });
    assert.ok(names(arabic.data.products).includes('عطر ليالي العنبر'), names(arabic.data.products).join(' | '));
    const category = (await suggest('beauty', { 'accept-language': 'ar' })).data.categories;
    assert.ok(category.length > 0 && category.every((c) => /\p{Script=Arabic}/u.test(c.name)), JSON.stringify(category));
    // A category found by its Arabic name ('Beauty & Health' is 'الجمال والصحة').
    const byArabicName = (await suggest('الجمال', { 'accept-language': 'ar' })).data.categories;
    assert.ok(
      byArabicName.some((c) => c.name === 'الجمال والصحة'),
      JSON.stringify(byArabicName),
    );
  });

  it('answers empty lists for text without a letter or digit, and for search operators', async () => {
    for (const q of ['!!', '&|', "':*", '(  )', '<->', '\\\\']) {
      assert.deepEqual((await suggest(q)).data, { products: [], shops: [], categories: [] }, q);
    }
    assert.deepEqual(names((await suggest('quokka & | ! plush:*')).data.products), ['Quokka plush toy']);
    // Wildcards are word breaks, never wildcards.
    assert.deepEqual((await suggest('%_')).data.products, []);
    assert.deepEqual(names((await suggest('quokka%_')).data.products), names((await suggest('quokka')).data.products));
  });

  it('is a public answer, cached like the rest of the catalogue', async () => {
    const first = await suggest('tiny');
    assert.match(String(first.headers['cache-control']), /^public/);
    assert.ok(first.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/search-suggestions?q=tiny',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    assert.equal(again.statusCode, 304);
  });

  it('answers 422 naming q when it is missing, shorter than two characters, too long or not text', async () => {
    for (const url of ['', '?q=', '?q=a', '?q=%20a%20', '?q=ع', `?q=${'a'.repeat(101)}`, '?q=ab&q=cd']) {
      await assertFieldErrors(t.app, `/api/search-suggestions${url}`, ['q']);
    }
    assert.equal((await getJson(t.app, '/api/search-suggestions?q=a')).body.message, 'The q field must be at least 2 characters.');
  });
});

describe('suggestionWords', () => {
  it('keeps letters, marks and digits of each word, six words at most', () => {
    assert.deepEqual(suggestionWords('Red  T-Shirt'), ['red', 't', 'shirt']);
    assert.deepEqual(suggestionWords('عطر العود'), ['عطر', 'العود']);
    assert.deepEqual(suggestionWords("a:*|b&!c'(d)"), ['a', 'b', 'c', 'd']);
    assert.deepEqual(suggestionWords('4K tv'), ['4k', 'tv']);
    assert.equal(suggestionWords('?!'), null);
    assert.deepEqual(suggestionWords('a b c d e f g h'), ['a', 'b', 'c', 'd', 'e', 'f']);
  });
});
