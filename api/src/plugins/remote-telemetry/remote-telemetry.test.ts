import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { pruneExpiredRows } from '../../db/queries/housekeeping.js';
import { listCanaryAborts, recentFailureRate, summarizeRemoteLoads } from '../../db/queries/remote-loads.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

const CANARY = '/releases/mfe-catalog/0.2.0/mf-manifest.json';
const CART_CANARY = '/releases/mfe-cart/0.2.0/mf-manifest.json';
const STABLE = '/remotes/catalog/mf-manifest.json';
/** What the browser reports: the manifest resolved against composition.json's URL (inject's host). */
const absolute = (manifest: string) => new URL(manifest, 'http://localhost:80/composition.json').href;
const remote = (name: string) => ({ manifest: `/remotes/${name}/mf-manifest.json` });

const load = (over: Record<string, unknown> = {}) => ({
  remote: 'catalog',
  version: '0.2.0',
  manifest: absolute(CANARY),
  canary: true,
  duration_ms: 120,
  outcome: 'ok',
  ...over,
});

describe('remote-load telemetry and canaries', () => {
  let t: TestApp;
  const env = { CANARY_ABORT_WINDOW: '3', CANARY_ABORT_MARGIN: '0.2', REMOTE_LOADS_PER_MINUTE: '8' };
  before(async () => {
    Object.assign(process.env, env);
    t = await createTestApp();
    for (const name of Object.keys(env)) delete process.env[name];
    const composition = {
      remotes: {
        catalog: { ...remote('catalog'), canary: { manifest: CANARY, version: '0.2.0', percent: 10 } },
        cart: { ...remote('cart'), canary: { manifest: CART_CANARY, version: '0.2.0', percent: 10 } },
        account: remote('account'),
        auth: remote('auth'),
      },
    };
    await writeFile(path.join(t.database.options.dataDir, 'composition.json'), JSON.stringify(composition));
  });
  after(() => t.close());

  const composition = (bucket?: number) =>
    t.app.inject({ url: '/composition.json', headers: bucket === undefined ? {} : { cookie: `storefront_bucket=${bucket}` } });
  /** A batch of loads from a browser at `address` in `bucket` (below 10: the canaries' buckets). */
  const report = (loads: unknown[], address = '127.0.0.1', bucket = 3) =>
    t.app.inject({
      method: 'POST',
      url: '/api/telemetry/remote-loads',
      payload: { loads },
      headers: { cookie: `storefront_bucket=${bucket}` },
      remoteAddress: address,
    });

  it('hands buckets below the percent the canary and the others the stable build', async () => {
    const canary = (await composition(3)).json().remotes.catalog;
    assert.deepEqual(canary, { manifest: CANARY, version: '0.2.0', served: 'canary' });
    const stable = (await composition(10)).json().remotes.catalog;
    assert.deepEqual(stable, { ...remote('catalog'), served: 'stable' });
  });

  it('gives a browser without a bucket one, in a cookie kept a year', async () => {
    const res = await composition();
    const cookie = String(res.headers['set-cookie']);
    assert.match(cookie, /^storefront_bucket=\d{1,2}; Max-Age=31536000; Path=\/; SameSite=Lax$/);
    const bucket = Number(/=(\d+)/.exec(cookie)![1]);
    assert.equal(res.json().remotes.catalog.served, bucket < 10 ? 'canary' : 'stable');
    assert.equal((await composition(5)).headers['set-cookie'], undefined);
  });

  it('refuses a malformed report in the error shape', async () => {
    for (const loads of [[], [load({ remote: 'shop' })], [load({ duration_ms: -1 })], [load({ outcome: 'maybe' })]]) {
      const res = await report(loads);
      assert.equal(res.statusCode, 422, JSON.stringify(loads));
      assert.equal(typeof res.json().message, 'string');
    }
  });

  it('stores loads and aborts a canary failing more than the margin above stable over the window, each without its most influential source', async () => {
    const stableOk = load({ manifest: absolute(STABLE), version: '0.1.0', canary: false });
    let res = await report([stableOk, stableOk], '10.50.0.1', 50);
    assert.equal(res.statusCode, 202);
    assert.equal(res.json().message, 'The report was received.');
    res = await report([load({ outcome: 'failed', phase: 'manifest', duration_ms: 3300 })], '10.50.0.2');
    assert.deepEqual(await listCanaryAborts(t.app.db), [], 'one canary load is not a full window');
    assert.equal((await composition(3)).json().remotes.catalog.served, 'canary');

    await report([load({ outcome: 'failed', phase: 'manifest' })], '10.50.0.3');
    res = await report([load({ outcome: 'failed', phase: 'entry' })], '10.50.0.4');
    assert.equal(res.statusCode, 202);
    const [abort] = await listCanaryAborts(t.app.db);
    assert.equal(abort?.manifest, absolute(CANARY));
    assert.match(
      abort!.reason,
      /load rule: 3 of its last 3 loads failed \(100%, from 3 sources\), 100% without its most influential source, against 0 of 2 for the stable build \(0%, from 1 source\), 0% without its most influential source, more than the 20% margin/,
    );
    // The bucket falls back to stable at once on this instance.
    assert.deepEqual((await composition(3)).json().remotes.catalog, { ...remote('catalog'), served: 'stable' });

    const summary = await summarizeRemoteLoads(t.app.db, new Date(Date.now() - 3_600_000));
    const canaryRow = summary.find((row) => row.canary && row.remote === 'catalog');
    assert.deepEqual(
      { loads: canaryRow?.loads, failures: canaryRow?.failures, phases: canaryRow?.phases, p50: canaryRow?.p50_ms },
      { loads: 3, failures: 3, phases: { manifest: 2, entry: 1 }, p50: 120 },
    );
  });

  it('is not aborted by the failures of one address, nor by loads of a build the store did not serve that browser', async () => {
    const cartCanary = load({ remote: 'cart', manifest: absolute(CART_CANARY), outcome: 'failed', phase: 'entry' });
    for (let batch = 0; batch < 3; batch += 1)
      assert.equal((await report([cartCanary, cartCanary, cartCanary], '10.50.1.1')).statusCode, 202);
    // Browsers in stable buckets, each saying its canary failed.
    for (let address = 2; address < 6; address += 1) await report([cartCanary], `10.50.1.${address}`, 50);
    assert.equal(
      (await listCanaryAborts(t.app.db)).some((row) => row.remote === 'cart'),
      false,
    );
    const judged = await recentFailureRate(t.app.db, { remote: 'cart', manifest: absolute(CART_CANARY), canary: true }, 20);
    assert.deepEqual([judged.loads, judged.sources, judged.trimmedRate], [5, 1, null], "the address's first 5 loads, and it alone");
  });

  it('ignores canary reports for a manifest the composition does not name as a canary', async () => {
    const bogus = absolute('/elsewhere/mf-manifest.json');
    await report([1, 2, 3].map(() => load({ manifest: bogus, outcome: 'failed', phase: 'module' })));
    assert.equal(
      (await listCanaryAborts(t.app.db)).some((row) => row.manifest === bogus),
      false,
    );
  });

  it("keeps a preview's loads out of the stable build's numbers", async () => {
    const stableCart = { remote: 'cart', manifest: absolute(remote('cart').manifest), canary: false };
    const stableBefore = await recentFailureRate(t.app.db, stableCart, 20);
    const preview = {
      remote: 'cart',
      version: '0.9.0',
      manifest: absolute('/previews/cart/mf-manifest.json'),
      canary: false,
      served: 'preview',
    };
    const failed = { ...preview, duration_ms: 50, outcome: 'failed', phase: 'entry' };
    assert.equal((await report([failed, failed])).statusCode, 202);
    assert.deepEqual(await recentFailureRate(t.app.db, stableCart, 20), stableBefore);
    const rows = await summarizeRemoteLoads(t.app.db, new Date(Date.now() - 60_000));
    const stored = rows.find((row) => row.manifest === preview.manifest);
    assert.deepEqual([stored?.preview, stored?.canary, stored?.failures], [true, false, 2]);
  });

  it('prunes reports older than 14 days with housekeeping', async () => {
    await t.app.db.query(
      `INSERT INTO remote_loads (remote, manifest, canary, duration_ms, ok, received_at) VALUES ('cart', 'x', false, 1, true, now() - interval '15 days')`,
    );
    assert.equal((await pruneExpiredRows(t.app.db)).remoteLoads, 1);
  });

  it('limits the batches one address sends a minute', async () => {
    let last = 0;
    for (let i = 0; i < 10 && last !== 429; i += 1) last = (await report([load({ canary: false, manifest: absolute(STABLE) })])).statusCode;
    assert.equal(last, 429);
  });
});
