import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { productPrices, type ProductPrice } from '../../db/queries/catalog-pricing.js';
import { assertFlashSaleShape, getJson, ids } from '../../test-support/catalog-assertions.js';
import { insertCategory, insertFlashSale, insertProduct, insertShop } from '../../test-support/catalog-fixtures.js';
import { appForSuite, type TestApp } from '../../test-support/test-app.js';

/**
 * Flash-sale pricing, defined once by the product_pricing view: what the catalogue shows and what
 * productPrices() (the cart's and orders' source) answers must agree.
 */
interface Fixture {
  shopId: number;
  /** In a running sale: 100 → own discount 80 → sale 50, 15 of 20 sale units left. */
  onSale: number;
  runningSaleId: number;
  /** Running sale with more sale stock (20) than the product has (3). */
  lowStock: number;
  /** Only in an incoming sale: keeps its own discount (70 → 65). */
  incoming: number;
  incomingSaleId: number;
  /** Running sale sold out: back to its own price. */
  soldOut: number;
  /** Sales that ended, or were switched off: no effect. */
  ended: number;
  /** In two running sales (70 and 60): the cheaper wins. */
  twoSales: number;
  /** A "sale" above the list price is ignored. */
  dearer: number;
  hidden: number;
}

async function buildFixture(t: TestApp): Promise<Fixture> {
  const db = t.app.db;
  const shopId = await insertShop(db);
  const categoryId = await insertCategory(db);
  const product = (price: number, extra: { discountPrice?: number; quantity?: number; isActive?: boolean } = {}) =>
    insertProduct(db, { shopId, categoryId, price, quantity: 40, ...extra });
  const onSale = await product(100, { discountPrice: 80 });
  const lowStock = await product(60, { quantity: 3 });
  const incoming = await product(70, { discountPrice: 65 });
  const soldOut = await product(50);
  const ended = await product(40);
  const twoSales = await product(90);
  const dearer = await product(30);
  const hidden = await product(20, { isActive: false });
  const runningSaleId = await insertFlashSale(db, {
    startsIn: -2,
    endsIn: 24,
    items: [
      { productId: onSale, price: 50, quantity: 20, sold: 5 },
      { productId: lowStock, price: 30, quantity: 20 },
      { productId: soldOut, price: 25, quantity: 10, sold: 10 },
      { productId: twoSales, price: 70, quantity: 10 },
      { productId: dearer, price: 45, quantity: 10 },
      { productId: hidden, price: 10, quantity: 10 },
    ],
  });
  await insertFlashSale(db, { startsIn: -1, endsIn: 5, items: [{ productId: twoSales, price: 60, quantity: 4, sold: 1 }] });
  const incomingSaleId = await insertFlashSale(db, {
    startsIn: 2,
    endsIn: 30,
    items: [{ productId: incoming, price: 35, quantity: 10 }],
  });
  await insertFlashSale(db, { startsIn: -48, endsIn: -24, items: [{ productId: ended, price: 20, quantity: 10 }] });
  await insertFlashSale(db, { startsIn: -1, endsIn: 24, isActive: false, items: [{ productId: ended, price: 15, quantity: 10 }] });
  return { shopId, onSale, runningSaleId, lowStock, incoming, incomingSaleId, soldOut, ended, twoSales, dearer, hidden };
}

