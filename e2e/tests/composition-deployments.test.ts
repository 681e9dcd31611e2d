// Ops deployments end to end (README, "Compose, canary, roll back"): two builds of the catalog that
// differ visibly (their build id on the page) are swapped and rolled back by editing composition.json
// alone, seen by the server's HTML and by a page the browser renders itself, with no restart; and
// a remote hosted on another origin (Debian's nginx from deploy/nginx-remotes.conf: CORS, caching
// headers, precompressed files) runs the store, allowed by the CSP; a canary on that origin
// reaches its share of browsers (kept across visits, the same on the server and in the browser), the
// shell's load reports reach the API, a canary that fails to load aborts itself, and so does one that
// loads and then throws on its product page (its error rule); a team's preview link shows its build to
// the one browser that opened it.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  BROKEN_PRODUCT_PAGE,
  brokenCatalogBuild,
  otherCatalogBuild,
  storefrontCatalog,
  type CatalogBuild,
} from '../support/catalog-builds.ts';
import { apiData } from '../support/shopper.ts';
import { scaled } from '../support/load-scaled-timeouts.ts';
import { ARTIFACTS, ROOT } from '../support/paths.ts';
import type { RunningServer } from '../support/server.ts';
import type { StaticOrigin } from '../support/nginx-origin.ts';
import { resourcesOfThisFile } from '../support/file-resources.ts';
import { signPreview } from '../../api/src/lib/preview-token.ts';

const ABORT_WINDOW = 3;
/** Page views a canary and its stable build each need before their field data is compared (20 in production). */
const MIN_PAGE_VIEWS = 3;
/** What opens GET /ops. */
const OPS_TOKEN = 'e2e-ops-token-0123456789';
/** What signs preview links, for the server and for `compose preview` alike. */
const PREVIEW_SECRET = 'e2e-preview-secret-0123456789abcdef';
const scratch = mkdtempSync(join(ARTIFACTS, 'deployments-'));
const compositionFile = join(scratch, 'composition.json');
/** The server's own data directory, which `compose report` reads once the server has stopped. */
const dataDir = join(scratch, 'data');
const defaultComposition = readFileSync(join(ROOT, 'composition.json'), 'utf8');
const shellIndex = readFileSync(join(ROOT, 'shell/dist/index.html'), 'utf8');

/** Build A, the storefront's own catalog, and build B, the same source under another build id (support/catalog-builds.ts). */
let A: CatalogBuild;
let B: CatalogBuild;
/** Build B made to throw on its product page (support/catalog-builds.ts). */
let C: CatalogBuild;
let server: RunningServer;
let browser: Browser;
let origin: StaticOrigin;
/** Build B as a release uploaded to the static origin: /remotes/<name>/<version>/ (deploy/nginx-remotes.conf). */
const ORIGIN_RELEASE = 'catalog/0.1.0-other';
const originManifest = () => `${origin.url}/remotes/${ORIGIN_RELEASE}/mf-manifest.json`;

interface CatalogEntry {
  manifest: string;
  canary?: { manifest: string; percent: number };
}

function useCatalog(entry: string | CatalogEntry): void {
  const composition = JSON.parse(defaultComposition) as { remotes: Record<string, CatalogEntry> };
  composition.remotes.catalog = typeof entry === 'string' ? { manifest: entry } : entry;
  writeFileSync(compositionFile, JSON.stringify(composition, null, 2));
}

const opened = resourcesOfThisFile();
before(async () => {
  [A, B] = [storefrontCatalog(), otherCatalogBuild()];
  assert.notEqual(A.buildId, B.buildId, 'two builds the pages tell apart');
  C = brokenCatalogBuild(B, join(scratch, 'broken-catalog'));
  mkdirSync(dataDir);
  useCatalog('/catalog-builds/a/mf-manifest.json');
  [server, browser, origin] = await Promise.all([
    opened.server({
      COMPOSITION_FILE: compositionFile,
      DATA_DIR: dataDir,
      STATIC_MOUNTS: JSON.stringify({ '/catalog-builds/a/': A.folder, '/catalog-builds/b/': B.folder, '/catalog-builds/c/': C.folder }),
      // A canary is judged on its last 3 loads against the stable build's (20 in production).
      CANARY_ABORT_WINDOW: String(ABORT_WINDOW),
      // One judged load per browser (5 in production), so that a window of 3 holds 3 sources.
      CANARY_LOADS_PER_SOURCE: '1',
      CANARY_MIN_PAGE_VIEWS: String(MIN_PAGE_VIEWS),
      PREVIEW_SECRET,
      OPS_TOKEN,
      // The browsers below come through loopback as shoppers on networks of their own (shopperContext).
      TRUST_PROXY: '127.0.0.1',
    }),
    opened.browser(),
    opened.nginxOrigin({ [ORIGIN_RELEASE]: B.folder }),
  ]);
});

