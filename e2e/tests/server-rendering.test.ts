// Server rendering of the public pages (docs/server-rendering.md): the first HTML carries the page,
// its head and its data; it hydrates without a mismatch and without asking the API again; languages
// never mix between concurrent requests; a remote swapped in composition.json changes the server's
// HTML without a restart, and a broken server build still gives a working page.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { consoleProblems } from '../support/browser.ts';
import { otherCatalogBuild, storefrontCatalog, type CatalogBuild } from '../support/catalog-builds.ts';
import { scaled } from '../support/load-scaled-timeouts.ts';
import { ARTIFACTS, ROOT } from '../support/paths.ts';
import type { RunningServer } from '../support/server.ts';
import { resourcesOfThisFile } from '../support/file-resources.ts';
import { shopperContext } from '../support/shopper.ts';

const scratch = mkdtempSync(join(ARTIFACTS, 'ssr-'));
const compositionFile = join(scratch, 'composition.json');
const defaultComposition = readFileSync(join(ROOT, 'composition.json'), 'utf8');
const BROKEN_BUILD = join(scratch, 'catalog-broken');

let server: RunningServer;
let browser: Browser;
/** The storefront's own catalog, and the next build of it: another build id (support/catalog-builds.ts). */
let current: CatalogBuild;
let next: CatalogBuild;

interface Product {
  id: number;
  name: string;
  price: number;
  discount_price: number;
  thumbnail: string;
  quantity: number;
}

const api = async <T>(path: string, locale = 'en'): Promise<T> => {
  const response = await fetch(`${server.url}/api${path}`, { headers: { 'Accept-Language': locale } });
  return ((await response.json()) as { data: T }).data;
};

/** The page as a crawler or link preview gets it: no JavaScript, whatever Accept it sends. */
async function rawPage(path: string, headers: Record<string, string> = { Accept: 'text/html' }) {
  const response = await fetch(`${server.url}${path}`, { headers });
  const cache = response.headers.get('x-cache');
  return { status: response.status, type: response.headers.get('content-type') ?? '', cache, html: await response.text() };
}

const WHOLE_PAGE_ATTEMPTS = 5;

/**
 * A page as the server renders it when it can render it whole. A server starved past its render
 * deadlines leaves a part to the browser and does not keep that page (docs/server-rendering.md), so
 * the next guest's request renders it again; a page served from the page cache was whole. Asked a
 * few times until one comes from the cache: what is judged is the page, not how busy the machine was.
 */
async function wholePage(path: string) {
  for (let attempt = 1; ; attempt++) {
    const page = await rawPage(path);
    if (page.cache === 'hit' || attempt === WHOLE_PAGE_ATTEMPTS) return page;
  }
}

