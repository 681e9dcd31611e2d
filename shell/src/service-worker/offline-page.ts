/** The worker's caches, by what they hold. */
export const CACHES = {
  composition: 'sf-composition',
  files: 'sf-files',
  images: 'sf-images',
  api: 'sf-public-api',
  pages: 'sf-pages',
  offline: 'sf-offline',
} as const;

/** The offline page as the server last rendered it (GET /offline), in the shopper's language. */
export const OFFLINE_PAGE_KEY = '/offline';
/** Where the offline page lists the pages kept here. */
const PAGES_PLACEHOLDER = '<!--sf-offline-pages-->';
/** The bar's words, which the offline page carries in its language: `<p data-offline-bar="…">`. */
const BAR_TEXT = /data-offline-bar="([^"]*)"/;
const TITLE = /<title>([^<]*)<\/title>/i;
/** The pages listed at most: the latest seen first. */
const LISTED_PAGES = 12;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The pages kept for offline, each as a link named by its title (already escaped in the page's HTML). */
async function keptPageLinks(): Promise<string> {
  const cache = await caches.open(CACHES.pages);
  const requests = [...(await cache.keys())].reverse().slice(0, LISTED_PAGES);
  const links = await Promise.all(
    requests.map(async (request) => {
      const response = await cache.match(request);
      const title = response ? TITLE.exec(await response.text())?.[1] : undefined;
      const url = new URL(request.url);
      return `<li><a href="${escape(url.pathname + url.search)}">${title ?? escape(url.pathname)}</a></li>`;
    }),
  );
  return links.join('');
}

/** The offline page, listing the pages kept here; a plain one if the worker has none yet. */
export async function offlinePage(): Promise<Response> {
  const kept = await caches.match(OFFLINE_PAGE_KEY, { cacheName: CACHES.offline });
  const headers = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' };
  if (!kept) return new Response('<!doctype html><title>Offline</title><h1>You are offline</h1>', { status: 503, headers });
  const page = (await kept.text()).replace(PAGES_PLACEHOLDER, await keptPageLinks());
  return new Response(page, { status: 503, headers: { ...headers, 'content-language': kept.headers.get('content-language') ?? '' } });
}

/**
 * A page served from the cache because the network failed: a quiet bar at its top says so, in the
 * words of the offline page (the shopper's language), so nobody mistakes it for what is there now.
 */
export async function offlineBarred(cached: Response): Promise<Response> {
  const offline = await caches.match(OFFLINE_PAGE_KEY, { cacheName: CACHES.offline });
  const words = offline ? BAR_TEXT.exec(await offline.text())?.[1] : undefined;
  if (!words) return cached;
  const bar =
    `<div role="status" data-offline-bar style="position:sticky;top:0;z-index:1000;padding:8px 16px;background:#1d1d1f;color:#fff;` +
    `font:14px/1.4 system-ui,sans-serif;text-align:center">${words}</div>`;
  const html = (await cached.text()).replace(/<body[^>]*>/i, (body) => body + bar);
  return new Response(html, { status: cached.status, statusText: cached.statusText, headers: cached.headers });
}