/** The catalog build the server rendered the home page with (no JavaScript), for a bucket when given. */
async function serverBuild(bucket?: number): Promise<string | undefined> {
  const headers: Record<string, string> = { Accept: 'text/html' };
  if (bucket !== undefined) headers.Cookie = `storefront_bucket=${bucket}`;
  // A remote whose server build is late (2.5 s) is left to the browser, and that page is not kept: on
  // a starved machine the next render, a moment later, has it (the build's code is loaded by then).
  for (let attempt = 1; ; attempt += 1) {
    const html = await (await fetch(`${server.url}/`, { headers })).text();
    const build = /data-catalog-build="[^"+]*\+([^"]+)"/.exec(html)?.[1];
    if (build || attempt === 4) return build;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * The catalog build a browser renders by itself: the page is the shell's bare index.html (as with
 * SERVER_RENDERING=off), so the shell reads composition.json and loads the remote on its own.
 */
async function browserBuild(): Promise<{ build: string | undefined; manifests: string[]; errors: string[] }> {
  const page = await browser.newPage();
  const manifests: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => request.url().endsWith('mf-manifest.json') && manifests.push(request.url()));
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route(`${server.url}/`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: shellIndex }));
  try {
    await page.goto(`${server.url}/`);
    const stamped = page.locator('[data-catalog-build]').first();
    await stamped.waitFor({ timeout: scaled(10_000) });
    const build = (await stamped.getAttribute('data-catalog-build'))?.split('+')[1];
    return { build, manifests, errors };
  } finally {
    await page.close();
  }
}

describe('swap and roll back one remote', () => {
  it('shows build A, then B, then A again, on the server and in the browser, without a restart', async () => {
    const seen: string[] = [];
    for (const [folder, build] of [
      ['a', A.buildId],
      ['b', B.buildId],
      ['a', A.buildId],
    ] as const) {
      useCatalog(`/catalog-builds/${folder}/mf-manifest.json`);
      assert.equal(await serverBuild(), build, `the server renders ${build}`);
      const inBrowser = await browserBuild();
      assert.equal(inBrowser.build, build, `the browser renders ${build}`);
      assert.ok(
        inBrowser.manifests.some((url) => url.endsWith(`/catalog-builds/${folder}/mf-manifest.json`)),
        inBrowser.manifests.join(', '),
      );
      assert.deepEqual(inBrowser.errors, []);
      seen.push(build);
    }
    assert.deepEqual(seen, [A.buildId, B.buildId, A.buildId]);
  });
});

describe('a swap with the service worker installed', () => {
  it('takes effect at the next load: the worker asks the network for what composes the page', async () => {
    useCatalog('/catalog-builds/a/mf-manifest.json');
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    const page = await context.newPage();
    const manifests: string[] = [];
    page.on('request', (request) => request.url().endsWith('mf-manifest.json') && manifests.push(new URL(request.url()).pathname));
    const stampedBuild = async () => (await page.locator('[data-catalog-build]').first().getAttribute('data-catalog-build'))?.split('+')[1];
    await page.goto(`${server.url}/`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: scaled(30_000) });
    // Build A under the worker: its page and its remote's files are now kept.
    await page.goto(`${server.url}/`);
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    assert.equal(await stampedBuild(), A.buildId);
    await page.waitForFunction(() => document.querySelector('sf-island[data-island^="catalog/"][data-settled]') !== null);

    useCatalog('/catalog-builds/b/mf-manifest.json');
    manifests.length = 0;
    await page.goto(`${server.url}/`);
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    assert.equal(await stampedBuild(), B.buildId, 'the page the server rendered with build B');
    await page.waitForFunction(() => document.querySelector('sf-island[data-island^="catalog/"][data-settled]') !== null);
    assert.ok(manifests.includes('/catalog-builds/b/mf-manifest.json'), `the browser runs build B's code: ${manifests.join(', ')}`);
    assert.ok(!manifests.includes('/catalog-builds/a/mf-manifest.json'), 'not build A kept by the worker');
    await context.close();
  });
});

