import { runInAction } from 'mobx';
import { waitFor } from '@testing-library/react';
import { RootStore } from './root-store';
import { memoryStorage } from './storage';
import { fakeApi } from '../test-support/fake-api';
import { httpError } from '../test-support/http-error';
import {
  cartLine as line,
  cartShop as shop,
  checkoutSummary as summary,
  TWO_SHOP_BASKET as BASKET,
  signedInWithBasket as signedIn,
  checkoutVoucher,
} from '../test-support/cart-fixtures';
import type { CartShopGroup } from '../client/api-types';

const group = { id: 1, shop_id: 4, shop_name: 'Urban', shop_rating: 4.5, products: [] };

const messages = (root: RootStore) => root.ui.toasts.map((t) => t.message);

describe('checkout of the selected shops', () => {
  it('needs a token to fetch the checkout', async () => {
    const root = new RootStore({ storage: memoryStorage(), api: fakeApi({}) });
    runInAction(() => (root.basket.selectedShopIds = [1]));
    await expect(root.checkout.fetchCheckout()).resolves.toBe(false);
  });

  it('toasts a checkout failure with the server message', async () => {
    const root = signedIn(fakeApi({ cart: { checkout: async () => Promise.reject(httpError(500, 'Server Error')) } }));
    await root.basket.toggleShop(1);
    expect(messages(root)).toEqual(['Server Error']);
  });

  it("needs a selected shop to proceed: 'Please select at least one shop'", () => {
    const root = signedIn(fakeApi({}));
    expect(root.checkout.canProceedToCheckout()).toBe(false);
    expect(root.ui.toasts[0]).toMatchObject({ type: 'error', message: 'Please select at least one shop' });
    runInAction(() => (root.basket.selectedShopIds = [1]));
    expect(root.checkout.canProceedToCheckout()).toBe(true);
  });
});

describe('vouchers at checkout', () => {
  it('applies a code the server accepts', async () => {
    const checkout = jest.fn(async () => ({ checkout_items: BASKET, checkout: { ...summary(25), coupon_discount: 5 } }));
    const root = signedIn(fakeApi({ cart: { checkout } }));
    runInAction(() => (root.basket.selectedShopIds = [1, 2]));
    await expect(root.checkout.applyCoupon(' SAVE5 ')).resolves.toBe(true);
    expect(checkout).toHaveBeenCalledWith({ shop_ids: [1, 2], coupon_code: 'SAVE5' });
    expect([root.checkout.coupon_code, root.checkout.coupon_discount]).toEqual(['SAVE5', 5]);
  });

  it('toasts a refused code and keeps the previous one', async () => {
    const checkout = jest.fn(async () =>
      Promise.reject(httpError(422, 'The voucher code is invalid.', { coupon_code: ['The voucher code is invalid.'] })),
    );
    const root = signedIn(fakeApi({ cart: { checkout } }));
    runInAction(() => {
      root.basket.selectedShopIds = [1];
      root.checkout.coupon_code = 'OLD';
    });
    await expect(root.checkout.applyCoupon('NOPE')).resolves.toBe(false);
    expect(root.checkout.coupon_code).toBe('OLD');
    expect(messages(root)).toEqual(['The voucher code is invalid.']);
  });

  it('drops a code the server stops accepting after a change, and fetches the totals without it', async () => {
    const checkout = jest
      .fn()
      .mockRejectedValueOnce(httpError(422, 'This voucher is valid only for products of Shop 1.'))
      .mockResolvedValueOnce({ checkout_items: [BASKET[1]!], checkout: summary(20) });
    const root = signedIn(fakeApi({ cart: { checkout } }));
    runInAction(() => (root.checkout.coupon_code = 'SHOP1'));
    await root.basket.toggleShop(2);
    expect(checkout).toHaveBeenLastCalledWith({ shop_ids: [2], coupon_code: null });
    expect([root.checkout.coupon_code, root.checkout.payable_amount]).toEqual(['', 20]);
    expect(messages(root)).toEqual(['This voucher is valid only for products of Shop 1.']);
  });
});

