import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { openDatabase, type Database } from '../../db/database.js';
import { startApiInstance, type ApiInstance } from '../api-instance.js';
import { ACKS_BEFORE_KILL, CRASH_CYCLES, randomDelay, SHOPPERS, STREAM_ENV } from './crash-plan.js';
import { assertNothingLost, prepareStream, StreamLedger, streamOrders, type StreamSetup } from './order-stream.js';
import { privateClusterUnavailable, startPrivateCluster, type PrivateCluster } from './private-cluster.js';

/**
 * Crash durability on PostgreSQL (docs/probes.md): the database server (postmaster and every
 * backend) is SIGKILLed in the middle of a stream of orders, five times, and started again; the
 * API process stays up and must carry on once the database is back. A private cluster, so no other
 * test's database is disturbed. Runs in the PostgreSQL pass of the suite (DATABASE_URL set).
 */
const skip = !process.env.DATABASE_URL
  ? 'PostgreSQL pass only (DATABASE_URL): the PGlite pass kills the API process instead'
  : (privateClusterUnavailable() ?? false);

let cluster: PrivateCluster | undefined;
let api: ApiInstance | undefined;
let dataDir: string;
let setup: StreamSetup;

async function withDatabase<T>(url: string, work: (db: Database) => Promise<T>): Promise<T> {
  const db = await openDatabase({ databaseUrl: url, dataDir });
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

// Bounded: a stuck cluster or API must fail this file, never hang the suite (CI has a time budget).
const LIMIT = { timeout: 180_000 };

before(async () => {
  if (skip) return;
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'storefront-crash-'));
  cluster = await startPrivateCluster();
  api = await startApiInstance({ DATABASE_URL: cluster.url, DATA_DIR: dataDir, ...STREAM_ENV }, { until: '/api/master' });
  setup = await withDatabase(cluster.url, (db) => prepareStream(db, SHOPPERS));
}, LIMIT);
after(async () => {
  await api?.kill();
  await cluster?.destroy();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

it(`keeps every acknowledged order through ${CRASH_CYCLES} kill -9 of PostgreSQL`, { skip, ...LIMIT }, async (t) => {
  const ledger = new StreamLedger();
  await withApiLog(api!, () => crashCycles(ledger));
  t.diagnostic(ledger.summary());
});

/** A failure shows what the API printed (its crash, if it crashed). */
async function withApiLog(process: ApiInstance, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    throw new Error(`${String(error)}\nThe API printed:\n${process.output().slice(-3000)}`, { cause: error });
  }
}

async function crashCycles(ledger: StreamLedger): Promise<void> {
  for (let cycle = 0; cycle < CRASH_CYCLES; cycle++) {
    const stream = streamOrders(api!.url, setup, ledger);
    await stream.acknowledged(ACKS_BEFORE_KILL);
    await randomDelay();
    await cluster!.crash();
    await stream.stop();
    await cluster!.start();
  }
  await withDatabase(cluster!.url, (db) => assertNothingLost(db, setup, ledger));
  // The API went on through every crash: it still takes orders.
  const stream = streamOrders(api!.url, setup, ledger);
  await stream.acknowledged(SHOPPERS);
  await stream.stop();
}