describe('a remote on another origin', () => {
  it('runs the store from a second host with CORS, rendered by the server and the browser, allowed by the CSP', async () => {
    useCatalog(originManifest());
    try {
      const response = await fetch(`${server.url}/`, { headers: { Accept: 'text/html' } });
      const csp = response.headers.get('content-security-policy') ?? '';
      assert.match(csp, new RegExp(`script-src [^;]*${escapeRegExp(origin.url)}`));
      assert.match(csp, new RegExp(`connect-src [^;]*${escapeRegExp(origin.url)}`));
      assert.match(
        await response.text(),
        new RegExp(`data-catalog-build="[^"+]*\\+${B.buildId}"`),
        'the server rendered the remote it fetched from the other origin',
      );

      // The browser fetches the manifest and the chunks from there itself (the page it hydrates
      // came from the store; a page fulfilled by the test would have no address space of its own,
      // and Chromium's local network access rules would refuse the loopback host).
      const { page, problems } = await watchedPage();
      const manifests: string[] = [];
      page.on('request', (request) => request.url().endsWith('mf-manifest.json') && manifests.push(request.url()));
      await page.goto(`${server.url}/`);
      await page.locator(`[data-catalog-build$="+${B.buildId}"]`).first().waitFor();
      const card = page.getByTestId('product-card').first();
      const name = (await card.getByRole('heading').textContent())!.trim();
      // The store works: a product opens from the home page (another module of the remote).
      await card.getByRole('link').first().click();
      await page.getByRole('heading', { level: 1, name }).waitFor({ timeout: scaled(10_000) });
      assert.ok(manifests.includes(originManifest()), manifests.join(', '));
      assert.ok(
        origin.requests.some((path) => path.endsWith('.js') && !path.includes('/server/')),
        'the browser loaded chunks from the other origin',
      );
      assert.ok(
        origin.requests.some((path) => path.includes(`/remotes/${ORIGIN_RELEASE}/server/`)),
        "the store's server loaded the remote's server build from the other origin",
      );
      await page.close();
      assert.deepEqual(problems, []);
    } finally {
      useCatalog('/catalog-builds/a/mf-manifest.json');
    }
  });
});

describe('the static origin (deploy/nginx-remotes.conf)', () => {
  it('serves a release as a CDN keeps it: hashed files for a year, the manifest and entry revalidated, CORS, gzip copies', async () => {
    const base = `${origin.url}/remotes/${ORIGIN_RELEASE}`;
    const storeOrigin = { Origin: server.url };
    for (const name of ['mf-manifest.json', 'remoteEntry.js']) {
      const answer = await get(`${base}/${name}`, storeOrigin);
      assert.equal(answer.status, 200, name);
      assert.equal(answer.headers['cache-control'], 'no-cache', name);
      assert.equal(answer.headers['access-control-allow-origin'], '*', name);
      const etag = answer.headers.etag;
      assert.ok(etag, `${name} has an ETag to revalidate with`);
      assert.equal((await get(`${base}/${name}`, { ...storeOrigin, 'If-None-Match': etag })).status, 304, `${name} revalidated`);
    }
    const hashed = readdirSync(B.folder).find((file) => /\.[0-9a-f]{8}\.js$/.test(file) && existsSync(join(B.folder, `${file}.gz`)))!;
    const plain = await get(`${base}/${hashed}`, storeOrigin);
    assert.equal(plain.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(plain.headers['access-control-allow-origin'], '*');
    assert.match(plain.headers['content-type'] ?? '', /javascript/);
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body.length, statSync(join(B.folder, hashed)).size);
    const gzipped = await get(`${base}/${hashed}`, { ...storeOrigin, 'Accept-Encoding': 'gzip' });
    assert.equal(gzipped.headers['content-encoding'], 'gzip', 'the build’s own .gz copy');
    assert.equal(gzipped.headers.vary, 'Accept-Encoding');
    assert.equal(gzipped.body.length, statSync(join(B.folder, `${hashed}.gz`)).size);
    for (const [path, status] of [
      [`/remotes/${ORIGIN_RELEASE}/missing.js`, 404],
      ['/etc/passwd', 404],
      [`/remotes/${ORIGIN_RELEASE}/../../nginx.conf`, 404],
    ] as const) {
      assert.equal((await get(`${origin.url}${path}`)).status, status, path);
    }
  });
});

/** One GET through node:http, which sends only the headers given and leaves bodies as they came (fetch would decompress). */
function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

const CANARY_PERCENT = 10;
const STABLE = '/catalog-builds/a/mf-manifest.json';

interface ReportedLoad {
  remote: string;
  manifest: string;
  canary: boolean;
  outcome: 'ok' | 'failed';
  phase?: string;
}

