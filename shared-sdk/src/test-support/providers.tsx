import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from '../harness/routers';
import { AppProviders, useLocation, type RootStore } from 'shared-sdk';

export interface TestProvidersProps {
  store: RootStore;
  /** The URL the router starts at. */
  path?: string;
  /** The route pattern `children` is mounted on, so useParams sees `path`'s parameters. */
  routePath?: string;
  /** Also render the router's current URL (hidden, test id 'location'), so a navigation away stays readable. */
  locationProbe?: boolean;
  children: ReactNode;
}

/** Shows the router's current URL (path and query) to the test, hidden from roles and the eye. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output hidden data-testid="location">
      {location.pathname + location.search}
    </output>
  );
}

/** A remote's component under test gets what the shell gives it: the providers and a router. */
export function TestProviders({ store, path = '/', routePath = '*', locationProbe = false, children }: TestProvidersProps) {
  return (
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={routePath} element={children} />
          {routePath !== '*' && <Route path="*" element={null} />}
        </Routes>
        {locationProbe && <LocationProbe />}
      </MemoryRouter>
    </AppProviders>
  );
}

export interface RenderPageOptions {
  store: RootStore;
  path?: string;
  routePath?: string;
}

export interface RenderedPage extends RenderResult {
  /** The router's current URL (path and query). */
  location: () => string;
}

/**
 * Renders a page, modal or component as the shell would: the providers, a router at `path`, `ui` on
 * `routePath`, and a probe of the URL; `location()` reads where it navigated.
 */
export function renderPage(ui: ReactNode, { store, path, routePath }: RenderPageOptions): RenderedPage {
  const result = render(
    <TestProviders store={store} path={path} routePath={routePath} locationProbe>
      {ui}
    </TestProviders>,
  );
  return { ...result, location: () => result.getByTestId('location').textContent ?? '' };
}
