import { runInAction } from 'mobx';
import { RootStore } from './root-store';
import { memoryStorage } from './storage';
import { PRODUCT_REMOVED_MESSAGE } from './basket-store';
import { fakeApi } from '../test-support/fake-api';
import { httpError } from '../test-support/http-error';
import {
  cartLine as line,
  cartShop as shop,
  checkoutSummary as summary,
  TWO_SHOP_BASKET as BASKET,
  signedInWithBasket as signedIn,
} from '../test-support/cart-fixtures';
import type { Api } from '../client/api';
import type { CartShopGroup } from '../client/api-types';

const group = { id: 1, shop_id: 4, shop_name: 'Urban', shop_rating: 4.5, products: [] };

/** A signed-in shopper with nothing in the basket yet. */
const signedInEmpty = (api: Api) => signedIn(api, []);

describe('what the basket keeps (storefront.cart)', () => {
  it('starts empty and persists its fields', () => {
    const storage = memoryStorage();
    const store = new RootStore({ storage, api: fakeApi({}) });
    expect(store.basket.count).toBe(0);
    store.basket.applyCart(2, [group]);
    const again = new RootStore({ storage, api: fakeApi({}) });
    expect(again.basket.count).toBe(2);
    expect(again.basket.products[0]?.shop_id).toBe(4);
    expect(again.basket.isLoadingCart).toBe(false);
  });

  it('drops persisted fields of the wrong type', () => {
    const storage = memoryStorage({ 'storefront.cart': JSON.stringify({ total: 'many', selectedShopIds: [1], address: { id: 2 } }) });
    const store = new RootStore({ storage, api: fakeApi({}) });
    expect(store.basket.total).toBe(0);
    expect(store.basket.selectedShopIds).toEqual([1]);
    expect(store.checkout.address?.id).toBe(2);
  });

  it('shares storefront.cart with the checkout: each writes only its own fields', () => {
    const storage = memoryStorage();
    const store = new RootStore({ storage, api: fakeApi({}) });
    store.checkout.setAddress({ id: 7, is_default: true });
    store.basket.applyCart(2, [group]);
    runInAction(() => (store.checkout.coupon_code = 'SAVE5'));
    expect(JSON.parse(storage.getItem('storefront.cart') ?? '{}')).toMatchObject({ total: 2, address: { id: 7 }, coupon_code: 'SAVE5' });
    store.basket.reset();
    const again = new RootStore({ storage, api: fakeApi({}) });
    expect([again.basket.total, again.checkout.address?.id, again.checkout.coupon_code]).toEqual([0, 7, 'SAVE5']);
  });
});

describe('basket.add', () => {
  it('sends nothing without a product_id', async () => {
    const store = jest.fn();
    const root = signedInEmpty(fakeApi({ cart: { store } }));
    await expect(root.basket.add({ product_id: null, quantity: 1 })).resolves.toBe(false);
    expect(store).not.toHaveBeenCalled();
  });

  it("gives a guest 'Please login first!' and the login modal", async () => {
    const store = jest.fn();
    const root = new RootStore({ storage: memoryStorage(), api: fakeApi({ cart: { store } }) });
    await root.basket.add({ product_id: 3, quantity: 1 });
    expect(store).not.toHaveBeenCalled();
    expect(root.ui.toasts[0]?.message).toBe('Please login first!');
    expect(root.ui.isOpen('login')).toBe(true);
  });

  it("replaces total and items and toasts 'has been added to cart' with 'View In Cart' (3000 ms, no bar)", async () => {
    const store = jest.fn(async () => ({ message: '', total: 2, cart_items: [group] }));
    const root = signedInEmpty(fakeApi({ cart: { store } }));
    const pending = root.basket.add({ product_id: 3, quantity: 2, color: 5, size: 7, unit: 1 }, 'Linen Shirt');
    expect(root.basket.isLoadingCart).toBe(true);
    await expect(pending).resolves.toBe(true);
    expect(store).toHaveBeenCalledWith({ product_id: 3, quantity: 2, color: 5, size: 7, unit: 1 });
    expect([root.basket.total, root.basket.products, root.basket.isLoadingCart]).toEqual([2, [group], false]);
    const toast = root.ui.toasts[0]!;
    expect(toast).toMatchObject({ message: 'has been added to cart', title: 'Linen Shirt', timeout: 3000, progressBar: false });
    toast.action?.onClick();
    expect(root.ui.isCartDrawerOpen).toBe(true);
  });

  it("answers a 401 with 'Please login first!' and the login modal, other errors with the server message", async () => {
    const unauthorized = signedInEmpty(fakeApi({ cart: { store: async () => Promise.reject(httpError(401, 'Unauthenticated.')) } }));
    await unauthorized.basket.add({ product_id: 3, quantity: 1 });
    expect(unauthorized.auth.isLoggedIn).toBe(false);
    expect(unauthorized.ui.toasts.map((t) => t.message)).toEqual(['Please login first!']);
    expect(unauthorized.ui.isOpen('login')).toBe(true);

    const outOfStock = signedInEmpty(fakeApi({ cart: { store: async () => Promise.reject(httpError(422, 'Only 2 left in stock.')) } }));
    await outOfStock.basket.add({ product_id: 3, quantity: 5 });
    expect(outOfStock.ui.toasts[0]).toMatchObject({ type: 'error', message: 'Only 2 left in stock.' });
    expect(outOfStock.basket.isLoadingCart).toBe(false);
  });
});

