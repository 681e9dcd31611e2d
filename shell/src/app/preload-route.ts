import { matchRoute, type RootStore } from 'shared-sdk';
import type { RemoteLoader } from '../composition/remote-loader';

/**
 * Starts loading the remote page of the URL being opened while settings and translations load,
 * instead of after the first render. Account pages a guest would be redirected from are skipped.
 * Answers the load (which settles, failure included, within the loader's timeout), if one started.
 */
export function preloadRouteRemote(loader: RemoteLoader, pathname: string, store: RootStore): Promise<unknown> | undefined {
  const route = matchRoute(pathname)?.route;
  if (!route || route.owner === 'shell') return undefined;
  if (route.layout === 'account' && !store.auth.isLoggedIn) return undefined;
  return loader.load(route.owner, route.module);
}
