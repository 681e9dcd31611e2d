import { render } from '@testing-library/react';
import { configure, runInAction } from 'mobx';
import type { ReactNode } from 'react';
import { AppProviders, type Api, type RootStore, useLocation } from 'shared-sdk';
import { createTestStore, MemoryRouter, Route, Routes } from 'shared-sdk/harness';
import type { CatalogApi } from '../data/catalog-api';

/** A CatalogApi whose calls are the given mocks; any other call fails the test loudly. */
export function fakeCatalog(calls: Partial<CatalogApi>): CatalogApi {
  return new Proxy(calls as CatalogApi, {
    get(target, key: string) {
      if (key in target) return target[key as keyof CatalogApi];
      return () => Promise.reject(new Error(`fakeCatalog: ${key} was not expected in this test`));
    },
  });
}

export interface StoreActionMocks {
  add: jest.Mock;
  buyNow: jest.Mock;
  toggle: jest.Mock;
}

/**
 * A root store for a catalog test: the catalogue calls faked, and the shared store actions
 * (basket.add, checkout.buyNow, wishlist.toggle) replaced by mocks so a test can see what a
 * component asked of them.
 */
export function catalogTestStore(calls: Partial<CatalogApi> = {}): { store: RootStore; actions: StoreActionMocks } {
  // MobX makes actions read-only by default; tests replace them with mocks (MobX's advice for mocking).
  configure({ safeDescriptors: false });
  const store = createTestStore({ api: { catalog: fakeCatalog(calls) } as unknown as Api });
  const actions = { add: jest.fn().mockResolvedValue(true), buyNow: jest.fn().mockResolvedValue(true), toggle: jest.fn().mockResolvedValue(null) };
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

/** Shows the router's current URL, so tests can read what a component navigated to. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * Renders `ui` as the shell would (TestProviders' providers and router), mounted on `routePath`,
 * with a probe of the current URL outside the routes, so a navigation away stays visible.
 */
export function renderWithStore(ui: ReactNode, { store, path = '/', routePath = '*' }: { store: RootStore; path?: string; routePath?: string }) {
  return render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={routePath} element={ui} />
          {routePath !== '*' && <Route path="*" element={null} />}
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
}