const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const metaContent = (html: string, key: string) => attr(html, new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));
/** A schema.org object as parsed from JSON-LD: its fields are whatever the page wrote. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- read and asserted field by field
type Structured = Record<string, any>;
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Structured);
const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"');

function useComposition(catalogManifest: string): void {
  const composition = JSON.parse(defaultComposition) as { remotes: Record<string, { manifest: string }> };
  composition.remotes.catalog!.manifest = catalogManifest;
  writeFileSync(compositionFile, JSON.stringify(composition, null, 2));
}

const opened = resourcesOfThisFile();
before(async () => {
  // A second build of the catalog (another build id), and a copy whose server build throws.
  [current, next] = [storefrontCatalog(), otherCatalogBuild()];
  cpSync(current.folder, BROKEN_BUILD, { recursive: true });
  writeFileSync(join(BROKEN_BUILD, 'server/remoteEntry.js'), "throw new Error('This server build is broken on purpose.');\n");
  useComposition('/remotes/catalog/mf-manifest.json');
  [server, browser] = await Promise.all([
    opened.server({
      COMPOSITION_FILE: compositionFile,
      STATIC_MOUNTS: JSON.stringify({ '/remotes/catalog-next/': next.folder, '/remotes/catalog-broken/': BROKEN_BUILD }),
    }),
    opened.browser(),
  ]);
});

describe('the first HTML', () => {
  it('carries a product page: heading, price, main image, head, and Product JSON-LD', async () => {
    const [product] = (await api<{ products: Product[] }>('/products?per_page=1&sort_type=popular_product')).products;
    assert.ok(product);
    const page = await wholePage(`/products/${product.id}/details`);
    assert.equal(page.status, 200);
    assert.match(page.type, /^text\/html/);
    // The name is isolated in a <bdi> (its own direction in an Arabic page).
    assert.match(page.html, new RegExp(`<h1[^>]*><bdi>${escapeRegExp(product.name)}</bdi></h1>`));
    const price = (product.discount_price > 0 ? product.discount_price : product.price).toFixed(2);
    assert.ok(page.html.includes(`$${price}`), `price $${price} in the HTML`);
    assert.match(page.html, new RegExp(`<img[^>]+src="${escapeRegExp(product.thumbnail)}"`));
    assert.match(page.html, new RegExp(`<link rel="preload" as="image" href="${escapeRegExp(product.thumbnail)}" fetchpriority="high">`));
    assert.equal(decode(attr(page.html, /<title>([^<]*)<\/title>/) ?? ''), `${product.name} - ShopMart`);
    assert.ok(metaContent(page.html, 'description'));
    assert.equal(attr(page.html, /<link rel="canonical" href="([^"]+)">/), `${server.url}/products/${product.id}/details`);
    assert.equal(metaContent(page.html, 'og:type'), 'product');
    assert.equal(metaContent(page.html, 'og:image'), new URL(product.thumbnail, server.url).href);
    assert.equal(metaContent(page.html, 'twitter:card'), 'summary_large_image');
    assert.match(page.html, /<link rel="alternate" hreflang="ar" href="[^"]+\?lang=ar">/);
    assert.match(page.html, /<html lang="en" dir="ltr">/);

    const data = jsonLd(page.html);
    const productData = data.find((item) => item['@type'] === 'Product') as Structured;
    assert.equal(productData.name, product.name);
    assert.equal(productData.offers.price, price);
    assert.equal(productData.offers.priceCurrency, 'USD');
    assert.match(productData.offers.availability, /^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
    if (productData.aggregateRating) assert.ok(productData.aggregateRating.reviewCount > 0);
    const crumbs = data.find((item) => item['@type'] === 'BreadcrumbList') as Structured;
    assert.deepEqual(
      crumbs.itemListElement.map((c: { name: string }) => c.name),
      ['Home', 'Products', product.name],
    );
  });

  it('carries home, /products, a shop, categories, a category, a flash sale, deals and content pages', async () => {
    const [shop] = (await api<{ shops: { id: number; name: string }[] }>('/shops?per_page=1')).shops;
    const [category] = (await api<{ categories: { id: number; name: string }[] }>('/categories?per_page=1')).categories;
    const sales = await api<{ running_flash_sale: { id: number; name: string } | null }>('/flash-sales');
    const home = await api<{ banners: { thumbnail: string }[]; popular_products: Product[] }>('/home');
    const about = await api<{ content: { title: string } }>('/legal-pages/about-us');
    const pages: [string, string, string[]][] = [
      ['/', 'ShopMart', [home.banners[0]!.thumbnail, home.popular_products[0]!.name]],
      ['/products', 'Products - ShopMart', ['<h1']],
      [`/shops/${shop!.id}`, `${shop!.name} - ShopMart`, [shop!.name]],
      ['/shops', 'Shops - ShopMart', [shop!.name]],
      ['/categories', 'Categories - ShopMart', [category!.name]],
      [`/categories/${category!.id}`, `${category!.name} - ShopMart`, [category!.name]],
      ['/most-popular', 'Most Popular Products - ShopMart', ['<h1']],
      ['/best-deal', 'Best Deal Products - ShopMart', ['<h1']],
      ['/about-us', `${about.content.title} - ShopMart`, [about.content.title]],
      ...(sales.running_flash_sale
        ? [
            [
              `/flash-sale/${sales.running_flash_sale.id}`,
              `${sales.running_flash_sale.name} - ShopMart`,
              [sales.running_flash_sale.name],
            ] as [string, string, string[]],
          ]
        : []),
    ];
    // Lists of shops and categories and content pages show no prices; every product page and list does.
    const contentPages = new Set(['/about-us', '/categories', '/shops']);
    for (const [path, title, texts] of pages) {
      const page = await wholePage(path);
      assert.equal(page.status, 200, path);
      assert.ok(/<h1[ >]/.test(page.html), `${path} has its heading`);
      if (!contentPages.has(path)) {
        assert.ok(/\$\d+\.\d{2}/.test(page.html), `${path} has prices`);
        assert.ok(/<img [^>]*src="\/media\//.test(page.html), `${path} has its pictures`);
      }
      assert.equal(decode(attr(page.html, /<title>([^<]*)<\/title>/) ?? ''), title, path);
      assert.ok(metaContent(page.html, 'description'), `${path} has a description`);
      assert.ok(metaContent(page.html, 'og:title'), `${path} has Open Graph tags`);
      for (const text of texts) assert.ok(decode(page.html).includes(text), `${path} carries "${text}"`);
      // Every JSON-LD block parses (jsonLd throws otherwise), and the page data is embedded.
      jsonLd(page.html);
      assert.match(page.html, /<script type="application\/json" id="storefront-state">/, path);
    }
    const homeData = jsonLd((await rawPage('/')).html);
    assert.ok(homeData.some((item) => item['@type'] === 'Organization'));
    const site = homeData.find((item) => item['@type'] === 'WebSite') as Structured;
    assert.equal(site.potentialAction['@type'], 'SearchAction');
  });

  it('gives link-preview bots (Accept: */*) the HTML, and unknown things a 404 page', async () => {
    const preview = await rawPage('/', { Accept: '*/*', 'User-Agent': 'Slackbot-LinkExpanding 1.0' });
    assert.equal(preview.status, 200);
    assert.match(preview.type, /^text\/html/);
    assert.ok(metaContent(preview.html, 'og:title'));

    for (const path of ['/products/999999/details', '/shops/999999', '/categories/999999', '/no/such/page']) {
      const page = await rawPage(path);
      assert.equal(page.status, 404, path);
      assert.match(page.html, /Page Not Found/, path);
      assert.equal(metaContent(page.html, 'robots'), 'noindex', path);
    }
    // An unknown content page keeps its empty state (the shell's), answered as a 404.
    const unknownPage = await rawPage('/page/no-such-page');
    assert.equal(unknownPage.status, 404);
    assert.match(unknownPage.html, /There is nothing here yet/);
    assert.equal((await rawPage('/api/no-such-route', { Accept: 'application/json' })).status, 404);
  });

  it('keeps a guest page in memory: the next guest gets it without a render, and a revalidation is a 304', async () => {
    const first = await fetch(`${server.url}/categories`, { headers: { Accept: 'text/html' } });
    await first.text();
    const again = await fetch(`${server.url}/categories`, { headers: { Accept: 'text/html' } });
    assert.equal(again.headers.get('x-cache'), 'hit');
    assert.equal(await again.text(), (await rawPage('/categories')).html);
    const etag = again.headers.get('etag');
    assert.ok(etag);
    const revalidated = await fetch(`${server.url}/categories`, { headers: { Accept: 'text/html', 'If-None-Match': etag } });
    assert.equal(revalidated.status, 304);
    // A search is rendered for its request alone (every term would be a new page to keep).
    const search = await fetch(`${server.url}/products?search=shirt`, { headers: { Accept: 'text/html' } });
    assert.equal(search.headers.get('x-cache'), 'bypass');
  });

  it('serves robots.txt and a sitemap made from the database', async () => {
    const robots = await rawPage('/robots.txt', {});
    assert.match(robots.html, /^Sitemap: .+\/sitemap\.xml$/m);
    const index = await rawPage('/sitemap.xml', {});
    assert.match(index.html, /<sitemapindex/);
    const products = await rawPage('/sitemaps/products-1.xml', {});
    assert.match(products.html, /<loc>[^<]+\/products\/\d+\/details<\/loc>/);
  });
});