interface Visit {
  /** The catalog build on the page (undefined when the catalog did not load). */
  build: string | undefined;
  /** The bucket cookie the browser holds after the visit. */
  bucket: string | undefined;
  /** The catalog loads the shell reported with sendBeacon, each accepted (202) by the API. */
  loads: ReportedLoad[];
}

let shoppers = 0;

/**
 * A new browser, as another shopper on another network: a canary is judged only on what several
 * sources report, each counted up to a cap (docs/composition.md, "What a client can still do"), so
 * every browser the canary tests open says, through the trusted loopback proxy, that it comes from
 * an address of its own.
 */
function shopperContext(): Promise<BrowserContext> {
  shoppers += 1;
  return browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': `10.${Math.floor(shoppers / 250)}.${shoppers % 250}.1` } });
}

/**
 * One visit of the home page by a browser in `bucket` (a new browser when undefined): served by the
 * server, or (`rendered: 'browser'`) the shell's bare index.html, so the shell resolves the
 * composition itself. Waits for the shell's load report to reach the API.
 */
async function visit(
  bucket: number | undefined,
  { rendered = 'server', context: kept }: { rendered?: 'server' | 'browser'; context?: BrowserContext } = {},
): Promise<Visit> {
  const context = kept ?? (await shopperContext());
  if (bucket !== undefined) await context.addCookies([{ name: 'storefront_bucket', value: String(bucket), url: server.url }]);
  const page = await context.newPage();
  // Playwright shows a beacon's request but not its body: the page keeps a copy of each one sent.
  await page.addInitScript(recordBeacons);
  const answered: Promise<number | undefined>[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/telemetry/remote-loads')) answered.push(request.response().then((response) => response?.status()));
  });
  if (rendered === 'browser')
    await page.route(`${server.url}/`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: shellIndex }));
  try {
    await page.goto(`${server.url}/`);
    const stamped = page.locator('[data-catalog-build]').first();
    const build = await stamped
      .waitFor({ timeout: scaled(10_000) })
      .then(async () => (await stamped.getAttribute('data-catalog-build'))?.split('+')[1])
      .catch(() => undefined);
    // The shell sends a batch 2 s after its first load.
    const catalogLoads = async () => (await sentLoads(page)).filter((load) => load.remote === 'catalog');
    await until(async () => (await catalogLoads()).length > 0 && answered.length > 0, 15_000, 'the catalog load report');
    assert.deepEqual(new Set(await Promise.all(answered)), new Set([202]), 'the API accepted every report');
    const loads = await catalogLoads();
    const cookie = (await context.cookies(server.url)).find((c) => c.name === 'storefront_bucket');
    return { build, bucket: cookie?.value, loads };
  } finally {
    await page.close();
    if (!kept) await context.close();
  }
}

declare global {
  interface Window {
    sentBeacons?: string[];
  }
}

/** Runs in the page before its scripts: sendBeacon as before, plus a copy of each body. */
function recordBeacons(): void {
  const send = navigator.sendBeacon.bind(navigator);
  window.sentBeacons = [];
  navigator.sendBeacon = (url, data) => {
    if (data instanceof Blob) void data.text().then((text) => window.sentBeacons?.push(text));
    return send(url, data);
  };
}

/**
 * A load that worked: reported 'ok', or past the loader's time (3.5 s, which a starved machine can
 * stretch a load beyond) and reported as a timeout, after which it arrived late and the page showed
 * it (the callers check the build the page shows). Any other failure is a fault.
 */
function loadedOrLate(load: ReportedLoad): boolean {
  return load.outcome === 'ok' || (load.outcome === 'failed' && load.phase === 'timeout');
}

async function sentLoads(page: Page): Promise<ReportedLoad[]> {
  const bodies = await page.evaluate(() => window.sentBeacons ?? []);
  // Only the load reports: the shell also sends page views and remote errors by beacon.
  return bodies.flatMap((body) => (JSON.parse(body) as { loads?: ReportedLoad[] }).loads ?? []);
}

/** composition.json's catalog entry as the server hands it to a browser in `bucket`. */
async function servedCatalog(bucket: number): Promise<{ manifest: string; served?: string }> {
  const response = await fetch(`${server.url}/composition.json`, { headers: { Cookie: `storefront_bucket=${bucket}` } });
  return ((await response.json()) as { remotes: { catalog: { manifest: string; served?: string } } }).remotes.catalog;
}

