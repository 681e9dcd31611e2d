import { reaction } from 'mobx';
import { createElement, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import {
  ISLAND_TAG,
  RootStore,
  islandIdPrefix,
  setNavigationTakeover,
  type Composition,
  type IslandDefinition,
  type IslandWake,
} from 'shared-sdk';
import type { ConnectedRemotes } from '../composition/federation-runtime';
import { connectWhenNeeded } from '../composition/lazy-remotes';
import { COMPOSITION_URL, resolveManifests } from '../composition/load-composition';
import { RemoteTimeoutError } from '../composition/remote-errors';
import type { RemoteLoader } from '../composition/remote-loader';
import { RemoteLoaderContext } from '../composition/remote-loader-context';
import { IslandRoot } from '../islands/island-root';
import { lateIsland, loadIsland } from '../islands/shell-islands';
import { inStoreLink, inStoreUrl } from '../islands/in-store-link';
import { actForStaticButtons } from '../islands/static-shopper-actions';
import { wakeOnInteraction } from '../islands/wake-on-interaction';
import { adoptRenderedUrl, markInteractive, reportRecoverableError, type EmbeddedState } from './hydration';
import { savesData } from './saves-data';
import { IDLE_PREFETCH_MARK, whenIdle, whenPageLoadedAndIdle } from './when-idle';
import { currentRoute, measureFieldData } from './page-view';
import { nextTask } from './next-task';

/** How near the screen a `visible` island wakes: about a screen ahead of the scroll. */
const VISIBLE_MARGIN = '100% 0px';

/**
 * A page of islands (docs/islands.md): the server's HTML stays as it is, and each island in it is
 * hydrated by itself, in its own root, when its wake says: `load` ones at once, one task each, then
 * the page is interactive (held early taps replay); `idle` ones when the browser is idle; `visible`
 * ones as they come near the screen. All share one root store. What no page starts with (toasts,
 * dialogs, the live updates' toasts) renders in a root of its own beside the page. The first in-store
 * link followed hands the page to the app (islands-takeover.tsx).
 */
export async function bootIslands(state: EmbeddedState): Promise<void> {
  adoptRenderedUrl(state);
  const composition = resolveManifests(state.composition, new URL(COMPOSITION_URL, window.location.href).href);
  const store = new RootStore({ apiBase: composition.apiBase, serverState: state.page });
  const { loader, telemetry } = remotesWhenNeeded(composition);
  const page = new RunningIslands({ store, composition, loader });
  let firstPageShown!: () => void;
  const pageShown = new Promise<void>((resolve) => (firstPageShown = resolve));
  measureFieldData(composition, telemetry, pageShown);
  // Once the page has settled: the rest of the dictionary (a toast or dialog may need its words) and
  // the app's code, fetched but not run. Then, once the shopper engages with the page (or a while
  // later), what the app's next click most likely needs: the cart drawer and the linked pages' code,
  // loaded as a page the app renders loads them. A next page's data comes when a link to it is about
  // to be followed, or when the shopper stops at a card (handOverOnNavigation).
  whenPageLoadedAndIdle(pageShown, () => {
    // As on a page the app renders: the bench counts a page's first load up to here, and the field
    // data's report code loads after it (page-view.ts).
    performance.mark(IDLE_PREFETCH_MARK);
    void store.i18n.complete();
    void import(/* webpackChunkName: "service-worker-registration" */ './service-worker-registration').then(({ registerServiceWorker }) =>
      registerServiceWorker(store),
    );
    // The app's code, fetched and not run, for the first in-store click (app-code.ts); and the
    // watching of the cards in view, so it starts with the shopper's first engagement.
    void appCodeDoor();
    void readyLinksInViewCode();
    page.onStop(loadDrawerForShopperWithLines(store, loader));
    page.onStop(
      whenEngaged(
        () => {
          // A tap is often the first engagement: its own hand-over then comes first.
          if (page.handingOver.aborted) return;
          void import(/* webpackChunkName: "idle-prefetch" */ './idle-prefetch').then(({ prefetchNextClicks }) =>
            prefetchNextClicks((remote, module) => loader.load(remote, module), store, document, page.handingOver),
          );
        },
        { orAfterMs: NEXT_CLICK_CODE_AFTER_MS },
      ),
    );
  });

  const marks = Array.from(document.querySelectorAll<HTMLElement>(`${ISLAND_TAG}[data-island]`));
  const waking = (wake: IslandWake) => marks.filter((mark) => (mark.dataset.wake ?? 'load') === wake);
  for (const mark of waking('load')) {
    await nextTask();
    await page.hydrate(mark);
  }
  // The session first: a tap held before the islands woke (early-taps) is replayed as the shopper's,
  // on the buttons outside the islands too.
  store.afterHydration(state.page);
  // Every island still to wake hydrates the server's HTML too: its clocks start from the server's moment.
  store.renderedAt = state.page.renderedAt;
  const container = document.getElementById('root') ?? document.body;
  page.onStop(actForStaticButtons(store, container));
  page.onStop(reloadOnLanguageChange(store));
  page.onStop(handOverOnNavigation(container, page));
  markInteractive();
  void store.auth.refreshSessionData();
  firstPageShown();

  void page.renderOverlays().catch((error: unknown) => console.error('The toasts and dialogs could not start.', error));
  void pageShown.then(() => whenIdle(() => store.live.enable()));
  for (const mark of waking('idle')) whenIdle(() => void page.hydrate(mark));
  page.onStop(wakeWhenVisible(waking('visible'), (mark) => void page.hydrate(mark)));
  page.onStop(wakeOnInteraction(waking('interaction'), (mark) => void page.hydrate(mark)));
}

/**
 * The island has hydrated, or has been given up: a tap held on one of its buttons (early-taps.js,
 * which holds taps on an island not yet settled, before and after the page is interactive) goes to
 * its handler now, or to the browser's form.
 */
function settle(mark: HTMLElement): void {
  mark.setAttribute('data-settled', '');
}

/**
 * The islands of the page as they run: each one's root, and what the page started (listeners,
 * observers, the dialogs' root), all stopped at once when the app takes the page over.
 */
class RunningIslands {
  private readonly roots: Root[] = [];
  private readonly stoppers: (() => void)[] = [];
  private stopped = false;
  private readonly handOver = new AbortController();

  constructor(readonly context: IslandContext) {}

  /** Aborts once the page is being handed to the app: work for a later click then stops starting. */
  get handingOver(): AbortSignal {
    return this.handOver.signal;
  }

  /** The app is taking the page over (a link was followed): ahead-of-time work gives way to it. */
  beginHandOver(): void {
    this.handOver.abort();
  }

  /**
   * One island hydrated over its server HTML, resolved once it has committed (not after the
   * takeover), or once its remote is late: it then wakes when its code comes (lateIsland), and the
   * page does not wait for it to be interactive.
   */
  async hydrate(mark: HTMLElement): Promise<void> {
    const name = mark.dataset.island ?? '';
    try {
      await this.mount(mark, await loadIsland(name, this.context.loader));
    } catch (error) {
      if (error instanceof RemoteTimeoutError) {
        lateIsland(name, this.context.loader).then(
          (island) => this.mount(mark, island),
          (late: unknown) => this.giveUp(mark, name, late),
        );
      } else this.giveUp(mark, name, error);
    }
  }

  private async mount(mark: HTMLElement, island: IslandDefinition<object>): Promise<void> {
    if (this.stopped) return;
    const { store, composition } = this.context;
    const props = JSON.parse(mark.dataset.props ?? '{}') as object;
    await new Promise<void>((committed) => {
      startTransition(() => {
        this.roots.push(
          hydrateRoot(
            mark,
            <IslandRoot store={store} composition={composition} onCommitted={committed}>
              {createElement(island.component, props)}
            </IslandRoot>,
            { identifierPrefix: islandIdPrefix(Number(mark.dataset.index)), onRecoverableError: reportRecoverableError },
          ),
        );
      });
    });
    settle(mark);
  }

  private giveUp(mark: HTMLElement, name: string, error: unknown): void {
    // Its server HTML stays: links and forms in it still work as they do without JavaScript.
    console.error(`The island ${name} could not start; its part of the page works without it.`, error);
    settle(mark);
  }

  /**
   * The toasts, the dialogs and the live updates' toasts, in a root of their own beside the page. Their
   * code comes after the page is interactive: none has anything to show before (a toast or dialog an
   * early tap asked for is in the store and shows once it has come).
   */
  async renderOverlays(): Promise<void> {
    const { PageOverlays } = await import(/* webpackChunkName: "overlays" */ '../islands/page-overlays');
    if (this.stopped) return;
    const { store, composition, loader } = this.context;
    const element = document.body.appendChild(document.createElement('div'));
    const root = createRoot(element);
    root.render(
      <IslandRoot store={store} composition={composition}>
        <RemoteLoaderContext.Provider value={loader}>
          <PageOverlays />
        </RemoteLoaderContext.Provider>
      </IslandRoot>,
    );
    this.onStop(() => {
      root.unmount();
      element.remove();
    });
  }

  onStop(stop: () => void): void {
    this.stoppers.push(stop);
  }

  /** Everything the page of islands runs stops, and its roots unmount (the app renders #root next). */
  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.beginHandOver();
    for (const stop of this.stoppers.splice(0)) stop();
    for (const root of this.roots.splice(0)) root.unmount();
  }
}

