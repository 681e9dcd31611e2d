import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { productPrices } from '../../db/queries/catalog-pricing.js';
import { assertFieldErrors, assertFlashSaleShape, assertProductShape, getJson, ids } from '../../test-support/catalog-assertions.js';
import {
  addFavorite,
  disableAllFlashSales,
  insertCategory,
  insertCustomer,
  insertFlashSale,
  insertProduct,
  insertShop,
} from '../../test-support/catalog-fixtures.js';
import { appForSuite } from '../../test-support/test-app.js';
import { FLASH_SALE_PREVIEW_SIZE } from './catalog-helpers.js';

describe('catalogue flash sales', () => {
  const t = appForSuite();

  const data = async (url: string, token?: string) => {
    const { status, body } = await getJson(t.app, url, token);
    assert.equal(status, 200, url);
    return body.data;
  };

  describe('GET /api/flash-sales', () => {
    it('answers the running and the incoming sale with their first products', async () => {
      const body = await data('/api/flash-sales');
      assert.deepEqual(Object.keys(body).sort(), ['incoming_flash_sale', 'running_flash_sale']);
      const { running_flash_sale: running, incoming_flash_sale: incoming } = body;
      assertFlashSaleShape(running);
      assertFlashSaleShape(incoming);
      assert.equal(running.name, 'Mega Flash Sale');
      assert.equal(incoming.name, 'Weekend Flash Sale');
      assert.equal(running.products.length, FLASH_SALE_PREVIEW_SIZE);
      assert.equal(incoming.products.length, FLASH_SALE_PREVIEW_SIZE, 'its 8 products, the first five');
      const prices = await productPrices(t.app.db, [...ids(running.products), ...ids(incoming.products)]);
      for (const product of running.products) {
        const price = prices.get(product.id)!;
        assert.equal(price.flashSaleId, running.id, 'priced by the running sale');
        assert.equal(product.discount_price, price.discountPrice);
        assert.equal(product.quantity, price.stock);
        assert.ok(product.discount_price > 0 && product.discount_price < product.price);
      }
      for (const product of incoming.products) assert.notEqual(prices.get(product.id)!.flashSaleId, incoming.id);
    });

    it('fills is_favorite for the signed-in caller', async () => {
      const customer = await insertCustomer(t.app.db);
      const { running_flash_sale: guestView } = await data('/api/flash-sales');
      const favorite = guestView.products[1].id;
      await addFavorite(t.app.db, customer.id, favorite);
      const { running_flash_sale: running } = await data('/api/flash-sales', customer.token);
      assert.deepEqual(
        running.products.filter((p: { is_favorite: boolean }) => p.is_favorite).map((p: { id: number }) => p.id),
        [favorite],
      );
      assert.ok(guestView.products.every((p: { is_favorite: boolean }) => !p.is_favorite));
    });
  });

  describe('GET /api/flash-sale/:id/details', () => {
    let saleId: number;
    let incomingId: number;
    before(async () => {
      const sales = await data('/api/flash-sales');
      saleId = sales.running_flash_sale.id;
      incomingId = sales.incoming_flash_sale.id;
    });

    it('answers { total_products, flash_sale, products } for the whole sale', async () => {
      const body = await data(`/api/flash-sale/${saleId}/details?per_page=100`);
      assert.deepEqual(Object.keys(body).sort(), ['flash_sale', 'products', 'total_products']);
      assertFlashSaleShape(body.flash_sale, false);
      assert.equal(body.flash_sale.id, saleId);
      assert.equal(body.total_products, 14);
      assert.equal(body.products.length, 14);
      for (const product of body.products) assertProductShape(product);
      const [stored] = await t.app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM flash_sale_products WHERE flash_sale_id = $1', [
        saleId,
      ]);
      assert.equal(stored!.n, 14);
    });

    it('pages, and filters by category', async () => {
      const all = ids((await data(`/api/flash-sale/${saleId}/details?per_page=100`)).products);
      const pages = await Promise.all([1, 2, 3].map((page) => data(`/api/flash-sale/${saleId}/details?per_page=5&page=${page}`)));
      assert.deepEqual(
        pages.map((p) => p.total_products),
        [14, 14, 14],
      );
      assert.deepEqual(
        pages.flatMap((p) => ids(p.products)),
        all,
      );
      assert.equal((await data(`/api/flash-sale/${saleId}/details`)).products.length, 10, 'ten by default');

      const [row] = await t.app.db.query<{ category_id: number; n: number }>(
        `SELECT p.category_id, count(*)::int AS n FROM flash_sale_products fsp JOIN products p ON p.id = fsp.product_id
          WHERE fsp.flash_sale_id = $1 GROUP BY p.category_id ORDER BY n DESC, p.category_id LIMIT 1`,
        [saleId],
      );
      const inCategory = await data(`/api/flash-sale/${saleId}/details?category_id=${row!.category_id}&per_page=100`);
      assert.equal(inCategory.total_products, row!.n);
      const categories = await t.app.db.query<{ category_id: number }>(
        'SELECT DISTINCT category_id FROM products WHERE id = ANY($1::int[])',
        [ids(inCategory.products)],
      );
      assert.deepEqual(categories, [{ category_id: row!.category_id }]);
    });

    it("lists an incoming sale's products at today's prices", async () => {
      const body = await data(`/api/flash-sale/${incomingId}/details`);
      assert.equal(body.total_products, 8);
      const prices = await productPrices(t.app.db, ids(body.products));
      for (const product of body.products) {
        assert.notEqual(prices.get(product.id)!.flashSaleId, incomingId);
        assert.equal(product.discount_price, prices.get(product.id)!.discountPrice);
      }
    });

    it('leaves hidden products out of the list and the count', async () => {
      const [first] = (await data(`/api/flash-sale/${saleId}/details?per_page=1`)).products;
      await t.app.db.query('UPDATE products SET is_active = false WHERE id = $1', [first.id]);
      try {
        const body = await data(`/api/flash-sale/${saleId}/details?per_page=100`);
        assert.equal(body.total_products, 13);
        assert.ok(!ids(body.products).includes(first.id));
      } finally {
        await t.app.db.query('UPDATE products SET is_active = true WHERE id = $1', [first.id]);
      }
    });

    it('answers 404 for an unknown or switched-off sale', async () => {
      const off = await insertFlashSale(t.app.db, { startsIn: -1, endsIn: 5, isActive: false, items: [] });
      for (const id of [999_999, off]) {
        const { status, body } = await getJson(t.app, `/api/flash-sale/${id}/details`);
        assert.equal(status, 404);
        assert.deepEqual(body, { message: 'The flash sale could not be found.' });
      }
    });

    it('answers 422 naming the bad field', async () => {
      for (const id of ['abc', '0', '-1', '99999999999']) await assertFieldErrors(t.app, `/api/flash-sale/${id}/details`, ['id']);
      await assertFieldErrors(t.app, `/api/flash-sale/${saleId}/details?category_id=x`, ['category_id']);
      await assertFieldErrors(t.app, `/api/flash-sale/${saleId}/details?page=0&per_page=101`, ['page', 'per_page']);
    });
  });

  describe('which sales /flash-sales shows', () => {
    it('picks the running sale that ends first and the incoming sale that starts first', async () => {
      await disableAllFlashSales(t.app.db);
      const shopId = await insertShop(t.app.db);
      const categoryId = await insertCategory(t.app.db);
      const productId = await insertProduct(t.app.db, { shopId, categoryId, price: 50 });
      const items = [{ productId, price: 40, quantity: 5 }];
      await insertFlashSale(t.app.db, { name: 'Long', startsIn: -5, endsIn: 48, items });
      await insertFlashSale(t.app.db, { name: 'Short', startsIn: -1, endsIn: 3, items });
      await insertFlashSale(t.app.db, { name: 'Ended', startsIn: -10, endsIn: -1, items });
      await insertFlashSale(t.app.db, { name: 'Later', startsIn: 30, endsIn: 40, items });
      await insertFlashSale(t.app.db, { name: 'Sooner', startsIn: 2, endsIn: 50, items });
      await insertFlashSale(t.app.db, { name: 'Off', startsIn: 1, endsIn: 2, isActive: false, items });
      const body = await data('/api/flash-sales');
      assert.equal(body.running_flash_sale.name, 'Short');
      assert.equal(body.incoming_flash_sale.name, 'Sooner');
      assert.deepEqual(ids(body.running_flash_sale.products), [productId]);
      assert.equal(body.running_flash_sale.products[0].discount_price, 40);
      assert.equal(body.incoming_flash_sale.products[0].discount_price, 40, 'still priced by the running sale');
    });

    it('answers null for each kind of sale when there is none', async () => {
      await disableAllFlashSales(t.app.db);
      assert.deepEqual(await data('/api/flash-sales'), { incoming_flash_sale: null, running_flash_sale: null });
    });
  });
});