async function until(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + scaled(timeoutMs);
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('a canary', () => {
  it(`reaches the buckets below its ${CANARY_PERCENT}%, on the server and in the browser, and each load is reported`, async () => {
    useCatalog({ manifest: STABLE, canary: { manifest: '/catalog-builds/b/mf-manifest.json', percent: CANARY_PERCENT } });
    for (const [bucket, build, canary, folder] of [
      [5, B.buildId, true, 'b'],
      [50, A.buildId, false, 'a'],
    ] as const) {
      assert.equal(await serverBuild(bucket), build, `the server renders ${build} for bucket ${bucket}`);
      for (const rendered of ['server', 'browser'] as const) {
        const seen = await visit(bucket, { rendered });
        assert.equal(seen.build, build, `bucket ${bucket}, rendered by the ${rendered}`);
        assert.ok(seen.loads.length > 0);
        for (const load of seen.loads) {
          assert.equal(load.canary, canary, JSON.stringify(load));
          assert.ok(loadedOrLate(load), JSON.stringify(load));
          assert.ok(load.manifest.endsWith(`/catalog-builds/${folder}/mf-manifest.json`), load.manifest);
        }
      }
    }
  });

  it('is served from the static origin (nginx) to its buckets, by the server and in the browser, beside the store’s stable build', async () => {
    useCatalog({ manifest: STABLE, canary: { manifest: originManifest(), percent: CANARY_PERCENT } });
    const before = origin.requests.length;
    for (const [bucket, build, canary] of [
      [5, B.buildId, true],
      [50, A.buildId, false],
    ] as const) {
      assert.equal(await serverBuild(bucket), build, `the server renders ${build} for bucket ${bucket}`);
      // Pages the server rendered (one the test fulfils has no address space: Chromium refuses it the
      // loopback origin), in a plain browser: shopperContext's X-Forwarded-For would go to nginx too,
      // and a header no browser sends makes every fetch a CORS preflight.
      const context = await browser.newContext();
      const seen = await visit(bucket, { context }).finally(() => context.close());
      assert.equal(seen.build, build, `bucket ${bucket}`);
      assert.ok(seen.loads.length > 0);
      for (const load of seen.loads) {
        assert.equal(load.canary, canary, JSON.stringify(load));
        assert.ok(loadedOrLate(load), JSON.stringify(load));
        assert.equal(load.manifest, canary ? originManifest() : `${server.url}${STABLE}`);
      }
    }
    const fetched = origin.requests.slice(before);
    assert.ok(fetched.includes(`/remotes/${ORIGIN_RELEASE}/mf-manifest.json`), fetched.join(', '));
    assert.ok(
      fetched.some((path) => /\.[0-9a-f]{8}\.js$/.test(path) && !path.includes('/server/')),
      'the canary bucket’s browser loaded chunks from nginx',
    );
  });

  it('puts a new browser in one bucket, kept across visits, and the server renders what the bucket says', async () => {
    useCatalog({ manifest: STABLE, canary: { manifest: '/catalog-builds/b/mf-manifest.json', percent: CANARY_PERCENT } });
    const context = await shopperContext();
    try {
      const first = await visit(undefined, { context });
      assert.match(first.bucket ?? '', /^\d{1,2}$/, 'the server gave the browser a bucket');
      const expected = Number(first.bucket) < CANARY_PERCENT ? B.buildId : A.buildId;
      assert.equal(first.build, expected, `bucket ${first.bucket}`);
      const again = await visit(undefined, { context });
      assert.deepEqual([again.bucket, again.build], [first.bucket, expected], 'the same bucket and build on the next visit');
    } finally {
      await context.close();
    }
  });

  it('aborts itself when it fails to load for its bucket: the bucket falls back to the stable build, and the server says why', async () => {
    const missing = '/catalog-builds/missing/mf-manifest.json';
    useCatalog({ manifest: STABLE, canary: { manifest: missing, percent: CANARY_PERCENT } });
    try {
      assert.equal((await servedCatalog(5)).served, 'canary');
      // The stable build's recent loads are all fine (bucket 50); the canary's fail in the browser.
      assert.equal((await visit(50)).build, A.buildId);
      const failed: ReportedLoad[] = [];
      for (let visits = 0; visits < ABORT_WINDOW + 2 && (await servedCatalog(5)).served === 'canary'; visits += 1) {
        const seen = await visit(5);
        assert.equal(seen.build, undefined, 'the canary never renders');
        failed.push(...seen.loads);
      }
      assert.ok(failed.length >= ABORT_WINDOW, `${failed.length} failed canary loads reported`);
      for (const load of failed) {
        assert.deepEqual([load.canary, load.outcome], [true, 'failed'], JSON.stringify(load));
        assert.ok(load.manifest.endsWith(missing) && load.phase, JSON.stringify(load));
      }

      assert.deepEqual(await servedCatalog(5), { manifest: STABLE, served: 'stable' }, 'the canary is no longer handed out');
      assert.equal(await serverBuild(5), A.buildId, 'the server renders the stable build for the canary bucket');
      assert.equal((await visit(5, { rendered: 'browser' })).build, A.buildId, 'and so does the browser');
      assert.match(server.output(), /Canary of catalog aborted \([^)]*\/catalog-builds\/missing\/mf-manifest\.json\)/);
    } finally {
      useCatalog(STABLE);
    }
  });
});

