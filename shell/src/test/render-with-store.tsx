import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders, RootStore, memoryStorage, type Api, type MasterSettings } from 'shared-sdk';
import type { RemoteLoader } from '../composition/remote-loader';
import { RemoteLoaderContext } from '../composition/remote-loader-context';
import { fakeApi, masterSettings } from './fake-api';
import { fakeRemoteLoader } from './fake-remote-loader';

export interface TestStoreOptions {
  api?: Partial<Api>;
  /** Applied as if GET /master had answered (pass null to keep the defaults). */
  master?: Partial<MasterSettings> | null;
}

/** A fresh root store on memory storage and a fake API, as every test gets. */
export function createTestStore({ api, master = {} }: TestStoreOptions = {}): RootStore {
  const store = new RootStore({ storage: memoryStorage(), api: fakeApi(api), environment: { reload: jest.fn() } });
  if (master) store.settings.applyMaster(masterSettings(master));
  return store;
}

/** A loader that never settles: for views that must not depend on remotes. */
export const idleLoader: RemoteLoader = {
  ...fakeRemoteLoader(() => new Promise(() => undefined)),
};

interface RenderOptions {
  store?: RootStore;
  loader?: RemoteLoader;
  /** Where the memory router starts. */
  path?: string;
  /** Other routes next to the rendered element (e.g. the target of a link). */
  routes?: RouteObject[];
}

export interface RenderWithStore extends RenderResult {
  store: RootStore;
  router: ReturnType<typeof createMemoryRouter>;
}

/**
 * Renders `ui` at `path` inside the providers and a memory router. Async, because remote slots
 * suspend, and React only resumes a suspended render started in an awaited act().
 */
export function renderWithStore(ui: ReactElement, options: RenderOptions = {}): Promise<RenderWithStore> {
  const { path = '/', routes = [] } = options;
  const router = createMemoryRouter([{ path: '*', element: ui }, ...routes], { initialEntries: [path] });
  return renderRouter(router, options);
}

/** Renders a ready router (e.g. one built from the app's routes). */
export async function renderRouter(router: ReturnType<typeof createMemoryRouter>, options: RenderOptions = {}): Promise<RenderWithStore> {
  const store = options.store ?? createTestStore();
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(
      <Providers store={store} loader={options.loader ?? idleLoader}>
        <RouterProvider router={router} />
      </Providers>,
    );
  });
  return { ...(result as RenderResult), store, router };
}

/** A click whose result may suspend (Retry, opening a modal). */
export async function clickAndSettle(element: HTMLElement): Promise<void> {
  await act(async () => {
    element.click();
  });
}

function Providers({ store, loader, children }: { store: RootStore; loader: RemoteLoader; children: ReactNode }) {
  return (
    <AppProviders store={store}>
      <RemoteLoaderContext.Provider value={loader}>{children}</RemoteLoaderContext.Provider>
    </AppProviders>
  );
}
