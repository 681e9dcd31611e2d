import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { openDatabase } from '../../db/database.js';
import { copyPgliteDir, pgliteTemplateDir } from '../../test-support/pglite-template.js';
import { startApiInstance, type ApiInstance } from '../api-instance.js';
import { ACKS_BEFORE_KILL, CRASH_CYCLES, randomDelay, SHOPPERS, STREAM_ENV } from './crash-plan.js';
import { assertNothingLost, prepareStream, StreamLedger, streamOrders, type StreamSetup } from './order-stream.js';
import { scratchDir } from '../../test-support/scratch-dir.js';

/**
 * Crash durability on PGlite (docs/probes.md): the API process is SIGKILLed in the middle of a
 * stream of orders, five times, each time restarted on the same data directory. Runs in the PGlite
 * pass of the suite; crash-postgres.test.ts does the same to PostgreSQL in the other pass.
 */
const skip = process.env.DATABASE_URL ? 'PGlite only: the PostgreSQL pass kills the database server instead' : false;

let dataDir: string;
let setup: StreamSetup;
// Bounded: a stuck API must fail this file, never hang the suite (CI has a time budget).
const LIMIT = { timeout: 180_000 };

before(async () => {
  if (skip) return;
  dataDir = await mkdtemp(path.join(scratchDir(), 'storefront-crash-'));
  await copyPgliteDir(path.join(await pgliteTemplateDir('seeded'), 'pglite'), path.join(dataDir, 'pglite'));
  const db = await openDatabase({ dataDir });
  try {
    setup = await prepareStream(db, SHOPPERS);
  } finally {
    await db.close();
  }
}, LIMIT);
after(() => dataDir && rm(dataDir, { recursive: true, force: true }));

it(`keeps every acknowledged order through ${CRASH_CYCLES} kill -9 of the API on PGlite`, { skip, ...LIMIT }, async (t) => {
  const ledger = new StreamLedger();
  for (let cycle = 0; cycle < CRASH_CYCLES; cycle++) {
    const api: ApiInstance = await startApiInstance({ DATA_DIR: dataDir, ...STREAM_ENV }, { until: '/api/master' });
    const stream = streamOrders(api.url, setup, ledger);
    await stream.acknowledged(ACKS_BEFORE_KILL);
    await randomDelay();
    await api.kill();
    await stream.stop();
  }
  // Opening the directory after the last kill is a restart too: PGlite recovers it first.
  const db = await openDatabase({ dataDir });
  try {
    await assertNothingLost(db, setup, ledger);
  } finally {
    await db.close();
  }
  t.diagnostic(ledger.summary());
});