describe('what one request may make the next guest see', () => {
  /** A raw request: the path goes on the wire as written ('//host/' included), which fetch would resolve. */
  function rawGet(rawPath: string, headers: Record<string, string> = {}): Promise<{ status: number; location?: string; html: string }> {
    const { hostname, port } = new URL(server.url);
    return new Promise((resolve, reject) => {
      const sent = httpRequest({ host: hostname, port, path: rawPath, headers: { accept: 'text/html', ...headers } }, (response) => {
        let html = '';
        response.on('data', (chunk: Buffer) => (html += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, location: response.headers.location, html }));
      });
      sent.on('error', reject);
      sent.end();
    });
  }
  const canonicalOf = (html: string) => attr(html, /<link rel="canonical" href="([^"]*)"/);

  it('redirects a protocol-relative path and keeps every printed link on the store', async () => {
    for (const hostile of ['//evil.example/', '///evil.example/', '/\\evil.example/']) {
      const answer = await rawGet(hostile);
      assert.equal(answer.status, 308, hostile);
      assert.equal(answer.location, '/evil.example/');
    }
    const home = await rawPage('/');
    assert.doesNotMatch(home.html, /evil\.example/);
    assert.equal(canonicalOf(home.html), `${server.url}/`);
  });

  it("renders a percent-encoded language cookie in that language, and the next guest still gets the store's default", async () => {
    const arabic = await rawGet('/best-deal', { cookie: 'storefront_locale=%61r' });
    assert.match(arabic.html, /<html lang="ar" dir="rtl">/);
    const guest = await rawGet('/best-deal');
    assert.match(guest.html, /<html lang="en" dir="ltr">/);
  });

  it('serves a campaign link the kept page, whose canonical link carries no campaign parameter', async () => {
    await rawPage('/most-popular');
    const campaign = await fetch(`${server.url}/most-popular?utm_source=mail&lang=xx`, { headers: { Accept: 'text/html' } });
    assert.equal(campaign.headers.get('x-cache'), 'hit');
    assert.equal(canonicalOf(await campaign.text()), `${server.url}/most-popular`);
  });
});

