import { startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { RouterProvider } from 'react-router-dom';
import { RootStore, type Composition } from 'shared-sdk';
import { connectRemotes } from '../composition/federation-runtime';
import { loadComposition } from '../composition/fetch-composition';
import { COMPOSITION_URL, resolveManifests } from '../composition/load-composition';
import { App } from './app';
import { browserRouter } from './browser-router';
import { adoptRenderedUrl, markInteractive, readEmbeddedState, reportRecoverableError, type EmbeddedState } from './hydration';
import { preloadRouteRemote } from './preload-route';
import { waitAtMost } from './page-ready';
import { currentRoute, measureFieldData } from './page-view';
import { nextTask } from './next-task';

/**
 * A page the server rendered: the store starts from the state it embedded. The page's remote module
 * was preloaded by the page's head; once it is here (or after HYDRATION_WAIT_MS without it) the whole
 * page hydrates in one time-sliced pass. A remote that is late or down does not hold the rest: its
 * part keeps the server's HTML (React hydrates it when it arrives) while the header already responds.
 * What this browser keeps (session, cart) comes in once the page itself has hydrated.
 */
async function hydrate(container: HTMLElement, state: EmbeddedState): Promise<void> {
  adoptRenderedUrl(state);
  const composition = resolveManifests(state.composition, new URL(COMPOSITION_URL, window.location.href).href);
  const store = new RootStore({ apiBase: composition.apiBase, serverState: state.page });
  const { loader, telemetry } = connectRemotes(composition, { route: currentRoute });
  const pageCode = preloadRouteRemote(loader, window.location.pathname, store);
  const { router, firstPageShown, pageShown } = browserRouter(store, loader);
  measureFieldData(composition, telemetry, pageShown);
  // A separate task from here: the boot's work so far and hydration do not add up to one long task.
  await waitAtMost(pageCode ?? nextTask(), HYDRATION_WAIT_MS);
  let committed = false;
  const onPageCommitted = () => {
    if (committed) return;
    committed = true;
    // The session first: a tap held before hydration (early-taps) is replayed as the shopper's.
    store.afterHydration(state.page);
    markInteractive();
    void store.auth.refreshSessionData();
    firstPageShown();
  };
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead of
  // hydrating the whole page in one long task (a phone's main thread stays free for input).
  startTransition(() => {
    hydrateRoot(
      container,
      <App store={store} loader={loader} composition={composition} onPageCommitted={onPageCommitted}>
        <RouterProvider router={router} />
      </App>,
      { onRecoverableError: reportRecoverableError },
    );
  });
}

/**
 * A page the browser renders alone (checkout, account, or a server that does not render): read
 * composition.json, register the remotes, then render at once from the persisted settings while
 * settings, translations, the route's remote and its data load in parallel.
 */
async function render(root: Root, composition: Composition): Promise<void> {
  const store = new RootStore({ apiBase: composition.apiBase });
  const { loader, telemetry } = connectRemotes(composition, { route: currentRoute });
  void preloadRouteRemote(loader, window.location.pathname, store);
  void store.settings.load();
  void store.i18n.load();
  // A returning shopper: the cart, addresses and favourites may have changed on another device.
  void store.auth.refreshSessionData();
  const { startData, router, firstPageShown, pageShown } = browserRouter(store, loader);
  measureFieldData(composition, telemetry, pageShown);
  startData(new URL(window.location.href));
  // A transition render is time-sliced: the requests started above go out while it runs, not after.
  startTransition(() =>
    root.render(
      <App
        store={store}
        loader={loader}
        composition={composition}
        onPageCommitted={() => {
          markInteractive();
          firstPageShown();
        }}
      >
        <RouterProvider router={router} />
      </App>,
    ),
  );
}

/** How long hydration waits for the page's own remote module before it starts without it. */
const HYDRATION_WAIT_MS = 1500;

/** Says why the store could not start; that page's code loads only then (the same origin served this one). */
async function renderBootError(root: Root, errors: string[], url: string): Promise<void> {
  document.title = 'The storefront could not start';
  const { CompositionErrorPage } = await import(/* webpackChunkName: "composition-error" */ '../composition/composition-error-page').catch(
    () => ({
      CompositionErrorPage: ({ errors: reasons }: { errors: string[] }) => (
        <p role="alert">The storefront could not start: {reasons.join('; ')}</p>
      ),
    }),
  );
  root.render(
    <IntlProvider locale="en" defaultLocale="en">
      <CompositionErrorPage errors={errors} url={url} />
    </IntlProvider>,
  );
}

async function boot(container: HTMLElement): Promise<void> {
  const state = readEmbeddedState();
  if (state) return hydrate(container, state);
  const root = createRoot(container);
  try {
    const result = await loadComposition();
    if (!result.ok) await renderBootError(root, result.errors, result.url);
    else await render(root, result.composition);
  } catch (error) {
    console.error('The storefront could not start.', error);
    await renderBootError(
      root,
      [error instanceof Error ? error.message : String(error)],
      new URL(COMPOSITION_URL, window.location.href).href,
    );
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');
void boot(container);
