import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { assertNothingLost, prepareStreamOn, type StreamSetup } from '../durability/order-stream.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { startHaproxy, type Haproxy } from '../../test-support/haproxy.js';
import { schemaUrl, startApiInstance, type ApiInstance } from '../api-instance.js';
import { describeReport, startLoad } from './load.js';
import { followEvents } from './event-follower.js';
import type { Database } from '../../db/database.js';

/**
 * A rolling restart on PostgreSQL (docs/operating.md): two API processes on one database behind
 * Debian's HAProxy, run from the recipe's deploy/haproxy.cfg (docs/deploying.md) with its health
 * check on /readyz every 200 ms (the instances' grace here is 1.5 s, not 5 s). Under steady traffic
 * each instance in turn is sent SIGTERM, exits 0, starts again and becomes ready. No request may
 * fail, and every order acknowledged to a client must be in the database. The PGlite pass runs
 * pglite-restart.test.ts instead (PGlite serves one instance).
 */
const skip = process.env.DATABASE_URL
  ? false
  : 'PostgreSQL only: set DATABASE_URL (two instances share one database; PGlite is one instance, see pglite-restart.test.ts)';

const LIMIT = { timeout: 120_000 };
const GRACE_MS = 1500;
const SHOPPERS = 3;

let database: TestDatabase;
let dataDir: string;
let setup: StreamSetup;
let env: Record<string, string>;
const instances: ApiInstance[] = [];
let proxy: Haproxy | undefined;

before(async () => {
  if (skip) return;
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'storefront-rolling-'));
  const { databaseUrl, databaseDirectUrl, databaseSchema } = database.options;
  env = {
    // Behind PgBouncer (the suite's pooled pass) the schema is the database's search_path; the change feed connects directly.
    ...(databaseDirectUrl
      ? { DATABASE_URL: databaseUrl!, DATABASE_DIRECT_URL: schemaUrl(databaseDirectUrl, databaseSchema!) }
      : { DATABASE_URL: schemaUrl(databaseUrl!, databaseSchema!) }),
    DATA_DIR: dataDir,
    SHUTDOWN_GRACE_MS: String(GRACE_MS),
    SHUTDOWN_DRAIN_MS: '10000',
    // The proxy's address: only from it are X-Forwarded-* believed.
    TRUST_PROXY: '127.0.0.1',
  };
  // Opening creates the schema; the first instance migrates and seeds it, the second finds it done.
  await (await database.open()).close();
  instances.push(await startApiInstance(env, { until: '/readyz' }));
  instances.push(await startApiInstance(env, { until: '/readyz' }));
  // Every shopper of the probe comes from one address: the per-client request limit is the store's, not theirs.
  proxy = await startHaproxy({
    backends: instances.map((instance) => instance.url),
    checkInterval: '200ms',
    env: { HAPROXY_REQUESTS_PER_CLIENT_10S: '100000' },
  });
  setup = await prepareStreamOn(() => database.open(), SHOPPERS);
}, LIMIT);

