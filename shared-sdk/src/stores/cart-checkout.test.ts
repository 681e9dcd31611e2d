import { runInAction } from 'mobx';
import { RootStore } from './root-store';
import { memoryStorage } from './storage';
import { PRODUCT_REMOVED_MESSAGE } from './cart-store';
import { fakeApi } from '../test-support/fake-api';
import { httpError } from '../test-support/http-error';
import type { Api } from '../client/api';
import type { CartProduct, CartShopGroup, CheckoutSummary } from '../client/api-types';
import type { CheckoutVoucher } from '../client/cart-types';

const line = (id: number, shopId: number, extra: Partial<CartProduct> = {}): CartProduct => ({
  id,
  name: `Product ${id}`,
  price: 10,
  discount_price: 0,
  quantity: 1,
  size: null,
  color: null,
  shop_id: shopId,
  ...extra,
});
const shop = (shopId: number, products: CartProduct[]): CartShopGroup => ({
  id: shopId,
  shop_id: shopId,
  shop_name: `Shop ${shopId}`,
  shop_rating: 4,
  products,
});
const summary = (payable: number): CheckoutSummary => ({
  total_amount: payable,
  delivery_charge: 0,
  coupon_discount: 0,
  payable_amount: payable,
  order_tax_amount: 0,
});
const BASKET = [shop(1, [line(11, 1)]), shop(2, [line(21, 2), line(22, 2)])];

function signedIn(api: Api, basket: CartShopGroup[] = BASKET) {
  const root = new RootStore({ storage: memoryStorage(), api });
  root.auth.setSession('tok', { name: 'Demo' });
  root.cart.applyCart(basket.reduce((n, g) => n + g.products.length, 0), basket);
  return root;
}

const messages = (root: RootStore) => root.ui.toasts.map((t) => t.message);

describe('increment, decrement and delete (spec 4, 5, 8, 9)', () => {
  it('do nothing without a product', async () => {
    const root = signedIn(fakeApi({}));
    await expect(root.cart.increment(null)).resolves.toBe(false);
    await expect(root.cart.decrement(undefined)).resolves.toBe(false);
    await expect(root.cart.delete(null)).resolves.toBe(false);
  });

  it('replace the cart and refetch the checkout summary after a change', async () => {
    const increment = jest.fn(async () => ({ message: 'product quantity increased', total: 3, cart_items: BASKET }));
    const checkout = jest.fn(async () => ({ checkout_items: [BASKET[0]!], checkout: summary(20) }));
    const root = signedIn(fakeApi({ cart: { increment, checkout } }));
    runInAction(() => (root.cart.selectedShopIds = [1]));
    await expect(root.cart.increment(line(11, 1))).resolves.toBe(true);
    expect(increment).toHaveBeenCalledWith(11);
    expect(checkout).toHaveBeenCalledWith({ shop_ids: [1], coupon_code: null });
    expect(root.cart.payable_amount).toBe(20);
  });

  it('toast an increment failure, and sign out on its 401 (the client clears; the toast still shows)', async () => {
    const root = signedIn(fakeApi({ cart: { increment: async () => Promise.reject(httpError(422, 'Only 1 left in stock.')) } }));
    await expect(root.cart.increment(line(11, 1))).resolves.toBe(false);
    expect(root.ui.toasts[0]).toMatchObject({ type: 'error', message: 'Only 1 left in stock.' });
  });

  it("drop shops left without items when a decrement answers 'product removed from cart'", async () => {
    const after = [shop(2, [line(21, 2), line(22, 2)])];
    const decrement = jest.fn(async () => ({ message: PRODUCT_REMOVED_MESSAGE, total: 2, cart_items: after }));
    const checkout = jest.fn(async () => ({ checkout_items: after, checkout: summary(20) }));
    const root = signedIn(fakeApi({ cart: { decrement, checkout } }));
    runInAction(() => (root.cart.selectedShopIds = [1, 2]));
    await root.cart.decrement(line(11, 1));
    expect(root.cart.selectedShopIds).toEqual([2]);
    expect(checkout).toHaveBeenCalledWith({ shop_ids: [2], coupon_code: null });
  });

  it('clear checkout data when the cart becomes empty, without asking the server', async () => {
    const decrement = jest.fn(async () => ({ message: PRODUCT_REMOVED_MESSAGE, total: 0, cart_items: [] }));
    const root = signedIn(fakeApi({ cart: { decrement } }), [shop(1, [line(11, 1)])]);
    runInAction(() => {
      root.cart.selectedShopIds = [1];
      root.cart.checkoutProducts = [shop(1, [line(11, 1)])];
      root.cart.payable_amount = 10;
      root.cart.coupon_code = 'SAVE';
    });
    await root.cart.decrement(line(11, 1));
    expect(root.cart.selectedShopIds).toEqual([]);
    expect(root.cart.checkoutProducts).toEqual([]);
    expect(root.cart.payable_amount).toBe(0);
    expect(root.cart.coupon_code).toBe('');
    expect(root.cart.isEmpty).toBe(true);
  });

  it('sign out silently on a 401 from decrement or delete', async () => {
    const unauthorized = async () => Promise.reject(httpError(401, 'Unauthenticated.'));
    const root = signedIn(fakeApi({ cart: { decrement: unauthorized, delete: unauthorized } }));
    await root.cart.decrement(line(11, 1));
    await root.cart.delete(line(11, 1));
    expect(root.ui.toasts).toHaveLength(0);
  });

  it("toast 'has been remove to cart' with 'Again Add to Cart', which re-adds with quantity 1", async () => {
    const removed = line(21, 2, { quantity: 4, size: { id: 5, name: 'M' }, color: { id: 6, name: 'Red' } });
    const del = jest.fn(async () => ({ message: PRODUCT_REMOVED_MESSAGE, total: 2, cart_items: [shop(1, [line(11, 1)]), shop(2, [line(22, 2)])] }));
    const store = jest.fn(async () => ({ message: '', total: 3, cart_items: BASKET }));
    const root = signedIn(fakeApi({ cart: { delete: del, store } }));
    await root.cart.delete(removed);
    const toast = root.ui.toasts[0]!;
    expect(toast).toMatchObject({ type: 'success', message: 'has been remove to cart', title: 'Product 21', timeout: 3000, progressBar: false });
    expect(toast.action?.label).toBe('Again Add to Cart');
    toast.action?.onClick();
    await Promise.resolve();
    expect(store).toHaveBeenCalledWith({ product_id: 21, quantity: 1, color: 6, size: 5 });
  });
});

