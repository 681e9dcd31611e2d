import type { Location } from 'react-router-dom';

/** Where ScrollRestoration keeps the positions (sessionStorage): the app's, and a taken-over page's (islands-takeover.tsx). */
export const SCROLL_POSITIONS_KEY = 'storefront.scroll-positions';

/**
 * The key under which ScrollRestoration keeps a page's scroll position. React Router keys by the
 * history entry, and every document's first entry has the key 'default': a shopper who comes back
 * by a full load (the payment provider's return, a link from an e-mail) would get the position of
 * whatever page was first in an earlier document. The first entry is keyed by its path instead, so
 * only a reload of the same page (or Back to it) restores its own position.
 */
export function scrollKey(location: Pick<Location, 'key' | 'pathname' | 'search'>): string {
  return location.key === 'default' ? `default:${location.pathname}${location.search}` : location.key;
}