/** GET /ops as an operator's browser reads it (HTTP Basic, the token as the password). */
async function opsPage(): Promise<string> {
  const response = await fetch(`${server.url}/ops`, {
    headers: { Authorization: `Basic ${Buffer.from(`ops:${OPS_TOKEN}`).toString('base64')}` },
  });
  assert.equal(response.status, 200);
  return response.text();
}

describe('a canary that loads and then breaks', () => {
  /**
   * One shopper's view of a product page in `bucket`, reported as a shopper's browser reports it: the
   * page shows the product or the catalog's fallback, its report code loads once the page is idle,
   * and the shopper leaves (the page is hidden), which sends the page view.
   */
  async function viewProduct(bucket: number, path: string): Promise<'product' | 'fallback'> {
    const context = await shopperContext();
    try {
      await context.addCookies([{ name: 'storefront_bucket', value: String(bucket), url: server.url }]);
      const page = await context.newPage();
      const reported: Promise<number | undefined>[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/telemetry/page-views')) reported.push(request.response().then((response) => response?.status()));
      });
      await page.goto(`${server.url}${path}`);
      const heading = page.getByRole('heading', { level: 1 });
      const retry = page.getByRole('button', { name: 'Retry' });
      await heading
        .or(retry)
        .first()
        .waitFor({ timeout: scaled(15_000) });
      // Idle comes only after the first page committed: a page whose remote threw commits its fallback.
      await page.waitForFunction(() => performance.getEntriesByName('storefront:idle-prefetch').length > 0, undefined, {
        timeout: scaled(20_000),
      });
      await page.waitForTimeout(500);
      const shown = (await retry.count()) > 0 ? 'fallback' : 'product';
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await until(async () => reported.length > 0, 10_000, 'the page-view report');
      assert.equal(await reported[0], 202, 'the API took the page view');
      return shown;
    } finally {
      await context.close();
    }
  }

  it('is aborted by the error rule once both builds have their page views, and the abort gives the numbers', async () => {
    const broken = '/catalog-builds/c/mf-manifest.json';
    const { products } = await apiData<{ products: { id: number }[] }>(server, '/products?per_page=1');
    const path = `/products/${products[0]!.id}/details`;
    useCatalog({ manifest: STABLE, canary: { manifest: broken, percent: CANARY_PERCENT } });
    try {
      assert.equal((await servedCatalog(5)).served, 'canary');
      // The canary loads fine: its home page renders and its loads are reported ok.
      const home = await visit(5);
      assert.equal(home.build, C.buildId, 'the canary renders its home page');
      assert.ok(
        home.loads.every((load) => loadedOrLate(load) && load.canary),
        JSON.stringify(home.loads),
      );
      for (let views = 0; views < MIN_PAGE_VIEWS + 3 && (await servedCatalog(5)).served === 'canary'; views += 1) {
        assert.equal(await viewProduct(50, path), 'product', 'the stable build shows the product');
        // The shopper still gets the fallback with Retry, as for any remote that throws.
        assert.equal(await viewProduct(5, path), 'fallback', 'the canary throws on its product page');
      }
      assert.deepEqual(await servedCatalog(5), { manifest: STABLE, served: 'stable' }, 'the canary is no longer handed out');
      const aborted = new RegExp(
        `Canary of catalog aborted \\([^)]*${escapeRegExp(broken)}\\): error rule: (\\d+\\.\\d+) errors per page view over its last \\d+ min \\((\\d+) of (\\d+) views, from \\d+ sources\\), [\\d.]+ without its most influential source, against 0\\.00 for the stable build`,
      ).exec(server.output());
      assert.ok(aborted, server.output().slice(-3000));
      // Judged once it had its page views: its product pages threw, its home page did not.
      const [errors, views] = [Number(aborted[2]), Number(aborted[3])];
      assert.ok(views >= MIN_PAGE_VIEWS && errors > 0 && errors < views, aborted[0]);
      assert.equal(await viewProduct(5, path), 'product', 'the canary bucket is back on the stable build');
      assert.match(
        await opsPage(),
        /<th scope="row">aborted [^<]*<br><small>[^<]*<span title="[^"]*\/catalog-builds\/c\/mf-manifest\.json">/,
      );
    } finally {
      useCatalog(STABLE);
    }
  });
});

