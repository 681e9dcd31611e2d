import { reaction } from 'mobx';
import { createElement, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ISLAND_TAG, RootStore, islandIdPrefix, type Composition, type IslandWake } from 'shared-sdk';
import { connectRemotes, type ConnectedRemotes, type RemoteTelemetry } from '../composition/federation-runtime';
import { COMPOSITION_URL, resolveManifests } from '../composition/load-composition';
import { ModalSlots } from '../composition/modal-slots';
import type { RemoteLoader } from '../composition/remote-loader';
import { RemoteLoaderContext } from '../composition/remote-loader-context';
import { LiveOrderToasts } from '../features/live-updates/live-order-toasts';
import { ToastRegion } from '../features/toasts/toast-region';
import { IslandRoot } from '../islands/island-root';
import { loadIsland } from '../islands/shell-islands';
import { adoptRenderedUrl, markInteractive, reportRecoverableError, type EmbeddedState } from './hydration';
import { whenIdle, whenPageLoadedAndIdle } from './idle-prefetch';
import { currentRoute, measureFieldData } from './page-view';

/** How near the screen a `visible` island wakes: about a screen ahead of the scroll. */
const VISIBLE_MARGIN = '100% 0px';

const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A page of islands (docs/islands.md): the server's HTML stays as it is, and each island in it is
 * hydrated by itself, in its own root, when its wake says: `load` ones at once, one task each, then
 * the page is interactive (held early taps replay); `idle` ones when the browser is idle; `visible`
 * ones as they come near the screen. All share one root store. What no page starts with (toasts,
 * dialogs, the live updates' toasts) renders in a root of its own beside the page.
 */
export async function bootIslands(state: EmbeddedState): Promise<void> {
  adoptRenderedUrl(state);
  const composition = resolveManifests(state.composition, new URL(COMPOSITION_URL, window.location.href).href);
  const store = new RootStore({ apiBase: composition.apiBase, serverState: state.page });
  const { loader, telemetry } = remotesWhenNeeded(composition);
  let firstPageShown!: () => void;
  const pageShown = new Promise<void>((resolve) => (firstPageShown = resolve));
  measureFieldData(composition, telemetry, pageShown);
  // Only the rest of the dictionary (a toast or dialog may need its words). Nothing else is fetched
  // ahead: the next page is a new document, and a remote's code waits for its dialog to open.
  whenPageLoadedAndIdle(pageShown, () => void store.i18n.complete());

  const marks = Array.from(document.querySelectorAll<HTMLElement>(`${ISLAND_TAG}[data-island]`));
  const waking = (wake: IslandWake) => marks.filter((mark) => (mark.dataset.wake ?? 'load') === wake);
  for (const mark of waking('load')) {
    await yieldToMain();
    await hydrateIsland(mark, store, composition);
  }
  // The session first: a tap held before the islands woke (early-taps) is replayed as the shopper's.
  store.afterHydration(state.page);
  reloadOnLanguageChange(store);
  markInteractive();
  void store.auth.refreshSessionData();
  firstPageShown();

  const overlays = document.body.appendChild(document.createElement('div'));
  createRoot(overlays).render(
    <IslandRoot store={store} composition={composition}>
      <RemoteLoaderContext.Provider value={loader}>
        <ModalSlots />
        <ToastRegion />
        <LiveOrderToasts />
      </RemoteLoaderContext.Provider>
    </IslandRoot>,
  );
  void pageShown.then(() => whenIdle(() => store.live.enable()));
  for (const mark of waking('idle')) whenIdle(() => void hydrateIsland(mark, store, composition));
  wakeWhenVisible(waking('visible'), (mark) => void hydrateIsland(mark, store, composition));
}

/**
 * The composition's remotes, handed to the federation runtime only when something first loads one of
 * their modules (a dialog opening): a page of shell islands never does. The field data counts the
 * builds loaded by then.
 */
function remotesWhenNeeded(composition: Composition): { loader: RemoteLoader; telemetry: RemoteTelemetry } {
  let connected: ConnectedRemotes | undefined;
  const remotes = () => (connected ??= connectRemotes(composition, { route: currentRoute }));
  const loader: RemoteLoader = {
    load: (remote, module) => remotes().loader.load(remote, module),
    loadModule: (remote, module) => remotes().loader.loadModule(remote, module),
    forgetFailed: (remote, module) => remotes().loader.forgetFailed(remote, module),
    onLateArrival: (remote, module, listener) => remotes().loader.onLateArrival(remote, module, listener),
    reportError: (remote, error) => remotes().loader.reportError?.(remote, error),
  };
  const telemetry: RemoteTelemetry = {
    builds: () => connected?.telemetry.builds() ?? [],
    errorCount: (remote) => connected?.telemetry.errorCount(remote) ?? 0,
  };
  return { loader, telemetry };
}

/** One island hydrated over its server HTML, resolved once it has committed. */
async function hydrateIsland(mark: HTMLElement, store: RootStore, composition: Composition): Promise<void> {
  const name = mark.dataset.island ?? '';
  try {
    const island = await loadIsland(name);
    const props = JSON.parse(mark.dataset.props ?? '{}') as object;
    await new Promise<void>((committed) => {
      startTransition(() => {
        hydrateRoot(
          mark,
          <IslandRoot store={store} composition={composition} onCommitted={committed}>
            {createElement(island.component, props)}
          </IslandRoot>,
          { identifierPrefix: islandIdPrefix(Number(mark.dataset.index)), onRecoverableError: reportRecoverableError },
        );
      });
    });
  } catch (error) {
    // Its server HTML stays: links and forms in it still work as they do without JavaScript.
    console.error(`The island ${name} could not start; its part of the page works without it.`, error);
  }
}

function wakeWhenVisible(marks: HTMLElement[], wake: (mark: HTMLElement) => void): void {
  if (marks.length === 0) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        wake(entry.target as HTMLElement);
      }
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  // `display: contents` has no box of its own: its first element child stands for it.
  for (const mark of marks) observer.observe(mark.firstElementChild ?? mark);
}

const RELOADED_FOR = 'storefront.islands-reloaded-for';

/**
 * The page's words are static HTML: a new language (the switcher, or the shopper's stored one) is a
 * page the server renders again, in it (the locale cookie is already set). The URL's `?lang=` would
 * win over the cookie, so it goes; a browser that keeps no cookie reloads once, not forever.
 */
function reloadOnLanguageChange(store: RootStore): void {
  reaction(
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
