import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  UNSAFE_createRouter as createRouter,
  UNSAFE_hydrationRouteProperties as hydrationRouteProperties,
  UNSAFE_mapRouteProperties as mapRouteProperties,
  createBrowserRouter,
} from 'react-router-dom';
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

/** Where a router made ahead stands until its page is shown: the next page's path, query and hash, and its history entry's key. */
export interface PinnedLocation {
  path: string;
  key: string;
}

/**
 * The app's router over the browser's history, with what comes with it: a page's data started when a
 * link to it is about to be followed, the next page's code and data awaited (a bounded wait) before
 * it shows, prefetching once the first page is shown, and the live updates.
 *
 * `pinned`: a router made ahead of its first page (the page of islands' next page, prerendered:
 * islands-takeover.tsx). It starts at that page while the browser still shows the page of islands,
 * hears no Back or Forward and starts no link's data until `release()`, called once the browser's
 * history has that page's entry (with `pinned.key`). Without it, the router is released at once.
 */
export function browserRouter(store: RootStore, loader: RemoteLoader, pinned?: PinnedLocation) {
  const startData = dataStarter(store, loader);
  const navigationStart = (url: URL) => {
    // Another page: it shows once its code, data and main image are here (a bounded wait). The same
    // page with other parameters (a filter, the next results page) updates at once and shows its
    // own loading state, so the controls answer without delay.
    if (url.pathname !== router.state.location.pathname) return waitAtMost(pageReady(url, store, loader), NAVIGATION_WAIT_MS);
    startData(url);
  };
  const routes = createAppRoutes(navigationStart);
  const history = pinned ? pinnedHistory(pinned) : null;
  const router = history
    ? createRouter({ routes, history, hydrationData: INITIAL_LOADER_DATA, mapRouteProperties, hydrationRouteProperties }).initialize()
    : createBrowserRouter(routes, { hydrationData: INITIAL_LOADER_DATA });
  // Nothing is fetched ahead before the first page is on screen: it would compete with that page's
  // own code on a slow network, and its evaluation with hydration on a slow CPU.
  let firstPageShown!: () => void;
  const pageShown = new Promise<void>((resolve) => (firstPageShown = resolve));
  prefetchWhenIdle(loader, store, pageShown);
  // A signed-in shopper's live updates (docs/live-updates.md): the stream opens once the page is
  // shown and the browser idle, so it never competes with the page's own requests.
  void pageShown.then(() => whenIdle(() => store.live.enable()));
  whenPageLoadedAndIdle(pageShown, () => registerServiceWorker(store));
  const release = () => {
    history?.release();
    installLinkPrefetch(startData);
  };
  if (!pinned) release();
  return { startData, router, firstPageShown, pageShown, release };
}

/** A history entry's key, as React Router makes its own. */
export function newEntryKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

type BrowserHistory = ReturnType<typeof createBrowserHistory>;
type HistoryListener = Parameters<BrowserHistory['listen']>[0];

/**
 * The browser's history, but at `pinned` until released: its location is the pinned one, and the
 * router's listener (Back, Forward) is attached only then. Pushes and replaces are the browser's
 * own, and come only once the page is shown.
 */
function pinnedHistory(pinned: PinnedLocation): BrowserHistory & { release: () => void } {
  const browser = createBrowserHistory();
  const url = new URL(pinned.path, window.location.href);
  let location: BrowserHistory['location'] | null = {
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    state: null,
    key: pinned.key,
  };
  let waiting: HistoryListener | null = null;
  let stopListening: (() => void) | null = null;
  return {
    get action() {
      return browser.action;
    },
    get location() {
      return location ?? browser.location;
    },
    listen(listener) {
      if (location) waiting = listener;
      else stopListening = browser.listen(listener);
      return () => {
        waiting = null;
        stopListening?.();
      };
    },
    createHref: (to) => browser.createHref(to),
    createURL: (to) => browser.createURL(to),
    encodeLocation: (to) => browser.encodeLocation(to),
    push: (to, state) => browser.push(to, state),
    replace: (to, state) => browser.replace(to, state),
    go: (delta) => browser.go(delta),
    release() {
      location = null;
      if (waiting) stopListening = browser.listen(waiting);
      waiting = null;
    },
  };
}