describe('basket.fetchCart', () => {
  it('resets cart and auth data without a token', async () => {
    const root = new RootStore({ storage: memoryStorage(), api: fakeApi({}) });
    root.basket.applyCart(4, [group]);
    root.auth.setAddresses([{ id: 1, is_default: true }]);
    await root.basket.fetchCart();
    expect([root.basket.total, root.auth.addresses]).toEqual([0, []]);
  });

  it('replaces the cart from GET /carts', async () => {
    const root = signedInEmpty(fakeApi({ cart: { list: async () => ({ total: 1, cart_items: [group] }) } }));
    await root.basket.fetchCart();
    expect(root.basket.total).toBe(1);
  });
});

describe('answers that cross', () => {
  it("keeps a line change when a refetch asked before it answers after it (a live update's)", async () => {
    let answerList: (cart: { total: number; cart_items: CartShopGroup[] }) => void = () => undefined;
    const list = () => new Promise<{ total: number; cart_items: CartShopGroup[] }>((resolve) => (answerList = resolve));
    const decrement = jest.fn(async () => ({
      message: 'product quantity decreased',
      total: 1,
      cart_items: [shop(1, [line(11, 1, { quantity: 1 })])],
    }));
    const checkout = jest.fn(async () => ({ checkout_items: [], checkout: summary(10) }));
    const root = signedIn(fakeApi({ cart: { list, decrement, checkout } }));
    const refetch = root.basket.fetchCart();
    await root.basket.decrement(line(11, 1, { quantity: 2 }));
    // The refetch was asked before the change, when the line had 2: its answer is older.
    answerList({ total: 2, cart_items: [shop(1, [line(11, 1, { quantity: 2 })])] });
    await refetch;
    expect(root.basket.products[0]?.products[0]?.quantity).toBe(1);
    expect(root.basket.total).toBe(1);
  });
});

