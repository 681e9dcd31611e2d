import { matchRoute, type PageLoader, type PageMeta, type RootStore, type RouteDef } from 'shared-sdk';
import type { RemoteLoader } from '../composition/remote-loader';
import { contentLoaders } from '../features/content-pages/content-queries';

/**
 * Public pages have their data declared by a loader and are rendered on the server: the storefront
 * layout's pages of the catalog remote and the shell. Checkout and buy-now (cart remote) and the
 * account pages are the shopper's own and render in the browser only.
 */
export function isServerRendered(route: RouteDef): boolean {
  return route.layout === 'storefront' && (route.owner === 'catalog' || route.owner === 'shell');
}

async function pageLoaderOf(route: RouteDef, remotes: RemoteLoader): Promise<PageLoader | undefined> {
  if (route.owner === 'shell') return contentLoaders[route.module];
  return (await remotes.loadModule(route.owner, route.module)).loader;
}

/**
 * Runs the loader of the page at `url` (the owning remote's module is loaded for it): on the
 * server before rendering, in the browser at navigation start and when a link is about to be
 * followed. What it fetches lands in the store's query cache, where the page finds it. Answers the
 * page's head description, or undefined for a page without a loader.
 */
export async function loadPageData(
  url: URL,
  store: RootStore,
  remotes: RemoteLoader,
  match = matchRoute(url.pathname),
): Promise<PageMeta | undefined> {
  if (!match || !isServerRendered(match.route)) return undefined;
  const loader = await pageLoaderOf(match.route, remotes);
  const meta = await loader?.({ params: match.params, searchParams: url.searchParams, store, url });
  return meta ?? undefined;
}
