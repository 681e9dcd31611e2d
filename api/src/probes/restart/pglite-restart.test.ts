import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { openDatabase } from '../../db/database.js';
import { copyPgliteDir, pgliteTemplateDir } from '../../test-support/pglite-template.js';
import { assertNothingLost, prepareStream, type StreamSetup } from '../durability/order-stream.js';
import { startApiInstance, type ApiInstance } from '../api-instance.js';
import { describeReport, startLoad, type Judged, type Outcome, type Verdict } from './load.js';
import { scratchDir } from '../../test-support/scratch-dir.js';
import { SETTLE_MS } from '../../plugins/ops/lifecycle.js';

/**
 * A restart of the one PGlite instance under load (docs/operating.md): SIGTERM while shoppers place
 * orders. Until the process exits every request is served or cleanly refused (503 with Retry-After,
 * or a refused connection once it no longer listens), never cut; while it is down, refusals are
 * expected and not counted. Every write acknowledged before the exit is there after a restart on the
 * same data directory. The PostgreSQL pass runs rolling-restart.test.ts instead.
 */
const skip = process.env.DATABASE_URL ? 'PGlite only: the PostgreSQL pass runs the rolling restart of two instances' : false;

const LIMIT = { timeout: 90_000 };
const GRACE_MS = 1000;
const SHOPPERS = 3;

let dataDir: string;
let setup: StreamSetup;
let instance: ApiInstance | undefined;

before(async () => {
  if (skip) return;
  dataDir = await mkdtemp(path.join(scratchDir(), 'storefront-restart-'));
  await copyPgliteDir(path.join(await pgliteTemplateDir('seeded'), 'pglite'), path.join(dataDir, 'pglite'));
  const db = await openDatabase({ dataDir });
  try {
    setup = await prepareStream(db, SHOPPERS);
  } finally {
    await db.close();
  }
}, LIMIT);

