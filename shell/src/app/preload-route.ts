import type { RootStore } from 'shared-sdk';
import type { RemoteLoader } from '../composition/remote-loader';
import { matchPage } from './route-data';

/**
 * Starts loading the remote page of the URL being opened while settings and translations load,
 * instead of after the first render. Account pages a guest would be redirected from are skipped.
 */
export function preloadRouteRemote(loader: RemoteLoader, pathname: string, store: RootStore): void {
  const route = matchPage(pathname)?.route;
  if (!route || route.owner === 'shell') return;
  if (route.layout === 'account' && !store.auth.isLoggedIn) return;
  void loader.load(route.owner, route.module);
}
