import { RootStore } from './root-store';
import { memoryStorage } from './storage';
import { fakeApi } from '../test-support/fake-api';
import { httpError } from '../test-support/http-error';
import type { Api } from '../client/api';

const group = { id: 1, shop_id: 4, shop_name: 'Urban', shop_rating: 4.5, products: [] };

function signedIn(api: Api) {
  const store = new RootStore({ storage: memoryStorage(), api });
  store.auth.setSession('tok', { name: 'Demo' });
  return store;
}

describe('cart.add (spec 4-9)', () => {
  it('sends nothing without a product_id', async () => {
    const store = jest.fn();
    const root = signedIn(fakeApi({ cart: { store } }));
    await expect(root.cart.add({ product_id: null, quantity: 1 })).resolves.toBe(false);
    expect(store).not.toHaveBeenCalled();
  });

  it("gives a guest 'Please login first!' and the login modal", async () => {
    const store = jest.fn();
    const root = new RootStore({ storage: memoryStorage(), api: fakeApi({ cart: { store } }) });
    await root.cart.add({ product_id: 3, quantity: 1 });
    expect(store).not.toHaveBeenCalled();
    expect(root.ui.toasts[0]?.message).toBe('Please login first!');
    expect(root.ui.isOpen('login')).toBe(true);
  });

  it("replaces total and items and toasts 'has been added to cart' with 'View In Cart' (3000 ms, no bar)", async () => {
    const store = jest.fn(async () => ({ message: '', total: 2, cart_items: [group] }));
    const root = signedIn(fakeApi({ cart: { store } }));
    const pending = root.cart.add({ product_id: 3, quantity: 2, color: 5, size: 7, unit: 1 }, 'Linen Shirt');
    expect(root.cart.isLoadingCart).toBe(true);
    await expect(pending).resolves.toBe(true);
    expect(store).toHaveBeenCalledWith({ product_id: 3, quantity: 2, color: 5, size: 7, unit: 1 });
    expect([root.cart.total, root.cart.products, root.cart.isLoadingCart]).toEqual([2, [group], false]);
    const toast = root.ui.toasts[0]!;
    expect(toast).toMatchObject({ message: 'has been added to cart', title: 'Linen Shirt', timeout: 3000, progressBar: false });
    toast.action?.onClick();
    expect(root.ui.isCartDrawerOpen).toBe(true);
  });

  it("answers a 401 with 'Please login first!' and the login modal, other errors with the server message", async () => {
    const unauthorized = signedIn(fakeApi({ cart: { store: async () => Promise.reject(httpError(401, 'Unauthenticated.')) } }));
    await unauthorized.cart.add({ product_id: 3, quantity: 1 });
    expect(unauthorized.auth.isLoggedIn).toBe(false);
    expect(unauthorized.ui.toasts.map((t) => t.message)).toEqual(['Please login first!']);
    expect(unauthorized.ui.isOpen('login')).toBe(true);

    const outOfStock = signedIn(fakeApi({ cart: { store: async () => Promise.reject(httpError(422, 'Only 2 left in stock.')) } }));
    await outOfStock.cart.add({ product_id: 3, quantity: 5 });
    expect(outOfStock.ui.toasts[0]).toMatchObject({ type: 'error', message: 'Only 2 left in stock.' });
    expect(outOfStock.cart.isLoadingCart).toBe(false);
  });

  it('sends is_buy_now for buy now and leaves the basket alone', async () => {
    const store = jest.fn(async () => ({ message: '', total: 0, cart_items: [] }));
    const root = signedIn(fakeApi({ cart: { store } }));
    root.cart.applyCart(3, [group]);
    await expect(root.cart.buyNow({ product_id: 9, quantity: 1 })).resolves.toBe(true);
    expect(store).toHaveBeenCalledWith({ product_id: 9, quantity: 1, is_buy_now: true });
    expect(root.cart.total).toBe(3);
  });
});

describe('cart.fetchCart', () => {
  it('resets cart and auth data without a token (spec 4)', async () => {
    const root = new RootStore({ storage: memoryStorage(), api: fakeApi({}) });
    root.cart.applyCart(4, [group]);
    root.auth.setAddresses([{ id: 1, is_default: true }]);
    await root.cart.fetchCart();
    expect([root.cart.total, root.auth.addresses]).toEqual([0, []]);
  });

  it('replaces the cart from GET /carts', async () => {
    const root = signedIn(fakeApi({ cart: { list: async () => ({ total: 1, cart_items: [group] }) } }));
    await root.cart.fetchCart();
    expect(root.cart.total).toBe(1);
  });
});
