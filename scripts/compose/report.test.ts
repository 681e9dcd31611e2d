// `compose report` on a real PGlite database, migrated and filled through the API's own telemetry
// queries: the table it prints, its --since window, and the CLI itself as an operator runs it.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { apiCanaryAbort, apiDatabase, apiMigrate, apiRemoteLoads, type ApiDatabase, type RemoteLoad } from './api-modules';
import { parseSince, renderReport } from './report';
import { readTelemetry } from './report-database';

const REPO = resolve(__dirname, '../..');
const ORIGIN = 'http://localhost:8080';
const BUILDS = {
  catalog: `${ORIGIN}/remotes/catalog/mf-manifest.json`,
  catalogCanary: `${ORIGIN}/releases/mfe-catalog/0.2.0/mf-manifest.json`,
  cart: `${ORIGIN}/remotes/cart/mf-manifest.json`,
  cartCanary: `${ORIGIN}/releases/mfe-cart/0.2.0/mf-manifest.json`,
  accountCanary: `${ORIGIN}/releases/mfe-account/0.1.1/mf-manifest.json`,
};

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

const stable = (remote: string, manifest: string) => ({ remote, version: '0.1.0', manifest, canary: false, ok: true, phase: null });
const canary = (remote: string, manifest: string, version: string) => ({ remote, version, manifest, canary: true, ok: true, phase: null });
const failed = (phase: string | null) => ({ ok: false, phase });

let dir: string;
let compositionFile: string;
let db: ApiDatabase | null;
let abortReason: string;

/** Two hours of telemetry: the last hour, and an hour before it of cart failures the 1h window must leave out. */
async function fill(database: ApiDatabase): Promise<void> {
  const { insertRemoteLoads, abortCanary } = await apiRemoteLoads();
  await insertRemoteLoads(
    database,
    loads(5, { ...stable('cart', BUILDS.cart), ...failed('refused') }, () => 900),
  );
  await database.query(`UPDATE remote_loads SET received_at = now() - interval '2 hours'`);
  await insertRemoteLoads(database, [
    ...loads(20, stable('catalog', BUILDS.catalog), (i) => (i + 1) * 20),
    ...loads(2, canary('catalog', BUILDS.catalogCanary, '0.2.0'), (i) => [100, 300][i]!),
    { ...canary('catalog', BUILDS.catalogCanary, '0.2.0'), ...failed('manifest'), durationMs: 50 },
    { ...canary('catalog', BUILDS.catalogCanary, '0.2.0'), ...failed('entry'), durationMs: 70 },
    ...loads(10, stable('cart', BUILDS.cart), () => 40),
    { ...stable('cart', BUILDS.cart), ...failed('timeout'), durationMs: 8000 },
    ...loads(3, canary('cart', BUILDS.cartCanary, '0.2.0'), () => 60),
    ...loads(2, { ...canary('account', BUILDS.accountCanary, '0.1.1'), version: null }, () => 30),
  ]);
  const { abortReason: reasonFor } = await apiCanaryAbort();
  const rule = { window: 4, margin: 0.2 };
  abortReason = reasonFor(
    { remote: 'catalog', manifest: BUILDS.catalogCanary, percent: 20 },
    { loads: 4, failures: 2 },
    { loads: 20, failures: 0 },
    rule,
  );
  assert.equal(await abortCanary(database, 'catalog', BUILDS.catalogCanary, abortReason), true);
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
    assert.match(output, /^remote\s+version\s+build\s+served\s+loads\s+failures\s+fail %\s+p50 ms\s+p95 ms\s+canary$/m);
    // 20, 40 ... 400 ms: the median halfway from 200 to 220, the 95th percentile a twentieth of the way from 380 to 400.
    assert.deepEqual(row(output, BUILDS.catalog), ['catalog', '0.1.0', BUILDS.catalog, 'stable', '20', '-', '0.0%', '210', '381']);
    assert.deepEqual(row(output, BUILDS.cart), ['cart', '0.1.0', BUILDS.cart, 'stable', '11', 'timeout 1', '9.1%', '40', '4020']);
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
    assert.match(aborted[9]!, /^aborted \d{4}-\d\d-\d\d \d\d:\d\d UTC: 50% of last 4 failed, stable 0%$/);
    assert.deepEqual(row(output, BUILDS.cartCanary).slice(3), ['canary', '3', '-', '0.0%', '60', '60', 'serving 10%']);
    assert.deepEqual(row(output, BUILDS.accountCanary).slice(0, 2), ['account', '-']);
    assert.equal(row(output, BUILDS.accountCanary)[9], 'no longer in composition');
  });

  it('prints the reason of every abort in full below the table', async () => {
    const output = await report('1h');
    const below = output.slice(output.indexOf('\nAborted canaries:'));
    assert.match(
      below,
      /^\nAborted canaries:\n {2}catalog http:\/\/localhost:8080\/releases\/mfe-catalog\/0\.2\.0\/mf-manifest\.json\n {4}aborted .* UTC: /,
    );
    assert.ok(below.includes(abortReason), below);
    assert.match(abortReason, /2 of its last 4 loads failed \(50%\) against 0 of 20/);
  });

  it('counts only the loads reported within --since', async () => {
    assert.deepEqual(row(await report('24h'), BUILDS.cart).slice(4, 7), ['16', 'refused 5, timeout 1', '37.5%']);
    assert.deepEqual(row(await report('1h'), BUILDS.cart).slice(4, 6), ['11', 'timeout 1']);
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
    assert.match(output, /^Remote loads reported since \d{4}-\d\d-\d\d \d\d:\d\d UTC \(last 1h\):$/m);
    assert.deepEqual(row(output, BUILDS.cart).slice(3, 6), ['stable', '11', 'timeout 1']);
    assert.equal(row(output, BUILDS.cartCanary)[9], 'serving 10%');
    assert.match(row(output, BUILDS.catalogCanary)[9]!, /^aborted .*: 50% of last 4 failed, stable 0%$/);
    assert.ok(output.includes(abortReason), output);
  });

  it('exits 1 when there is no database where DATA_DIR points', () => {
    const { status, output } = compose(['report'], join(dir, 'elsewhere'));
    assert.equal(status, 1, output);
    assert.match(output, /There is no database in .*elsewhere\/pglite/);
  });
});
