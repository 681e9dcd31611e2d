import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { listLanguages } from '../../db/queries/languages.js';
import { getSettings } from '../../db/queries/settings.js';
import { countSitemapEntries, listSitemapEntries, type SitemapEntry, type SitemapKind } from '../../db/queries/sitemap.js';
import { originVary, requestOrigin } from '../../lib/request-origin.js';
import { sitemapIndex, urlSet, type SitemapUrl } from './sitemap-xml.js';

/** Entries per sitemap file (the format allows 50,000; smaller files are quicker to make and read). */
export const SITEMAP_PAGE_SIZE = 10_000;
const CACHE = 'public, max-age=3600';

/** Pages of the storefront that are not an entity of the database: its lists and contact page. */
const STATIC_PATHS = ['/', '/products', '/categories', '/most-popular', '/best-deal', '/contact-us'];
/** Legal pages with a route of their own; any other slug lives at /page/{slug}. */
const ROUTED_LEGAL_PAGES = new Set(['about-us', 'privacy-policy', 'terms-and-conditions']);
/** The shopper's own pages and the API: nothing there for a crawler. */
const PRIVATE_PATHS = [
  '/api/',
  '/checkout',
  '/buynow',
  '/dashboard',
  '/order-history',
  '/wishlist',
  '/profile',
  '/manage-address',
  '/change-password',
  '/support-tickets',
  '/support-ticket/',
  '/pay/',
  '/invoice/',
];

const pathOf: Record<SitemapKind, (key: string) => string> = {
  products: (id) => `/products/${id}/details`,
  shops: (id) => `/shops/${id}`,
  categories: (id) => `/categories/${id}`,
  pages: (slug) => (ROUTED_LEGAL_PAGES.has(slug) ? `/${slug}` : `/page/${encodeURIComponent(slug)}`),
};

const sitemapParams = z.object({
  kind: z.enum(['products', 'shops', 'categories', 'pages']),
  page: z.coerce.number().int().min(1).max(1_000_000),
});

/**
 * What search engines read: /robots.txt (the shopper's pages are off limits; where the sitemap is)
 * and /sitemap.xml, an index of paged sitemaps of products, shops, categories and pages, made from
 * the database, each URL with its alternates per language (`?lang=`, as the pages' head links them).
 */
export const seoRoutes: FastifyPluginAsync<{ publicUrl: string | undefined; trustProxy: boolean | string }> = async (app, options) => {
  const vary = originVary(options.publicUrl, options.trustProxy);
  /**
   * PUBLIC_URL, else the request's validated host (lib/request-origin.ts); a Host that names no host
   * is a 400. Public for an hour: varied by the headers the origin came from, when it came from them.
   */
  app.addHook('onRequest', async (request, reply) => {
    if (!requestOrigin(request, options.publicUrl)) {
      return reply.code(400).header('cache-control', 'no-store').send({ message: 'The Host header does not name a host.' });
    }
    if (vary) reply.header('vary', vary);
  });
  const originOf = (request: FastifyRequest) => requestOrigin(request, options.publicUrl)!;
  /** What the sitemaps depend on besides the entities: languages, the default one, multi-vendor. */
  const storeFacts = async () => {
    const [settings, languages] = await Promise.all([getSettings(app.db), listLanguages(app.db)]);
    return {
      multiVendor: settings.multi_vendor !== false,
      defaultLocale: typeof settings.app_locale === 'string' ? settings.app_locale : 'en',
      languages: languages.map((language) => language.name),
    };
  };

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${originOf(request)}/sitemap.xml`,
      '',
    ];
    return reply.type('text/plain; charset=utf-8').header('cache-control', CACHE).send(lines.join('\n'));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const [counts, store] = await Promise.all([countSitemapEntries(app.db), storeFacts()]);
    if (!store.multiVendor) counts.shops = 0;
    const locations: string[] = [];
    for (const kind of ['pages', 'categories', 'shops', 'products'] as const) {
      // 'pages' always has the store's own lists, even without a legal page.
      const files = Math.max(kind === 'pages' ? 1 : 0, Math.ceil(counts[kind] / SITEMAP_PAGE_SIZE));
      for (let page = 1; page <= files; page += 1) locations.push(`${originOf(request)}/sitemaps/${kind}-${page}.xml`);
    }
    return reply.type('application/xml; charset=utf-8').header('cache-control', CACHE).send(sitemapIndex(locations));
  });

  app.get('/sitemaps/:file', { schema: { hide: true } }, async (request, reply) => {
    const match = /^([a-z]+)-(\d+)\.xml$/.exec((request.params as { file: string }).file);
    const params = sitemapParams.safeParse({ kind: match?.[1], page: match?.[2] });
    const store = await storeFacts();
    if (!params.success || (params.data.kind === 'shops' && !store.multiVendor)) {
      return reply.code(404).header('cache-control', 'no-cache').send({ message: 'Not Found' });
    }
    const { kind, page } = params.data;
    const entries = await listSitemapEntries(app.db, kind, page, SITEMAP_PAGE_SIZE);
    const statics = kind === 'pages' && page === 1 ? STATIC_PATHS.map((path): SitemapEntry => ({ key: path, updated_at: null })) : [];
    if (entries.length === 0 && statics.length === 0)
      return reply.code(404).header('cache-control', 'no-cache').send({ message: 'Not Found' });
    const origin = originOf(request);
    const inLanguage = (path: string, lang: string) =>
      lang === store.defaultLocale ? `${origin}${path}` : `${origin}${path}?lang=${encodeURIComponent(lang)}`;
    const withAlternates = (path: string, lastmod: Date | null): SitemapUrl => ({
      loc: `${origin}${path}`,
      lastmod,
      alternates: store.languages.length > 1 ? store.languages.map((lang): [string, string] => [lang, inLanguage(path, lang)]) : undefined,
    });
    const urls = [
      ...statics.map((entry) => withAlternates(entry.key, null)),
      ...(kind === 'pages' && page === 1 && store.multiVendor ? [withAlternates('/shops', null)] : []),
      ...entries.map((entry) => withAlternates(pathOf[kind](entry.key), entry.updated_at)),
    ];
    return reply.type('application/xml; charset=utf-8').header('cache-control', CACHE).send(urlSet(urls));
  });
};
