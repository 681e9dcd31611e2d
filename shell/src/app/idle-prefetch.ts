import { preloadHttpClient, type RemoteName, type RootStore } from 'shared-sdk';
import type { RemoteLoader } from '../composition/remote-loader';
import { matchPage } from './route-data';

export const IDLE_PREFETCH_MARK = 'storefront:idle-prefetch';

/**
 * What the next click will most likely need, fetched once the page has loaded and the browser is idle
 * (never when the shopper asked to save data): the cart drawer's remote (it opens from every page),
 * the API client, and the code of the pages the current page links to. Data waits for a sign of
 * intent (link-prefetch.ts): it costs the API a request and may be stale by the click.
 */
export function prefetchWhenIdle(loader: RemoteLoader, store: RootStore, doc: Document = document): void {
  if ((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData) return;
  const prefetch = () => {
    // Benchmarks count a page's own first load up to here (e2e/bench/first-load.ts).
    performance.mark(IDLE_PREFETCH_MARK);
    void loader.load('cart', './CartDrawer');
    void preloadHttpClient();
    prefetchLinkedPages(loader, store, doc);
  };
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(prefetch, { timeout: 4000 });
    else setTimeout(prefetch, 200);
  };
  if (doc.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/** The remote modules of the pages this page links to (code only, each once). */
function prefetchLinkedPages(loader: RemoteLoader, store: RootStore, doc: Document): void {
  const modules = new Map<string, [RemoteName, string]>();
  for (const link of Array.from(doc.links)) {
    const url = new URL(link.href, doc.baseURI);
    const route = url.origin === doc.location.origin ? matchPage(url.pathname)?.route : undefined;
    if (!route || route.owner === 'shell' || (route.layout === 'account' && !store.auth.isLoggedIn)) continue;
    modules.set(`${route.owner}/${route.module}`, [route.owner, route.module]);
  }
  for (const [remote, module] of modules.values()) void loader.load(remote, module);
}
