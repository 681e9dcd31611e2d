import { matchRoute } from 'shared-sdk';

/**
 * What the service worker does with a request (docs/pwa.md, "Offline"), decided from what the request
 * is, never from what it answers:
 * - `composition`: the files that say which remote builds the page runs (composition.json, a remote's
 *   mf-manifest.json and remoteEntry.js): always from the network when there is one, so a swap, a
 *   rollback, a canary or a preview takes effect on the next load as it does without the worker;
 *   the last copy only offline.
 * - `hashed`: a file whose name carries its content's hash never changes: from the cache first.
 * - `image`: the catalogue's pictures and the store's icons: from the cache first, a bounded number.
 * - `public-api`: a public API answer (a GET without a session): the cached one at once, refreshed behind.
 * - `public-page`: a public page the server renders: from the network within a few seconds, else the
 *   copy last seen, else the offline page.
 * - `never`: everything signed-in (account pages, cart, checkout, anything carrying a token), every
 *   other method, and other origins: the worker stays out of the way.
 */
export type RequestKind = 'composition' | 'hashed' | 'image' | 'public-api' | 'public-page' | 'never';

export interface RequestFacts {
  url: URL;
  method: string;
  /** `navigate` for a page. */
  mode: string;
  hasAuthorization: boolean;
}

/** `main.3f2a9c1b.js`, `123.a1b2c3d4.js`, `__federation_expose_X.2a49d316.js`: the hashes webpack writes. */
const HASHED_FILE = /[.-][0-9a-f]{8,}\.(?:js|css|woff2?)$/i;
const COMPOSITION_FILE = /(?:^\/composition\.json|\/mf-manifest\.json|\/remoteEntry\.js)$/;
const IMAGE_PATH = /^\/(?:media|store-icon)\//;
/**
 * The API's public reads: the catalogue, settings and content, the same for every shopper. A request
 * that carries a session (its Authorization header) is never one, whatever its path.
 */
const PUBLIC_API =
  /^\/api\/(?:master|home|banners|categories|sub-categories|category-products|products|product-details|reviews|shops|shop-categories|flash-sales?|search-suggestions|legal-pages|lang|countries|contact-us)(?:\/|$)/;

export function requestKind({ url, method, mode, hasAuthorization }: RequestFacts, origin: string): RequestKind {
  if (method !== 'GET' || url.origin !== origin) return 'never';
  const path = url.pathname;
  if (COMPOSITION_FILE.test(path)) return 'composition';
  if (mode === 'navigate') return isPublicPage(path) ? 'public-page' : 'never';
  if (hasAuthorization) return 'never';
  if (HASHED_FILE.test(path)) return 'hashed';
  if (IMAGE_PATH.test(path)) return 'image';
  if (PUBLIC_API.test(path)) return 'public-api';
  return 'never';
}

/** A page of the store's route table that is the same for every shopper: not the account's, not the cart's. */
export function isPublicPage(path: string): boolean {
  const route = matchRoute(path)?.route;
  return route !== undefined && route.layout === 'storefront' && route.owner !== 'cart';
}
