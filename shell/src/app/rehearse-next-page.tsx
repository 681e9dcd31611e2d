import { Activity, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { Composition, RootStore } from 'shared-sdk';
import type { RemoteLoader } from '../composition/remote-loader';
import { App } from './app';
import { INITIAL_LOADER_DATA, createAppRoutes } from './app-routes';

export interface RehearsalContext {
  store: RootStore;
  loader: RemoteLoader;
  composition: Composition;
}

/**
 * Renders the app at `url` once, hidden and in an element outside the document, to be thrown away
 * (the answered function) before the first in-store navigation renders it for real
 * (docs/islands.md, "Navigation"). React renders a hidden Activity at its lowest priority, in
 * slices that leave the main thread to the shopper, and mounts none of its effects: no title, focus,
 * scroll or request of its own. What the navigation's render then finds done: the styles of the
 * page's and the layout's components generated and inserted, their messages compiled, their code
 * run once. On the phone profile that render was most of the tap's wait.
 */
export function rehearseNextPage(url: URL, { store, loader, composition }: RehearsalContext): () => void {
  const router = createMemoryRouter(createAppRoutes(), {
    initialEntries: [`${url.pathname}${url.search}`],
    hydrationData: INITIAL_LOADER_DATA,
  });
  const root = createRoot(document.createElement('div'));
  startTransition(() =>
    root.render(
      <Activity mode="hidden">
        <App store={store} loader={loader} composition={composition}>
          <RouterProvider router={router} />
        </App>
      </Activity>,
    ),
  );
  return () => {
    root.unmount();
    router.dispose();
  };
}