/**
 * The first in-store link followed (a plain click on a link of the page, static or an island's)
 * hands the page to the app, which renders the next page and every one after it. On the link's
 * intent (a pointer resting on it, a touch, a press, keyboard focus) the app's code and the next
 * page's code and data start loading, so the click finds them here; so they do for a card's link
 * that stays in view once the shopper has engaged (a phone's tap has no intent before its click).
 * A link the app does not have
 * (another site, a file, a hash on this page) stays the browser's; if the app cannot load, the
 * browser loads the next page.
 */
function handOverOnNavigation(container: HTMLElement, page: RunningIslands): () => void {
  const app = () => appCodeDoor().then(({ appCode }) => appCode());
  const ready = new Map<string, Promise<unknown>>();
  const prepare = (href: string) => {
    if (ready.has(href)) return;
    ready.set(
      href,
      app().then(({ readyNextPage }) => readyNextPage(new URL(href), page.context, page.handingOver)),
    );
  };
  const handOver = (href: string, replace: boolean) => {
    if (page.handingOver.aborted) return;
    page.beginHandOver();
    prepare(href);
    void app()
      .then(({ takeOver }) => takeOver(href, replace, { ...page.context, container, stopIslands: () => page.stop() }))
      .catch((error: unknown) => {
        console.error('The store could not take over the page; the browser loads the next one.', error);
        window.location.assign(href);
      });
  };
  setNavigationTakeover((href, { replace }) => {
    const url = inStoreUrl(href);
    if (!url) return false;
    handOver(url.href, replace);
    return true;
  });
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const url = inStoreLink(event.target);
    if (!url) return;
    event.preventDefault();
    handOver(url.href, false);
  };
  const onIntent = (event: Event) => {
    const url = inStoreLink(event.target);
    if (url) prepare(url.href);
  };
  const intents = ['pointerover', 'touchstart', 'pointerdown', 'focusin'] as const;
  document.addEventListener('click', onClick);
  for (const intent of intents) document.addEventListener(intent, onIntent, { passive: true });
  // The cards a shopper stops at, once they engage: a page nobody touches (as Lighthouse loads it)
  // readies nothing. Watching starts at once (an observer and its timers cost nothing until a card
  // is in view), its code fetched as the page settled (ready-links-in-view.ts).
  let stopReadying: (() => void) | null = null;
  const stopWaiting = whenEngaged(
    () => {
      // The engagement may be the tap that is handing the page over: then nothing is left to ready.
      if (page.handingOver.aborted) return;
      void readyLinksInViewCode().then(({ readyCardsInView }) => {
        if (page.handingOver.aborted || stopReadying) return;
        stopReadying = readyCardsInView({
          prepare: (url) => prepare(url.href),
          loadCode: (remote, module) => {
            void page.context.loader.load(remote, module);
            void app();
          },
          signal: page.handingOver,
        });
      });
    },
    { atOnce: true },
  );
  return () => {
    stopWaiting();
    stopReadying?.();
    stopReadying = () => undefined;
    setNavigationTakeover(null);
    document.removeEventListener('click', onClick);
    for (const intent of intents) document.removeEventListener(intent, onIntent);
  };
}