describe('collected vouchers at checkout', () => {
  const SAVE5 = checkoutVoucher(4, { code: 'SAVE5' });

  it("asks for the selected shops' vouchers, or the buy-now line's", async () => {
    const checkoutVouchers = jest.fn(async () => ({ coupons: [SAVE5] }));
    const root = signedIn(fakeApi({ cart: { checkoutVouchers } }));
    runInAction(() => {
      root.basket.selectedShopIds = [1, 2];
      root.checkout.buyNowShopId = 9;
    });
    await expect(root.checkout.checkoutVouchers()).resolves.toEqual([SAVE5]);
    await root.checkout.checkoutVouchers({ buyNow: true });
    expect(checkoutVouchers.mock.calls).toEqual([[{ shop_ids: [1, 2] }], [{ shop_ids: [9], is_buy_now: true }]]);
  });

  it('answers none without a shop or a session, and when the call fails', async () => {
    const checkoutVouchers = jest.fn(async () => Promise.reject(httpError(500, 'Server error')));
    const root = signedIn(fakeApi({ cart: { checkoutVouchers } }));
    await expect(root.checkout.checkoutVouchers()).resolves.toEqual([]);
    expect(checkoutVouchers).not.toHaveBeenCalled();
    runInAction(() => (root.basket.selectedShopIds = [1]));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(root.checkout.checkoutVouchers()).resolves.toEqual([]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
    expect(messages(root)).toEqual([]);
  });
});

describe('buy now', () => {
  it('keeps the shop of the line and reads it back with its own totals', async () => {
    const store = jest.fn(async () => ({ message: '', total: 3, cart_items: BASKET }));
    const bought = line(91, 9, { quantity: 2 });
    const checkout = jest.fn(async () => ({ checkout_items: [shop(9, [bought])], checkout: summary(20) }));
    const root = signedIn(fakeApi({ cart: { store, checkout } }));
    await root.checkout.buyNow({ product_id: 91, quantity: 2 }, 9);
    await expect(root.checkout.fetchBuyNow()).resolves.toBe(true);
    expect(checkout).toHaveBeenCalledWith({ shop_ids: [9], coupon_code: null, is_buy_now: true });
    expect(root.checkout.buyNowProduct).toEqual(bought);
    expect(root.checkout.buyNowSummary?.payable_amount).toBe(20);
    expect(root.checkout.payable_amount).toBe(0);
  });
});

describe('checkout.buyNow', () => {
  it('sends is_buy_now for buy now and leaves the basket alone', async () => {
    const store = jest.fn(async () => ({ message: '', total: 0, cart_items: [] }));
    const root = signedIn(fakeApi({ cart: { store } }));
    root.basket.applyCart(3, [group]);
    await expect(root.checkout.buyNow({ product_id: 9, quantity: 1 })).resolves.toBe(true);
    expect(store).toHaveBeenCalledWith({ product_id: 9, quantity: 1, is_buy_now: true });
    expect(root.basket.total).toBe(3);
  });
});

describe('placing an order', () => {
  const address = { id: 5, is_default: true };

  /** After the order the server's basket holds `left` (shop 2's lines went into the order). */
  function ready(place: jest.Mock, left: CartShopGroup[] = [BASKET[0]!]) {
    const root = signedIn(fakeApi({ orders: { place }, cart: { list: async () => ({ total: 1, cart_items: left }) } }));
    root.auth.setAddresses([address]);
    runInAction(() => {
      root.basket.selectedShopIds = [2];
      root.checkout.coupon_code = 'SAVE5';
      // The summary the shopper saw: shop 2's two lines, 30 payable.
      Object.assign(root.checkout, { checkoutProducts: [BASKET[1]!], ...summary(30) });
    });
    root.checkout.setAddress(address);
    return root;
  }

  it('places the selected shops to the address and opens the confirmation for cash', async () => {
    const place = jest.fn(async () => ({ message: 'Order placed', order_payment_url: null, order_ids: [7] }));
    const root = ready(place);
    await expect(root.checkout.placeOrder({ paymentMethod: 'cash', note: '  ring twice ' })).resolves.toEqual({ kind: 'placed' });
    expect(place).toHaveBeenCalledWith(
      {
        shop_ids: [2],
        address_id: 5,
        payment_method: 'cash',
        coupon_code: 'SAVE5',
        note: 'ring twice',
        is_buy_now: false,
        summary_version: 'v30',
      },
      expect.any(String),
    );
    expect(root.checkout.showOrderConfirmModal).toBe(true);
    expect([root.basket.selectedShopIds, root.checkout.coupon_code]).toEqual([[], '']);
  });

  it('answers the gateway page for an online method', async () => {
    const place = jest.fn(async () => ({ message: '', order_payment_url: '/pay/abc', order_ids: [7, 8] }));
    const root = ready(place);
    await expect(root.checkout.placeOrder({ paymentMethod: 'card' })).resolves.toEqual({ kind: 'pay', url: '/pay/abc', orderIds: [7, 8] });
    expect(root.checkout.showOrderConfirmModal).toBe(false);
  });

  it('sends the same Idempotency-Key again after a lost answer, and a new one after an answer', async () => {
    const place = jest
      .fn()
      .mockRejectedValueOnce(new Error('Network Error'))
      .mockRejectedValueOnce(httpError(422, 'Only 1 left in stock.'))
      .mockResolvedValueOnce({ message: '', order_payment_url: null, order_ids: [7] });
    const root = ready(place);
    await root.checkout.placeOrder({ paymentMethod: 'cash' });
    await root.checkout.placeOrder({ paymentMethod: 'cash' });
    await root.checkout.placeOrder({ paymentMethod: 'cash' });
    const keys = place.mock.calls.map((call) => call[1] as string);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(messages(root)).toEqual(['Network Error', 'Only 1 left in stock.']);
  });

  it('refuses without a selected shop or an address', async () => {
    const place = jest.fn();
    const root = ready(place);
    runInAction(() => (root.basket.selectedShopIds = []));
    await expect(root.checkout.placeOrder({ paymentMethod: 'cash' })).resolves.toEqual({ kind: 'refused' });
    runInAction(() => (root.basket.selectedShopIds = [2]));
    root.checkout.setAddress(null);
    root.auth.setAddresses([]);
    await root.checkout.placeOrder({ paymentMethod: 'cash' });
    expect(place).not.toHaveBeenCalled();
    expect(messages(root)).toEqual(['Please select at least one shop', 'Please add a delivery address']);
  });

  it('places the buy-now line alone and forgets it afterwards', async () => {
    const place = jest.fn(async (_request: unknown, _key?: string) => ({ message: '', order_payment_url: null }));
    const root = ready(place, BASKET);
    runInAction(() => (root.checkout.buyNowShopId = 9));
    await root.checkout.placeOrder({ paymentMethod: 'cash', buyNow: true });
    expect(place.mock.calls[0]?.[0]).toMatchObject({ shop_ids: [9], is_buy_now: true });
    expect(root.checkout.buyNowShopId).toBeNull();
    expect(root.basket.selectedShopIds).toEqual([2]);
  });

  it('answers 409 by showing the checkout as it is now and what changed, placing nothing, toasting nothing', async () => {
    const now = shop(2, [{ ...line(21, 2), price: 25 }]);
    const changed = {
      checkout_items: [now],
      checkout: summary(50),
      stock: [{ product_id: 21, message: 'Only 2 of Item 21 left in stock.' }],
    };
    const place = jest
      .fn()
      .mockRejectedValueOnce(httpError(409, 'Your order changed since you saw it.', undefined, changed))
      .mockResolvedValueOnce({ message: '', order_payment_url: null });
    const root = ready(place, BASKET);
    await expect(root.checkout.placeOrder({ paymentMethod: 'cash' })).resolves.toEqual({ kind: 'changed' });
    expect(root.checkout.checkoutProducts).toEqual([now]);
    expect([root.checkout.payable_amount, root.checkout.summary_version]).toEqual([50, 'v50']);
    expect(root.checkout.orderChanges.map((c) => c.kind)).toEqual(['price', 'gone', 'stock', 'total']);
    expect(messages(root)).toEqual([]);
    expect(root.checkout.showOrderConfirmModal).toBe(false);

    await expect(root.checkout.placeOrder({ paymentMethod: 'cash' })).resolves.toEqual({ kind: 'placed' });
    expect(place.mock.calls[1]?.[0]).toMatchObject({ summary_version: 'v50' });
    expect(place.mock.calls[1]?.[1]).not.toBe(place.mock.calls[0]?.[1]);
    expect(root.checkout.orderChanges).toEqual([]);
  });

  it("answers 409 on the buy-now line by showing the line's new price and total", async () => {
    const changed = { checkout_items: [shop(9, [line(91, 9, { price: 99 })])], checkout: summary(99), stock: [] };
    const place = jest.fn().mockRejectedValueOnce(httpError(409, 'Changed', undefined, changed));
    const root = ready(place, BASKET);
    runInAction(() => Object.assign(root.checkout, { buyNowShopId: 9, buyNowProduct: line(91, 9), buyNowSummary: summary(10) }));
    await expect(root.checkout.placeOrder({ paymentMethod: 'cash', buyNow: true })).resolves.toEqual({ kind: 'changed' });
    expect(place.mock.calls[0]?.[0]).toMatchObject({ summary_version: 'v10', is_buy_now: true });
    expect([root.checkout.buyNowProduct?.price, root.checkout.buyNowSummary?.summary_version]).toEqual([99, 'v99']);
    expect(root.checkout.orderChanges).toEqual([
      { kind: 'price', productId: 91, name: 'Product 91', before: 10, after: 99 },
      { kind: 'total', before: 10, after: 99 },
    ]);
    expect(root.checkout.checkoutProducts).toEqual([BASKET[1]]);
  });

  it('treats a 409 without the checkout as any refusal', async () => {
    const place = jest.fn().mockRejectedValueOnce(httpError(409, 'Conflict'));
    const root = ready(place);
    await expect(root.checkout.placeOrder({ paymentMethod: 'cash' })).resolves.toEqual({ kind: 'refused' });
    expect(messages(root)).toEqual(['Conflict']);
  });
});

describe('the cart drawer’s refresh', () => {
  /** An answer held until `release()`: the test decides which request answers first. */
  function held<T>(value: () => T): { promise: () => Promise<T>; release: () => void } {
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    return { promise: () => gate.then(value), release };
  }

  it('asks for the checkout of the selection alongside the basket, and keeps it when the basket leaves the selection as it was', async () => {
    const asked: string[] = [];
    const basket = held(() => ({ total: 3, cart_items: BASKET }));
    const checkout = jest.fn(
      async (_body: { shop_ids: number[] }) => (asked.push('checkout'), { checkout_items: BASKET, checkout: summary(30) }),
    );
    const root = signedIn(fakeApi({ cart: { list: () => (asked.push('basket'), basket.promise()), checkout } }));
    runInAction(() => (root.basket.selectedShopIds = [1, 2]));

    const refreshed = root.checkout.refreshForDrawer();
    // Both asked before the basket answered.
    await waitFor(() => expect([...asked].sort()).toEqual(['basket', 'checkout']));
    basket.release();
    await refreshed;

    expect(checkout).toHaveBeenCalledTimes(1);
    expect(checkout).toHaveBeenCalledWith({ shop_ids: [1, 2], coupon_code: null });
    expect([root.checkout.payable_amount, root.checkout.isLoadingCheckout]).toEqual([30, false]);
  });

  it('asks again after the basket when its answer changed the selection, and shows that answer', async () => {
    const onlyShopOne = [shop(1, [line(11, 1)])];
    const checkout = jest.fn(async ({ shop_ids }: { shop_ids: number[] }) => ({
      checkout_items: BASKET.filter((g) => shop_ids.includes(g.shop_id)),
      checkout: summary(shop_ids.length * 10),
    }));
    const root = signedIn(fakeApi({ cart: { list: async () => ({ total: 1, cart_items: onlyShopOne }), checkout } }));
    runInAction(() => (root.basket.selectedShopIds = [1, 2]));

    await root.checkout.refreshForDrawer();

    expect(checkout.mock.calls.map(([body]) => body.shop_ids)).toEqual([[1, 2], [1]]);
    expect(root.checkout.payable_amount).toBe(10);
    expect(root.checkout.checkoutProducts.map((g) => g.shop_id)).toEqual([1]);
  });

  it('asks again, toasting nothing, when the early checkout was refused', async () => {
    let calls = 0;
    const checkout = jest.fn(async () => {
      calls += 1;
      if (calls === 1) throw httpError(503, 'Busy');
      return { checkout_items: BASKET, checkout: summary(30) };
    });
    const root = signedIn(fakeApi({ cart: { list: async () => ({ total: 3, cart_items: BASKET }), checkout } }));
    runInAction(() => (root.basket.selectedShopIds = [1, 2]));

    await root.checkout.refreshForDrawer();

    expect(checkout).toHaveBeenCalledTimes(2);
    expect(messages(root)).toEqual([]);
    expect(root.checkout.payable_amount).toBe(30);
  });
});