describe('two requests at once', () => {
  it('never mix English and Arabic', async () => {
    const [product] = (await api<{ products: Product[] }>('/products?per_page=1')).products;
    const arabic = await api<Record<string, string>>('/lang/ar', 'ar');
    const english = await api<Record<string, string>>('/lang/en');
    const arHome = arabic['nav.home']!;
    assert.notEqual(arHome, english['nav.home']);
    const path = `/products/${product!.id}/details`;
    const requests = Array.from({ length: 12 }, (_, i) => {
      const ar = i % 2 === 0;
      return rawPage(ar ? path : `${path}`, { Accept: 'text/html', Cookie: `storefront_locale=${ar ? 'ar' : 'en'}` }).then((page) => ({
        ar,
        page,
      }));
    });
    for (const { ar, page } of await Promise.all(requests)) {
      const state = JSON.parse(attr(page.html, /<script type="application\/json" id="storefront-state">([\s\S]*?)<\/script>/)!) as {
        page: { locale: string };
      };
      assert.equal(state.page.locale, ar ? 'ar' : 'en');
      assert.match(page.html, ar ? /<html lang="ar" dir="rtl">/ : /<html lang="en" dir="ltr">/);
      assert.equal(page.html.includes(`>${arHome}<`), ar, ar ? 'the Arabic page says Home in Arabic' : 'no Arabic on the English page');
    }
    // ?lang= (the alternate links) picks the language too.
    assert.match((await rawPage(`${path}?lang=ar`)).html, /<html lang="ar" dir="rtl">/);
  });
});

