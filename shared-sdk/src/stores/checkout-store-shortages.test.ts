// The checkout store's short lines (checkout.stockShortages): what a 409 of Place Order found short
// of stock, kept while the shopper lowers or removes those lines, and dropped once the order goes.
import { runInAction } from 'mobx';
import { RootStore } from './root-store';
import { memoryStorage } from './storage';
import { PRODUCT_REMOVED_MESSAGE } from './basket-store';
import { fakeApi, type FakeApiCalls } from '../test-support/fake-api';
import { httpError } from '../test-support/http-error';
import { cartLine as line, cartShop as shop, checkoutSummary as summary } from '../test-support/cart-fixtures';
import type { CartShopGroup } from '../client/api-types';

const address = { id: 5, is_default: true };
/** What the shopper saw: two of product 21 and one of 22 (shop 2), one of 11 (shop 1). */
const SEEN: CartShopGroup[] = [shop(2, [line(21, 2, { quantity: 2 }), line(22, 2)]), shop(1, [line(11, 1)])];
const ONLY_ONE_LEFT = 'Only 1 of Product 21 left in stock.';

/** The server's 409: the same lines (a short line keeps its quantity), a new version, the short lines. */
function stockDrop(stock: Array<{ product_id: number; message: string; available: number }>, items = SEEN) {
  return httpError(409, 'Your order changed since you saw it.', undefined, { checkout_items: items, checkout: summary(41), stock });
}

/** A signed-in shopper at checkout with both shops selected and the summary of SEEN on screen. */
function atCheckout(calls: FakeApiCalls) {
  const root = new RootStore({ storage: memoryStorage(), api: fakeApi(calls) });
  root.auth.setSession('tok', { name: 'Demo' });
  root.auth.setAddresses([address]);
  root.checkout.setAddress(address);
  runInAction(() => {
    root.basket.products = SEEN;
    root.basket.total = 3;
    root.basket.selectedShopIds = [2, 1];
    Object.assign(root.checkout, { checkoutProducts: SEEN, ...summary(40) });
  });
  return root;
}

