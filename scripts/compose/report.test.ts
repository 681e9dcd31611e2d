// `compose report` on a real PGlite database, migrated and filled through the API's own telemetry
// queries (loads, and the hourly field data of page views and errors): the table it prints, its
// --since window, and the CLI itself as an operator runs it.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { CLS_SCALE, emptyCounts, MS_SCALE } from '../../api/src/lib/vital-histograms.js';
import {
  apiCanaryAbort,
  apiDatabase,
  apiFieldData,
  apiMigrate,
  apiRemoteLoads,
  type ApiDatabase,
  type FieldData,
  type PageViewTotals,
  type RemoteLoad,
} from './api-modules';
import { parseSince, renderReport, REPORT_HEADER, shortReason } from './report';
import { readTelemetry } from './report-database';

const REPO = resolve(__dirname, '../..');
const ORIGIN = 'http://localhost:8080';
const BUILDS = {
  catalog: `${ORIGIN}/remotes/catalog/mf-manifest.json`,
  catalogCanary: `${ORIGIN}/releases/mfe-catalog/0.2.0/mf-manifest.json`,
  cart: `${ORIGIN}/remotes/cart/mf-manifest.json`,
  cartCanary: `${ORIGIN}/releases/mfe-cart/0.2.0/mf-manifest.json`,
  accountCanary: `${ORIGIN}/releases/mfe-account/0.1.1/mf-manifest.json`,
  authCanary: `${ORIGIN}/releases/mfe-auth/0.2.0/mf-manifest.json`,
  cartPreview: `${ORIGIN}/previews/mfe-cart/pr-9/mf-manifest.json`,
};
/** The column of the canary's state, the last. */
const CANARY = REPORT_HEADER.indexOf('canary');

/** The composition as ops wrote it: relative manifests, resolved against the origin as the API does. */
const COMPOSITION = {
  remotes: {
    catalog: {
      manifest: '/remotes/catalog/mf-manifest.json',
      canary: { manifest: '/releases/mfe-catalog/0.2.0/mf-manifest.json', version: '0.2.0', percent: 20 },
    },
    cart: {
      manifest: '/remotes/cart/mf-manifest.json',
      canary: { manifest: '/releases/mfe-cart/0.2.0/mf-manifest.json', version: '0.2.0', percent: 10 },
    },
    account: { manifest: '/remotes/account/mf-manifest.json' },
    auth: { manifest: '/remotes/auth/mf-manifest.json' },
  },
};

function loads(count: number, load: Omit<RemoteLoad, 'durationMs'>, durationMs: (i: number) => number): RemoteLoad[] {
  return Array.from({ length: count }, (_, i) => ({ ...load, durationMs: durationMs(i) }));
}

const stable = (remote: string, manifest: string) => ({
  remote,
  version: '0.1.0',
  manifest,
  canary: false,
  preview: false,
  ok: true,
  phase: null,
});
const canary = (remote: string, manifest: string, version: string) => ({
  remote,
  version,
  manifest,
  canary: true,
  preview: false,
  ok: true,
  phase: null,
});
const failed = (phase: string | null) => ({ ok: false, phase });

let dir: string;
let compositionFile: string;
let db: ApiDatabase | null;
let abortReason: string;
let errorRuleReason: string;
const FIELD_RULE = { windowMinutes: 60, minPageViews: 20, errorMargin: 0.2, vitals: { share: 0.25, floorMs: 100 } };

/** A histogram with `n` values in bucket `at` (vital-histograms.ts), or none. */
function histogram(scale: typeof MS_SCALE, at?: number, n = 0): number[] {
  const counts = emptyCounts(scale);
  if (at !== undefined) counts[at] = n;
  return counts;
}

/** `views` page views of a build on one route, their vitals each in one bucket (positions of LCP, INP, CLS). */
function pageViews(
  remote: string,
  manifest: string,
  served: string,
  version: string,
  views: number,
  errors: number,
  buckets?: { lcp: number; inp: number; cls: number },
): PageViewTotals {
  const none = histogram(MS_SCALE);
  return {
    route: `/${remote}`,
    remote,
    manifest,
    served,
    device: 'phone',
    version,
    views,
    errors,
    lcp: buckets ? histogram(MS_SCALE, buckets.lcp, views) : none,
    inp: buckets ? histogram(MS_SCALE, buckets.inp, views) : none,
    cls: buckets ? histogram(CLS_SCALE, buckets.cls, views) : histogram(CLS_SCALE),
    fcp: none,
    ttfb: none,
  };
}

