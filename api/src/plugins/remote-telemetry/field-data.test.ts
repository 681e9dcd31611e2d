import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  recordPageViews,
  recordRemoteErrors,
  summarizeFieldData,
  summarizeRemoteErrors,
  type PageViewTotals,
} from '../../db/queries/field-data.js';
import { pruneExpiredRows } from '../../db/queries/housekeeping.js';
import { judgedFieldData } from '../../db/queries/judged-field-data.js';
import { listCanaryAborts } from '../../db/queries/remote-loads.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { emptyCounts, MS_SCALE, CLS_SCALE } from '../../lib/vital-histograms.js';
import { loadViewTokens, viewTokens, type ViewTokens } from './view-token.js';

/** What the browser reports: a manifest resolved against composition.json's URL (inject's host). */
const absolute = (manifest: string) => new URL(manifest, 'http://localhost:80/composition.json').href;
const canaryOf = (remote: string) => `/releases/mfe-${remote}/0.2.0/mf-manifest.json`;
const stableOf = (remote: string) => `/remotes/${remote}/mf-manifest.json`;

type Served = 'stable' | 'canary' | 'preview';
const build = (remote: string, served: Served, manifest = absolute(served === 'canary' ? canaryOf(remote) : stableOf(remote))) => ({
  remote,
  version: served === 'canary' ? '0.2.0' : '0.1.0',
  manifest,
  served,
});

const view = (over: Record<string, unknown> = {}) => ({
  route: '/products/:id',
  device: 'phone',
  served_as: 'stable',
  builds: [] as unknown[],
  vitals: {},
  errors: 0,
  ...over,
});

/** `count` page views of one build of one remote. */
const viewsOf = (count: number, remote: string, served: Served, over: (i: number) => Record<string, unknown> = () => ({})) =>
  Array.from({ length: count }, (_, i) => view({ route: `/${remote}`, served_as: served, builds: [build(remote, served)], ...over(i) }));

const remoteError = (over: Record<string, unknown> = {}) => ({
  ...build('auth', 'preview', 'https://previews.example/mfe-auth/pr-7/mf-manifest.json'),
  route: '/login',
  source: 'error',
  message: 'TypeError: x is undefined',
  ...over,
});

interface StoredRow {
  remote: string;
  manifest: string;
  served: string;
  device: string;
  version: string | null;
  views: number;
  errors: number;
  lcp: number[];
  inp: number[];
  cls: number[];
  fcp: number[];
  ttfb: number[];
}

/** One page view's totals as the plugin hands them to the queries: nothing measured, stable, on a phone. */
const oneView = (over: Partial<PageViewTotals> & { route: string }): PageViewTotals => ({
  remote: '',
  manifest: '',
  served: 'stable',
  device: 'phone',
  version: null,
  views: 1,
  errors: 0,
  lcp: emptyCounts(MS_SCALE),
  inp: emptyCounts(MS_SCALE),
  cls: emptyCounts(CLS_SCALE),
  fcp: emptyCounts(MS_SCALE),
  ttfb: emptyCounts(MS_SCALE),
  ...over,
});

/** The positions of a histogram that hold counts: { position: count }. */
const counted = (histogram: number[]) => Object.fromEntries(histogram.flatMap((n, i) => (n ? [[i, n]] : [])));

