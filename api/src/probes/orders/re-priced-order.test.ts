import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  addToCart,
  call,
  createShopper,
  flashSaleProduct,
  ordersOf,
  plainProduct,
  productOfAnotherShop,
  stockOf,
  type Shopper,
} from '../../test-support/cart-fixtures.js';
import { appForSuite } from '../../test-support/test-app.js';

/**
 * The re-priced order (docs/probes.md): the shopper places what the checkout showed, or nothing.
 * Between the summary and the click the catalogue changes under them (a price raised tenfold, a
 * flash sale ended, a line no longer sold, the stock gone below the quantity): the placement is
 * refused with 409 and the summary as it is now, nothing is ordered, taken or emptied, and the same
 * click on the new summary places the order at what it shows. Runs on both databases.
 */
const t = appForSuite();

interface Summary {
  checkout_items: Array<{ shop_id: number; products: Array<{ id: number; price: number; discount_price: number; quantity: number }> }>;
  checkout: { payable_amount: number; summary_version: string };
}

async function checkoutOf(shopper: Shopper, shopIds: number[]): Promise<Summary> {
  const response = await call(t.app, shopper, 'POST', '/cart/checkout', { shop_ids: shopIds });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data;
}

function place(shopper: Shopper, shopIds: number[], summaryVersion: string | undefined, language = 'en') {
  const body = { shop_ids: shopIds, address_id: shopper.addressId, payment_method: 'cash', summary_version: summaryVersion };
  return call(t.app, shopper, 'POST', '/place-order', body, { 'accept-language': language });
}

async function cartCount(shopper: Shopper): Promise<number> {
  return (await call(t.app, shopper, 'GET', '/carts')).json().data.total;
}