after(async () => {
  await instance?.kill();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Phase = 'serving' | 'draining' | 'down';

/**
 * How each request is judged in each phase of the restart. A reset while draining is ignored here
 * and judged once the server's log says when the listener closed: see assertResetsOnlyAtClose.
 */
function judgeIn(phase: () => Phase, stoppedListening: () => boolean): (outcome: Outcome) => Verdict {
  return (outcome) => {
    if (phase() === 'down') return 'ignored';
    if (outcome.status === undefined) {
      // A reset, or a kept-alive connection the server closed as its listener closed just as a request
      // went out on it (undici's UND_ERR_SOCKET, 'other side closed'): the server never read it.
      if (isReset(outcome) && phase() === 'draining') return 'ignored';
      // A connection refused once the instance stopped listening asked nothing of it; anything else cut a request.
      return outcome.error === 'ECONNREFUSED' && stoppedListening() ? 'refused' : 'failure';
    }
    if (outcome.status === 503) return outcome.retryAfter ? 'refused' : 'failure';
    if (outcome.status >= 500) return 'failure';
    return outcome.status >= 400 ? 'refused' : 'ok';
  };
}

const isReset = (outcome: Outcome) => outcome.error === 'ECONNRESET' || outcome.error === 'UND_ERR_SOCKET';

/** The server's log line is written a moment after the close it reports. */
const LOG_SLACK_MS = 50;

/**
 * The server resets only what it never read, and only at its listener's close: a connection the
 * kernel had completed but Node had not yet accepted is reset as the listener closes, and the
 * connections with no request in flight SETTLE_MS later (lifecycle.ts; one just accepted gets that
 * long to send its request). A request that went out by then on either was never read, so nothing
 * was done, as with a refused connection. A request sent after that and reset went out on a
 * connection the server should not have had open; one cut at the drain deadline makes the exit code
 * 1. Judged by when each request was sent, not when the client noticed the reset: a starved client
 * notices hundreds of milliseconds late.
 */
function assertResetsOnlyAtClose(requests: readonly Judged[], drainingFrom: number, exitedAt: number, serverOutput: string): void {
  const resets = requests.filter((r) => r.settledAt >= drainingFrom && r.sentAt < exitedAt && isReset(r.outcome));
  if (resets.length === 0) return;
  const closedLine = serverOutput.split('\n').find((line) => line.includes('shutdown 2/4'));
  assert.ok(closedLine, `${resets.length} reset(s) but the server never logged closing its listener`);
  const closedAt = (JSON.parse(closedLine) as { time: number }).time;
  const cut = resets.filter((r) => r.sentAt > closedAt + SETTLE_MS + LOG_SLACK_MS);
  assert.deepEqual(
    cut.map((r) => `${r.what} sent ${r.sentAt - closedAt} ms after the listener closed: ${r.outcome.error}`),
    [],
    'requests reset after the server closed its idle connections',
  );
}

/**
 * The grace period serves: every request in flight at SIGTERM or sent during the grace period that
 * the server read was answered as before SIGTERM (2xx, or a 4xx of its own), never refused or failed.
 * (One it never read, reset in the accept queue as the listener closed or refused after it, is
 * judged by judgeIn and assertResetsOnlyAtClose.) However few a starved machine sent, the
 * loops always hold requests in flight on kept-alive connections, so there is something to judge;
 * how many orders land in that second is up to the machine, not the server.
 */
function assertServedThroughGrace(requests: readonly Judged[], sigtermAt: number): void {
  const ofGrace = requests.filter((r) => r.settledAt >= sigtermAt && r.sentAt < sigtermAt + GRACE_MS);
  const answered = ofGrace.filter((r) => r.outcome.status !== undefined);
  assert.ok(answered.length > 0, `no request in flight at SIGTERM or sent during the grace period was answered (${ofGrace.length} sent)`);
  const notServed = answered.filter((r) => r.outcome.status! >= 500);
  assert.deepEqual(
    notServed.map((r) => `${r.what} sent ${r.sentAt - sigtermAt} ms after SIGTERM: ${r.outcome.status}`),
    [],
    `requests of the grace period refused (${answered.length} answered)`,
  );
}

it('restarts the PGlite instance under load: nothing cut before it exits, every acknowledged write kept', { skip, ...LIMIT }, async (t) => {
  const env = { DATA_DIR: dataDir, SHUTDOWN_GRACE_MS: String(GRACE_MS), SHUTDOWN_DRAIN_MS: '10000' };
  instance = await startApiInstance(env, { until: '/readyz' });
  let phase: Phase = 'serving';
  let sigtermAt = Infinity;
  let exitedAt = Infinity;
  const load = startLoad(
    instance.url,
    setup,
    2,
    judgeIn(
      () => phase,
      () => Date.now() >= sigtermAt + GRACE_MS,
    ),
  );
  let firstOutput = '';
  try {
    await wait(1500);
    const first = instance;
    phase = 'draining';
    sigtermAt = Date.now();
    const stopping = first.terminate();
    await first.exit.then(() => {
      phase = 'down';
      exitedAt = Date.now();
    });
    firstOutput = first.output();
    assert.equal(await stopping, 0, `exit code; it printed:\n${first.output().slice(-3000)}`);
    assertServedThroughGrace(load.report.requests, sigtermAt);
    instance = await startApiInstance(env, { port: first.port, until: '/readyz' });
    phase = 'serving';
    await wait(1500);
  } finally {
    await load.stop();
  }
  assert.equal(await instance.terminate(), 0);
  const resets = load.report.requests.filter((r) => r.verdict === 'ignored' && isReset(r.outcome)).length;
  t.diagnostic(`${describeReport(load.report, load.ledger)}; ${resets} reset(s) while draining`);
  assert.deepEqual(load.report.failures, [], `failed requests: ${describeReport(load.report, load.ledger)}`);
  assertResetsOnlyAtClose(load.report.requests, sigtermAt, exitedAt, firstOutput);
  // Enough orders that "nothing lost" means something; a loaded CI machine places fewer than a quiet one.
  assert.ok(load.ledger.acknowledgedKeys.length >= 3, `orders placed: ${load.ledger.summary()}`);
  const db = await openDatabase({ dataDir });
  try {
    await assertNothingLost(db, setup, load.ledger);
  } finally {
    await db.close();
  }
});