describe('shop selection and checkout (spec 4, 5)', () => {
  it('toggles a shop and refetches; an empty checkout answer clears the selection', async () => {
    const checkout = jest
      .fn()
      .mockResolvedValueOnce({ checkout_items: [BASKET[1]!], checkout: summary(20) })
      .mockResolvedValueOnce({ checkout_items: [], checkout: summary(0) });
    const root = signedIn(fakeApi({ cart: { checkout } }));
    await root.cart.toggleShop(2);
    expect(root.cart.selectedShopIds).toEqual([2]);
    expect(root.cart.checkoutProducts).toEqual([BASKET[1]]);
    await root.cart.toggleShop(1);
    expect(checkout).toHaveBeenLastCalledWith({ shop_ids: [2, 1], coupon_code: null });
    expect(root.cart.selectedShopIds).toEqual([]);
  });

  it('deselecting the last shop clears the checkout without a call', async () => {
    const checkout = jest.fn(async () => ({ checkout_items: [BASKET[0]!], checkout: summary(10) }));
    const root = signedIn(fakeApi({ cart: { checkout } }));
    await root.cart.toggleShop(1);
    await root.cart.toggleShop(1);
    expect(checkout).toHaveBeenCalledTimes(1);
    expect([root.cart.selectedShopIds, root.cart.checkoutProducts, root.cart.payable_amount]).toEqual([[], [], 0]);
  });

  it('selects every shop of the basket at once', async () => {
    const checkout = jest.fn(async () => ({ checkout_items: BASKET, checkout: summary(30) }));
    const root = signedIn(fakeApi({ cart: { checkout } }));
    await root.cart.selectAllShops(true);
    expect(root.cart.selectedShopIds).toEqual([1, 2]);
  });

  it("selects the items' shop automatically in single-vendor mode", () => {
    const root = new RootStore({ storage: memoryStorage(), api: fakeApi({}) });
    runInAction(() => (root.settings.multiVendor = false));
    root.cart.applyCart(1, [shop(7, [line(71, 7)])]);
    expect(root.cart.selectedShopIds).toEqual([7]);
  });

  it('needs a token to fetch the checkout', async () => {
    const root = new RootStore({ storage: memoryStorage(), api: fakeApi({}) });
    runInAction(() => (root.cart.selectedShopIds = [1]));
    await expect(root.cart.fetchCheckout()).resolves.toBe(false);
  });

  it('toasts a checkout failure with the server message', async () => {
    const root = signedIn(fakeApi({ cart: { checkout: async () => Promise.reject(httpError(500, 'Server Error')) } }));
    await root.cart.toggleShop(1);
    expect(messages(root)).toEqual(['Server Error']);
  });

  it("needs a selected shop to proceed: 'Please select at least one shop'", () => {
    const root = signedIn(fakeApi({}));
    expect(root.cart.canProceedToCheckout()).toBe(false);
    expect(root.ui.toasts[0]).toMatchObject({ type: 'error', message: 'Please select at least one shop' });
    runInAction(() => (root.cart.selectedShopIds = [1]));
    expect(root.cart.canProceedToCheckout()).toBe(true);
  });
});