/** Two hours of telemetry: the last hour, and an hour before it of cart failures the 1h window must leave out. */
async function fill(database: ApiDatabase): Promise<void> {
  const { insertRemoteLoads, abortCanary } = await apiRemoteLoads();
  await insertRemoteLoads(
    database,
    loads(5, { ...stable('cart', BUILDS.cart), ...failed('refused') }, () => 900),
  );
  await database.query(`UPDATE remote_loads SET received_at = now() - interval '2 hours'`);
  const { recordPageViews, recordRemoteErrors } = await apiFieldData();
  await recordPageViews(database, [pageViews('cart', BUILDS.cart, 'stable', '0.1.0', 8, 4)]);
  // Three hours back: outside every hour that overlaps the last hour.
  await database.query(`UPDATE page_view_hours SET hour = hour - interval '3 hours'`);
  await recordPageViews(database, [
    // LCP in (1300, 1800], INP in (150, 200], CLS 0: p75s of 1675 ms, 187.5 ms and 0.
    pageViews('catalog', BUILDS.catalog, 'stable', '0.1.0', 40, 2, { lcp: 12, inp: 4, cls: 0 }),
    // LCP in (2500, 3000], INP in (400, 500], CLS in (50, 75]: 2875 ms, 475 ms and 0.06875.
    pageViews('catalog', BUILDS.catalogCanary, 'canary', '0.2.0', 10, 5, { lcp: 14, inp: 7, cls: 5 }),
    pageViews('cart', BUILDS.cartPreview, 'preview', '0.3.0-pr.9', 3, 0),
    pageViews('auth', BUILDS.authCanary, 'canary', '0.2.0', 40, 34),
  ]);
  await recordRemoteErrors(database, [
    { remote: 'catalog', manifest: BUILDS.catalogCanary, served: 'canary', message: 'TypeError: total is undefined', errors: 4 },
    { remote: 'catalog', manifest: BUILDS.catalogCanary, served: 'canary', message: 'Failed to fetch', errors: 1 },
  ]);
  await insertRemoteLoads(database, [
    ...loads(20, stable('catalog', BUILDS.catalog), (i) => (i + 1) * 20),
    ...loads(2, canary('catalog', BUILDS.catalogCanary, '0.2.0'), (i) => [100, 300][i]!),
    { ...canary('catalog', BUILDS.catalogCanary, '0.2.0'), ...failed('manifest'), durationMs: 50 },
    { ...canary('catalog', BUILDS.catalogCanary, '0.2.0'), ...failed('entry'), durationMs: 70 },
    ...loads(10, stable('cart', BUILDS.cart), () => 40),
    { ...stable('cart', BUILDS.cart), ...failed('timeout'), durationMs: 8000 },
    ...loads(3, canary('cart', BUILDS.cartCanary, '0.2.0'), () => 60),
    ...loads(2, { ...canary('account', BUILDS.accountCanary, '0.1.1'), version: null }, () => 30),
    // A preview's loads are marked so (not a canary), as are its page views.
    ...loads(2, { ...stable('cart', BUILDS.cartPreview), preview: true, version: '0.3.0-pr.9' }, () => 70),
  ]);
  const { abortReason: reasonFor } = await apiCanaryAbort();
  const rule = { window: 4, margin: 0.2 };
  abortReason = reasonFor(
    { remote: 'catalog', manifest: BUILDS.catalogCanary, percent: 20 },
    { loads: 4, failures: 2, sources: 3, trimmedRate: 0.5, trimmedLoads: 2 },
    { loads: 20, failures: 0, sources: 10, trimmedRate: 0, trimmedLoads: 18 },
    rule,
  );
  assert.equal(await abortCanary(database, 'catalog', BUILDS.catalogCanary, abortReason), true);
  const { fieldDataAbortReason } = await apiCanaryAbort();
  const noVitals = { lcp: [], inp: [] };
  errorRuleReason = fieldDataAbortReason(
    { remote: 'auth', manifest: BUILDS.authCanary, percent: 10 },
    // 20 sources of 2 page views each; without the one that moves it most (2 views, no error), 34 of 38.
    { views: 40, errors: 34, sources: 20, largest: 2, trimmedRate: 34 / 38, trimmedViews: 38, heaviest: [], ...noVitals },
    { views: 52, errors: 0, sources: 26, largest: 2, trimmedRate: 0, trimmedViews: 50, heaviest: [], ...noVitals },
    FIELD_RULE,
  )!;
  assert.equal(await abortCanary(database, 'auth', BUILDS.authCanary, errorRuleReason), true);
}

