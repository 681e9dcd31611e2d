import { ROUTES } from 'shared-sdk';

/** Whether the route table has a page at `pathname` (matched segment by segment, as the router would). */
function isStorePage(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  return ROUTES.some((route) => {
    const pattern = route.path.split('/').filter(Boolean);
    return pattern.length === segments.length && pattern.every((part, i) => part.startsWith(':') || part === segments[i]);
  });
}

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
  return isStorePage(url.pathname) ? url : null;
}

/** The store page the link around `target` leads to, unless it opens elsewhere (a target, a download). */
export function inStoreLink(target: EventTarget | null, location: Location = window.location): URL | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download')) return null;
  return inStoreUrl(link.href, location);
}