describe('vouchers at checkout', () => {
  it('applies a code the server accepts', async () => {
    const checkout = jest.fn(async () => ({ checkout_items: BASKET, checkout: { ...summary(25), coupon_discount: 5 } }));
    const root = signedIn(fakeApi({ cart: { checkout } }));
    runInAction(() => (root.cart.selectedShopIds = [1, 2]));
    await expect(root.cart.applyCoupon(' SAVE5 ')).resolves.toBe(true);
    expect(checkout).toHaveBeenCalledWith({ shop_ids: [1, 2], coupon_code: 'SAVE5' });
    expect([root.cart.coupon_code, root.cart.coupon_discount]).toEqual(['SAVE5', 5]);
  });

  it('toasts a refused code and keeps the previous one', async () => {
    const checkout = jest.fn(async () => Promise.reject(httpError(422, 'The voucher code is invalid.', { coupon_code: ['The voucher code is invalid.'] })));
    const root = signedIn(fakeApi({ cart: { checkout } }));
    runInAction(() => {
      root.cart.selectedShopIds = [1];
      root.cart.coupon_code = 'OLD';
    });
    await expect(root.cart.applyCoupon('NOPE')).resolves.toBe(false);
    expect(root.cart.coupon_code).toBe('OLD');
    expect(messages(root)).toEqual(['The voucher code is invalid.']);
  });

  it('drops a code the server stops accepting after a change, and fetches the totals without it', async () => {
    const checkout = jest
      .fn()
      .mockRejectedValueOnce(httpError(422, 'This voucher is valid only for products of Shop 1.'))
      .mockResolvedValueOnce({ checkout_items: [BASKET[1]!], checkout: summary(20) });
    const root = signedIn(fakeApi({ cart: { checkout } }));
    runInAction(() => (root.cart.coupon_code = 'SHOP1'));
    await root.cart.toggleShop(2);
    expect(checkout).toHaveBeenLastCalledWith({ shop_ids: [2], coupon_code: null });
    expect([root.cart.coupon_code, root.cart.payable_amount]).toEqual(['', 20]);
    expect(messages(root)).toEqual(['This voucher is valid only for products of Shop 1.']);
  });
});

describe('collected vouchers at checkout', () => {
  const SAVE5: CheckoutVoucher = {
    id: 4,
    code: 'SAVE5',
    discount_type: 'Amount',
    discount: 5,
    min_order_amount: 0,
    max_discount_amount: null,
    limit_for_user: 1,
    shop_id: 1,
    started: '2026-01-01T00:00:00.000Z',
    validity: '2099-01-01T00:00:00.000Z',
    is_collected: true,
    saving: 5,
    reason: null,
    amount_needed: null,
  };

  it("asks for the selected shops' vouchers, or the buy-now line's", async () => {
    const checkoutVouchers = jest.fn(async () => ({ coupons: [SAVE5] }));
    const root = signedIn(fakeApi({ cart: { checkoutVouchers } }));
    runInAction(() => {
      root.cart.selectedShopIds = [1, 2];
      root.cart.buyNowShopId = 9;
    });
    await expect(root.cart.checkoutVouchers()).resolves.toEqual([SAVE5]);
    await root.cart.checkoutVouchers({ buyNow: true });
    expect(checkoutVouchers.mock.calls).toEqual([[{ shop_ids: [1, 2] }], [{ shop_ids: [9], is_buy_now: true }]]);
  });

  it('answers none without a shop or a session, and when the call fails', async () => {
    const checkoutVouchers = jest.fn(async () => Promise.reject(httpError(500, 'Server error')));
    const root = signedIn(fakeApi({ cart: { checkoutVouchers } }));
    await expect(root.cart.checkoutVouchers()).resolves.toEqual([]);
    expect(checkoutVouchers).not.toHaveBeenCalled();
    runInAction(() => (root.cart.selectedShopIds = [1]));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(root.cart.checkoutVouchers()).resolves.toEqual([]);
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
    await root.cart.buyNow({ product_id: 91, quantity: 2 }, 9);
    await expect(root.cart.fetchBuyNow()).resolves.toBe(true);
    expect(checkout).toHaveBeenCalledWith({ shop_ids: [9], coupon_code: null, is_buy_now: true });
    expect(root.cart.buyNowProduct).toEqual(bought);
    expect(root.cart.buyNowSummary?.payable_amount).toBe(20);
    expect(root.cart.payable_amount).toBe(0);
  });
});

