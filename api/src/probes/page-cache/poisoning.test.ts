// What one anonymous request could make every guest's page say, through the page cache (docs/probes.md,
// "The page cache"): a protocol-relative path rendered for a foreign origin under the real page's key, a
// percent-encoded language cookie kept under the default language's key, a new key for every `lang`
// or campaign parameter. The renderer is the API tests' echo (test-support/echo-page-renderer.ts): each
// page says what its render was given, so a kept page shows what it was rendered for.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { get, storefront, type Answer } from '../../test-support/echo-storefront.js';
import type { TestApp } from '../../test-support/test-app.js';

const PUBLIC_URL = 'https://shop.example';

interface Given {
  path: string;
  origin: string;
  locale: string;
  localeSource: string;
}

const given = (answer: Answer): Given => JSON.parse(/<pre id="given">(.*)<\/pre>/.exec(answer.body)?.[1] ?? 'null') as Given;
const canonical = (answer: Answer) => /<link rel="canonical" href="([^"]*)">/.exec(answer.body)?.[1];
/** Pages rendered so far, whatever their outcome (the renders run in worker threads; the main thread times each). */
const renderCount = async (t: TestApp) =>
  (await t.app.metrics.ssrRenderDuration.get()).values
    .filter((value) => value.metricName?.endsWith('_count'))
    .reduce((sum, value) => sum + value.value, 0);

for (const publicUrl of [undefined, PUBLIC_URL]) {
  describe(`the page cache ${publicUrl ? 'with PUBLIC_URL' : 'without PUBLIC_URL'}`, () => {
    let port: number;
    let t: TestApp;
    let close: () => Promise<void>;
    before(async () => {
      ({ port, t, close } = await storefront({ publicUrl }));
    });
    after(() => close?.());
    const ownOrigin = () => publicUrl ?? `http://127.0.0.1:${port}`;

    it('redirects a path a URL parser would read a host in, and never renders it', async () => {
      for (const hostile of ['//evil.example/', '///evil.example/', '/\\evil.example/', '/\\/evil.example/?page=2']) {
        const before = await renderCount(t);
        const answer = await get(port, hostile);
        assert.equal(answer.status, 308, hostile);
        assert.match(String(answer.headers.location), /^\/evil\.example\/(\?page=2)?$/, `${hostile} -> ${answer.headers.location}`);
        assert.equal(await renderCount(t), before, `${hostile} was not rendered`);
      }
      const home = await get(port, '/');
      assert.equal(home.status, 200);
      assert.equal(await renderCount(t), 1, 'the home page was rendered, and counted');
      assert.equal(given(home).origin, ownOrigin());
      assert.equal(canonical(home), `${ownOrigin()}/`);
      assert.doesNotMatch(home.body, /evil\.example/);
    });

    it("keys a page by the language its render used: a percent-encoded cookie is that language, not the default's page", async () => {
      const arabic = await get(port, '/categories', { cookie: 'storefront_locale=%61r' });
      assert.equal(given(arabic).locale, 'ar');
      assert.equal(given(arabic).localeSource, 'cookie');
      const guest = await get(port, '/categories');
      assert.equal(given(guest).locale, 'en', "a guest without the cookie gets the store's default language");
      assert.equal(given(guest).localeSource, 'default');
      const again = await get(port, '/categories', { cookie: 'storefront_locale=ar' });
      assert.equal(again.headers['x-cache'], 'hit', 'the same language, however the cookie spells it, is one page');
      assert.equal(given(again).locale, 'ar');
    });

    it('makes no new key for a language the store does not have, or a parameter no page reads', async () => {
      const first = await get(port, '/products?page=2');
      assert.equal(given(first).path, '/products?page=2');
      const before = await renderCount(t);
      for (const junk of [
        'lang=xx',
        'lang=zz-ZZ',
        `lang=${'q'.repeat(30)}`,
        'utm_source=mail',
        'fbclid=abc',
        'page=2&page=x',
        'sort=nonsense',
        'rating=-1',
      ]) {
        const answer = await get(port, `/products?page=2&${junk}`);
        assert.equal(answer.headers['x-cache'], 'hit', `/products?page=2&${junk} is the kept page`);
        assert.equal(canonical(answer), `${ownOrigin()}/products?page=2`, 'the canonical link carries none of them');
      }
      const cookieJunk = await get(port, '/products?page=2', { cookie: 'storefront_locale=%E0%A4%A' });
      assert.equal(cookieJunk.headers['x-cache'], 'hit', 'a malformed cookie is the default language');
      assert.equal(await renderCount(t), before, 'nothing was rendered again');
      const arabic = await get(port, '/products?page=2&lang=ar');
      assert.equal(given(arabic).locale, 'ar');
      assert.equal(given(arabic).localeSource, 'query');
    });
  });
}

describe('the origin of printed links, without PUBLIC_URL', () => {
  let port: number;
  let close: () => Promise<void>;
  before(async () => {
    ({ port, close } = await storefront());
  });
  after(() => close?.());

  it("is the request's own host, kept under that host's key, and a Host that names no host is refused", async () => {
    const other = await get(port, '/shops', { host: 'other.example:8080' });
    assert.equal(given(other).origin, 'http://other.example:8080');
    const defaultPort = await get(port, '/shops', { host: 'shop.example:80' });
    assert.equal(given(defaultPort).origin, 'http://shop.example', 'a default port is dropped, as the URL parser does');
    const own = await get(port, '/shops');
    assert.equal(given(own).origin, `http://127.0.0.1:${port}`, "another host's page is not this host's");
    for (const host of ['evil.example/path', 'user@evil.example', 'evil example', 'a'.repeat(300)]) {
      const answer = await get(port, '/shops', { host });
      assert.equal(answer.status, 400, host);
    }
  });

  it('varies robots.txt and the sitemaps by Host, and prints only a validated host', async () => {
    const robots = await get(port, '/robots.txt', { host: 'shop.example' });
    assert.match(robots.body, /Sitemap: http:\/\/shop\.example\/sitemap\.xml/);
    assert.match(String(robots.headers.vary), /Host/);
    const index = await get(port, '/sitemap.xml', { host: 'shop.example' });
    assert.match(String(index.headers.vary), /Host/);
    assert.equal((await get(port, '/robots.txt', { host: 'evil.example/x' })).status, 400);
  });
});

describe('robots.txt and the sitemaps behind a proxy', () => {
  let port: number;
  let close: () => Promise<void>;
  after(() => close?.());

  it('print PUBLIC_URL whatever X-Forwarded-Host says, and need no Vary then', async () => {
    ({ port, close } = await storefront({ publicUrl: PUBLIC_URL, trustProxy: true }));
    const robots = await get(port, '/robots.txt', { 'x-forwarded-host': 'evil.example' });
    assert.match(robots.body, /Sitemap: https:\/\/shop\.example\/sitemap\.xml/);
    assert.doesNotMatch(robots.body, /evil/);
    assert.equal(robots.headers.vary, undefined);
  });
});