after(async () => {
  await proxy?.close();
  for (const instance of instances) await instance.kill();
  await database?.destroy();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean, what: string, withinMs = 30_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${withinMs / 1000} s`);
    await wait(50);
  }
}

/** SIGTERM, exit 0, started again on its port, back in HAProxy. */
async function roll(index: number): Promise<void> {
  const old = instances[index]!;
  const code = await old.terminate();
  assert.equal(code, 0, `instance ${index} exit code; it printed:\n${old.output().slice(-3000)}`);
  for (const step of ['shutdown 1/4', 'shutdown 2/4', 'shutdown 3/4', 'shutdown 4/4']) assert.match(old.output(), new RegExp(step));
  // HAProxy asked /readyz every 200 ms: none of it reaches the log (the route's logLevel is 'silent').
  assert.doesNotMatch(old.output(), /"\/readyz"/);
  instances[index] = await startApiInstance(env, { port: old.port, until: '/readyz' });
  await until(() => proxy!.isSendingTo(instances[index]!.url), `HAProxy sending to restarted instance ${index}`);
}

it('believes X-Forwarded-* as HAProxy sets them, never as a client sent them', { skip, ...LIMIT }, async () => {
  await until(() => instances.every((instance) => proxy!.isSendingTo(instance.url)), 'both instances in HAProxy');
  const forged = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9', 'x-forwarded-host': 'evil.example' };
  // Through HAProxy: the forged headers were dropped and set anew (plain HTTP, from 127.0.0.1).
  for (let i = 0; i < instances.length; i++) {
    const answer = await fetch(`${proxy!.url}/api/master`, { headers: forged });
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('strict-transport-security'), null, 'HSTS only for a request that came over HTTPS');
  }
  for (const instance of instances) assert.doesNotMatch(instance.output(), /203\.0\.113\.9/, 'the forged client address reached a log');
  assert.match(instances.map((instance) => instance.output()).join(''), /"path":"\/api\/master".*"ip":"127\.0\.0\.1"/);
  // Straight to an instance from the trusted address, the same headers are believed: the proxy is what keeps them honest.
  const direct = await fetch(`${instances[0]!.url}/api/master`, { headers: forged });
  assert.match(direct.headers.get('strict-transport-security') ?? '', /max-age/);
  await until(() => /"ip":"203\.0\.113\.9"/.test(instances[0]!.output()), 'the forwarded address in the request line');
});

it('restarts both instances in turn under load without a failed request or a lost order', { skip, ...LIMIT }, async (t) => {
  await until(() => instances.every((instance) => proxy!.isSendingTo(instance.url)), 'both instances in HAProxy');
  const load = startLoad(proxy!.url, setup, 2);
  const watched = setup.shoppers[0]!;
  const follower = followEvents(proxy!.url, watched.token);
  const db = await database.open();
  let statusChanges: StatusChanges | undefined;
  try {
    // A stream hears what happens after it opens (a page loads the state before): on a busy machine
    // the first one can take longer than the warm-up, and a change made before it is not the roll's.
    await until(() => follower.connections >= 1, "the follower's first stream open");
    await wait(1500);
    statusChanges = await changeStatusesBySql(db, watched.id);
    for (const index of [0, 1]) {
      await roll(index);
      await wait(1500);
    }
  } finally {
    await statusChanges?.stop();
    await load.stop();
  }
  try {
    await assertSeenOnce(db, watched.id, follower, statusChanges!.made);
  } finally {
    await follower.stop();
    await db.close();
  }
  t.diagnostic(describeReport(load.report, load.ledger));
  const counters = [...(await proxy!.counters()).values()];
  t.diagnostic(`per instance (HAProxy's stats): ${JSON.stringify(counters)}`);
  assert.deepEqual(
    load.report.failures,
    [],
    `failed requests: ${describeReport(load.report, load.ledger)}; first failures:\n${load.report.failures.join('\n')}\nHAProxy's log:\n${proxy!.output().slice(-5000)}`,
  );
  // HAProxy sends a request whose connection an instance refused to the other one (redispatch): the
  // shopper never sees it, but it means an instance stopped listening while still in the pool. With
  // SHUTDOWN_GRACE_MS=0 that happens hundreds of times a roll; the grace period must make it never.
  assert.deepEqual(
    counters.map(({ retried, redispatched }) => retried + redispatched),
    counters.map(() => 0),
    'connections refused by a draining instance (HAProxy retried them elsewhere)',
  );
  assert.ok(load.ledger.acknowledgedKeys.length >= 10, `orders placed: ${load.ledger.summary()}`);
  const check = await database.open();
  try {
    await assertNothingLost(check, setup, load.ledger);
  } finally {
    await check.close();
  }
});

interface StatusChanges {
  /** Updates committed. */
  made: () => number;
  stop(): Promise<void>;
}

/** An operator's SQL flipping one of the shopper's orders between two statuses every 150 ms. */
async function changeStatusesBySql(db: Database, userId: number): Promise<StatusChanges> {
  let orderId: number | undefined;
  const deadline = Date.now() + 30_000;
  while (!orderId && Date.now() < deadline) {
    const rows = await db.query<{ id: number }>('SELECT id FROM orders WHERE user_id = $1 LIMIT 1', [userId]);
    orderId = rows[0]?.id;
    if (!orderId) await wait(100);
  }
  if (!orderId) throw new Error('the load placed no order for the watched shopper within 30 s');
  let made = 0;
  let stopped = false;
  const running = (async () => {
    while (!stopped) {
      const status = made % 2 === 0 ? 'Processing' : 'Confirm';
      await db.query('UPDATE orders SET order_status = $2 WHERE id = $1', [orderId, status]);
      made += 1;
      await wait(150);
    }
  })();
  return {
    made: () => made,
    async stop() {
      stopped = true;
      await running;
    },
  };
}

/** Every order event the database recorded for the shopper reached their follower once, in order. */
async function assertSeenOnce(db: Database, userId: number, follower: ReturnType<typeof followEvents>, made: () => number) {
  const recorded = (
    await db.query<{ id: string }>(
      "SELECT public_id::text AS id FROM shopper_events WHERE user_id = $1 AND kind = 'order' ORDER BY shopper_events.id",
      [userId],
    )
  ).map((row) => row.id);
  assert.equal(recorded.length, made(), 'one event per status change');
  const seen = () => follower.events.filter((event) => event.event === 'order').map((event) => event.id ?? '');
  await until(() => seen().length >= recorded.length, `the follower hearing all ${recorded.length} status changes`, 10_000).catch(
    () => undefined,
  );
  assert.ok(follower.connections >= 2, `the follower reconnected through the roll (${follower.connections} streams)`);
  const heard = seen();
  const missed = recorded.filter((id) => !heard.includes(id));
  const twice = heard.filter((id, index) => heard.indexOf(id) !== index);
  const strangers = heard.filter((id) => !recorded.includes(id));
  const firstOutOfOrder = heard.findIndex((id, index) => id !== recorded[index]);
  const around =
    firstOutOfOrder < 0
      ? ''
      : `; heard ${heard.slice(Math.max(0, firstOutOfOrder - 2), firstOutOfOrder + 3).join()} where the database has ${recorded.slice(Math.max(0, firstOutOfOrder - 2), firstOutOfOrder + 3).join()}`;
  assert.deepEqual(
    { missed, twice, strangers, inOrder: missed.length + twice.length + strangers.length === 0 ? heard.join() === recorded.join() : null },
    { missed: [], twice: [], strangers: [], inOrder: true },
    `each status change made during the roll seen exactly once, in order (${recorded.length} made, ${follower.connections} streams, ${follower.refusals} refusals${around})`,
  );
}