describe('placing an order', () => {
  const address = { id: 5, is_default: true };

  /** After the order the server's basket holds `left` (shop 2's lines went into the order). */
  function ready(place: jest.Mock, left: CartShopGroup[] = [BASKET[0]!]) {
    const root = signedIn(fakeApi({ orders: { place }, cart: { list: async () => ({ total: 1, cart_items: left }) } }));
    root.auth.setAddresses([address]);
    runInAction(() => {
      root.cart.selectedShopIds = [2];
      root.cart.coupon_code = 'SAVE5';
    });
    root.cart.setAddress(address);
    return root;
  }

  it('places the selected shops to the address and opens the confirmation for cash', async () => {
    const place = jest.fn(async () => ({ message: 'Order placed', order_payment_url: null }));
    const root = ready(place);
    await expect(root.cart.placeOrder({ paymentMethod: 'cash', note: '  ring twice ' })).resolves.toEqual({ kind: 'placed' });
    expect(place).toHaveBeenCalledWith(
      { shop_ids: [2], address_id: 5, payment_method: 'cash', coupon_code: 'SAVE5', note: 'ring twice', is_buy_now: false },
      expect.any(String),
    );
    expect(root.cart.showOrderConfirmModal).toBe(true);
    expect([root.cart.selectedShopIds, root.cart.coupon_code]).toEqual([[], '']);
  });

  it('answers the gateway page for an online method', async () => {
    const place = jest.fn(async () => ({ message: '', order_payment_url: 'http://shop.test/pay/abc' }));
    const root = ready(place);
    await expect(root.cart.placeOrder({ paymentMethod: 'card' })).resolves.toEqual({ kind: 'pay', url: 'http://shop.test/pay/abc' });
    expect(root.cart.showOrderConfirmModal).toBe(false);
  });

  it('sends the same Idempotency-Key again after a lost answer, and a new one after an answer', async () => {
    const place = jest
      .fn()
      .mockRejectedValueOnce(new Error('Network Error'))
      .mockRejectedValueOnce(httpError(422, 'Only 1 left in stock.'))
      .mockResolvedValueOnce({ message: '', order_payment_url: null });
    const root = ready(place);
    await root.cart.placeOrder({ paymentMethod: 'cash' });
    await root.cart.placeOrder({ paymentMethod: 'cash' });
    await root.cart.placeOrder({ paymentMethod: 'cash' });
    const keys = place.mock.calls.map((call) => call[1] as string);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(messages(root)).toEqual(['Network Error', 'Only 1 left in stock.']);
  });

  it('refuses without a selected shop or an address', async () => {
    const place = jest.fn();
    const root = ready(place);
    runInAction(() => (root.cart.selectedShopIds = []));
    await expect(root.cart.placeOrder({ paymentMethod: 'cash' })).resolves.toEqual({ kind: 'refused' });
    runInAction(() => (root.cart.selectedShopIds = [2]));
    root.cart.setAddress(null);
    root.auth.setAddresses([]);
    await root.cart.placeOrder({ paymentMethod: 'cash' });
    expect(place).not.toHaveBeenCalled();
    expect(messages(root)).toEqual(['Please select at least one shop', 'Please add a delivery address']);
  });

  it('places the buy-now line alone and forgets it afterwards', async () => {
    const place = jest.fn(async (_request: unknown, _key?: string) => ({ message: '', order_payment_url: null }));
    const root = ready(place, BASKET);
    runInAction(() => (root.cart.buyNowShopId = 9));
    await root.cart.placeOrder({ paymentMethod: 'cash', buyNow: true });
    expect(place.mock.calls[0]?.[0]).toMatchObject({ shop_ids: [9], is_buy_now: true });
    expect(root.cart.buyNowShopId).toBeNull();
    expect(root.cart.selectedShopIds).toEqual([2]);
  });
});