describe('increment, decrement and delete', () => {
  it('do nothing without a product', async () => {
    const root = signedIn(fakeApi({}));
    await expect(root.basket.increment(null)).resolves.toBe(false);
    await expect(root.basket.decrement(undefined)).resolves.toBe(false);
    await expect(root.basket.delete(null)).resolves.toBe(false);
  });

  it('replace the cart and refetch the checkout summary after a change', async () => {
    const increment = jest.fn(async () => ({ message: 'product quantity increased', total: 3, cart_items: BASKET }));
    const checkout = jest.fn(async () => ({ checkout_items: [BASKET[0]!], checkout: summary(20) }));
    const root = signedIn(fakeApi({ cart: { increment, checkout } }));
    runInAction(() => (root.basket.selectedShopIds = [1]));
    await expect(root.basket.increment(line(11, 1))).resolves.toBe(true);
    expect(increment).toHaveBeenCalledWith(11);
    expect(checkout).toHaveBeenCalledWith({ shop_ids: [1], coupon_code: null });
    expect(root.checkout.payable_amount).toBe(20);
  });

  it('toast an increment failure, and sign out on its 401 (the client clears; the toast still shows)', async () => {
    const root = signedIn(fakeApi({ cart: { increment: async () => Promise.reject(httpError(422, 'Only 1 left in stock.')) } }));
    await expect(root.basket.increment(line(11, 1))).resolves.toBe(false);
    expect(root.ui.toasts[0]).toMatchObject({ type: 'error', message: 'Only 1 left in stock.' });
  });

  it("drop shops left without items when a decrement answers 'product removed from cart'", async () => {
    const after = [shop(2, [line(21, 2), line(22, 2)])];
    const decrement = jest.fn(async () => ({ message: PRODUCT_REMOVED_MESSAGE, total: 2, cart_items: after }));
    const checkout = jest.fn(async () => ({ checkout_items: after, checkout: summary(20) }));
    const root = signedIn(fakeApi({ cart: { decrement, checkout } }));
    runInAction(() => (root.basket.selectedShopIds = [1, 2]));
    await root.basket.decrement(line(11, 1));
    expect(root.basket.selectedShopIds).toEqual([2]);
    expect(checkout).toHaveBeenCalledWith({ shop_ids: [2], coupon_code: null });
  });

  it('clear checkout data when the cart becomes empty, without asking the server', async () => {
    const decrement = jest.fn(async () => ({ message: PRODUCT_REMOVED_MESSAGE, total: 0, cart_items: [] }));
    const root = signedIn(fakeApi({ cart: { decrement } }), [shop(1, [line(11, 1)])]);
    runInAction(() => {
      root.basket.selectedShopIds = [1];
      root.checkout.checkoutProducts = [shop(1, [line(11, 1)])];
      root.checkout.payable_amount = 10;
      root.checkout.coupon_code = 'SAVE';
    });
    await root.basket.decrement(line(11, 1));
    expect(root.basket.selectedShopIds).toEqual([]);
    expect(root.checkout.checkoutProducts).toEqual([]);
    expect(root.checkout.payable_amount).toBe(0);
    expect(root.checkout.coupon_code).toBe('');
    expect(root.basket.isEmpty).toBe(true);
  });

  it('sign out silently on a 401 from decrement or delete', async () => {
    const unauthorized = async () => Promise.reject(httpError(401, 'Unauthenticated.'));
    const root = signedIn(fakeApi({ cart: { decrement: unauthorized, delete: unauthorized } }));
    await root.basket.decrement(line(11, 1));
    await root.basket.delete(line(11, 1));
    expect(root.ui.toasts).toHaveLength(0);
  });

  it("toast 'has been remove to cart' with 'Again Add to Cart', which re-adds with quantity 1", async () => {
    const removed = line(21, 2, { quantity: 4, size: { id: 5, name: 'M' }, color: { id: 6, name: 'Red' } });
    const del = jest.fn(async () => ({
      message: PRODUCT_REMOVED_MESSAGE,
      total: 2,
      cart_items: [shop(1, [line(11, 1)]), shop(2, [line(22, 2)])],
    }));
    const store = jest.fn(async () => ({ message: '', total: 3, cart_items: BASKET }));
    const root = signedIn(fakeApi({ cart: { delete: del, store } }));
    await root.basket.delete(removed);
    const toast = root.ui.toasts[0]!;
    expect(toast).toMatchObject({
      type: 'success',
      message: 'has been remove to cart',
      title: 'Product 21',
      timeout: 3000,
      progressBar: false,
    });
    expect(toast.action?.label).toBe('Again Add to Cart');
    toast.action?.onClick();
    await Promise.resolve();
    expect(store).toHaveBeenCalledWith({ product_id: 21, quantity: 1, color: 6, size: 5 });
  });
});

describe('changeQuantity', () => {
  it('takes a line to a quantity in single steps, the summary fetched again after each', async () => {
    const decrement = jest.fn(async () => ({ message: 'product quantity decreased', total: 3, cart_items: BASKET }));
    const checkout = jest.fn(async () => ({ checkout_items: [BASKET[0]!], checkout: summary(10) }));
    const root = signedIn(fakeApi({ cart: { decrement, checkout } }));
    runInAction(() => (root.basket.selectedShopIds = [1]));
    await expect(root.basket.changeQuantity(line(11, 1, { quantity: 5 }), 3)).resolves.toBe(true);
    expect(decrement.mock.calls).toEqual([[11], [11]]);
    expect(checkout).toHaveBeenCalledTimes(2);
  });

  it('stops at the first refusal, which is toasted', async () => {
    const increment = jest
      .fn()
      .mockResolvedValueOnce({ message: 'product quantity increased', total: 3, cart_items: BASKET })
      .mockRejectedValueOnce(httpError(422, 'Only 2 of Product 11 left in stock.'));
    const checkout = jest.fn(async () => ({ checkout_items: [BASKET[0]!], checkout: summary(10) }));
    const root = signedIn(fakeApi({ cart: { increment, checkout } }));
    await expect(root.basket.changeQuantity(line(11, 1), 4)).resolves.toBe(false);
    expect(increment).toHaveBeenCalledTimes(2);
    expect(root.ui.toasts.map((t) => t.message)).toEqual(['Only 2 of Product 11 left in stock.']);
  });

  it('does nothing without a product, or at the quantity it has', async () => {
    const root = signedIn(fakeApi({}));
    await expect(root.basket.changeQuantity(null, 2)).resolves.toBe(false);
    await expect(root.basket.changeQuantity(line(11, 1, { quantity: 2 }), 2)).resolves.toBe(true);
  });
});