/**
 * A shopper with lines in the cart is likeliest of all to open the cart drawer, from any page: its
 * opening is made ready as the page settles (or as the session's refresh brings the lines), not at
 * their first engagement (drawer-ahead.ts), so it waits for its answers only. A guest's page, and an
 * empty cart's, load nothing more than before; neither does a shopper who asked to save data.
 * Answers what stops waiting.
 */
function loadDrawerForShopperWithLines(store: RootStore, loader: RemoteLoader): () => void {
  if (savesData()) return () => undefined;
  let started = false;
  return reaction(
    () => store.auth.isLoggedIn && store.basket.count > 0,
    (hasLines) => {
      if (!hasLines || started) return;
      started = true;
      whenIdle(
        () =>
          void import(/* webpackChunkName: "drawer-ahead" */ './drawer-ahead').then(({ loadDrawerAhead }) =>
            loadDrawerAhead(store, loader),
          ),
      );
    },
    { fireImmediately: true },
  );
}

/** How long after a page of islands has settled the next click's code is loaded if the shopper has not engaged. */
const NEXT_CLICK_CODE_AFTER_MS = 5000;
const ENGAGEMENTS = ['scroll', 'pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * Runs `work` once, when the shopper first engages with the page (a scroll, a pointer moving or
 * pressed, a touch, a key, focus), or `orAfterMs` after it is called if that comes first, in an idle
 * moment (or `atOnce`, for work that costs nothing until something else happens). Loading the
 * next click's code starts the federation runtime and runs remotes' modules, which on a phone is a
 * long task or two. Started as the page settles, they delayed its becoming
 * quiet (Lighthouse's mobile run: a product page's blocking time 8 -> 232 ms); a shopper who reads
 * before they tap gives it this time. Answers what stops waiting.
 */
