import { Activity, startTransition, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { BrowserRender, type Composition, type RootStore } from 'shared-sdk';
import type { RemoteLoader } from '../composition/remote-loader';
import { App } from './app';
import { browserRouter, newEntryKey } from './browser-router';

/** Marked when the first page readied starts rendering ahead (the e2e tests wait for it). */
export const PRERENDER_MARK = 'storefront:next-page-prerendered';

export interface PrerenderContext {
  store: RootStore;
  loader: RemoteLoader;
  composition: Composition;
}

/** The app, rendered ahead at the next page and hidden, until that page is shown or the prerender thrown away. */
export interface Prerender {
  /** The page it shows: its path, query and hash. */
  path: string;
  /** The key of the history entry the page is to have (the router's location has it already). */
  key: string;
  /**
   * Shows the page in place of `container` (the page of islands' #root, whose islands have gone),
   * once the browser's history has the page's entry: its effects mount (title, focus, scroll, the
   * page's own requests) and the router hears Back and Forward from then on.
   */
  show: (container: HTMLElement) => void;
  discard: () => void;
}

/**
 * Renders the app at `url` ahead, hidden, in an element outside the document (docs/islands.md, "The
 * first page readied is prerendered"): React renders a hidden Activity at its lowest priority, in
 * slices that leave the main thread to the shopper, and mounts none of its effects: no title, focus,
 * scroll or request of its own. At the tap the element takes #root's place and the Activity is shown:
 * the page's elements, styles and messages are there already, and the tap's task is left with
 * mounting the effects and the browser's style and layout of the new page. Its router is the app's
 * own, over the browser's history, pinned to the page until it is shown (browser-router.ts).
 */
export function prerenderNextPage(url: URL, { store, loader, composition }: PrerenderContext): Prerender {
  const path = `${url.pathname}${url.search}${url.hash}`;
  const key = newEntryKey();
  const { router, firstPageShown, release } = browserRouter(store, loader, { path, key });
  const element = document.createElement('div');
  const root = createRoot(element);
  // The same element at both renders: the app's tree is not rendered again, only shown.
  const app: ReactElement = (
    <App store={store} loader={loader} composition={composition} onPageCommitted={firstPageShown} cameFrom={window.location.pathname}>
      <RouterProvider router={router} />
    </App>
  );
  // A render of the browser's own, though the store holds the page of islands' server moment (its
  // islands still hydrate): countdowns start from now, lists render as after a navigation.
  const render = (mode: 'hidden' | 'visible') =>
    root.render(
      <BrowserRender>
        <Activity mode={mode}>{app}</Activity>
      </BrowserRender>,
    );
  startTransition(() => render('hidden'));
  return {
    path,
    key,
    show(container) {
      element.id = container.id;
      container.replaceWith(element);
      release();
      flushSync(() => render('visible'));
    },
    discard() {
      root.unmount();
      router.dispose();
    },
  };
}
