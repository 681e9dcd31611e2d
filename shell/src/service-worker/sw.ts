/// <reference lib="webworker" />
// The store's service worker (docs/pwa.md, "Offline"): built by workbox-webpack-plugin's InjectManifest
// into dist/sw.js, registered by the page once it is interactive (register-service-worker.ts). It
// caches only what is the same for every shopper (request-kinds.ts) and serves the offline page when a
// page cannot be had at all.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { CACHES, OFFLINE_PAGE_KEY, offlineBarred, offlinePage } from './offline-page';
import { requestKind, type RequestKind } from './request-kinds';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: unknown[] };

// Precached: the toasts' code only (an action that fails offline must be able to say so: webpack.config.js);
// the build's other files are cached as pages use them.
precacheAndRoute(self.__WB_MANIFEST);

const kindOf = (request: Request, url: URL): RequestKind =>
  requestKind(
    { url, method: request.method, mode: request.mode, hasAuthorization: request.headers.has('authorization') },
    self.location.origin,
  );
const when =
  (kind: RequestKind) =>
  ({ request, url }: { request: Request; url: URL }) =>
    kindOf(request, url) === kind;

registerRoute(when('composition'), new NetworkFirst({ cacheName: CACHES.composition }));
registerRoute(when('hashed'), new CacheFirst({ cacheName: CACHES.files, plugins: [new ExpirationPlugin({ maxEntries: 400 })] }));
registerRoute(
  when('image'),
  new CacheFirst({
    cacheName: CACHES.images,
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * 24 * 3600, purgeOnQuotaError: true })],
  }),
);
registerRoute(
  when('public-api'),
  new StaleWhileRevalidate({ cacheName: CACHES.api, plugins: [new ExpirationPlugin({ maxEntries: 200 })] }),
);
registerRoute(
  when('public-page'),
  new NetworkFirst({
    cacheName: CACHES.pages,
    // A phone on a train gets the page it saw last rather than a long wait.
    networkTimeoutSeconds: 4,
    plugins: [
      new ExpirationPlugin({ maxEntries: 60 }),
      { cachedResponseWillBeUsed: async ({ cachedResponse }) => cachedResponse && offlineBarred(cachedResponse) },
    ],
  }),
);
// Every other page (the account's, the cart's): from the network only; offline, the offline page.
registerRoute(new NavigationRoute(new NetworkOnly()));
// A form posted as a page (an island's form before or without its code, docs/islands.md): sent only
// over the network; offline, the offline page says why nothing happened, not the browser's error.
registerRoute(({ request }) => request.mode === 'navigate', new NetworkOnly(), 'POST');

setCatchHandler(async ({ request }) => (request.mode === 'navigate' ? offlinePage() : Response.error()));

self.addEventListener('install', (event) => {
  event.waitUntil(refreshOfflinePage(undefined));
  // A new worker takes over at once: it caches nothing a new build could disagree with (the
  // composition always comes from the network, hashed files are named by their content).
  void self.skipWaiting();
});
clientsClaim();

/** The page says which language it shows: the offline page is kept in that language. */
self.addEventListener('message', (event) => {
  const data = event.data as { language?: unknown; forgetPages?: unknown } | null;
  if (typeof data?.language === 'string' && /^[a-z]{2,3}(?:-[A-Za-z]{2,4})?$/.test(data.language)) {
    event.waitUntil(refreshOfflinePage(data.language));
  }
  // A logout: the pages seen while signed in go (they hold nothing of the shopper's, but a shared phone should not keep them).
  if (data?.forgetPages === true) event.waitUntil(caches.delete(CACHES.pages));
});

async function refreshOfflinePage(language: string | undefined): Promise<void> {
  const cache = await caches.open(CACHES.offline);
  const kept = await cache.match(OFFLINE_PAGE_KEY);
  if (language && kept?.headers.get('content-language') === language) return;
  const response = await fetch(language ? `/offline?lang=${encodeURIComponent(language)}` : '/offline', { credentials: 'same-origin' });
  if (response.ok) await cache.put(OFFLINE_PAGE_KEY, response);
}
