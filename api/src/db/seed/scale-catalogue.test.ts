import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { scaleCatalogue } from './scale-catalogue.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

/** The bench's seed (docs/search.md, "Speed"), on a catalogue grown a little: what the bench relies on. */
describe('scaleCatalogue', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(async () => {
    await t?.close();
  });

  it('grows the catalogue to the total asked, with pictures, and does nothing once there', async () => {
    const count = async () => (await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products'))[0]!.n;
    const before = await count();
    assert.equal(await scaleCatalogue(t.app.db, before + 250), 250);
    assert.equal(await count(), before + 250);
    assert.equal(await scaleCatalogue(t.app.db, before + 250), 0);
    const [{ bare } = { bare: -1 }] = await t.app.db.query<{ bare: number }>(
      `SELECT count(*)::int AS bare FROM products p WHERE p.slug LIKE 'bench-%'
          AND NOT EXISTS (SELECT 1 FROM product_images i WHERE i.product_id = p.id)`,
    );
    assert.equal(bare, 0, 'every new product has its pictures');
  });

  it('makes products a search finds by their variant, in English and in Arabic', async () => {
    for (const [text, language] of [
      ['walnut', 'en'],
      ['جوزي', 'ar'],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/products?per_page=3&search=${encodeURIComponent(text)}`,
        headers: { 'accept-language': language },
      });
      const { total, products } = (res.json() as { data: unknown }).data as { total: number; products: Array<{ name: string }> };
      assert.ok(total > 0, text);
      assert.ok(
        products.every((p) => p.name.toLowerCase().includes(text)),
        `${text}: ${products.map((p) => p.name).join(' | ')}`,
      );
    }
  });
});