describe('in the browser', () => {
  async function open(path: string): Promise<{ page: Page; problems: string[]; apiCalls: string[] }> {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const problems = consoleProblems(page);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      // What the page asks the API for (the load reports it posts are not questions).
      const url = new URL(request.url());
      if (request.method() === 'GET' && url.pathname.startsWith('/api/')) apiCalls.push(url.pathname + url.search);
    });
    await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
    return { page, problems, apiCalls };
  }

  it('hydrates every public page without a mismatch and without asking the API again', async () => {
    const [product] = (await api<{ products: Product[] }>('/products?per_page=1')).products;
    const [shop] = (await api<{ shops: { id: number }[] }>('/shops?per_page=1')).shops;
    for (const path of [
      '/',
      '/products',
      // Rendered without the parameter no page reads (api/src/plugins/page-request.ts): same markup.
      '/products?utm_source=mail',
      `/products/${product!.id}/details`,
      `/shops/${shop!.id}`,
      '/categories',
      '/best-deal',
      '/about-us',
    ]) {
      const { page, problems, apiCalls } = await open(path);
      assert.deepEqual(problems, [], `${path}: console errors or warnings`);
      // The page embeds only the messages it read: the rest of the dictionary is the one call, once idle.
      assert.deepEqual(
        apiCalls.filter((call) => call !== '/api/lang/en?format=ast&omit=defaults'),
        [],
        `${path}: a guest's hydration asks the API for nothing it embedded`,
      );
      await page.close();
    }
  });

  it('hydrates the list pages with every filter set, in any order and with values it drops, without a hydration error', async () => {
    const [shop] = (await api<{ shops: { id: number }[] }>('/shops?per_page=1')).shops;
    const categories = await api<{ categories: { id: number; sub_categories: { id: number }[] }[] }>('/categories');
    const category = categories.categories.find((c) => c.sub_categories.length > 0) ?? categories.categories[0]!;
    const sub = category.sub_categories[0]?.id ?? 1;
    // What Apply and the sort produce, in another order than the server keeps, with a hand-typed sort,
    // a campaign's parameter and a blank field: the server renders the parameters it reads, in its order.
    const filters = `max_price=300&min_price=50&rating=4&subcategory=${sub}&shop=${shop!.id}&search=a&utm_source=mail&page=1&category=${category.id}`;
    for (const path of [
      `/products?${filters}&sort=low_to_high`,
      `/products?sort=bogus&${filters}`,
      `/products?min_price=50&max_price=300`,
      `/categories/${category.id}?sort=newest&max_price=300&min_price=50&rating=3&subcategory=${sub}`,
      `/shops/${shop!.id}?sort=top_selling&max_price=300&min_price=50&rating=3&category=${category.id}`,
      '/most-popular?sort=xyz&rating=5',
      '/best-deal?max_price=900&min_price=1&sort=high_to_low',
    ]) {
      const { page, problems } = await open(path);
      assert.deepEqual(problems, [], `${path}: console errors or warnings (a hydration mismatch is React error #418)`);
      await page.close();
    }
  });

  it('hydrates an Arabic page right to left, and the language stays for the next page', async () => {
    const { page, problems, apiCalls } = await open('/products?lang=ar');
    assert.deepEqual(problems, []);
    assert.deepEqual(
      apiCalls.filter((call) => call !== '/api/lang/ar?format=ast&omit=defaults'),
      [],
    );
    assert.equal(await page.evaluate(() => `${document.documentElement.lang} ${document.documentElement.dir}`), 'ar rtl');
    // The browser now remembers Arabic (a cookie, written once the page has started), so the server
    // renders the next page in it too.
    await page.waitForFunction(() => document.cookie.includes('storefront_locale=ar'));
    const next = await page.context().request.get(`${server.url}/categories`, { headers: { Accept: 'text/html' } });
    assert.match(await next.text(), /<html lang="ar" dir="rtl">/);
    await page.close();
  });

  it('is interactive after hydration: a guest adding to the cart gets the login dialog', async () => {
    const [product] = (await api<{ products: Product[] }>('/products?per_page=1')).products;
    const { page, problems } = await open(`/products/${product!.id}/details`);
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await page.getByRole('dialog').waitFor();
    assert.deepEqual(problems, []);
    await page.close();
  });
});

