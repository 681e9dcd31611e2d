// The cart drawer's and the voucher dialog's store and fixtures (jest only: nothing in the bundle imports it).
import { configure, runInAction } from 'mobx';
import type { CartProduct, CartShopGroup, Coupon, RootStore } from 'shared-sdk';
import { createTestStore, fakeApi, type FakeApiCalls } from 'shared-sdk/testing';

export interface CartTestOptions {
  /** A signed-in shopper (token and user) unless false. */
  signedIn?: boolean;
  multiVendor?: boolean;
}

/** A fresh root store whose API is `fakeApi(calls)` (any other call rejects loudly). */
export function cartTestStore(calls: FakeApiCalls = {}, { signedIn = true, multiVendor = true }: CartTestOptions = {}): RootStore {
  // MobX makes actions read-only by default; mockCartActions replaces them (MobX's advice for
  // mocking), which needs the store made after this.
  configure({ safeDescriptors: false });
  const store = createTestStore({ api: fakeApi(calls) });
  runInAction(() => {
    store.settings.multiVendor = multiVendor;
    if (signedIn) store.auth.setSession('tok-1', { id: 1, name: 'Demo Customer', phone: '01700000000' } as never);
  });
  return store;
}

export type CartActionName = 'fetchCart' | 'fetchCheckout' | 'increment' | 'decrement' | 'delete' | 'toggleShop' | 'selectAllShops';

/**
 * Replaces the basket's and the checkout's actions (of a cartTestStore) with jest mocks, so a test
 * sees what the drawer asked of the stores without a server.
 */
export function mockCartActions(store: RootStore): Record<CartActionName, jest.Mock> {
  const names: CartActionName[] = ['fetchCart', 'fetchCheckout', 'increment', 'decrement', 'delete', 'toggleShop', 'selectAllShops'];
  const mocks = {} as Record<CartActionName, jest.Mock>;
  for (const name of names) {
    mocks[name] = jest.fn().mockResolvedValue(true);
    const owner = name === 'fetchCheckout' ? store.checkout : store.basket;
    Object.defineProperty(owner, name, { value: mocks[name], configurable: true, writable: true });
  }
  return mocks;
}

/** Puts a basket into the store as the server would have answered it. */
export function setBasket(store: RootStore, groups: CartShopGroup[], selected: number[] = []): void {
  runInAction(() => {
    store.basket.products = groups;
    store.basket.total = groups.reduce((n, g) => n + g.products.length, 0);
    store.basket.selectedShopIds = selected;
  });
}

/**
 * What the drawer shows of a line besides its name and price (picture, brand, size, colour), which
 * shared-sdk's cartLine leaves out: `cartLine(7, 1, { ...LINE_DETAILS, name: 'Linen Shirt' })`.
 */
export const LINE_DETAILS: Partial<CartProduct> = {
  thumbnail: '/media/shirt.jpg',
  brand: 'Acme',
  size: { id: 11, name: 'M' },
  color: { id: 21, name: 'Blue' },
};

export function coupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    id: 1,
    code: 'SAVE10',
    discount_type: 'Percentage',
    discount: 10,
    min_order_amount: 50,
    max_discount_amount: 15,
    limit_for_user: 1,
    shop_id: 3,
    started: '2024-01-01T00:00:00.000Z',
    validity: '2030-12-31T12:00:00.000Z',
    is_collected: false,
    ...overrides,
  };
}

export const toasts = (store: RootStore) => store.ui.toasts.map(({ type, message, position }) => ({ type, message, position }));
