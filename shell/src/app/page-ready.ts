import { matchRoute, type RootStore } from 'shared-sdk';
import type { RemoteLoader } from '../composition/remote-loader';
import { withTimeout } from '../composition/with-timeout';
import { loadPageData } from './route-data';

/**
 * How long a navigation keeps the current page while the next one gets ready. Past it the new page
 * shows with its own loading state, so a slow answer never freezes the store.
 */
export const NAVIGATION_WAIT_MS = 2000;

/**
 * Everything the page at `url` needs to show at once: its remote module, its data (the page's loader
 * fills the query cache) and its largest image, decoded. Failures resolve too: the page itself then
 * shows its fallback or error state. Account pages a guest is sent away from load nothing.
 */
export async function pageReady(url: URL, store: RootStore, loader: RemoteLoader): Promise<void> {
  const route = matchRoute(url.pathname)?.route;
  if (!route || (route.layout === 'account' && !store.auth.isLoggedIn)) return;
  const code = route.owner === 'shell' ? undefined : loader.load(route.owner, route.module);
  const data = loadPageData(url, store, loader).then((meta) => (meta?.lcpImage ? decodeImage(meta.lcpImage) : undefined));
  await Promise.allSettled([code, data]);
}

/** Loads and decodes an image the way the page's <img> will ask for it (same URL, same cache). */
function decodeImage(src: string): Promise<void> {
  const image = new Image();
  image.src = src;
  return image.decode().catch(() => undefined);
}

/** `promise`, or nothing after `ms`: a navigation waits for the next page only so long, and never fails. */
export function waitAtMost(promise: Promise<unknown>, ms: number): Promise<void> {
  return withTimeout(promise, ms, () => new Error(`Waited ${ms} ms.`)).then(
    () => undefined,
    () => undefined,
  );
}
