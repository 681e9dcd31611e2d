import { matchRoute, preloadHttpClient, type RemoteName, type RootStore } from 'shared-sdk';
import type { RemoteLoader } from '../composition/remote-loader';
import { preloadMegaMenu } from '../features/mega-menu/categories-mega-menu';
import { preloadToasts } from '../features/toasts/toast-region';
import { afterReadying } from './page-readying';
import { savesData } from './saves-data';
import { IDLE_PREFETCH_MARK, whenIdle, whenPageLoadedAndIdle } from './when-idle';

/** Gets a remote module's code ahead of the click that needs it. */
type ModuleCodeFetch = (remote: RemoteName, module: string) => unknown;

/**
 * Once the page has loaded and the browser is idle: the rest of the page's dictionary, and what the
 * next click will most likely need (`prefetchNextClicks`).
 */
export function prefetchWhenIdle(loader: RemoteLoader, store: RootStore, pageShown: Promise<void>, doc: Document = document): void {
  whenPageLoadedAndIdle(
    pageShown,
    () => {
      // Benchmarks count a page's own first load up to here (e2e/bench/first-load.ts).
      performance.mark(IDLE_PREFETCH_MARK);
      // The dictionary beyond the messages a server-rendered page embedded (toasts, dialogs): needed
      // whether or not the shopper saves data.
      void store.i18n.complete();
      prefetchNextClicks((remote, module) => loader.load(remote, module), store, doc);
    },
    doc,
  );
}

/**
 * What the next click will most likely need, never when the shopper asked to save data: the cart
 * drawer's remote (it opens from every page), the API client, the toasts' and the mega-menu's code,
 * and the code of the pages the current page links to, one piece per idle period; `fetchCode` gets
 * a remote's module. Data waits for a sign of intent (link-prefetch.ts) or for a card the shopper
 * stops at (ready-links-in-view.ts): it costs the API a request and may be stale by the click. Once
 * `signal` aborts (a click is being answered: its own requests come first on a phone's few
 * connections), no further piece starts.
 */
export function prefetchNextClicks(fetchCode: ModuleCodeFetch, store: RootStore, doc: Document = document, signal?: AbortSignal): void {
  if (savesData()) return;
  // One piece per idle period: starting a remote's load is work of its own (its manifest, the
  // share scope), and four at once made one long task on a phone.
  const pieces: (() => unknown)[] = [
    () => fetchCode('cart', './CartDrawer'),
    preloadHttpClient,
    preloadToasts,
    preloadMegaMenu,
    // Reversed, as the links are taken from the end: counted in page order, which breaks ties.
    () =>
      whenIdle((deadline) =>
        prefetchLinkedPages(fetchCode, store, Array.from(doc.links, (link) => link.href).reverse(), { doc, signal }, deadline),
      ),
  ];
  const next = () => {
    if (signal?.aborted) return;
    const piece = pieces.shift();
    if (!piece) return;
    void piece();
    void afterReadying().then(() => whenIdle(next));
  };
  void afterReadying().then(next);
}

/** A remote page module the page links to, and how many of its pages it links to. */
interface LinkedModule {
  remote: RemoteName;
  module: string;
  pages: number;
}

/**
 * The remote modules of the pages this page links to (code only, each once), the module most of its
 * links lead to first: on a phone's few connections the code asked first comes first, and a page's
 * most numerous links (home's product cards, a list's) are the likeliest click, whereas the header's
 * links to the lists come first on the page. Matching a URL against the route table costs the router
 * some work, and a page has a hundred links: the links are taken a few at a time, while the browser
 * says it is idle (stopping 5 ms before its deadline: a phone runs one more step slower than the
 * estimate), so no task grows long; the code is asked for once every link has been counted.
 */
function prefetchLinkedPages(
  fetchCode: ModuleCodeFetch,
  store: RootStore,
  hrefs: string[],
  page: { doc: Document; signal?: AbortSignal },
  deadline: { timeRemaining: () => number },
  linked = new Map<string, LinkedModule>(),
  seen = new Set<string>(),
): void {
  const { doc, signal } = page;
  if (signal?.aborted) return;
  while (hrefs.length > 0 && deadline.timeRemaining() > 5) {
    const url = new URL(hrefs.pop()!, doc.baseURI);
    if (url.origin !== doc.location.origin || seen.has(url.pathname)) continue;
    seen.add(url.pathname);
    const route = matchRoute(url.pathname)?.route;
    if (!route || route.owner === 'shell' || (route.layout === 'account' && !store.auth.isLoggedIn)) continue;
    const key = `${route.owner}/${route.module}`;
    const known = linked.get(key) ?? { remote: route.owner, module: route.module, pages: 0 };
    linked.set(key, { ...known, pages: known.pages + 1 });
  }
  if (hrefs.length > 0) {
    whenIdle((next) => prefetchLinkedPages(fetchCode, store, hrefs, page, next, linked, seen));
    return;
  }
  // Sorted is stable: among modules as often linked, the one linked first on the page comes first.
  fetchOneAfterAnother(
    fetchCode,
    [...linked.values()].sort((a, b) => b.pages - a.pages),
    signal,
  );
}

/**
 * Each module once the one before it has come (or failed) and no next page is being readied: asked all at once, a home page's ten
 * shared a phone's 1.6 Mbps with the data of the card the shopper had stopped at, which then took
 * 700 to 800 ms instead of about 250 (phone profile, 2026-12-02). None starts once `signal` aborts.
 */
function fetchOneAfterAnother(fetchCode: ModuleCodeFetch, modules: LinkedModule[], signal?: AbortSignal): void {
  const next = modules.shift();
  if (!next || signal?.aborted) return;
  void Promise.resolve(fetchCode(next.remote, next.module))
    .catch(() => undefined)
    .then(afterReadying)
    .then(() => fetchOneAfterAnother(fetchCode, modules, signal));
}
