// The guests' product cards kept in memory (plugins/product-cards.ts) follow the database: an
// order's stock change, a rename, a product hidden. The search's page reads its cards from them.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { getJson } from '../test-support/catalog-assertions.js';
import { insertCategory, insertProduct, insertShop } from '../test-support/catalog-fixtures.js';
import { appForSuite } from '../test-support/test-app.js';

interface Card {
  id: number;
  name: string;
  quantity: number;
}

describe('the product cards kept in memory', () => {
  const t = appForSuite();

  async function searched(text: string): Promise<Card[]> {
    const { status, body } = await getJson(t.app, `/api/products?search=${encodeURIComponent(text)}`);
    assert.equal(status, 200);
    return (body.data as { products: Card[] }).products;
  }

  it('show what an order, a rename and hiding a product leave', async () => {
    const db = t.app.db;
    const shop = await insertShop(db, { name: 'Quokka Provisions' });
    const category = await insertCategory(db, { name: 'Dingo Goods' });
    const id = await insertProduct(db, { shopId: shop, categoryId: category, name: 'Cassowary Kettle', quantity: 10 });
    assert.deepEqual(
      (await searched('cassowary')).map((card) => [card.id, card.quantity]),
      [[id, 10]],
    );

    // An order takes stock (migration 0120's stock notice): the card is read again.
    await db.query('UPDATE products SET quantity = 7, total_sold = total_sold + 3 WHERE id = $1', [id]);
    assert.deepEqual((await searched('cassowary'))[0]?.quantity, 7);

    await db.query(`UPDATE products SET name = 'Cassowary Teapot' WHERE id = $1`, [id]);
    assert.deepEqual((await searched('cassowary'))[0]?.name, 'Cassowary Teapot');

    await db.query('UPDATE shops SET is_active = false WHERE id = $1', [shop]);
    assert.deepEqual(await searched('cassowary'), []);
  });
});