describe('shop selection and checkout', () => {
  it('toggles a shop and refetches; an empty checkout answer clears the selection', async () => {
    const checkout = jest
      .fn()
      .mockResolvedValueOnce({ checkout_items: [BASKET[1]!], checkout: summary(20) })
      .mockResolvedValueOnce({ checkout_items: [], checkout: summary(0) });
    const root = signedIn(fakeApi({ cart: { checkout } }));
    await root.basket.toggleShop(2);
    expect(root.basket.selectedShopIds).toEqual([2]);
    expect(root.checkout.checkoutProducts).toEqual([BASKET[1]]);
    await root.basket.toggleShop(1);
    expect(checkout).toHaveBeenLastCalledWith({ shop_ids: [2, 1], coupon_code: null });
    expect(root.basket.selectedShopIds).toEqual([]);
  });

  it('deselecting the last shop clears the checkout without a call', async () => {
    const checkout = jest.fn(async () => ({ checkout_items: [BASKET[0]!], checkout: summary(10) }));
    const root = signedIn(fakeApi({ cart: { checkout } }));
    await root.basket.toggleShop(1);
    await root.basket.toggleShop(1);
    expect(checkout).toHaveBeenCalledTimes(1);
    expect([root.basket.selectedShopIds, root.checkout.checkoutProducts, root.checkout.payable_amount]).toEqual([[], [], 0]);
  });

  it('selects every shop of the basket at once', async () => {
    const checkout = jest.fn(async () => ({ checkout_items: BASKET, checkout: summary(30) }));
    const root = signedIn(fakeApi({ cart: { checkout } }));
    await root.basket.selectAllShops(true);
    expect(root.basket.selectedShopIds).toEqual([1, 2]);
  });

  it('selects a shop when its first line comes in, and keeps a shop the shopper unticked unticked', async () => {
    const list = jest
      .fn()
      .mockResolvedValueOnce({ total: 3, cart_items: BASKET })
      .mockResolvedValueOnce({ total: 4, cart_items: [...BASKET, shop(3, [line(31, 3)])] });
    const checkout = jest.fn(async () => ({ checkout_items: [BASKET[1]!], checkout: summary(20) }));
    const root = signedInEmpty(fakeApi({ cart: { list, checkout } }));
    await root.basket.fetchCart();
    expect(root.basket.selectedShopIds).toEqual([1, 2]);
    await root.basket.toggleShop(1);
    // Another device added a line of a third shop: it is ticked, shop 1 stays as the shopper left it.
    await root.basket.fetchCart();
    expect(root.basket.selectedShopIds).toEqual([2, 3]);
  });

  it('selects the shop of a line added from a new shop', async () => {
    const store = jest.fn(async () => ({ message: '', total: 4, cart_items: [...BASKET, shop(3, [line(31, 3)])] }));
    const root = signedIn(fakeApi({ cart: { store } }));
    runInAction(() => (root.basket.selectedShopIds = [2]));
    await root.basket.add({ product_id: 31, quantity: 1 });
    expect(root.basket.selectedShopIds).toEqual([2, 3]);
  });

  it('keeps the selection read back from storage for the shops it knew', async () => {
    const storage = memoryStorage({ 'storefront.cart': JSON.stringify({ total: 3, products: BASKET, selectedShopIds: [2] }) });
    const root = new RootStore({ storage, api: fakeApi({ cart: { list: async () => ({ total: 3, cart_items: BASKET }) } }) });
    root.auth.setSession('tok', { name: 'Demo' });
    await root.basket.fetchCart();
    expect(root.basket.selectedShopIds).toEqual([2]);
  });

  it("selects the items' shop automatically in single-vendor mode", () => {
    const root = new RootStore({ storage: memoryStorage(), api: fakeApi({}) });
    runInAction(() => (root.settings.multiVendor = false));
    root.basket.applyCart(1, [shop(7, [line(71, 7)])]);
    expect(root.basket.selectedShopIds).toEqual([7]);
  });
});
