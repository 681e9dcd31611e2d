import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { QUERY_FRESH_MS, startFormatting, type Composition, type RootStore } from 'shared-sdk';
import type { RemoteLoader } from '../composition/remote-loader';
import { IslandRoot } from '../islands/island-root';
import { App } from './app';
import { browserRouter, newEntryKey } from './browser-router';
import { NavigationProgressBar } from './navigation-progress';
import { NAVIGATION_WAIT_MS, pageReady, waitAtMost } from './page-ready';
import { readying } from './page-readying';
import { SCROLL_POSITIONS_KEY, scrollKey } from './scroll-key';
import { whenIdle } from './when-idle';
import { PRERENDER_MARK, prerenderNextPage, type Prerender } from './prerender-next-page';

export interface TakeoverContext {
  container: HTMLElement;
  store: RootStore;
  composition: Composition;
  loader: RemoteLoader;
  /** Unmounts the islands and stops what the page of islands runs (its listeners, islands still to wake). */
  stopIslands: () => void;
}

/** The pages readied, and when: a tap soon after finds its page as it was readied. */
const pagesReadied = new Map<string, number>();

/**
 * How long a readied page counts as ready: well within its data's freshness in the query cache, so
 * the page shows no answer older than a navigation would. Checking it again at the tap (its data in
 * the cache, its picture decoded again) took up to 240 ms on the phone profile before the page
 * could show (traced, 2026-12-02).
 */
const STILL_READY_MS = QUERY_FRESH_MS / 2;

const readyKey = (url: URL) => `${url.pathname}${url.search}`;

/** Whether the page at `url` was readied less than STILL_READY_MS ago. */
function isStillReady(url: URL): boolean {
  const readiedAt = pagesReadied.get(readyKey(url));
  return readiedAt !== undefined && performance.now() - readiedAt < STILL_READY_MS;
}

/**
 * Readies the page at `url` for the app: its code, data and main image, as a navigation of the app
 * waits for them (at most NAVIGATION_WAIT_MS). Started on a link's intent or while a card is in
 * view, awaited at its click. The next page's data is a round trip away (on a phone the longest
 * wait of a tap): once its request is out and the main thread idle, the formats the render will use
 * start, so the render does not start them. (In a task instead, this ran before the loader's
 * request left.)
 */
export function readyNextPage(
  url: URL,
  context: Omit<TakeoverContext, 'container' | 'stopIslands'>,
  handingOver?: AbortSignal,
): Promise<void> {
  const { store, loader } = context;
  if (isStillReady(url)) return Promise.resolve();
  const key = readyKey(url);
  const ready = waitAtMost(
    pageReady(url, store, loader).then(() => pagesReadied.set(key, performance.now())),
    NAVIGATION_WAIT_MS,
  );
  whenIdle(() => startFormatting(store.settings.locale));
  if (handingOver) readying(ready.then(() => prerenderOnce(url, context, handingOver)));
  return ready;
}

/** The first page readied, prerendered (prerender-next-page.tsx), until the hand-over begins; then null. */
let prerender: Prerender | null | undefined;

/**
 * The first page readied is also prerendered, hidden: the app's first render was most of a phone's
 * tap. A tap on that page shows it; a tap elsewhere throws it away, and the render then finds what
 * it did (the styles generated, the messages compiled, the code run once).
 */
function prerenderOnce(url: URL, context: Omit<TakeoverContext, 'container' | 'stopIslands'>, handingOver: AbortSignal): Promise<void> {
  return new Promise((started) =>
    whenIdle(() => {
      started();
      if (prerender !== undefined || handingOver.aborted) return;
      prerender = prerenderNextPage(url, context);
      performance.mark(PRERENDER_MARK);
    }),
  );
}

/** The prerender if it shows `url`, else nothing (and it is thrown away): none starts after this. */
function takePrerender(url: URL): Prerender | null {
  const taken = prerender;
  prerender = null;
  if (!taken) return null;
  if (taken.path === `${url.pathname}${url.search}${url.hash}`) return taken;
  taken.discard();
  return null;
}

/**
 * The first in-store navigation from a page of islands (docs/islands.md, "Navigation"): once the
 * next page is ready, the islands go and the app shows that page in #root, in the same task, with
 * the store the islands shared (the session, the cart, the wishlist as they are): the prerendered
 * page if it is this one, else a render of it. The browser's history gets the new entry as a link's
 * click gives it; from then on every navigation is the app's, Back to the page of islands included
 * (the app renders it, as any page).
 */
export async function takeOver(href: string, replace: boolean, context: TakeoverContext): Promise<void> {
  const { container, store, composition, loader, stopIslands } = context;
  const url = new URL(href, window.location.href);
  const prerendered = takePrerender(url);
  const cameFrom = window.location.pathname;
  // Where the shopper was as they clicked, for Back: read before the page changes, since read after
  // the progress bar had come and gone it made the browser lay the page out again (with that bar
  // for a page already ready, 30 to 60 ms of the phone's tap; 2026-12-02).
  const scrolledTo = window.scrollY;
  // The page of islands stays, with the app's progress bar, until the next page is ready (a page
  // readied moments ago is, and shows in this task).
  const hideProgress = isStillReady(url) ? () => undefined : showProgress(context);
  try {
    await readyNextPage(url, context);
  } finally {
    hideProgress();
  }
  enterApp(url, replace, prerendered?.key ?? newEntryKey(), scrolledTo);
  stopIslands();
  // What renders now is the browser's own, not a hydration of the server's HTML.
  store.renderedAt = null;
  if (prerendered) {
    prerendered.show(container);
  } else {
    const { router, firstPageShown } = browserRouter(store, loader);
    const root = createRoot(container);
    flushSync(() =>
      root.render(
        <App store={store} loader={loader} composition={composition} onPageCommitted={firstPageShown} cameFrom={cameFrom}>
          <RouterProvider router={router} />
        </App>,
      ),
    );
  }
  if (!url.hash) window.scrollTo(0, 0);
}

function showProgress({ store, composition }: TakeoverContext): () => void {
  const element = document.body.appendChild(document.createElement('div'));
  const root = createRoot(element);
  root.render(
    <IslandRoot store={store} composition={composition}>
      <NavigationProgressBar />
    </IslandRoot>,
  );
  return () => {
    root.unmount();
    element.remove();
  };
}

/** React Router's state of a history entry: its key, and its place in this tab's history. */
interface RouterEntry {
  usr: unknown;
  key: string;
  idx: number;
}

/**
 * The history entry of the next page, in the shape React Router gives its own, so Back is a
 * navigation of the app's (to the page of islands, which the app then renders). The page being
 * left keeps its scroll position where ScrollRestoration will look for it.
 */
function enterApp(url: URL, replace: boolean, key: string, scrolledTo: number): void {
  const current = (window.history.state ?? {}) as Partial<RouterEntry>;
  const here: RouterEntry = { usr: current.usr ?? null, key: current.key ?? 'default', idx: current.idx ?? 0 };
  rememberScroll(scrollKey({ key: here.key, pathname: window.location.pathname, search: window.location.search }), scrolledTo);
  const next: RouterEntry = { usr: null, key, idx: replace ? here.idx : here.idx + 1 };
  if (replace) {
    window.history.replaceState(next, '', url.href);
  } else {
    window.history.replaceState(here, '');
    window.history.pushState(next, '', url.href);
  }
}

function rememberScroll(key: string, y: number): void {
  try {
    const positions = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}') as Record<string, number>;
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify({ ...positions, [key]: y }));
  } catch {
    // No session storage: Back shows the page of islands from its top.
  }
}
