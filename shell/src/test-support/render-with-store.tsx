import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders, NavigationProvider, type MasterSettings, type RootStore } from 'shared-sdk';
import { reactRouterNavigation } from 'shared-sdk/react-router-navigation';
import { createTestStore as createStore, fakeApi, type FakeApiCalls } from 'shared-sdk/testing';
import type { RemoteLoader } from '../composition/remote-loader';
import { RemoteLoaderContext } from '../composition/remote-loader-context';
import { fakeRemoteLoader } from './fake-remote-loader';
import { SHELL_MASTER } from './shell-master';

export interface TestStoreOptions {
  /** The calls the test answers; every other call stays unanswered, as a page's other requests. */
  api?: FakeApiCalls;
  /** Applied as if GET /master had answered (pass null to keep the defaults). */
  master?: Partial<MasterSettings> | null;
}

/**
 * A fresh root store (shared-sdk/testing's createTestStore) over fakeApi, with the shell's store
 * settings (SHELL_MASTER) applied. The layout asks for more than a test looks at, so other calls stay
 * pending rather than failing; translations answer empty (the English defaults).
 */
export function createTestStore({ api = {}, master = {} }: TestStoreOptions = {}): RootStore {
  return createStore({
    api: fakeApi({ getTranslations: jest.fn(async () => ({})), ...api }, { otherCalls: 'pending' }),
    environment: { reload: jest.fn() },
    master: master ? { ...SHELL_MASTER, ...master } : undefined,
  });
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
      <NavigationProvider value={reactRouterNavigation}>
        <RemoteLoaderContext.Provider value={loader}>{children}</RemoteLoaderContext.Provider>
      </NavigationProvider>
    </AppProviders>
  );
}