describe('field data: page views and remote errors', () => {
  let t: TestApp;
  /** The store's view tokens: the same key as the app's, from its database. */
  let tokens: ViewTokens;
  const env = { PAGE_VIEWS_PER_MINUTE: '5', REMOTE_ERRORS_PER_MINUTE: '5' };
  let addresses = 0;
  /** Every batch from an address of its own, but for the rate-limit test: limits are per address. */
  const freshAddress = () => `10.20.${Math.floor(addresses / 250)}.${(addresses++ % 250) + 1}`;

  before(async () => {
    Object.assign(process.env, env);
    t = await createTestApp();
    tokens = await loadViewTokens(t.app.db);
    for (const name of Object.keys(env)) delete process.env[name];
    const entry = (remote: string) => ({
      manifest: stableOf(remote),
      canary: { manifest: canaryOf(remote), version: '0.2.0', percent: 10 },
    });
    const composition = { remotes: { catalog: entry('catalog'), cart: entry('cart'), account: entry('account'), auth: entry('auth') } };
    await writeFile(path.join(t.database.options.dataDir, 'composition.json'), JSON.stringify(composition));
  });
  after(() => t.close());

  const postViews = (views: unknown[], remoteAddress = freshAddress()) =>
    t.app.inject({ method: 'POST', url: '/api/telemetry/page-views', payload: { views }, remoteAddress });
  const postErrors = (errors: unknown[], remoteAddress = freshAddress()) =>
    t.app.inject({ method: 'POST', url: '/api/telemetry/remote-errors', payload: { errors }, remoteAddress });
  const abortOf = async (remote: string) => (await listCanaryAborts(t.app.db)).find((abort) => abort.remote === remote);
  const served = async (remote: string) =>
    (await t.app.inject({ url: '/composition.json', headers: { cookie: 'storefront_bucket=3' } })).json().remotes[remote].served;

  describe('the canary judged on its field data', () => {
    let sources = 0;
    /**
     * Page views each from a browser of its own, as the shell sends them: the token of a page served
     * to its address, its bucket (below the canaries' 10% for a canary view), one view a beacon.
     */
    const shoppers = async (views: ReturnType<typeof view>[]) => {
      for (const one of views) {
        const address = `10.30.${Math.floor(sources / 250)}.${(sources++ % 250) + 1}`;
        const bucket = one.served_as === 'canary' ? 3 : 50;
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/telemetry/page-views',
          headers: { cookie: `storefront_bucket=${bucket}` },
          payload: { views: [{ ...one, token: tokens.issue(address) }] },
          remoteAddress: address,
        });
        assert.equal(res.statusCode, 202, res.body);
      }
    };

    it('aborts a canary with more errors per page view than the margin above stable, each without its most influential source (error rule)', async () => {
      await shoppers(viewsOf(52, 'cart', 'stable', () => ({ vitals: { INP: 150, LCP: 1500 } })));
      await shoppers(viewsOf(25, 'cart', 'canary', (i) => ({ vitals: { INP: 150, LCP: 1500 }, errors: i < 20 ? 1 : 0 })));
      const abort = await abortOf('cart');
      // Judged once the canary had 21 page views (20 without its largest source's), 20 of them with an error: the
      // one without moves the rate most.
      assert.equal(
        abort?.reason,
        `Canary of cart aborted (${absolute(canaryOf('cart'))}): error rule: 0.95 errors per page view over its last 60 min ` +
          '(20 of 21 views, from 21 sources), 1.00 without its most influential source, against 0.00 for the stable build ' +
          '(0 of 52, from 52 sources), 0.00 without its most influential source, more than the 0.2 margin; every shopper now gets the stable build.',
      );
      assert.equal(await served('cart'), 'stable', 'the bucket falls back to stable at once on this instance');
    });

    it('aborts a canary whose p75 INP is worse than both the share and the floor, each without its most influential source (INP rule)', async () => {
      await shoppers(viewsOf(21, 'catalog', 'stable', () => ({ vitals: { INP: 180, LCP: 2000 } })));
      await shoppers(viewsOf(21, 'catalog', 'canary', () => ({ vitals: { INP: 420, LCP: 2000 } })));
      // 180 ms counts in (150, 200], 420 ms in (400, 500]: p75s of 187.5 and 475 ms, and the same without any one page view.
      assert.equal(
        (await abortOf('catalog'))?.reason,
        `Canary of catalog aborted (${absolute(canaryOf('catalog'))}): INP rule: p75 INP 475 ms (21 page views, from 21 sources), ` +
          '475 ms without its most influential source, against 188 ms for the stable build (21, from 21 sources), 188 ms ' +
          'without its most influential source, worse by more than 25% and 100 ms; every shopper now gets the stable build.',
      );
      assert.equal(await served('catalog'), 'stable');
    });

    it("judges nothing below the minimum of page views without the largest source's, of the canary or of the stable build", async () => {
      const broken = () => ({ errors: 3, vitals: { INP: 900, LCP: 9000 } });
      await shoppers(viewsOf(20, 'account', 'stable'));
      await shoppers(viewsOf(21, 'account', 'canary', broken));
      assert.equal(await abortOf('account'), undefined, 'the stable build has 19 page views without one source');
      await shoppers(viewsOf(1, 'account', 'stable'));
      assert.equal(await abortOf('account'), undefined, 'judged after a page view of the canary only');
      await shoppers(viewsOf(1, 'account', 'canary', broken));
      assert.match((await abortOf('account'))!.reason, /: error rule: 3\.00 errors per page view .* \(66 of 22 views, from 22 sources\)/);
    });

    it('keeps a canary within the margins: errors, and a p75 worse by the share but not the floor (or the other way)', async () => {
      await shoppers(viewsOf(21, 'auth', 'stable', () => ({ vitals: { INP: 200, LCP: 2400 } })));
      // 3 errors in 21 views (0.10 above stable without the source that moves it most); INP p75 275 against
      // 187.5 ms (47% but 87.5 ms); LCP p75 2875 against 2325 ms (550 ms but 24%).
      await shoppers(viewsOf(21, 'auth', 'canary', (i) => ({ vitals: { INP: 260, LCP: 2700 }, errors: i < 3 ? 1 : 0 })));
      assert.equal(await abortOf('auth'), undefined);
      assert.equal(await served('auth'), 'canary');
    });
  });

  describe('what one client can add to the judged figures', () => {
    const judgedViews = async (served: Served, manifest: string) =>
      (
        await t.app.db.query<{ views: number; sources: number }>(
          `SELECT coalesce(sum(views), 0)::int AS views, count(DISTINCT source)::int AS sources FROM judged_page_views WHERE served = $1 AND manifest = $2`,
          [served, manifest],
        )
      )[0]!;
    const post = (views: unknown[], { address = freshAddress(), bucket = 3 } = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/telemetry/page-views',
        headers: { cookie: `storefront_bucket=${bucket}` },
        payload: { views },
        remoteAddress: address,
      });
    const canaryView = (over: Record<string, unknown> = {}) => view({ served_as: 'canary', builds: [build('auth', 'canary')], ...over });

    it('counts at most CANARY_VIEWS_PER_SOURCE page views of a build per source and hour, however many tokens it has', async () => {
      const manifest = absolute(canaryOf('auth'));
      const before = await judgedViews('canary', manifest);
      const address = '10.40.0.1';
      for (let beacon = 0; beacon < 3; beacon += 1) {
        const views = Array.from({ length: 5 }, () => canaryView({ token: tokens.issue(address) }));
        assert.equal((await post(views, { address })).statusCode, 202);
      }
      const after = await judgedViews('canary', manifest);
      assert.equal(after.views - before.views, 10, '15 page views, 10 counted');
      assert.equal(after.sources - before.sources, 1);
    });

    it('counts a page view once, however often its token comes back; without a valid token, not at all', async () => {
      const manifest = absolute(stableOf('account'));
      const before = await judgedViews('stable', manifest);
      const stableView = (token?: string) => view({ builds: [build('account', 'stable')], ...(token ? { token } : {}) });
      const token = tokens.issue('10.40.0.2');
      assert.equal((await post([stableView(token), stableView(token)], { bucket: 50 })).statusCode, 202);
      assert.equal((await post([stableView(token)], { bucket: 50 })).statusCode, 202);
      const forged = `${token.slice(0, -4)}AAAA`;
      const expired = tokens.issue('10.40.0.3', Date.now() - 3 * 3600_000);
      const otherKey = viewTokens('another store').issue('10.40.0.4');
      assert.equal(
        (await post([stableView(), stableView(forged), stableView(expired), stableView(otherKey)], { bucket: 50 })).statusCode,
        202,
      );
      assert.equal((await judgedViews('stable', manifest)).views - before.views, 1);
    });

    it("counts a page view only for builds the store served that browser: its bucket's canary, the composition's stable build", async () => {
      const canary = absolute(canaryOf('auth'));
      const stable = absolute(stableOf('auth'));
      const [canaryBefore, stableBefore] = [await judgedViews('canary', canary), await judgedViews('stable', stable)];
      const claim = (served: Served, manifest?: string) =>
        view({ served_as: served, builds: [build('auth', served, manifest)], token: tokens.issue(freshAddress()) });
      // A canary view from a stable bucket, a stable view from a canary bucket, a bucketless one, another stable build.
      assert.equal((await post([claim('canary')], { bucket: 50 })).statusCode, 202);
      assert.equal((await post([claim('stable')], { bucket: 3 })).statusCode, 202);
      assert.equal(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/telemetry/page-views',
            payload: { views: [claim('canary')] },
            remoteAddress: freshAddress(),
          })
        ).statusCode,
        202,
      );
      assert.equal((await post([claim('stable', 'https://old.example/auth/mf-manifest.json')], { bucket: 50 })).statusCode, 202);
      assert.deepEqual(
        [
          (await judgedViews('canary', canary)).views - canaryBefore.views,
          (await judgedViews('stable', stable)).views - stableBefore.views,
        ],
        [0, 0],
      );
      // And as served, they count.
      assert.equal((await post([claim('canary')], { bucket: 3 })).statusCode, 202);
      assert.equal((await post([claim('stable')], { bucket: 50 })).statusCode, 202);
      assert.deepEqual(
        [
          (await judgedViews('canary', canary)).views - canaryBefore.views,
          (await judgedViews('stable', stable)).views - stableBefore.views,
        ],
        [1, 1],
      );
    });

    it('reads errors per page view without the one source that moves it most, and gives the heaviest sources for the p75s', async () => {
      const row = (source: string, views: number, errors: number) => ({ source, views, errors });
      await t.app.db.query(
        `INSERT INTO judged_page_views (hour, remote, manifest, served, source, views, errors, lcp, inp)
         SELECT date_trunc('hour', now()), 'loo', 'https://loo.example/mf-manifest.json', 'canary', source, views, errors, '{}', '{}'
           FROM jsonb_to_recordset($1::jsonb) AS r(source text, views int, errors int)`,
        [JSON.stringify([row('a', 10, 30), row('b', 5, 0), row('c', 5, 5)])],
      );
      const read = await judgedFieldData(
        t.app.db,
        { remote: 'loo', manifest: 'https://loo.example/mf-manifest.json', served: 'canary' },
        60,
      );
      // 1.75 errors per page view; without a: 5 in 10 (0.5); without b: 35 in 15 (2.33); without c: 30 in 15 (2.0).
      assert.deepEqual(
        { ...read, lcp: undefined, inp: undefined, heaviest: read.heaviest.length },
        { views: 20, errors: 35, sources: 3, largest: 10, trimmedRate: 0.5, trimmedViews: 10, lcp: undefined, inp: undefined, heaviest: 3 },
      );
      const none = await judgedFieldData(
        t.app.db,
        { remote: 'loo', manifest: 'https://nobody.example/mf-manifest.json', served: 'canary' },
        60,
      );
      assert.deepEqual([none.views, none.sources, none.trimmedRate, none.heaviest], [0, 0, null, []]);
    });
  });

  describe('storage', () => {
    const stored = (route: string) =>
      t.app.db.query<StoredRow>(
        `SELECT remote, manifest, served, device, version, views, errors, lcp, inp, cls, fcp, ttfb
           FROM page_view_hours WHERE route = $1 ORDER BY remote, served, device`,
        [route],
      );

    it('counts each page view once under its page and once under each build on it, vitals in their buckets', async () => {
      const route = '/products/:id/details';
      const catalogPreview = build('catalog', 'preview', 'https://previews.example/mfe-catalog/pr-3/mf-manifest.json');
      const cart = build('cart', 'stable', 'https://cdn.example/mfe-cart/0.1.0/mf-manifest.json');
      const slow = view({ route, builds: [cart], vitals: { LCP: 3100, INP: 240 } });
      const res = await postViews([
        view({
          route,
          served_as: 'preview',
          builds: [catalogPreview, cart],
          vitals: { LCP: 1200, INP: 90, CLS: 0.05, FCP: 800, TTFB: 120 },
          errors: 2,
        }),
        slow,
        view({ route, device: 'desktop', errors: 1 }),
      ]);
      assert.equal(res.statusCode, 202);
      assert.equal(res.json().message, 'The report was received.');
      assert.equal((await postViews([slow])).statusCode, 202, 'a second batch adds to the same rows');

      const rows = await stored(route);
      assert.deepEqual(
        rows.map((row) => [row.remote, row.served, row.device, row.views, row.errors]),
        [
          ['', 'preview', 'phone', 1, 2],
          ['', 'stable', 'desktop', 1, 1],
          ['', 'stable', 'phone', 2, 0],
          ['cart', 'stable', 'phone', 3, 2],
          ['catalog', 'preview', 'phone', 1, 2],
        ],
      );
      const cartRow = rows.find((row) => row.remote === 'cart')!;
      assert.equal(cartRow.manifest, cart.manifest);
      assert.equal(cartRow.version, '0.1.0');
      // LCP 1200 ms in (1000, 1300], 3100 ms twice in (3000, 4000]; INP 90 ms in (50, 100], 240 ms in (200, 300].
      assert.deepEqual(counted(cartRow.lcp), { 11: 1, 15: 2 });
      assert.deepEqual(counted(cartRow.inp), { 2: 1, 5: 2 });
      assert.deepEqual(counted(cartRow.fcp), { 9: 1 });
      assert.deepEqual(counted(cartRow.ttfb), { 3: 1 });
      // CLS 0.05 is 50 thousandths: the bucket (25, 50].
      assert.deepEqual(counted(cartRow.cls), { 4: 1 });
      assert.equal(cartRow.lcp.length, MS_SCALE.bounds.length + 1);
      assert.equal(cartRow.cls.length, CLS_SCALE.bounds.length + 1);
      const desktop = rows.find((row) => row.device === 'desktop')!;
      assert.deepEqual([desktop.lcp, desktop.cls], [emptyCounts(MS_SCALE), emptyCounts(CLS_SCALE)], 'no vitals, no counts');
    });

    it("counts a build the errors it raised itself, and the page all of them; a shell that does not say gives each build the page's", async () => {
      const route = '/products/:id/reviews';
      const catalog = build('catalog', 'canary');
      const cart = build('cart', 'stable');
      const res = await postViews([
        view({
          route,
          served_as: 'canary',
          builds: [
            { ...catalog, errors: 3 },
            { ...cart, errors: 0 },
          ],
          errors: 3,
        }),
        view({ route, served_as: 'canary', device: 'desktop', builds: [catalog, cart], errors: 1 }),
      ]);
      assert.equal(res.statusCode, 202);
      assert.deepEqual(
        (await stored(route)).map((row) => [row.remote, row.served, row.device, row.errors]),
        [
          ['', 'canary', 'desktop', 1],
          ['', 'canary', 'phone', 3],
          ['cart', 'stable', 'desktop', 1],
          ['cart', 'stable', 'phone', 0],
          ['catalog', 'canary', 'desktop', 1],
          ['catalog', 'canary', 'phone', 3],
        ],
      );
    });

    it('counts page views and vitals in the Prometheus metrics, by how the page was served and device', async () => {
      const before = await metricValue('pageViews', { served: 'preview', device: 'desktop' });
      const preview = build('cart', 'preview', 'https://previews.example/mfe-cart/pr-4/mf-manifest.json');
      await postViews([view({ served_as: 'preview', builds: [preview], device: 'desktop', vitals: { INP: 120, CLS: 0.2 } })]);
      assert.equal(await metricValue('pageViews', { served: 'preview', device: 'desktop' }), before + 1);
      const inp = await t.app.metrics.webVitals.INP.get();
      const bucket = inp.values.find((value) => {
        const labels = value.labels as Record<string, unknown>;
        return value.metricName?.endsWith('_bucket') && labels.le === 0.15 && labels.served === 'preview' && labels.device === 'desktop';
      });
      assert.equal(bucket?.value, 1, '120 ms is within the 0.15 s bucket');
    });

    async function metricValue(name: 'pageViews', labels: Record<string, string>): Promise<number> {
      const metric = await t.app.metrics[name].get();
      return (
        metric.values.find((value) => Object.entries(labels).every(([k, v]) => (value.labels as Record<string, unknown>)[k] === v))
          ?.value ?? 0
      );
    }

    it('refuses a malformed batch with a 422 naming the field', async () => {
      const longManifest = `https://cdn.example/${'a'.repeat(2980)}/mf-manifest.json`;
      const cases: Array<[Promise<{ statusCode: number; json(): { errors?: Record<string, string[]> } }>, string]> = [
        [postViews([view({ device: 'tablet' })]), 'views.0.device'],
        [postViews([view({ builds: [build('cart', 'stable', longManifest)] })]), 'views.0.builds.0.manifest'],
        [postViews(Array.from({ length: 21 }, () => view())), 'views'],
        [postViews([]), 'views'],
        [postViews([view({ route: '/products/<id>' })]), 'views.0.route'],
        [postViews([view({ vitals: { LCP: 600_001 } })]), 'views.0.vitals.LCP'],
        [postViews([view({ vitals: { CLS: 101 } })]), 'views.0.vitals.CLS'],
        [postViews([view({ errors: 1001 })]), 'views.0.errors'],
        [postViews([view({ builds: [{ ...build('cart', 'stable'), errors: 1001 }] })]), 'views.0.builds.0.errors'],
        [postViews([view({ builds: [build('shop', 'stable')] })]), 'views.0.builds.0.remote'],
        [postViews([view({ builds: Array.from({ length: 9 }, () => build('cart', 'stable')) })]), 'views.0.builds'],
        [postErrors([remoteError({ source: 'console' })]), 'errors.0.source'],
        [postErrors([remoteError({ message: 'x'.repeat(201) })]), 'errors.0.message'],
        [postErrors([remoteError({ manifest: '/remotes/auth/mf-manifest.json' })]), 'errors.0.manifest'],
      ];
      for (const [response, field] of cases) {
        const res = await response;
        assert.equal(res.statusCode, 422, field);
        assert.ok(res.json().errors?.[field], `${field} named in ${JSON.stringify(res.json())}`);
      }
    });

    it("keeps an error's first line without query strings, e-mail addresses or long numbers", async () => {
      const res = await postErrors([
        remoteError({
          message: 'TypeError: x is undefined at https://cdn.example/auth.js?token=abc123&q=shoes#top\n    at render (auth.js:10:5)',
        }),
        remoteError({ message: 'TypeError: x is undefined at https://cdn.example/auth.js?token=zzz' }),
        remoteError({ message: 'No account for jane.doe+shop@example.co.uk (order 12345678)', source: 'unhandledrejection' }),
        remoteError({ message: 'Order 12345 failed. Why? Nobody knows', source: 'boundary' }),
        remoteError({ message: '' }),
      ]);
      assert.equal(res.statusCode, 202);
      const rows = await t.app.db.query<{ message: string; errors: number }>(
        `SELECT message, errors FROM remote_error_hours WHERE manifest = $1`,
        ['https://previews.example/mfe-auth/pr-7/mf-manifest.json'],
      );
      assert.deepEqual(
        rows.map((row) => [row.message, row.errors]).sort(([a], [b]) => (String(a) < String(b) ? -1 : 1)),
        [
          ['(no message)', 1],
          ['No account for … (order …)', 1],
          ['Order 12345 failed. Why? Nobody knows', 1],
          ['TypeError: x is undefined at https://cdn.example/auth.js', 2],
        ],
      );
      const counter = await t.app.metrics.remoteErrors.get();
      assert.ok((counter.values.find((value) => value.labels.remote === 'auth' && value.labels.served === 'preview')?.value ?? 0) >= 5);
    });

    it('sums each build over the hours that overlap a window, for compose report', async () => {
      const since = new Date(Date.now() - 3_600_000);
      const cart = (await summarizeFieldData(t.app.db, since)).find(
        (row) => row.manifest === 'https://cdn.example/mfe-cart/0.1.0/mf-manifest.json',
      );
      assert.deepEqual(
        { ...cart, lcp: counted(cart!.lcp), inp: counted(cart!.inp), cls: counted(cart!.cls) },
        {
          remote: 'cart',
          manifest: cart!.manifest,
          served: 'stable',
          version: '0.1.0',
          views: 3,
          errors: 2,
          lcp: { 11: 1, 15: 2 },
          inp: { 2: 1, 5: 2 },
          cls: { 4: 1 },
        },
      );
      const summaries = await summarizeFieldData(t.app.db, since);
      assert.equal(
        summaries.some((row) => row.remote === ''),
        false,
        "the pages' own rows are not builds",
      );
      const messages = (await summarizeRemoteErrors(t.app.db, since)).filter((row) => row.manifest.includes('/mfe-auth/pr-7/'));
      assert.deepEqual(messages[0], {
        remote: 'auth',
        manifest: 'https://previews.example/mfe-auth/pr-7/mf-manifest.json',
        served: 'preview',
        message: 'TypeError: x is undefined at https://cdn.example/auth.js',
        errors: 2,
      });
      assert.equal(messages.length, 4);
      const future = await summarizeFieldData(t.app.db, new Date(Date.now() + 2 * 3_600_000));
      assert.deepEqual(future, [], 'nothing in an hour to come');
    });

    it('sums the histograms position by position over many rows and hours, as the aggregate sum_counts does', async () => {
      const db = t.app.db;
      const HOUR = 3_600_000;
      const thisHour = Math.floor(Date.now() / HOUR) * HOUR;
      // Known counts from a small generator: every row, vital and position differs.
      let seed = 7;
      const next = (limit: number) => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) % limit;
      const histogram = (positions: number) => Array.from({ length: positions }, () => next(1000));
      const builds = [
        ['https://sums.example/a/mf-manifest.json', 'preview'],
        ['https://sums.example/b/mf-manifest.json', 'stable'],
      ] as const;
      // Every third hour over 30 hours: a window of whole hours cut anywhere in the hour before a
      // row's keeps the same rows, should the clock pass an hour during the test.
      const rows = builds.flatMap(([manifest, served]) =>
        [0, 3, 6, 9, 12, 15, 18, 21, 24, 27].flatMap((ago) =>
          ['/sums/a', '/sums/b', '/sums/c'].flatMap((route) =>
            ['phone', 'desktop'].map((device) => ({
              ago,
              hour: new Date(thisHour - ago * HOUR).toISOString(),
              route,
              remote: 'sums',
              manifest,
              served,
              device,
              version: `0.${String(ago).padStart(2, '0')}.0`,
              views: next(500),
              errors: next(50),
              lcp: histogram(MS_SCALE.bounds.length + 1),
              inp: histogram(MS_SCALE.bounds.length + 1),
              cls: histogram(CLS_SCALE.bounds.length + 1),
            })),
          ),
        ),
      );
      // A longer histogram than the buckets (as if written under other bounds), and counts whose
      // sums pass an integer's range.
      rows[0]!.lcp.push(5, 6, 7);
      for (const row of rows.slice(1, 3)) row.inp = row.inp.map(() => 2_000_000_000);
      await db.query(
        `INSERT INTO page_view_hours (hour, route, remote, manifest, served, device, version, views, errors, lcp, inp, cls, fcp, ttfb)
         SELECT hour, route, remote, manifest, served, device, version, views, errors, lcp, inp, cls, '{}', '{}'
           FROM jsonb_to_recordset($1::jsonb) AS r(hour timestamptz, route text, remote text, manifest text, served text,
                device text, version text, views int, errors int, lcp int[], inp int[], cls int[])`,
        [JSON.stringify(rows)],
      );

      const elementWise = (histograms: number[][]) =>
        histograms.reduce<number[]>(
          (total, counts) => Array.from({ length: Math.max(total.length, counts.length) }, (_, i) => (total[i] ?? 0) + (counts[i] ?? 0)),
          [],
        );
      const sum = (numbers: number[]) => numbers.reduce((total, n) => total + n, 0);
      const expected = (picked: typeof rows) => ({
        views: sum(picked.map((row) => row.views)),
        errors: sum(picked.map((row) => row.errors)),
        lcp: elementWise(picked.map((row) => row.lcp)),
        inp: elementWise(picked.map((row) => row.inp)),
      });
      for (const hours of [0, 7, 40]) {
        // Any time within the hour: the window starts at the hour's beginning.
        const since = new Date(thisHour - hours * HOUR + 1_800_000);
        const summaries = (await summarizeFieldData(db, since)).filter((row) => row.remote === 'sums');
        const wanted = builds.map(([manifest, served]) => {
          const picked = rows.filter((row) => row.manifest === manifest && row.ago <= hours);
          return {
            remote: 'sums',
            manifest,
            served,
            version: picked
              .map((row) => row.version)
              .sort()
              .at(-1),
            ...expected(picked),
            cls: elementWise(picked.map((row) => row.cls)),
          };
        });
        assert.deepEqual(summaries, wanted, `the builds' sums over ${hours} hours back`);
        assert.equal(summaries[0]!.lcp.length, 25, 'as long as the longest histogram');
        assert.ok(
          summaries[0]!.inp.some((n) => n > 2 ** 31),
          'sums past an integer',
        );
        const aggregated = await db.query<{ lcp: number[]; inp: number[]; cls: number[] }>(
          `SELECT to_jsonb(sum_counts(lcp)) AS lcp, to_jsonb(sum_counts(inp)) AS inp, to_jsonb(sum_counts(cls)) AS cls
             FROM page_view_hours WHERE remote = 'sums' AND hour >= date_trunc('hour', $1::timestamptz)
            GROUP BY manifest ORDER BY manifest`,
          [since.toISOString()],
        );
        assert.deepEqual(
          aggregated,
          summaries.map(({ lcp, inp, cls }) => ({ lcp, inp, cls })),
        );
      }

      // The canary rules' reading (judged_page_views, per source): the same sums over the last 1, 4
      // and 40 hours' rows, and a canary without any.
      const stable = rows.filter((row) => row.served === 'stable');
      await db.query(
        `INSERT INTO judged_page_views (hour, remote, manifest, served, source, views, errors, lcp, inp)
         SELECT hour, remote, manifest, served, route || ' ' || device, views, errors, lcp, inp
           FROM jsonb_to_recordset($1::jsonb) AS r(hour timestamptz, route text, remote text, manifest text, served text,
                device text, views int, errors int, lcp int[], inp int[])`,
        [JSON.stringify(stable)],
      );
      const judged = async (minutes: number, manifest: string = builds[1][0]) => {
        const { views, errors, lcp, inp } = await judgedFieldData(db, { remote: 'sums', manifest, served: 'stable' }, minutes);
        return { views, errors, lcp, inp };
      };
      assert.deepEqual(await judged(60), expected(stable.filter((row) => row.ago === 0)));
      assert.deepEqual(await judged(4 * 60), expected(stable.filter((row) => row.ago <= 3)));
      assert.deepEqual(await judged(40 * 60), expected(stable));
      assert.deepEqual(await judged(40 * 60, 'https://sums.example/c/mf-manifest.json'), { views: 0, errors: 0, lcp: [], inp: [] });
    });

    it('keeps 20 distinct messages per build and hour and counts the rest under "(other)"', async () => {
      const manifest = 'https://previews.example/mfe-cart/pr-8/mf-manifest.json';
      const error = (message: string) => remoteError({ ...build('cart', 'preview', manifest), message });
      assert.equal((await postErrors(Array.from({ length: 20 }, (_, i) => error(`Error ${i + 1}`)))).statusCode, 202);
      const more = [...Array.from({ length: 5 }, (_, i) => error(`Error ${i + 21}`)), error('Error 3'), error('Error 22')];
      assert.equal((await postErrors(more)).statusCode, 202);
      const rows = await t.app.db.query<{ message: string; errors: number }>(
        'SELECT message, errors FROM remote_error_hours WHERE manifest = $1',
        [manifest],
      );
      assert.equal(rows.length, 21);
      const byMessage = Object.fromEntries(rows.map((row) => [row.message, row.errors]));
      assert.equal(byMessage['(other)'], 6);
      assert.equal(byMessage['Error 3'], 2);
      assert.equal(byMessage['Error 21'], undefined);
    });

    it('starts at most the cap of new keys of the composition per hour and table; existing keys are still added to', async () => {
      const db = t.app.db;
      const keysNow = async (table: string) =>
        (
          await db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM ${table} WHERE hour = date_trunc('hour', now()) AND started_by IS NULL`,
          )
        )[0]!.n;
      const totals = (route: string) => oneView({ route });
      const rows = ['/cap/a', '/cap/b', '/cap/c', '/cap/d', '/cap/e'].map(totals);
      // A cap of 3 more keys than the hour has so far.
      const cap = (await keysNow('page_view_hours')) + 3;
      assert.deepEqual(await recordPageViews(db, rows, { keysPerHour: cap }), { dropped: 2 });
      assert.deepEqual(await recordPageViews(db, rows, { keysPerHour: cap }), { dropped: 2 });
      const kept = await db.query<{ route: string; views: number }>(
        `SELECT route, views FROM page_view_hours WHERE route LIKE '/cap/%' ORDER BY route`,
      );
      assert.deepEqual(
        kept.map((row) => [row.route, row.views]),
        [
          ['/cap/a', 2],
          ['/cap/b', 2],
          ['/cap/c', 2],
        ],
      );

      const error = (message: string) => ({
        remote: 'cart',
        manifest: 'https://cap.example/mf-manifest.json',
        served: 'stable',
        message,
        errors: 1,
      });
      const errorCap = (await keysNow('remote_error_hours')) + 1;
      assert.deepEqual(await recordRemoteErrors(db, [error('a'), error('b')], { keysPerHour: errorCap }), { dropped: 1 });
      assert.deepEqual(await recordRemoteErrors(db, [error('a')], { keysPerHour: errorCap }), { dropped: 0 });
      const errors = await db.query<{ message: string; errors: number }>(
        `SELECT message, errors FROM remote_error_hours WHERE manifest = 'https://cap.example/mf-manifest.json'`,
      );
      assert.deepEqual(
        errors.map((row) => [row.message, row.errors]),
        [['a', 2]],
      );
    });

    it("keeps the composition's builds a budget of their own; other builds take at most their source's share of theirs", async () => {
      const db = t.app.db;
      const keys = async (where: string) =>
        (
          await db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM page_view_hours WHERE hour = date_trunc('hour', now()) AND ${where}`,
          )
        )[0]!.n;
      const totals = (route: string, manifest: string, startedBy: string | null) => oneView({ route, remote: 'cart', manifest, startedBy });
      const invented = (source: string, n: number) =>
        Array.from({ length: n }, (_, i) => totals('/x', `https://invented.example/${source}/${i}/mf-manifest.json`, source));
      // Room for 30 more keys of other builds this hour, 20 of them per source.
      const budget = { keysPerHour: (await keys('started_by IS NOT NULL')) + 30, sourceKeysPerHour: 20 };
      assert.deepEqual(await recordPageViews(db, invented('source-a', 25), budget), { dropped: 5 }, "a source's 20");
      assert.deepEqual(await recordPageViews(db, invented('source-b', 25), budget), { dropped: 15 }, 'the 10 left of the 30');
      assert.deepEqual(await recordPageViews(db, invented('source-c', 5), budget), { dropped: 5 }, 'none left');
      // The composition's builds (and the pages' rows) are counted apart: nothing above took their room.
      const composition = { ...budget, keysPerHour: (await keys('started_by IS NULL')) + 2 };
      const stable = absolute(stableOf('cart'));
      assert.deepEqual(await recordPageViews(db, [totals('/a', stable, null), totals('/b', stable, null)], composition), { dropped: 0 });
    });

    it('keeps 40 routes per build and hour and counts page views of the others under "(other)"', async () => {
      const manifest = 'https://routes.example/cart/mf-manifest.json';
      const routed = (route: string) => view({ route, builds: [build('cart', 'stable', manifest)] });
      for (let beacon = 0; beacon < 3; beacon += 1) {
        const views = Array.from({ length: 15 }, (_, i) => routed(`/routes/${beacon * 15 + i}`));
        assert.equal((await postViews(beacon === 2 ? [...views, routed('/routes/0')] : views)).statusCode, 202);
      }
      const rows = await t.app.db.query<{ route: string; views: number }>(
        `SELECT route, views FROM page_view_hours WHERE manifest = $1 ORDER BY route`,
        [manifest],
      );
      assert.equal(rows.length, 41);
      assert.deepEqual(rows.find((row) => row.route === '(other)')?.views, 5);
      assert.deepEqual(rows.find((row) => row.route === '/routes/0')?.views, 2, 'a route it has is added to');
    });

    it('limits the batches one address sends a minute, each route on its own', async () => {
      const address = '203.0.113.7';
      let last = 0;
      for (let i = 0; i < 7 && last !== 429; i += 1) last = (await postViews([view()], address)).statusCode;
      assert.equal(last, 429);
      const refused = await postViews([view()], address);
      assert.equal(refused.statusCode, 429);
      assert.match(String(refused.headers['retry-after']), /^\d+$/);
      assert.equal((await postErrors([remoteError()], address)).statusCode, 202, 'errors have a limit of their own');
      last = 0;
      for (let i = 0; i < 7 && last !== 429; i += 1) last = (await postErrors([remoteError()], address)).statusCode;
      assert.equal(last, 429);
    });

    it('prunes rows older than 14 days with housekeeping', async () => {
      await t.app.db.query(
        `INSERT INTO page_view_hours (hour, route, remote, manifest, served, device, views, errors, lcp, inp, cls, fcp, ttfb)
         VALUES (date_trunc('hour', now() - interval '15 days'), '/old', '', '', 'stable', 'phone', 1, 0, '{}', '{}', '{}', '{}', '{}')`,
      );
      await t.app.db.query(
        `INSERT INTO remote_error_hours (hour, remote, manifest, served, message, errors)
         VALUES (date_trunc('hour', now() - interval '15 days'), 'cart', 'https://old.example/', 'stable', 'old', 1)`,
      );
      const pruned = await pruneExpiredRows(t.app.db);
      assert.deepEqual([pruned.pageViewHours, pruned.remoteErrorHours], [1, 1]);
    });
  });
});
