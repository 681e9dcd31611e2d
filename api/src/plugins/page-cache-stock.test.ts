import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { addToCart, createShopper, placeOrder, plainProduct } from '../test-support/cart-fixtures.js';
import { get, storefront } from '../test-support/echo-storefront.js';
import type { TestApp } from '../test-support/test-app.js';

/**
 * A kept page is dropped by what it shows (docs/api-performance.md, "Granularity"): an order drops
 * the page of the product it took stock from, and not the pages of other products. The pages are
 * the echo renderer's, which asks the API for its product as the shell's product page does.
 */
let port: number;
let t: TestApp;
let close: () => Promise<void>;
before(async () => {
  ({ t, port, close } = await storefront());
});
after(() => close?.());

const page = async (path: string) => {
  const answer = await get(port, path);
  assert.equal(answer.status, 200, answer.body);
  return { cache: answer.headers['x-cache'], stock: Number(/<p id="stock">(\d+)<\/p>/.exec(answer.body)?.[1]) };
};

/** A product whose page does not show `productId` (in its related or popular products). */
async function productNotShowing(productId: number) {
  for (let skip = 2; skip < 40; skip++) {
    const candidate = await plainProduct(t.app, { stock: 20, skip, exclude: [productId] });
    const { data } = (await t.app.inject({ url: `/api/product-details?product_id=${candidate.id}` })).json();
    const shown = [...data.related_products, ...data.popular_products].map((p: { id: number }) => p.id);
    if (!shown.includes(productId)) return candidate;
  }
  throw new Error(`every product page shows product ${productId}`);
}

it("an order drops the ordered product's page and keeps the others'", async () => {
  const ordered = await plainProduct(t.app, { stock: 20, skip: 1 });
  // Out of the popular lists every product page shows.
  await t.app.db.query('UPDATE products SET rating = 0, total_reviews = 0 WHERE id = $1', [ordered.id]);
  const other = await productNotShowing(ordered.id);
  const orderedPage = `/products/${ordered.id}/details`;
  const otherPage = `/products/${other.id}/details`;
  for (const path of [orderedPage, otherPage]) {
    await page(path);
    assert.equal((await page(path)).cache, 'hit', path);
  }

  const shopper = await createShopper(t.app);
  await addToCart(t.app, shopper, ordered, { quantity: 3 });
  assert.equal((await placeOrder(t.app, shopper, [ordered.shopId])).statusCode, 200);

  assert.deepEqual(await page(otherPage), { cache: 'hit', stock: 20 });
  assert.deepEqual(await page(orderedPage), { cache: 'miss', stock: 17 });
});

it('any other change to products drops every kept page', async () => {
  const product = await plainProduct(t.app, { skip: 3 });
  const path = `/products/${product.id}/details`;
  await page(path);
  assert.equal((await page(path)).cache, 'hit');
  await t.app.db.query("UPDATE products SET name = name || ' ' WHERE id <> $1 AND id = (SELECT min(id) FROM products)", [product.id]);
  assert.equal((await page(path)).cache, 'miss');
});
