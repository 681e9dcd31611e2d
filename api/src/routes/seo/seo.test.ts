import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LEGAL_PAGES } from '../../db/seed/data/legal-pages.js';
import { setSetting } from '../../db/queries/settings.js';
import { appForSuite } from '../../test-support/test-app.js';

describe('robots.txt and sitemaps', () => {
  const t = appForSuite({ publicUrl: 'https://shop.example' });

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

  it("robots.txt keeps crawlers off the shopper's pages and names the sitemap", async () => {
    const res = await get('/robots.txt');
    assert.equal(res.statusCode, 200);
    assert.match(res.headers['content-type'] as string, /^text\/plain/);
    assert.match(res.body, /^User-agent: \*$/m);
    for (const path of ['/checkout', '/api/', '/order-history', '/profile']) assert.match(res.body, new RegExp(`^Disallow: ${path}$`, 'm'));
    assert.match(res.body, /^Sitemap: https:\/\/shop\.example\/sitemap\.xml$/m);
  });

  it('the sitemap index lists a sitemap per kind, and each lists what the database holds', async () => {
    const index = await get('/sitemap.xml');
    assert.equal(index.statusCode, 200);
    assert.match(index.headers['content-type'] as string, /^application\/xml/);
    const sitemaps = locs(index.body);
    assert.deepEqual(
      sitemaps.map((loc) => loc.replace('https://shop.example', '')),
      ['/sitemaps/pages-1.xml', '/sitemaps/categories-1.xml', '/sitemaps/shops-1.xml', '/sitemaps/products-1.xml'],
    );

    const [active] = await t.app.db.query<{ count: string }>('SELECT count(*) FROM products WHERE is_active');
    const productUrls = locs((await get('/sitemaps/products-1.xml')).body);
    assert.equal(productUrls.length, Number(active?.count));
    assert.ok(productUrls.every((loc) => /^https:\/\/shop\.example\/products\/\d+\/details$/.test(loc)));

    const pages = (await get('/sitemaps/pages-1.xml')).body;
    for (const path of ['/', '/products', '/shops', '/categories', '/about-us', '/privacy-policy'])
      assert.ok(locs(pages).includes(`https://shop.example${path}`), path);
    assert.equal(
      locs(pages).filter((loc) => loc.includes('/page/') || LEGAL_PAGES.some((p) => loc.endsWith(`/${p.slug}`))).length,
      LEGAL_PAGES.length,
    );
    // Every URL names itself in each language: the default without ?lang=, the others with it.
    assert.match(pages, /<xhtml:link rel="alternate" hreflang="ar" href="https:\/\/shop\.example\/products\?lang=ar"\/>/);
    assert.match(pages, /<xhtml:link rel="alternate" hreflang="en" href="https:\/\/shop\.example\/products"\/>/);
  });

  it('leaves out inactive products and, in a single-vendor store, the shops', async () => {
    const [hidden] = await t.app.db.query<{ id: number }>(
      'UPDATE products SET is_active = false WHERE id = (SELECT min(id) FROM products) RETURNING id',
    );
    const id = hidden!.id;
    assert.ok(!locs((await get('/sitemaps/products-1.xml')).body).includes(`https://shop.example/products/${id}/details`));
    await setSetting(t.app.db, 'multi_vendor', false);
    try {
      assert.ok(!locs((await get('/sitemap.xml')).body).some((loc) => loc.includes('/sitemaps/shops')));
      assert.equal((await get('/sitemaps/shops-1.xml')).statusCode, 404);
    } finally {
      await setSetting(t.app.db, 'multi_vendor', true);
      await t.app.db.query('UPDATE products SET is_active = true WHERE id = $1', [id]);
    }
  });

  it('answers 404 for a sitemap past the last page or of an unknown kind', async () => {
    assert.equal((await get('/sitemaps/products-2.xml')).statusCode, 404);
    assert.equal((await get('/sitemaps/orders-1.xml')).statusCode, 404);
    assert.equal((await get('/sitemaps/products-0.xml')).statusCode, 404);
  });
});