describe('flash-sale pricing', () => {
  const t = appForSuite();
  let f: Fixture;
  before(async () => {
    f = await buildFixture(t);
  });

  const price = async (id: number): Promise<ProductPrice> => {
    const found = (await productPrices(t.app.db, [id])).get(id);
    assert.ok(found, `price of ${id}`);
    return found;
  };

  it('productPrices: a running sale sets the price and draws on the sale stock', async () => {
    assert.deepEqual(await price(f.onSale), {
      productId: f.onSale,
      shopId: f.shopId,
      isVisible: true,
      price: 100,
      discountPrice: 50,
      discountPercentage: 50,
      unitPrice: 50,
      flashSaleId: f.runningSaleId,
      stock: 15,
    });
    assert.equal((await price(f.lowStock)).stock, 3, 'never more than the product has');
    const cheaper = await price(f.twoSales);
    assert.equal(cheaper.unitPrice, 60);
    assert.equal(cheaper.stock, 3);
    assert.notEqual(cheaper.flashSaleId, f.runningSaleId);
  });

  it('productPrices: incoming, ended, switched-off, sold-out and dearer sales change nothing', async () => {
    assert.deepEqual(await price(f.incoming), {
      productId: f.incoming,
      shopId: f.shopId,
      isVisible: true,
      price: 70,
      discountPrice: 65,
      discountPercentage: 7,
      unitPrice: 65,
      flashSaleId: null,
      stock: 40,
    });
    for (const id of [f.soldOut, f.ended, f.dearer]) {
      const own = await price(id);
      assert.equal(own.flashSaleId, null, String(id));
      assert.equal(own.discountPrice, 0);
      assert.equal(own.unitPrice, own.price);
      assert.equal(own.stock, 40);
    }
  });

  it('productPrices: reports hidden products as such and leaves unknown ids out', async () => {
    const prices = await productPrices(t.app.db, [f.hidden, 999_999, f.onSale, f.onSale]);
    assert.deepEqual(
      [...prices.keys()].sort((a, b) => a - b),
      [f.onSale, f.hidden].sort((a, b) => a - b),
    );
    assert.equal(prices.get(f.hidden)!.isVisible, false);
    assert.equal((await productPrices(t.app.db, [])).size, 0);
  });

  it('the catalogue shows the same prices and stock as productPrices', async () => {
    const { body } = await getJson(t.app, `/api/products?shop_id=${f.shopId}&per_page=100`);
    const prices = await productPrices(t.app.db, ids(body.data.products));
    for (const product of body.data.products) {
      const expected = prices.get(product.id)!;
      assert.equal(product.price, expected.price);
      assert.equal(product.discount_price, expected.discountPrice);
      assert.equal(product.discount_percentage, expected.discountPercentage);
      assert.equal(product.quantity, expected.stock);
    }
    const onSale = body.data.products.find((p: { id: number }) => p.id === f.onSale);
    assert.deepEqual(
      {
        price: onSale.price,
        discount_price: onSale.discount_price,
        discount_percentage: onSale.discount_percentage,
        quantity: onSale.quantity,
      },
      { price: 100, discount_price: 50, discount_percentage: 50, quantity: 15 },
    );
    const incoming = body.data.products.find((p: { id: number }) => p.id === f.incoming);
    assert.deepEqual([incoming.discount_price, incoming.quantity], [65, 40], 'an incoming sale is not applied');
  });

  it('filters and sorts on the sale price while the sale runs', async () => {
    const list = async (query: string) => ids((await getJson(t.app, `/api/products?shop_id=${f.shopId}&${query}`)).body.data.products);
    // Effective: dearer 30, lowStock 30, ended 40, soldOut 50, onSale 50, twoSales 60, incoming 65.
    assert.deepEqual(await list('sort_type=low_to_high'), [f.lowStock, f.dearer, f.ended, f.onSale, f.soldOut, f.twoSales, f.incoming]);
    assert.deepEqual(await list('min_price=50&max_price=50&sort_type=low_to_high'), [f.onSale, f.soldOut]);
    assert.deepEqual(await list('max_price=35&sort_type=low_to_high'), [f.lowStock, f.dearer], 'not the incoming 35');
  });

  it('product details name the running sale that prices the product', async () => {
    const { body } = await getJson(t.app, `/api/product-details?product_id=${f.onSale}`);
    const { product } = body.data;
    assert.equal(product.discount_price, 50);
    assertFlashSaleShape(product.flash_sale, false);
    assert.equal(product.flash_sale.id, f.runningSaleId);
    assert.ok(Date.parse(product.flash_sale.start_date) < Date.now());
    assert.ok(Date.parse(product.flash_sale.end_date) > Date.now());
    for (const id of [f.incoming, f.soldOut, f.ended]) {
      assert.equal((await getJson(t.app, `/api/product-details?product_id=${id}`)).body.data.product.flash_sale, null);
    }
  });
});
