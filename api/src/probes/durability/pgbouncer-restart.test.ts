import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, it } from 'node:test';
import pg from 'pg';
import { quoteIdent } from '../../db/postgres-database.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { PGBOUNCER_BINARY, startPgbouncer, type Pgbouncer } from '../../test-support/pgbouncer.js';
import { schemaUrl, startApiInstance, type ApiInstance } from '../api-instance.js';
import { describeReport, startLoad, type Outcome, type Verdict } from '../restart/load.js';
import { assertNothingLost, prepareStreamOn, type StreamSetup } from './order-stream.js';

/**
 * PgBouncer restarted under a stream of orders (docs/deploying.md): an API instance reaches
 * PostgreSQL through Debian's PgBouncer, run from deploy/pgbouncer.ini in transaction mode, and its
 * change feed directly (DATABASE_DIRECT_URL). PgBouncer is stopped the safe way (SIGINT: transactions
 * in flight end first) and started again, twice, while shoppers place cash orders. While it is
 * away the API refuses cleanly (503 with Retry-After, nothing done); once it is back the API goes on
 * by itself; every order acknowledged is in the database, whole.
 */
const skip = !process.env.DATABASE_URL
  ? 'PostgreSQL pass only (DATABASE_URL)'
  : existsSync(PGBOUNCER_BINARY)
    ? false
    : `needs PgBouncer (${PGBOUNCER_BINARY}): apt-get install pgbouncer (.ci/run does)`;

const LIMIT = { timeout: 120_000 };
const SHOPPERS = 3;
const RESTARTS = 2;

let database: TestDatabase;
let dataDir: string;
let pgbouncer: Pgbouncer | undefined;
let api: ApiInstance | undefined;
let setup: StreamSetup;

before(async () => {
  if (skip) return;
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'storefront-pgbouncer-'));
  const { databaseUrl, databaseDirectUrl, databaseSchema } = database.options;
  // This test's own PgBouncer, in front of the server the suite uses (itself perhaps through another).
  const directUrl = databaseDirectUrl ?? databaseUrl!;
  const admin = new pg.Client({ connectionString: directUrl });
  await admin.connect();
  try {
    // The schema through a pooler is the database's search_path (test-database.ts does it too when the suite is pooled).
    await admin.query(
      `ALTER DATABASE ${quoteIdent(new URL(directUrl).pathname.slice(1))} SET search_path = ${quoteIdent(databaseSchema!)}`,
    );
  } finally {
    await admin.end();
  }
  pgbouncer = await startPgbouncer(directUrl);
  api = await startApiInstance(
    {
      DATABASE_URL: pgbouncer.through(directUrl),
      DATABASE_DIRECT_URL: schemaUrl(directUrl, databaseSchema!),
      DATA_DIR: dataDir,
    },
    { until: '/readyz' },
  );
  setup = await prepareStreamOn(() => database.open(), SHOPPERS);
}, LIMIT);

after(async () => {
  await api?.kill();
  await pgbouncer?.close();
  await database?.destroy();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** While the pooler is away: a 503 with Retry-After is a clean refusal; anything else from the server is a failure. */
function judge(outcome: Outcome): Verdict {
  if (outcome.status === undefined) return 'failure';
  if (outcome.status === 503 && outcome.retryAfter) return 'refused';
  if (outcome.status >= 500) return 'failure';
  return outcome.status >= 400 ? 'refused' : 'ok';
}

it('loses no acknowledged order when PgBouncer restarts under load, and serves again by itself', { skip, ...LIMIT }, async (t) => {
  const load = startLoad(api!.url, setup, 1, judge);
  let acknowledgedBeforeLastRestart = 0;
  try {
    await wait(1500);
    for (let round = 1; round <= RESTARTS; round++) {
      await pgbouncer!.stop();
      await wait(1000);
      acknowledgedBeforeLastRestart = load.ledger.acknowledgedKeys.length;
      await pgbouncer!.start();
      await wait(3000);
    }
  } finally {
    await load.stop();
  }
  t.diagnostic(describeReport(load.report, load.ledger));
  assert.deepEqual(
    load.report.failures,
    [],
    `failed requests: ${describeReport(load.report, load.ledger)}\n${load.report.failures.join('\n')}`,
  );
  assert.ok(
    [...load.report.refusals.keys()].some((label) => label.endsWith(' 503')),
    `the API refused while PgBouncer was away: ${describeReport(load.report, load.ledger)}`,
  );
  assert.ok(
    load.ledger.acknowledgedKeys.length > acknowledgedBeforeLastRestart,
    `orders acknowledged after PgBouncer came back: ${load.ledger.summary()}\n${(await pgbouncer!.output()).slice(-3000)}`,
  );
  assert.equal((await fetch(`${api!.url}/readyz`)).status, 200, 'ready again');
  const db = await database.open();
  try {
    await assertNothingLost(db, setup, load.ledger);
  } finally {
    await db.close();
  }
});