async function report(window: string): Promise<string> {
  const since = new Date(Date.now() - parseSince(window)!);
  const telemetry = await readTelemetry(db!, since);
  return renderReport({
    since,
    window,
    ...telemetry,
    composition: { source: { kind: 'file', path: compositionFile }, text: JSON.stringify(COMPOSITION) },
  });
}

/** The cells of the table row of one build (columns are two or more spaces apart). */
function row(output: string, manifest: string): string[] {
  const line = output.split('\n').find((text) => text.split(/ {2,}/)[2] === manifest);
  assert.ok(line, `no row for ${manifest} in\n${output}`);
  return line.split(/ {2,}/);
}

function compose(args: string[], dataDir = dir): { status: number | null; output: string } {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  delete env.COMPOSITION_FILE;
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(REPO, 'scripts/compose.ts'), ...args], {
    cwd: REPO,
    encoding: 'utf8',
    env,
  });
  return { status: run.status, output: run.stdout + run.stderr };
}

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'compose-report-'));
  compositionFile = join(dir, 'composition.json');
  writeFileSync(compositionFile, JSON.stringify(COMPOSITION));
  db = await (await apiDatabase()).openDatabase({ dataDir: dir });
  await (await apiMigrate()).runMigrations(db);
  await fill(db);
});

