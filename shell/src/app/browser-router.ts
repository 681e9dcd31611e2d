import { createBrowserRouter } from 'react-router-dom';
import type { RootStore } from 'shared-sdk';
import type { RemoteLoader } from '../composition/remote-loader';
import { INITIAL_LOADER_DATA, createAppRoutes } from './app-routes';
import { prefetchWhenIdle } from './idle-prefetch';
import { whenIdle, whenPageLoadedAndIdle } from './when-idle';
import { registerServiceWorker } from './service-worker-registration';
import { installLinkPrefetch } from './link-prefetch';
import { NAVIGATION_WAIT_MS, pageReady, waitAtMost } from './page-ready';
import { loadPageData } from './route-data';

/** Starts a page's data (its loader), reporting a failure instead of leaving it unhandled. */
function dataStarter(store: RootStore, loader: RemoteLoader): (url: URL) => void {
  return (url) => {
    loadPageData(url, store, loader).catch((error: unknown) =>
      console.warn(`The data of ${url.pathname} could not be loaded ahead.`, error),
    );
  };
}

/**
 * The app's router over the browser's history, with what comes with it: a page's data started when a
 * link to it is about to be followed, the next page's code and data awaited (a bounded wait) before
 * it shows, prefetching once the first page is shown, and the live updates.
 */
export function browserRouter(store: RootStore, loader: RemoteLoader) {
  const startData = dataStarter(store, loader);
  installLinkPrefetch(startData);
  const navigationStart = (url: URL) => {
    // Another page: it shows once its code, data and main image are here (a bounded wait). The same
    // page with other parameters (a filter, the next results page) updates at once and shows its
    // own loading state, so the controls answer without delay.
    if (url.pathname !== router.state.location.pathname) return waitAtMost(pageReady(url, store, loader), NAVIGATION_WAIT_MS);
    startData(url);
  };
  const router = createBrowserRouter(createAppRoutes(navigationStart), { hydrationData: INITIAL_LOADER_DATA });
  // Nothing is fetched ahead before the first page is on screen: it would compete with that page's
  // own code on a slow network, and its evaluation with hydration on a slow CPU.
  let firstPageShown!: () => void;
  const pageShown = new Promise<void>((resolve) => (firstPageShown = resolve));
  prefetchWhenIdle(loader, store, pageShown);
  // A signed-in shopper's live updates (docs/live-updates.md): the stream opens once the page is
  // shown and the browser idle, so it never competes with the page's own requests.
  void pageShown.then(() => whenIdle(() => store.live.enable()));
  whenPageLoadedAndIdle(pageShown, () => registerServiceWorker(store));
  return { startData, router, firstPageShown, pageShown };
}