/** A page whose script errors and CSP or CORS refusals are collected. */
async function watchedPage(): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => /Content Security Policy|CORS/i.test(message.text()) && problems.push(message.text()));
  return { page, problems };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe('a preview', () => {
  /** `npm run compose -- preview`, as a team runs it: checks build B in the catalog's place and prints the link. */
  function previewLink(): string {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', join(ROOT, 'scripts/compose.ts'), 'preview', 'catalog', '/catalog-builds/b/mf-manifest.json', '--ttl', '30m'],
      {
        cwd: ROOT,
        encoding: 'utf8',
        env: {
          ...process.env,
          PREVIEW_SECRET,
          PUBLIC_URL: server.url,
          COMPOSITION_FILE: compositionFile,
          STATIC_MOUNTS: JSON.stringify({ '/catalog-builds/a/': A.folder, '/catalog-builds/b/': B.folder }),
        },
      },
    );
    const link = /(http\S+\/preview\?token=\S+)/.exec(run.stdout)?.[1];
    assert.ok(run.status === 0 && link, `compose preview: ${run.stdout}${run.stderr}`);
    return link;
  }

  /** The catalog build a page shows, and the preview banner's text (empty without one). */
  async function shown(page: Page): Promise<{ build: string | undefined; banner: string }> {
    const stamped = page.locator('[data-catalog-build]').first();
    await stamped.waitFor({ timeout: scaled(10_000) });
    const build = (await stamped.getAttribute('data-catalog-build'))?.split('+')[1];
    const banner = page.getByRole('note').filter({ hasText: 'Preview:' });
    return { build, banner: (await banner.count()) ? ((await banner.first().textContent()) ?? '') : '' };
  }

  it("shows a team's build to the one browser that opened its link, with a banner, until it exits", async () => {
    useCatalog(STABLE);
    const link = previewLink();
    const previewer = await browser.newContext();
    const stranger = await browser.newContext();
    try {
      const page = await previewer.newPage();
      await page.goto(link);
      await page.waitForURL(`${server.url}/`);
      const previewing = await shown(page);
      assert.equal(previewing.build, B.buildId, 'the preview build, rendered by the server');
      assert.match(previewing.banner, /^Preview: catalog \S+ · Exit$/);

      const other = await stranger.newPage();
      await other.goto(`${server.url}/`);
      assert.deepEqual(await shown(other), { build: A.buildId, banner: '' }, 'another browser gets the stable build');

      await page.getByRole('note').getByRole('link', { name: 'Exit' }).click();
      await page.waitForURL(`${server.url}/`);
      assert.deepEqual(await shown(page), { build: A.buildId, banner: '' }, 'Exit ends the preview');
    } finally {
      await previewer.close();
      await stranger.close();
    }
  });

  it('ignores an expired or forged preview cookie: the stable build serves', async () => {
    useCatalog(STABLE);
    const grant = { remote: 'catalog' as const, manifest: `${server.url}/catalog-builds/b/mf-manifest.json`, version: null };
    const expired = signPreview({ ...grant, expiresAt: Date.now() - 60_000 }, PREVIEW_SECRET);
    const forged = signPreview({ ...grant, expiresAt: Date.now() + 60_000 }, `${PREVIEW_SECRET}-guessed`);
    for (const token of [expired, forged]) {
      const context = await browser.newContext();
      try {
        await context.addCookies([{ name: 'storefront_preview', value: token, url: server.url }]);
        const page = await context.newPage();
        await page.goto(`${server.url}/`);
        assert.deepEqual(await shown(page), { build: A.buildId, banner: '' });
      } finally {
        await context.close();
      }
    }
  });
});