describe('a stock drop at Place Order', () => {
  it('keeps each short line with its words and what is left; other lines and buy now have none', async () => {
    const place = jest.fn().mockRejectedValueOnce(stockDrop([{ product_id: 21, message: ONLY_ONE_LEFT, available: 1 }]));
    const root = atCheckout({ orders: { place }, cart: { list: async () => ({ total: 3, cart_items: SEEN }) } });
    await expect(root.checkout.placeOrder({ paymentMethod: 'cash' })).resolves.toEqual({ kind: 'changed' });
    expect(root.checkout.stockShortageOf(21)).toEqual({ productId: 21, message: ONLY_ONE_LEFT, available: 1, buyNow: false });
    expect(root.checkout.stockShortageOf(22)).toBeNull();
    expect(root.checkout.stockShortageOf(21, true)).toBeNull();
    // The line still asks for two: the server's checkout_items do not lower it.
    expect(root.checkout.checkoutProducts[0]?.products[0]?.quantity).toBe(2);
  });

  it('lowered to what is left, the line keeps its entry, the summary is fetched again, and the next Place Order places it', async () => {
    const lowered = [shop(2, [line(21, 2, { quantity: 1 }), line(22, 2)]), shop(1, [line(11, 1)])];
    const place = jest
      .fn()
      .mockRejectedValueOnce(stockDrop([{ product_id: 21, message: ONLY_ONE_LEFT, available: 1 }]))
      .mockResolvedValueOnce({ message: 'Order placed', order_payment_url: null, order_ids: [70, 71] });
    const decrement = jest.fn(async () => ({ message: 'product quantity decreased', total: 3, cart_items: lowered }));
    const checkout = jest.fn(async () => ({ checkout_items: lowered, checkout: summary(31) }));
    // The basket read again after the 409, then after the order.
    const list = jest.fn().mockResolvedValueOnce({ total: 3, cart_items: SEEN }).mockResolvedValue({ total: 0, cart_items: [] });
    const root = atCheckout({ orders: { place }, cart: { decrement, checkout, list } });
    await root.checkout.placeOrder({ paymentMethod: 'cash' });

    await expect(root.basket.changeQuantity(root.checkout.checkoutProducts[0]!.products[0]!, 1)).resolves.toBe(true);
    expect(decrement).toHaveBeenCalledTimes(1);
    expect(checkout).toHaveBeenCalledWith({ shop_ids: [2, 1], coupon_code: null });
    expect(root.checkout.checkoutProducts[0]?.products[0]?.quantity).toBe(1);
    expect(root.checkout.stockShortageOf(21)?.available).toBe(1);
    expect(root.checkout.orderChanges).toEqual([]);

    await expect(root.checkout.placeOrder({ paymentMethod: 'cash' })).resolves.toEqual({ kind: 'placed' });
    expect(place.mock.calls[1]?.[0]).toMatchObject({ summary_version: 'v31' });
    expect(root.checkout.stockShortages).toEqual([]);
  });

  it('drops the entry of a line that leaves the checkout, and every entry once the basket is empty', async () => {
    const withoutShort = [shop(2, [line(22, 2)]), shop(1, [line(11, 1)])];
    const place = jest.fn().mockRejectedValueOnce(
      stockDrop([
        { product_id: 21, message: ONLY_ONE_LEFT, available: 1 },
        { product_id: 11, message: 'Product 11 is out of stock.', available: 0 },
      ]),
    );
    const remove = jest
      .fn()
      .mockResolvedValueOnce({ message: PRODUCT_REMOVED_MESSAGE, total: 2, cart_items: withoutShort })
      .mockResolvedValueOnce({ message: PRODUCT_REMOVED_MESSAGE, total: 0, cart_items: [] });
    const checkout = jest.fn(async () => ({ checkout_items: withoutShort, checkout: summary(20) }));
    const root = atCheckout({ orders: { place }, cart: { delete: remove, checkout, list: async () => ({ total: 3, cart_items: SEEN }) } });
    await root.checkout.placeOrder({ paymentMethod: 'cash' });
    expect(root.checkout.stockShortages.map((s) => s.productId)).toEqual([21, 11]);

    await root.basket.delete(line(21, 2));
    expect(root.checkout.stockShortages.map((s) => s.productId)).toEqual([11]);
    await root.basket.delete(line(11, 1));
    expect(root.checkout.stockShortages).toEqual([]);
  });

  it('lowers the buy-now line by storing it again, keeping its options and the voucher', async () => {
    const chosen = line(91, 9, { quantity: 3, size: { id: 4, name: 'M' }, color: { id: 6, name: 'Red' } });
    const place = jest
      .fn()
      .mockRejectedValueOnce(
        stockDrop([{ product_id: 91, message: 'Only 2 of Product 91 left in stock.', available: 2 }], [shop(9, [chosen])]),
      );
    const store = jest.fn(async () => ({ message: '', total: 3, cart_items: SEEN }));
    const checkout = jest.fn(async () => ({ checkout_items: [shop(9, [{ ...chosen, quantity: 2 }])], checkout: summary(20) }));
    const root = atCheckout({ orders: { place }, cart: { store, checkout, list: async () => ({ total: 3, cart_items: SEEN }) } });
    runInAction(() => {
      Object.assign(root.checkout, { buyNowShopId: 9, buyNowProduct: chosen, buyNowSummary: summary(30), coupon_code: 'SAVE5' });
    });
    await root.checkout.placeOrder({ paymentMethod: 'cash', buyNow: true });
    expect(root.checkout.stockShortageOf(91, true)).toMatchObject({ available: 2, buyNow: true });
    expect(root.checkout.stockShortageOf(91)).toBeNull();

    await expect(root.checkout.changeBuyNowQuantity(2)).resolves.toBe(true);
    expect(store).toHaveBeenCalledWith({ product_id: 91, quantity: 2, size: 4, color: 6, is_buy_now: true });
    expect(checkout).toHaveBeenCalledWith({ shop_ids: [9], coupon_code: 'SAVE5', is_buy_now: true });
    expect([root.checkout.buyNowProduct?.quantity, root.checkout.buyNowSummary?.summary_version]).toEqual([2, 'v20']);
    expect(root.checkout.stockShortageOf(91, true)?.available).toBe(2);
  });

  it("toasts the server's refusal of a new buy-now quantity and keeps the line as it was", async () => {
    const chosen = line(91, 9, { quantity: 3 });
    const store = jest.fn(async () => Promise.reject(httpError(422, 'Product 91 is out of stock.')));
    const root = atCheckout({ cart: { store } });
    runInAction(() => Object.assign(root.checkout, { buyNowShopId: 9, buyNowProduct: chosen, buyNowSummary: summary(30) }));
    await expect(root.checkout.changeBuyNowQuantity(1)).resolves.toBe(false);
    expect(root.ui.toasts.map((t) => t.message)).toEqual(['Product 91 is out of stock.']);
    expect(root.checkout.buyNowProduct?.quantity).toBe(3);
  });

  it('keeps the marks through a Place Order the server refuses otherwise, until a 409 says what is short then', async () => {
    const place = jest
      .fn()
      .mockRejectedValueOnce(stockDrop([{ product_id: 21, message: ONLY_ONE_LEFT, available: 1 }]))
      .mockRejectedValueOnce(httpError(422, ONLY_ONE_LEFT))
      .mockRejectedValueOnce(stockDrop([{ product_id: 22, message: 'Product 22 is out of stock.', available: 0 }]));
    const root = atCheckout({ orders: { place }, cart: { list: async () => ({ total: 3, cart_items: SEEN }) } });
    await root.checkout.placeOrder({ paymentMethod: 'cash' });
    await expect(root.checkout.placeOrder({ paymentMethod: 'cash' })).resolves.toEqual({ kind: 'refused' });
    expect(root.ui.toasts.map((t) => t.message)).toEqual([ONLY_ONE_LEFT]);
    expect(root.checkout.stockShortages.map((s) => s.productId)).toEqual([21]);
    await root.checkout.placeOrder({ paymentMethod: 'cash' });
    expect(root.checkout.stockShortages.map((s) => s.productId)).toEqual([22]);
  });

  it('forgets what a buy-now line was short of when another is chosen', async () => {
    const chosen = line(91, 9, { quantity: 3 });
    const place = jest
      .fn()
      .mockRejectedValueOnce(
        stockDrop([{ product_id: 91, message: 'Only 2 of Product 91 left in stock.', available: 2 }], [shop(9, [chosen])]),
      );
    const store = jest.fn(async () => ({ message: '', total: 3, cart_items: SEEN }));
    const root = atCheckout({ orders: { place }, cart: { store, list: async () => ({ total: 3, cart_items: SEEN }) } });
    runInAction(() => Object.assign(root.checkout, { buyNowShopId: 9, buyNowProduct: chosen, buyNowSummary: summary(30) }));
    await root.checkout.placeOrder({ paymentMethod: 'cash', buyNow: true });
    expect(root.checkout.stockShortageOf(91, true)).not.toBeNull();
    await root.checkout.buyNow({ product_id: 91, quantity: 1 }, 9);
    expect(root.checkout.stockShortageOf(91, true)).toBeNull();
  });

  it("takes the short lines from the checkout's own answer too: a reloaded checkout marks them", async () => {
    const short = [{ product_id: 21, message: ONLY_ONE_LEFT, available: 1 }];
    const lowered = [shop(2, [line(21, 2, { quantity: 1 }), line(22, 2)]), shop(1, [line(11, 1)])];
    const checkout = jest
      .fn()
      .mockResolvedValueOnce({ checkout_items: SEEN, checkout: summary(40), stock: short })
      .mockResolvedValueOnce({ checkout_items: lowered, checkout: summary(39), stock: [] })
      .mockResolvedValueOnce({ checkout_items: lowered, checkout: summary(38), stock: [{ ...short[0]!, available: 0 }] });
    const root = atCheckout({ cart: { checkout } });
    await root.checkout.fetchCheckout();
    expect(root.checkout.stockShortageOf(21)).toEqual({ productId: 21, message: ONLY_ONE_LEFT, available: 1, buyNow: false });
    // Lowered to what is left: the line keeps its stepper (the page shows the words only while it is short).
    await root.checkout.fetchCheckout();
    expect(root.checkout.stockShortageOf(21)?.available).toBe(1);
    // Counted again by the server: its count replaces the one before.
    await root.checkout.fetchCheckout();
    expect(root.checkout.stockShortages).toEqual([{ productId: 21, message: ONLY_ONE_LEFT, available: 0, buyNow: false }]);
  });

  it('forgets the short lines when the session ends', async () => {
    const place = jest.fn().mockRejectedValueOnce(stockDrop([{ product_id: 21, message: ONLY_ONE_LEFT, available: 1 }]));
    const root = atCheckout({ orders: { place }, cart: { list: async () => ({ total: 3, cart_items: SEEN }) } });
    await root.checkout.placeOrder({ paymentMethod: 'cash' });
    root.checkout.reset();
    expect(root.checkout.stockShortages).toEqual([]);
  });
});
