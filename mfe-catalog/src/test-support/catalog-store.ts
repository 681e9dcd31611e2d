import { configure, runInAction } from 'mobx';
import type { RootStore } from 'shared-sdk';
import { createTestStore, fakeApi } from 'shared-sdk/testing';
import type { CatalogApi } from '../data/catalog-api';

export interface StoreActionMocks {
  add: jest.Mock;
  buyNow: jest.Mock;
  toggle: jest.Mock;
}

/**
 * A root store for a catalog test: the catalogue calls faked (fakeApi: any other call fails loudly),
 * and the store actions shared with the other remotes (basket.add, checkout.buyNow, wishlist.toggle) replaced
 * by mocks so a test can see what a component asked of them.
 */
export function catalogTestStore(calls: Partial<CatalogApi> = {}): { store: RootStore; actions: StoreActionMocks } {
  // MobX makes actions read-only by default; tests replace them with mocks (MobX's advice for mocking).
  configure({ safeDescriptors: false });
  const store = createTestStore({ api: fakeApi({ catalog: calls }) });
  const actions = {
    add: jest.fn().mockResolvedValue(true),
    buyNow: jest.fn().mockResolvedValue(true),
    toggle: jest.fn().mockResolvedValue(null),
  };
  const replace = (target: object, key: string, value: jest.Mock) =>
    Object.defineProperty(target, key, { value, configurable: true, writable: true });
  replace(store.basket, 'add', actions.add);
  replace(store.checkout, 'buyNow', actions.buyNow);
  replace(store.wishlist, 'toggle', actions.toggle);
  runInAction(() => {
    store.settings.appName = 'ShopMart';
  });
  return { store, actions };
}