after(async () => {
  await db?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('compose report', () => {
  it('prints one row per build: loads, failures by phase, failure rate and percentiles', async () => {
    const output = await report('1h');
    assert.match(
      output,
      /^remote\s+version\s+build\s+served\s+loads\s+failures\s+fail %\s+p50 ms\s+p95 ms\s+views\s+errors\s+err\/view\s+p75 LCP ms\s+p75 INP ms\s+p75 CLS\s+canary$/m,
    );
    // 20, 40 ... 400 ms: the median halfway from 200 to 220, the 95th percentile a twentieth of the way from 380 to 400.
    assert.deepEqual(row(output, BUILDS.catalog).slice(0, 9), [
      'catalog',
      '0.1.0',
      BUILDS.catalog,
      'stable',
      '20',
      '-',
      '0.0%',
      '210',
      '381',
    ]);
    assert.deepEqual(row(output, BUILDS.cart), [
      'cart',
      '0.1.0',
      BUILDS.cart,
      'stable',
      '11',
      'timeout 1',
      '9.1%',
      '40',
      '4020',
      '-',
      '-',
      '-',
      '-',
      '-',
      '-',
    ]);
  });

  it('puts page views, errors, errors per view and p75 LCP, INP and CLS beside the loads of each build', async () => {
    const output = await report('1h');
    assert.deepEqual(row(output, BUILDS.catalog).slice(9), ['40', '2', '0.05', '1675', '188', '0.00']);
    assert.deepEqual(row(output, BUILDS.catalogCanary).slice(9, CANARY), ['10', '5', '0.50', '2875', '475', '0.07']);
    // The loads of a manifest the page views call a preview are the preview's: one row.
    assert.deepEqual(row(output, BUILDS.cartPreview), [
      'cart',
      '0.3.0-pr.9',
      BUILDS.cartPreview,
      'preview',
      '2',
      '-',
      '0.0%',
      '70',
      '70',
      '3',
      '0',
      '0.00',
      '-',
      '-',
      '-',
    ]);
    assert.match(output, /^Views, errors and p75s count every hour that overlaps the window whole/m);
  });

  it("lists each build's most frequent error messages below the table", async () => {
    const output = await report('1h');
    assert.ok(
      output.includes(
        `\nMost frequent errors (first lines):\n  catalog canary ${BUILDS.catalogCanary}\n    4  TypeError: total is undefined\n    1  Failed to fetch\n`,
      ),
      output,
    );
  });

  it("gives each canary's state: aborted with its reason, serving its share, or gone from the composition", async () => {
    const output = await report('1h');
    const aborted = row(output, BUILDS.catalogCanary);
    assert.deepEqual(aborted.slice(0, 9), [
      'catalog',
      '0.2.0',
      BUILDS.catalogCanary,
      'canary',
      '4',
      'entry 1, manifest 1',
      '50.0%',
      '85',
      '270',
    ]);
    assert.match(aborted[CANARY]!, /^aborted \d{4}-\d\d-\d\d \d\d:\d\d UTC: 50% of last 4 failed, stable 0%$/);
    assert.deepEqual(row(output, BUILDS.cartCanary).slice(3), [
      'canary',
      '3',
      '-',
      '0.0%',
      '60',
      '60',
      '-',
      '-',
      '-',
      '-',
      '-',
      '-',
      'serving 10%',
    ]);
    assert.deepEqual(row(output, BUILDS.accountCanary).slice(0, 2), ['account', '-']);
    assert.equal(row(output, BUILDS.accountCanary)[CANARY], 'no longer in composition');
    // Aborted by the error rule on its page views (it reported no loads).
    const byErrors = row(output, BUILDS.authCanary);
    assert.deepEqual(byErrors.slice(3, 12), ['canary', '-', '-', '-', '-', '-', '40', '34', '0.85']);
    assert.match(byErrors[CANARY]!, /^aborted .* UTC: 0\.89 errors\/view, stable 0\.00$/);
  });

  it('says in a few words which rule aborted a canary, and with which numbers', async () => {
    assert.equal(
      errorRuleReason,
      `Canary of auth aborted (${BUILDS.authCanary}): error rule: 0.85 errors per page view over its last 60 min (34 of 40 views, ` +
        'from 20 sources), 0.89 without its most influential source, against 0.00 for the stable build (0 of 52, from 26 sources), ' +
        '0.00 without its most influential source, more than the 0.2 margin; every shopper now gets the stable build.',
    );
    const { fieldDataAbortReason } = await apiCanaryAbort();
    const slow = (at: number, views: number): FieldData => ({
      views,
      errors: 0,
      sources: views / 2,
      largest: 2,
      trimmedRate: 0,
      trimmedViews: views - 2,
      lcp: [],
      inp: histogram(MS_SCALE, at, views),
      heaviest: [{ lcp: [], inp: histogram(MS_SCALE, at, 2) }],
    });
    const inpRule = fieldDataAbortReason(
      { remote: 'cart', manifest: BUILDS.cartCanary, percent: 10 },
      slow(7, 40),
      slow(4, 52),
      FIELD_RULE,
    );
    assert.match(
      inpRule!,
      /: INP rule: p75 INP 475 ms \(40 page views, from 20 sources\), 475 ms without its most influential source, against 188 ms for the stable build \(52, from 26 sources\), 188 ms without its most influential source, worse by more than 25% and 100 ms; /,
    );
    assert.equal(shortReason(inpRule!), 'p75 INP 475 ms, stable 188 ms');
    assert.equal(shortReason(errorRuleReason), '0.89 errors/view, stable 0.00');
    assert.equal(shortReason(abortReason), '50% of last 4 failed, stable 0%');
    // Reasons recorded before the rules left a source out read as they did.
    const before = 'Canary of cart aborted (x): ';
    assert.equal(
      shortReason(`${before}3 of its last 3 loads failed (100%) against 0 of 2 for the stable build (0%), more than the 20% margin`),
      '100% of last 3 failed, stable 0%',
    );
    assert.equal(
      shortReason(
        `${before}error rule: 0.85 errors per page view over its last 60 min (34 of 40 views) against 0.00 for the stable build (0 of 52)`,
      ),
      '0.85 errors/view, stable 0.00',
    );
    assert.equal(
      shortReason(`${before}INP rule: p75 INP 475 ms against 188 ms for the stable build, worse by more than 25% and 100 ms`),
      'p75 INP 475 ms, stable 188 ms',
    );
  });

  it('prints the reason of every abort in full below the table', async () => {
    const output = await report('1h');
    const below = output.slice(output.indexOf('\nAborted canaries:'));
    assert.match(
      below,
      /^\nAborted canaries:\n {2}catalog http:\/\/localhost:8080\/releases\/mfe-catalog\/0\.2\.0\/mf-manifest\.json\n {4}aborted .* UTC: /,
    );
    assert.ok(below.includes(abortReason), below);
    assert.ok(below.includes(errorRuleReason), below);
    assert.match(
      abortReason,
      /load rule: 2 of its last 4 loads failed \(50%, from 3 sources\), 50% without its most influential source, against 0 of 20/,
    );
  });

  it('counts only the loads and page views reported within --since', async () => {
    assert.deepEqual(row(await report('24h'), BUILDS.cart).slice(4, 7), ['16', 'refused 5, timeout 1', '37.5%']);
    assert.deepEqual(row(await report('24h'), BUILDS.cart).slice(9, 12), ['8', '4', '0.50']);
    assert.deepEqual(row(await report('1h'), BUILDS.cart).slice(4, 6), ['11', 'timeout 1']);
    assert.deepEqual(row(await report('1h'), BUILDS.cart).slice(9, 12), ['-', '-', '-']);
    assert.match(await report('15m'), /^cart\s.*\s11\s/m);
  });

  it('reads durations of minutes, hours and days, and nothing else', () => {
    assert.equal(parseSince('15m'), 15 * 60_000);
    assert.equal(parseSince('1h'), 3_600_000);
    assert.equal(parseSince('24h'), 24 * 3_600_000);
    assert.equal(parseSince('7d'), 7 * 86_400_000);
    for (const bad of ['', '1', 'h', '0h', '1.5h', '-1h', '1w', '1 h', '1hour']) assert.equal(parseSince(bad), null, bad);
  });
});

describe('npm run compose -- report (the CLI)', () => {
  it('exits 2 with the usage on a bad --since', () => {
    const { status, output } = compose(['report', '--since', '90s']);
    assert.equal(status, 2, output);
    assert.match(output, /--since wants a duration such as 15m, 1h, 24h or 7d, not "90s"/);
    assert.match(output, /npm run compose -- report \[composition\.json \| URL\] \[--since 1h\]/);
  });

  it('refuses, exit 1, a PGlite database another process has open', () => {
    const { status, output } = compose(['report', compositionFile]);
    assert.equal(status, 1, output);
    assert.match(output, /is open in another process .*stop the API and run the report, or run the API on PostgreSQL \(DATABASE_URL\)/s);
  });

  it('prints the report once the database is free, and exits 0', async () => {
    await db!.close();
    db = null;
    const { status, output } = compose(['report', '--since', '1h', compositionFile]);
    assert.equal(status, 0, output);
    assert.match(output, /^Remote loads and field data reported since \d{4}-\d\d-\d\d \d\d:\d\d UTC \(last 1h\):$/m);
    assert.deepEqual(row(output, BUILDS.cart).slice(3, 6), ['stable', '11', 'timeout 1']);
    assert.equal(row(output, BUILDS.cartCanary)[CANARY], 'serving 10%');
    assert.match(row(output, BUILDS.catalogCanary)[CANARY]!, /^aborted .*: 50% of last 4 failed, stable 0%$/);
    assert.deepEqual(row(output, BUILDS.catalogCanary).slice(9, CANARY), ['10', '5', '0.50', '2875', '475', '0.07']);
    assert.ok(output.includes(abortReason), output);
  });

  it('exits 1 when there is no database where DATA_DIR points', () => {
    const { status, output } = compose(['report'], join(dir, 'elsewhere'));
    assert.equal(status, 1, output);
    assert.match(output, /There is no database in .*elsewhere\/pglite/);
  });
});