describe('without JavaScript', () => {
  /** A page as a shopper whose scripts failed, or a crawler that runs none, gets it. */
  async function openWithoutScripts(path: string, viewport = { width: 390, height: 844 }): Promise<Page> {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport });
    const page = await context.newPage();
    await page.goto(`${server.url}${path}`);
    return page;
  }

  it('shows every product of a list, and pages through it by its links', async () => {
    const pageOne = (await api<{ total: number; products: Product[] }>('/products?page=1')).products;
    const pageTwo = (await api<{ products: Product[] }>('/products?page=2')).products;
    const page = await openWithoutScripts('/products');
    try {
      const main = page.getByRole('main');
      assert.equal(await main.getByTestId('product-card').count(), pageOne.length, 'every product of the page, no blank cards');
      assert.equal(await main.locator('li[data-placeholder]').count(), 0);
      await main.getByRole('link', { name: 'Next page' }).click();
      await page.waitForURL(/[?&]page=2/);
      await main.getByRole('heading', { name: pageTwo[0]!.name }).first().waitFor();
      assert.equal(await main.getByTestId('product-card').count(), pageTwo.length);
      await main.getByRole('link', { name: 'Page 1', exact: true }).click();
      await page.waitForURL((url) => !url.search.includes('page='));
      await main.getByRole('heading', { name: pageOne[0]!.name }).first().waitFor();
    } finally {
      await page.context().close();
    }
  });

  it('sorts a list by its GET form', async () => {
    const [cheapest] = (await api<{ products: Product[] }>('/products?sort_type=low_to_high&per_page=1')).products;
    const page = await openWithoutScripts('/products?page=2');
    try {
      const main = page.getByRole('main');
      await main.getByLabel('Sort by').selectOption('low_to_high');
      await main.getByRole('button', { name: 'Sort', exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('sort') === 'low_to_high' && !url.searchParams.has('page'));
      await main.getByTestId('product-card').first().getByRole('heading', { name: cheapest!.name }).waitFor();
    } finally {
      await page.context().close();
    }
  });

  it('filters a list by its GET form, open on a phone, and clears the filters by a link', async () => {
    const [category] = (await api<{ categories: { id: number; name: string }[] }>('/categories?per_page=1')).categories;
    const filtered = await api<{ total: number; products: Product[] }>(
      `/products?category_id=${category!.id}&rating=4&sort_type=low_to_high`,
    );
    const page = await openWithoutScripts('/products?sort=low_to_high');
    try {
      const filters = page.getByRole('form', { name: 'Filters' });
      await filters.getByLabel('Category').selectOption(String(category!.id));
      await filters.getByRole('radio', { name: '4 stars' }).check();
      await filters.getByRole('button', { name: 'Apply' }).click();
      await page.waitForURL((url) => url.searchParams.get('category') === String(category!.id) && url.searchParams.get('rating') === '4');
      assert.equal(new URL(page.url()).searchParams.get('sort'), 'low_to_high', 'the sort rides along');
      const main = page.getByRole('main');
      assert.equal(await main.getByTestId('product-card').count(), filtered.products.length);
      if (filtered.products[0]) await main.getByRole('heading', { name: filtered.products[0].name }).first().waitFor();
      await page.getByRole('link', { name: 'Clear filters' }).click();
      await page.waitForURL((url) => url.search === '?sort=low_to_high');
    } finally {
      await page.context().close();
    }
  });

  it("goes to the categories page from the header's Categories, which only a script could open as a menu", async () => {
    const page = await openWithoutScripts('/', { width: 1280, height: 900 });
    try {
      const nav = page.getByRole('banner');
      assert.equal(await nav.getByRole('button', { name: 'Categories' }).count(), 0, 'the menu button is gone');
      await nav.getByRole('link', { name: 'Categories' }).first().click();
      await page.waitForURL(/\/categories$/);
      await page.getByRole('heading', { level: 1 }).waitFor();
    } finally {
      await page.context().close();
    }
  });

  it('shows a phone the navigation bar, which only a script could open as a drawer', async () => {
    const page = await openWithoutScripts('/');
    try {
      assert.equal(await page.getByRole('button', { name: 'Open menu' }).isVisible(), false, "the drawer's button is hidden");
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shops' }).click();
      await page.waitForURL(/\/shops$/);
      await page.getByRole('heading', { level: 1 }).waitFor();
    } finally {
      await page.context().close();
    }
  });

  it('switches the language by its links, and the next page stays in it', async () => {
    const page = await openWithoutScripts('/products?page=2', { width: 1280, height: 900 });
    try {
      assert.equal(await page.getByTestId('language-switcher').isVisible(), false, "the menu's button is hidden");
      await page.getByRole('link', { name: 'العربية' }).click();
      await page.waitForURL((url) => url.searchParams.get('lang') === 'ar' && url.searchParams.get('page') === '2');
      assert.equal(await page.evaluate(() => `${document.documentElement.lang} ${document.documentElement.dir}`), 'ar rtl');
      // The answer remembered it (a cookie): the next page, without ?lang=, is Arabic too.
      await page.getByRole('banner').getByRole('link', { name: 'المتاجر' }).click();
      await page.waitForURL(/\/shops$/);
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'ar');
      await page.getByRole('link', { name: 'English' }).click();
      await page.waitForURL((url) => url.searchParams.get('lang') === 'en');
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    } finally {
      await page.context().close();
    }
  });

  it("answers a card's 'Add to Cart' with the guest's page, 'Please login first!', whose Back returns to the list", async () => {
    const page = await openWithoutScripts('/products?page=2');
    try {
      const main = page.getByRole('main');
      // The first card that can be added (an out-of-stock one's button is disabled).
      const button = main.getByRole('button', { name: /^Add to Cart: / }).first();
      const name = (await button.getAttribute('aria-label'))!.replace(/^Add to Cart: /, '');
      await button.click();
      await page.waitForURL((url) => url.pathname === '/shopper-action');
      await page.getByRole('heading', { level: 1, name: 'Please login first!' }).waitFor();
      // It names the product.
      await page.getByText(`Log in to add ${name} to your cart.`).first().waitFor();
      await page.getByText('Logging in and registering need JavaScript').waitFor();
      await page.getByRole('link', { name: 'Back' }).click();
      await page.waitForURL((url) => url.pathname === '/products' && url.searchParams.get('page') === '2');
      await main.getByRole('heading', { name }).first().waitFor();
    } finally {
      await page.context().close();
    }
  });

  it("answers a product page's 'Add to Cart', 'Buy Now' and heart with the guest's page, and Back returns to the product", async () => {
    const { products } = await api<{ products: Product[] }>('/products?page=1');
    const product = products.find((candidate) => candidate.quantity > 0)!;
    const path = `/products/${product.id}/details`;
    const page = await openWithoutScripts(path);
    try {
      const asked: Array<[string, string]> = [
        ['Add to Cart', 'Please login first!'],
        ['Buy Now', 'Please login first!'],
        [`Add ${product.name} to wishlist`, 'Please register first!'],
      ];
      for (const [button, heading] of asked) {
        await page.getByRole('main').getByRole('button', { name: button, exact: true }).first().click();
        await page.waitForURL((url) => url.pathname === '/shopper-action');
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        assert.ok((await page.getByText(product.name).count()) > 0, `${button}: the page names the product`);
        await page.getByRole('link', { name: 'Back' }).click();
        await page.waitForURL((url) => url.pathname === path);
        await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
      }
    } finally {
      await page.context().close();
    }
  });

  it("answers in Arabic on an Arabic page: 'Add to Cart' and the heart, and Back to the Arabic list", async () => {
    const page = await openWithoutScripts('/products?lang=ar');
    try {
      const main = page.getByRole('main');
      await main.locator('button[value^="cart-add:"]:not([disabled])').first().click();
      await page.waitForURL((url) => url.pathname === '/shopper-action');
      assert.equal(await page.evaluate(() => `${document.documentElement.lang} ${document.documentElement.dir}`), 'ar rtl');
      await page.getByRole('heading', { level: 1, name: 'يرجى تسجيل الدخول أولاً!' }).waitFor();
      await page.getByRole('link', { name: 'رجوع' }).click();
      await page.waitForURL((url) => url.pathname === '/products' && url.searchParams.get('lang') === 'ar');
      await main.locator('button[value^="wishlist:"]').first().click();
      await page.getByRole('heading', { level: 1, name: 'يرجى إنشاء حساب أولاً!' }).waitFor();
      await page.getByRole('link', { name: 'رجوع' }).click();
      await page.waitForURL((url) => url.pathname === '/products' && url.searchParams.get('lang') === 'ar');
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'ar');
    } finally {
      await page.context().close();
    }
  });

  it("shows every card of the home page's data, and 'Just for you' as a link to its list", async () => {
    const home = await api<{ popular_products: Product[]; just_for_you: { products: Product[] } }>('/home?just_for_you=total');
    assert.equal(home.just_for_you.products.length, 0, 'the page asks for its total alone');
    const page = await openWithoutScripts('/');
    try {
      assert.equal(await page.locator('li[data-placeholder]').count(), 0, 'no blank placeholder cards');
      for (const product of home.popular_products) {
        assert.ok((await page.getByText(product.name).count()) > 0, `${product.name} is in the HTML`);
      }
      const justForYou = page.locator('section[aria-labelledby="home-just-for-you"]');
      assert.equal(await justForYou.locator('[data-testid="just-for-you-place"]').isVisible(), false, 'no place held without scripts');
      // The link's target is the property; it is followed by address, not by a click: on the busy
      // machine Chromium dropped a click made at the load event in 4 of 60 tries (the link still,
      // no request sent, a second click navigated), which says nothing of the page.
      const href = await justForYou.getByRole('link', { name: /View all/ }).getAttribute('href');
      assert.equal(href, '/products?sort_type=just_for_you');
      await page.goto(`${server.url}${href}`);
      assert.equal(await page.getByTestId('product-card').count(), 10, 'its first page, without scripts');
    } finally {
      await page.context().close();
    }
  });
});

