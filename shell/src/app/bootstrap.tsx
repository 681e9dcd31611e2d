import { startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { createBrowserRouter } from 'react-router-dom';
import { RootStore } from 'shared-sdk';
import { CompositionErrorPage } from '../composition/composition-error-page';
import { connectRemotes } from '../composition/federation-runtime';
import { COMPOSITION_URL, loadComposition } from '../composition/load-composition';
import { App } from './app';
import { APP_ROUTES } from './app-routes';
import { preloadRouteRemote } from './preload-route';

/**
 * Boot: read composition.json (it names the API base and the remotes), register the remotes, then
 * render at once from the persisted settings while settings, translations and the current route's
 * remote load in parallel. A bad composition file renders an error page instead of a blank one.
 */
async function boot(root: Root): Promise<void> {
  const result = await loadComposition();
  if (!result.ok) {
    renderBootError(root, result.errors, result.url);
    return;
  }
  const store = new RootStore({ apiBase: result.composition.apiBase });
  const loader = connectRemotes(result.composition);
  preloadRouteRemote(loader, window.location.pathname, store);
  void store.settings.load();
  void store.i18n.load();
  // A returning shopper: the cart, addresses and favourites may have changed on another device.
  void store.auth.refreshSessionData();
  // A transition render is time-sliced: the requests started above go out while it runs, not after.
  startTransition(() => root.render(<App store={store} loader={loader} router={createBrowserRouter(APP_ROUTES)} />));
}

function renderBootError(root: Root, errors: string[], url: string): void {
  document.title = 'The storefront could not start';
  root.render(
    <IntlProvider locale="en" defaultLocale="en">
      <CompositionErrorPage errors={errors} url={url} />
    </IntlProvider>,
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');
const root = createRoot(container);
boot(root).catch((error: unknown) => {
  console.error('The storefront could not start.', error);
  renderBootError(root, [error instanceof Error ? error.message : String(error)], new URL(COMPOSITION_URL, window.location.href).href);
});