function whenEngaged(work: () => void, { orAfterMs, atOnce = false }: { orAfterMs?: number; atOnce?: boolean } = {}): () => void {
  let done = false;
  const start = () => {
    if (done) return;
    stop();
    if (atOnce) work();
    else whenIdle(work);
  };
  const timer = orAfterMs === undefined ? undefined : setTimeout(start, orAfterMs);
  for (const engagement of ENGAGEMENTS) window.addEventListener(engagement, start, { passive: true, capture: true, once: true });
  function stop() {
    done = true;
    clearTimeout(timer);
    for (const engagement of ENGAGEMENTS) window.removeEventListener(engagement, start, { capture: true });
  }
  return stop;
}

/** The watching of the cards in view: off the first load, fetched once the page has settled. */
const readyLinksInViewCode = () => import(/* webpackChunkName: "ready-links-in-view" */ '../islands/ready-links-in-view');

/** The module whose loading fetches the app's code, and whose `appCode()` runs it (app-code.ts). */
const appCodeDoor = () => import(/* webpackChunkName: "app-code" */ './app-code');

/**
 * The composition's remotes, handed to the federation runtime only when something first loads one of
 * their modules (a remote island waking, a dialog opening): the runtime's code comes then too, so a
 * page of shell islands never loads it. The field data counts the builds loaded by then.
 */
function remotesWhenNeeded(composition: Composition): ConnectedRemotes {
  return connectWhenNeeded(() =>
    import(/* webpackChunkName: "federation" */ '../composition/federation-runtime').then(({ connectRemotes }) =>
      connectRemotes(composition, { route: currentRoute }),
    ),
  );
}

interface IslandContext {
  store: RootStore;
  composition: Composition;
  /** Where a remote's island comes from (the federation runtime, started by the first one). */
  loader: RemoteLoader;
}

const BOXLESS = new Set(['LINK', 'META', 'SCRIPT', 'STYLE', 'TEMPLATE']);

function boxOf(mark: HTMLElement): Element {
  return Array.from(mark.children).find((child) => !BOXLESS.has(child.tagName)) ?? mark;
}

/** Wakes each mark as it comes near the screen; answers what stops watching. */
function wakeWhenVisible(marks: HTMLElement[], wake: (mark: HTMLElement) => void): () => void {
  if (marks.length === 0) return () => undefined;
  // `display: contents` has no box of its own: its first element child with one stands for it (React
  // may write an image's preload link first, which has none).
  const markOf = new Map<Element, HTMLElement>(marks.map((mark) => [boxOf(mark), mark]));
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const mark = markOf.get(entry.target);
        if (mark) wake(mark);
      }
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  for (const watched of markOf.keys()) observer.observe(watched);
  return () => observer.disconnect();
}

const RELOADED_FOR = 'storefront.islands-reloaded-for';

/**
 * The page's words are static HTML: a new language (the switcher, or the shopper's stored one) is a
 * page the server renders again, in it (the locale cookie is already set). The URL's `?lang=` would
 * win over the cookie, so it goes; a browser that keeps no cookie reloads once, not forever.
 */
function reloadOnLanguageChange(store: RootStore): () => void {
  return reaction(
    () => store.settings.locale,
    (locale) => {
      try {
        if (sessionStorage.getItem(RELOADED_FOR) === locale) return;
        sessionStorage.setItem(RELOADED_FOR, locale);
      } catch {
        // No session storage (a private mode that refuses it): the page is loaded again all the same.
      }
      const url = new URL(window.location.href);
      url.searchParams.delete('lang');
      window.location.replace(url.href);
    },
  );
}
