import type { FastifyPluginAsync } from 'fastify';
import { html, trustedHtml } from '../../lib/html.js';
import { loadPageFrame, page } from '../../rendering/server-pages.js';

/**
 * A service worker that undoes the store's: it takes over at once (the pages the old worker controlled
 * pass to it as it activates, so the old worker answers no more of their requests); deletes the
 * caches the store's worker made (named `sf-…`, and Workbox's own), and once more a few seconds
 * later, after what the old worker was still writing when it was replaced; and unregisters itself. A browser checks its worker's script at each visit,
 * so every browser that had the worker loses it at its next visit.
 */
const REMOVING_WORKER = `const forget = async () => {
  for (const key of await caches.keys()) if (key.startsWith('sf-') || key.startsWith('workbox-')) await caches.delete(key);
};
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil((async () => {
  await forget();
  await self.registration.unregister();
  await new Promise((resolve) => setTimeout(resolve, 3000));
  await forget();
})()));
`;

/** Where the service worker lists the pages it keeps (shell/src/service-worker/offline-page.ts). */
const PAGES_PLACEHOLDER = '<!--sf-offline-pages-->';

/**
 * GET /offline: the page the store's service worker shows for a page it cannot get (docs/pwa.md), in
 * the store's frame and the shopper's language (`?lang=` when the store has it, else their cookie or
 * browser). The worker keeps it and fills in the pages it has kept; it also carries, in
 * `data-offline-bar`, the words of the bar over a page shown from the worker's copy.
 */
export const offlineRoutes: FastifyPluginAsync<{ serviceWorker: boolean }> = async (app, { serviceWorker }) => {
  // SERVICE_WORKER=off: in place of the built worker (dist/sw.js), one that removes itself and what it kept.
  if (!serviceWorker) {
    app.get('/sw.js', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(REMOVING_WORKER),
    );
  }

  app.get<{ Querystring: { lang?: string } }>('/offline', { schema: { hide: true } }, async (request, reply) => {
    const { frame } = await loadPageFrame(app, request);
    // The language the page shows, which the worker asks for by name: it wins over the cookie.
    const asked = typeof request.query.lang === 'string' ? request.query.lang.toLowerCase() : '';
    if (app.storeLanguages.codes().includes(asked)) {
      request.locale = asked;
      frame.lang = asked;
      frame.dir = app.storeLanguages.direction(asked);
    }
    const title = frame.t('offline.title');
    const document = page(
      frame,
      title,
      html`<h1>${title}</h1>
<p data-offline-bar="${frame.t('offline.bar')}">${frame.t('offline.text')}</p>
<ul class="offline-pages">${trustedHtml(PAGES_PLACEHOLDER)}</ul>
<p class="note">${frame.t('offline.none')}</p>
<div class="actions"><a class="button primary" href="/">${frame.t('offline.retry')}</a></div>`,
    );
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-language', frame.lang)
      .header('x-robots-tag', 'noindex')
      .send(document.toString());
  });
};