describe('field data', () => {
  /** The catalog's stable row of /ops: its last hour's loads, failures, views, errors and p75 LCP. */
  function stableCatalog(html: string): { views: number; lcp: string } | undefined {
    const section = html.slice(html.indexOf('id="remote-catalog"'), html.indexOf('id="remote-cart"'));
    const row =
      /<th scope="row">stable<br>[\s\S]*?<\/th>\s*<td>\d+<\/td><td>[^<]*<\/td><td>(\d+)<\/td><td>[^<]*<\/td><td>([^<]*)<\/td>/.exec(
        section,
      );
    return row ? { views: Number(row[1]), lcp: row[2]! } : undefined;
  }

  it("reports a page view's vitals once it is hidden, and /ops shows them against the build", async () => {
    useCatalog(STABLE);
    const before = stableCatalog(await opsPage())?.views ?? 0;
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.addInitScript(recordBeacons);
      await page.goto(`${server.url}/`);
      await page.locator('[data-catalog-build]').first().waitFor();
      // The report's code (web-vitals) loads once the page is idle; a page left before then goes unmeasured.
      await page.waitForFunction(
        () => performance.getEntriesByType('resource').some((entry) => /\/field-data\.[^/]+\.js$/.test(entry.name)),
        undefined,
        { timeout: scaled(20_000) },
      );
      await page.waitForTimeout(500);
      // A key press (a real input) ends LCP's measurement, as the first input does for a shopper; the
      // tab switch below is simulated (not a trusted event), which web-vitals does not take as the end.
      await page.keyboard.press('Shift');
      await page.waitForTimeout(1500);
      // The shopper switches to another tab: the page is hidden, and its one report goes out.
      await page.evaluate(() => {
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      });
      type ViewReport = { views: { route: string; builds: { remote: string }[]; vitals: Record<string, number> }[] };
      const reports = async () =>
        (await page.evaluate(() => window.sentBeacons ?? []))
          .map((body) => JSON.parse(body) as Partial<ViewReport>)
          .filter((body): body is ViewReport => Array.isArray(body.views));
      await until(async () => (await reports()).length > 0, 10_000, 'the page-view report');
      const sent = await reports();
      assert.equal(sent.length, 1, 'one report per page view');
      const view = sent[0]!.views[0]!;
      assert.equal(view.route, '/');
      assert.ok(
        view.builds.some((build) => build.remote === 'catalog'),
        JSON.stringify(view),
      );
      // FCP, TTFB and CLS are measured on every page view; LCP once an input ended it, INP after it.
      for (const vital of ['LCP', 'FCP', 'TTFB'] as const) assert.ok((view.vitals[vital] ?? 0) > 0, `${vital}: ${JSON.stringify(view)}`);
      assert.ok(view.vitals.INP !== undefined && view.vitals.CLS !== undefined, JSON.stringify(view));
      await until(async () => (stableCatalog(await opsPage())?.views ?? 0) > before, 10_000, 'the page view on /ops');
      assert.ok(stableCatalog(await opsPage()), 'the stable catalog row of /ops');
    } finally {
      await context.close();
    }
  });
});

// Last: it stops the server, as PGlite serves one process and the report opens its database.
describe('compose report', () => {
  it("shows each build's page views, errors and p75s, the aborted canary, and what it threw", async () => {
    await server.stop();
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', join(ROOT, 'scripts/compose.ts'), 'report', compositionFile, '--since', '1h'],
      {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, DATA_DIR: dataDir },
      },
    );
    assert.equal(run.status, 0, `compose report: ${run.stdout}${run.stderr}`);
    const row = (manifest: string) =>
      run.stdout
        .split('\n')
        .find((line) => line.split(/ {2,}/)[2]?.endsWith(manifest))
        ?.split(/ {2,}/);
    // remote, version, manifest, state, loads, …, then views, errors, errors/view, p75 LCP, INP, CLS.
    const stable = row('/catalog-builds/a/mf-manifest.json');
    assert.ok(stable && Number(stable[9]) > 0, run.stdout);
    assert.match(stable[12] ?? '', /^\d+$/, `p75 LCP of the page view with a key press: ${stable.join(' | ')}`);
    assert.match(stable[13] ?? '', /^\d+$/, `p75 INP: ${stable.join(' | ')}`);
    assert.match(stable[14] ?? '', /^\d\.\d\d$/, `p75 CLS: ${stable.join(' | ')}`);
    // The cart was on those product pages too, and is not blamed for the catalog's errors.
    assert.equal(row('/remotes/cart/mf-manifest.json')?.[10], '0', run.stdout);
    const broken = row('/catalog-builds/c/mf-manifest.json');
    assert.ok(broken && Number(broken[9]) >= MIN_PAGE_VIEWS && Number(broken[10]) > 0, run.stdout);
    assert.ok(
      broken.some((cell) => /^aborted .*errors\/view/.test(cell)),
      broken.join(' | '),
    );
    assert.match(
      run.stdout,
      new RegExp(`catalog canary \\S*/catalog-builds/c/mf-manifest\\.json\\n +\\d+  ${escapeRegExp(BROKEN_PRODUCT_PAGE)}`),
    );
  });
});
