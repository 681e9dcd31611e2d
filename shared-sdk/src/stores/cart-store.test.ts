import { autorun, runInAction } from 'mobx';
import { RootStore } from './root-store';
import { memoryStorage } from './storage';
import { fakeApi } from '../test-support/fake-api';
import { cartLine as line, cartShop as shop, checkoutSummary as summary } from '../test-support/cart-fixtures';

describe('store.cart, the 2.0 surface kept for older remotes', () => {
  it("reads the basket's and the checkout's own state, and follows their changes", () => {
    const root = new RootStore({ storage: memoryStorage(), api: fakeApi({}) });
    const counts: number[] = [];
    const dispose = autorun(() => counts.push(root.cart.count));
    root.basket.applyCart(2, [shop(1, [line(11, 1), line(12, 1)])]);
    runInAction(() => Object.assign(root.checkout, summary(30)));
    dispose();
    expect(counts).toEqual([0, 2]);
    expect([root.cart.total, root.cart.products, root.cart.payable_amount, root.cart.isEmpty]).toEqual([
      2,
      root.basket.products,
      30,
      false,
    ]);
  });

  it("writes through to the stores (an older remote's test sets the selection)", () => {
    const root = new RootStore({ storage: memoryStorage(), api: fakeApi({}) });
    runInAction(() => {
      root.cart.selectedShopIds = [4];
      root.cart.coupon_code = 'SAVE5';
    });
    expect([root.basket.selectedShopIds, root.checkout.coupon_code]).toEqual([[4], 'SAVE5']);
  });

  it("calls the stores' own actions, bound, so a remote may pass them around", async () => {
    const store = jest.fn(async () => ({ message: '', total: 1, cart_items: [shop(1, [line(11, 1)])] }));
    const root = new RootStore({ storage: memoryStorage(), api: fakeApi({ cart: { store } }) });
    root.auth.setSession('tok', { name: 'Demo' });
    const { add, canProceedToCheckout } = root.cart;
    await expect(add({ product_id: 11, quantity: 1 })).resolves.toBe(true);
    expect(root.basket.count).toBe(1);
    // The added line's shop is selected, so the checkout may go ahead.
    expect(canProceedToCheckout()).toBe(true);
    expect(root.ui.toasts.map((t) => t.message)).toEqual(['has been added to cart']);
  });

  it('resets both stores', () => {
    const root = new RootStore({ storage: memoryStorage(), api: fakeApi({}) });
    root.basket.applyCart(1, [shop(1, [line(11, 1)])]);
    root.checkout.setAddress({ id: 3, is_default: true });
    root.cart.reset();
    expect([root.basket.total, root.basket.products, root.checkout.address]).toEqual([0, [], null]);
  });
});
