// `npm run bench:ops -w api` (after `npm run build -w api`): GET /ops's budget (docs/composition.md,
// "A page for ops"): at most 200 ms with a day of data for four remotes. Starts the built API once
// on a fresh PGlite directory (it migrates and seeds), stops it, writes a day of telemetry straight
// into the database, starts it again and asks GET /ops BENCH_REQUESTS (30) times, one at a time,
// after two warm-up requests. A day of data: for each of the 24 hours, 10 route patterns × 4
// remotes × 3 builds (stable, canary, preview) × 2 devices of page-view rows with full histograms,
// 5 error messages per build, and BENCH_LOADS (50,000) remote loads over the day, shared in turn
// by the 12 builds. Results go to stdout as JSON; BENCH_STRICT=1 exits 1 when the budget is missed.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { freePort } from './free-port.mjs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

const API_DIR = fileURLToPath(new URL('../..', import.meta.url));
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 30);
const LOADS = Number(process.env.BENCH_LOADS ?? 50_000);
const BUDGET_MS = 200;
const OPS_TOKEN = 'bench-ops-token-0123456789';
const log = (message) => process.stderr.write(`[bench:ops] ${message}\n`);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'storefront-ops-bench-'));
let child;
process.on('exit', () => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** The built API on `dataDir`, ready (it has migrated and seeded on its first start). */
async function startApi(port) {
  child = spawn(process.execPath, ['dist/server.js'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      OPS_TOKEN,
      SERVER_RENDERING: 'off',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 600; tries += 1) {
    const ready = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return base;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the API did not start');
}

async function stopApi() {
  child.kill('SIGTERM');
  await once(child, 'exit');
  child = undefined;
}

const REMOTES = ['catalog', 'cart', 'account', 'auth'];
const BUILDS = [
  ['stable', (remote) => `http://127.0.0.1/remotes/${remote}/mf-manifest.json`],
  ['canary', (remote) => `http://127.0.0.1/releases/mfe-${remote}/0.2.0/mf-manifest.json`],
  ['preview', (remote) => `http://127.0.0.1/previews/mfe-${remote}/0.3.0/mf-manifest.json`],
];

/** A day of telemetry, written while the API is stopped (PGlite serves one process). */
async function writeDay() {
  const db = await PGlite.create(path.join(dataDir, 'pglite'));
  try {
    const builds = REMOTES.flatMap((remote) => BUILDS.map(([served, manifest]) => ({ remote, served, manifest: manifest(remote) })));
    await db.query(`CREATE TEMP TABLE bench_builds (n int, remote text, served text, manifest text)`);
    for (const [n, b] of builds.entries())
      await db.query('INSERT INTO bench_builds VALUES ($1, $2, $3, $4)', [n, b.remote, b.served, b.manifest]);
    await db.query(
      `INSERT INTO page_view_hours (hour, route, remote, manifest, served, device, version, views, errors, lcp, inp, cls, fcp, ttfb)
       SELECT date_trunc('hour', now()) - make_interval(hours => h), '/route-' || r, b.remote, b.manifest, b.served, d, '0.1.0',
              40, 1, array_fill(2, ARRAY[22]), array_fill(2, ARRAY[22]), array_fill(2, ARRAY[20]),
              array_fill(2, ARRAY[22]), array_fill(2, ARRAY[22])
         FROM generate_series(0, 23) AS h, generate_series(1, 10) AS r, bench_builds b, unnest(ARRAY['phone', 'desktop']) AS d`,
    );
    await db.query(
      `INSERT INTO remote_error_hours (hour, remote, manifest, served, message, errors)
       SELECT date_trunc('hour', now()) - make_interval(hours => h), b.remote, b.manifest, b.served, 'TypeError: case ' || m, 3
         FROM generate_series(0, 23) AS h, bench_builds b, generate_series(1, 5) AS m`,
    );
    await db.query(
      `INSERT INTO remote_loads (received_at, remote, version, manifest, canary, preview, duration_ms, ok, phase)
       SELECT now() - make_interval(secs => i * 86400.0 / $1), b.remote, '0.1.0', b.manifest, b.served = 'canary', b.served = 'preview',
              50 + (i % 400), i % 50 <> 0, CASE WHEN i % 50 = 0 THEN 'entry' END
         FROM generate_series(1, $1) AS i
         JOIN bench_builds b ON b.n = i % $2`,
      [LOADS, builds.length],
    );
    const { rows } = await db.query(
      `SELECT (SELECT count(*) FROM page_view_hours) AS views, (SELECT count(*) FROM remote_loads) AS loads,
              (SELECT count(DISTINCT (remote, manifest)) FROM remote_loads) AS builds`,
    );
    log(`a day of data: ${rows[0].views} page-view rows, ${rows[0].loads} loads of ${rows[0].builds} builds`);
  } finally {
    await db.close();
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const port = await freePort();
log('first start: migrating and seeding');
await startApi(port);
await stopApi();
await writeDay();
const base = await startApi(port);
const headers = { authorization: `Basic ${Buffer.from(`ops:${OPS_TOKEN}`).toString('base64')}` };
const times = [];
for (let i = 0; i < REQUESTS + 2; i += 1) {
  const started = performance.now();
  const response = await fetch(`${base}/ops`, { headers });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`GET /ops answered ${response.status}: ${body.slice(0, 200)}`);
  if (i >= 2) times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const result = {
  requests: REQUESTS,
  p50Ms: Math.round(percentile(times, 50)),
  p95Ms: Math.round(percentile(times, 95)),
  maxMs: Math.round(times.at(-1)),
  budgetMs: BUDGET_MS,
  met: percentile(times, 50) <= BUDGET_MS,
};
console.log(JSON.stringify(result));
await stopApi();
if (process.env.BENCH_STRICT === '1' && !result.met) process.exitCode = 1;