describe('an order placed at prices the shopper never saw', () => {
  it('refuses a price raised tenfold after the summary with 409 and the new summary, then places at the new price', async () => {
    const shopper = await createShopper(t.app, 'Tenfold');
    const product = await plainProduct(t.app, { price: 20, stock: 10 });
    await addToCart(t.app, shopper, product);
    const seen = await checkoutOf(shopper, [product.shopId]);
    await t.app.db.query('UPDATE products SET price = 200 WHERE id = $1', [product.id]);

    const refused = await place(shopper, [product.shopId], seen.checkout.summary_version);
    assert.equal(refused.statusCode, 409, refused.body);
    const answer = refused.json();
    assert.equal(answer.message, 'Your order changed since you saw it. Please check it and place the order again.');
    assert.equal(answer.data.checkout_items[0].products[0].price, 200);
    assert.equal(answer.data.checkout.payable_amount - seen.checkout.payable_amount, 180);
    assert.notEqual(answer.data.checkout.summary_version, seen.checkout.summary_version);
    assert.equal((await ordersOf(t.app, shopper.id)).length, 0, 'nothing is ordered');
    assert.equal(await stockOf(t.app, product.id), 10, 'nothing is taken from stock');
    assert.equal(await cartCount(shopper), 1, 'the line stays in the basket');

    const placed = await place(shopper, [product.shopId], answer.data.checkout.summary_version);
    assert.equal(placed.statusCode, 200, placed.body);
    const [order] = await ordersOf(t.app, shopper.id);
    assert.equal(order!.payable_amount, answer.data.checkout.payable_amount);
  });

  it('refuses when the flash sale ended after the summary (the line lost its sale price)', async () => {
    const shopper = await createShopper(t.app, 'Sale Ended');
    const sale = await flashSaleProduct(t.app, { saleLeft: 5 });
    await addToCart(t.app, shopper, sale);
    const seen = await checkoutOf(shopper, [sale.shopId]);
    assert.ok(seen.checkout_items[0]!.products[0]!.discount_price > 0, 'the summary shows the sale price');
    await t.app.db.query("UPDATE flash_sales SET end_date = now() - interval '1 second' WHERE id = $1", [sale.flashSaleId]);

    const refused = await place(shopper, [sale.shopId], seen.checkout.summary_version);
    assert.equal(refused.statusCode, 409, refused.body);
    const now = refused.json().data.checkout_items[0].products[0];
    assert.notEqual(now.discount_price, seen.checkout_items[0]!.products[0]!.discount_price, 'the line is priced without the sale');
    assert.equal((await ordersOf(t.app, shopper.id)).length, 0);
    await t.app.db.query("UPDATE flash_sales SET end_date = now() + interval '1 day' WHERE id = $1", [sale.flashSaleId]);
  });

  it('refuses when a line is no longer sold, instead of placing the others without it', async () => {
    const shopper = await createShopper(t.app, 'Line Gone');
    const kept = await plainProduct(t.app, { stock: 10, skip: 3 });
    const gone = await productOfAnotherShop(t.app, kept.shopId, 10);
    await addToCart(t.app, shopper, kept);
    await addToCart(t.app, shopper, gone);
    const shops = [kept.shopId, gone.shopId];
    const seen = await checkoutOf(shopper, shops);
    assert.equal(seen.checkout_items.length, 2);
    await t.app.db.query('UPDATE products SET is_active = false WHERE id = $1', [gone.id]);

    const refused = await place(shopper, shops, seen.checkout.summary_version);
    assert.equal(refused.statusCode, 409, refused.body);
    assert.deepEqual(
      refused.json().data.checkout_items.map((g: { shop_id: number }) => g.shop_id),
      [kept.shopId],
    );
    assert.equal((await ordersOf(t.app, shopper.id)).length, 0);
    assert.equal(await stockOf(t.app, kept.id), 10);
    await t.app.db.query('UPDATE products SET is_active = true WHERE id = $1', [gone.id]);
  });

  it('refuses when the stock fell below the quantity, saying which line and what is left, in Arabic too', async () => {
    const shopper = await createShopper(t.app, 'Stock Fell');
    const product = await plainProduct(t.app, { stock: 10, skip: 5 });
    await addToCart(t.app, shopper, product, { quantity: 3 });
    const seen = await checkoutOf(shopper, [product.shopId]);
    await t.app.db.query('UPDATE products SET quantity = 2 WHERE id = $1', [product.id]);

    const refused = await place(shopper, [product.shopId], seen.checkout.summary_version);
    assert.equal(refused.statusCode, 409, refused.body);
    assert.deepEqual(refused.json().data.stock, [
      { product_id: product.id, message: `Only 2 of ${product.name} left in stock.`, available: 2 },
    ]);
    // The line itself still asks for 3: what is left comes only with the stock's words.
    assert.equal(refused.json().data.checkout_items[0].products[0].quantity, 3);
    const arabic = await place(shopper, [product.shopId], seen.checkout.summary_version, 'ar');
    assert.equal(arabic.statusCode, 409);
    assert.equal(arabic.json().message, 'تغيّر طلبك منذ أن رأيته. يرجى مراجعته ثم تقديم الطلب مرة أخرى.');
    assert.match(arabic.json().data.stock[0].message, /2/);
    assert.equal(arabic.json().data.stock[0].available, 2);
    assert.equal(await stockOf(t.app, product.id), 2);

    // Lowered to what is left, the new summary places at once.
    assert.equal((await call(t.app, shopper, 'POST', '/cart/decrement', { product_id: product.id })).statusCode, 200);
    const lowered = await checkoutOf(shopper, [product.shopId]);
    assert.equal(lowered.checkout_items[0]!.products[0]!.quantity, 2);
    const placed = await place(shopper, [product.shopId], lowered.checkout.summary_version);
    assert.equal(placed.statusCode, 200, placed.body);
    assert.equal(await stockOf(t.app, product.id), 0);
  });

  it('places what the summary showed when nothing changed, and asks for the summary it showed', async () => {
    const shopper = await createShopper(t.app, 'Unchanged');
    const product = await plainProduct(t.app, { stock: 10, skip: 7 });
    await addToCart(t.app, shopper, product);
    const missing = await place(shopper, [product.shopId], undefined);
    assert.equal(missing.statusCode, 422, missing.body);
    assert.ok(missing.json().errors.summary_version, missing.body);

    const seen = await checkoutOf(shopper, [product.shopId]);
    const placed = await place(shopper, [product.shopId], seen.checkout.summary_version);
    assert.equal(placed.statusCode, 200, placed.body);
    const [order] = await ordersOf(t.app, shopper.id);
    assert.equal(order!.payable_amount, seen.checkout.payable_amount);
  });
});