describe('runtime composition on the server', () => {
  it('renders the build composition.json names, swapped and rolled back without a restart', async () => {
    const buildOf = async () => attr((await rawPage('/')).html, /data-catalog-build="[^"+]*\+([^"]+)"/);
    assert.equal(await buildOf(), current.buildId);
    useComposition('/remotes/catalog-next/mf-manifest.json');
    assert.equal(await buildOf(), next.buildId);
    // The browser hydrates the same build the server rendered.
    const page = await browser.newPage();
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    assert.equal((await page.locator('[data-catalog-build]').first().getAttribute('data-catalog-build'))?.split('+')[1], next.buildId);
    await page.close();
    useComposition('/remotes/catalog/mf-manifest.json');
    assert.equal(await buildOf(), current.buildId);
  });

  it('leaves a remote whose server build throws to the browser, inside a normal page', async () => {
    useComposition('/remotes/catalog-broken/mf-manifest.json');
    try {
      const raw = await rawPage('/');
      assert.equal(raw.status, 200);
      // Sent, but not kept: the next guest gets a whole page once the remote is fixed.
      assert.notEqual((await fetch(`${server.url}/`, { headers: { Accept: 'text/html' } })).headers.get('x-cache'), 'hit');
      assert.match(raw.html, /<header/);
      assert.match(raw.html, /<footer/);
      assert.doesNotMatch(raw.html, /data-catalog-build=/);
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${server.url}/`);
      await page
        .locator('[data-catalog-build]')
        .first()
        .waitFor({ timeout: scaled(10_000) });
      assert.deepEqual(errors, []);
      await page.close();
    } finally {
      useComposition('/remotes/catalog/mf-manifest.json');
    }
  });

  it('leaves a product page whose server build throws to the browser, which loads its data and shows it', async () => {
    const [product] = (await api<{ products: Product[] }>('/products?per_page=1&sort_type=popular_product')).products;
    assert.ok(product);
    useComposition('/remotes/catalog-broken/mf-manifest.json');
    try {
      const raw = await rawPage(`/products/${product.id}/details`);
      assert.equal(raw.status, 200);
      assert.doesNotMatch(raw.html, /data-testid="purchase-price"/);
      // A guest, and a shopper whose session the browser alone knows (the server renders every page as a guest's).
      for (const context of [await browser.newContext(), await shopperContext(browser, server)]) {
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await page.goto(`${server.url}/products/${product.id}/details`);
        await page.getByTestId('purchase-price').waitFor({ timeout: scaled(10_000) });
        assert.equal(await page.getByRole('heading', { level: 1 }).innerText(), product.name);
        assert.deepEqual(errors, []);
        await context.close();
      }
    } finally {
      useComposition('/remotes/catalog/mf-manifest.json');
    }
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
