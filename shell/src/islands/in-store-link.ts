import { matchRoute } from 'shared-sdk';

/**
 * The URL `href` leads to when it is one of the store's pages, which the app can show itself: the
 * same origin and a path of the route table. A hash on this very page (the skip link, an anchor) is
 * the browser's, as is anything else (the API, a file, another site).
 */
export function inStoreUrl(href: string, location: Location = window.location): URL | null {
  let url: URL;
  try {
    url = new URL(href, location.href);
  } catch {
    return null;
  }
  if (url.origin !== location.origin) return null;
  if (url.hash && url.pathname === location.pathname && url.search === location.search) return null;
  return matchRoute(url.pathname) ? url : null;
}

/** The store page the link around `target` leads to, unless it opens elsewhere (a target, a download). */
export function inStoreLink(target: EventTarget | null, location: Location = window.location): URL | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download')) return null;
  return inStoreUrl(link.href, location);
}
