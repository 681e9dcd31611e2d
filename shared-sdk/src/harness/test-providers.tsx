import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders, type RootStore } from 'shared-sdk';

export interface TestProvidersProps {
  store: RootStore;
  /** The URL the router starts at. */
  path?: string;
  /** The route pattern `children` is mounted on, so useParams sees `path`'s parameters. */
  routePath?: string;
  children: ReactNode;
}

/** A remote's component under test gets what the shell gives it: the providers and a router. */
export function TestProviders({ store, path = '/', routePath = '*', children }: TestProvidersProps) {
  return (
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={routePath} element={children} />
        </Routes>
      </MemoryRouter>
    </AppProviders>
  );
}
