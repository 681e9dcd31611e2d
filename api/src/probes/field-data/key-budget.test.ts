// The field-data tables' hourly key budget under a flood of invented builds (docs/composition.md,
// "Field data and errors", "Bounds"). With one budget for every build, one client could spend the
// hour's keys in one burst: a real canary started later that hour would have its page views
// dropped and go unjudged, and /ops, listing every invented build, would grow to megabytes and hold
// the event loop. Here one address floods page views of invented builds and routes, many
// addresses add a few each, and one address floods remote loads of invented manifests; then ops
// start a canary: its page views are kept and judged, and /ops stays small, reads a bounded number
// of rows whatever the tables hold, and leaves the event loop free for /healthz.
import assert from 'node:assert/strict';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { after, before, describe, it } from 'node:test';
import { listCanaryAborts } from '../../db/queries/remote-loads.js';
import { absolute, canaryManifest, compositionWith, fieldDataStore, writeComposition, type Browser } from './field-data-clients.js';

const OPS_TOKEN = 'ops-token-of-the-key-budget-probe';
const REMOTES = ['catalog', 'cart', 'account', 'auth'] as const;
const SHOPPERS = 15;

/** 20 page views, each of a route and four builds (one per remote) nobody serves: 100 new keys. */
function inventedViews(batch: string) {
  return Array.from({ length: 20 }, (_, i) => ({
    route: `/flood/${batch}/${i}`,
    device: 'phone',
    served_as: 'stable',
    builds: REMOTES.map((remote) => ({
      remote,
      version: '6.6.6',
      manifest: `https://flood.example/${batch}/${i}/${remote}/mf-manifest.json`,
      served: 'stable',
      errors: 0,
    })),
    vitals: { LCP: 1000 },
    errors: 0,
  }));
}

describe('a flood of invented builds', () => {
  let store: Awaited<ReturnType<typeof fieldDataStore>>;
  before(async () => {
    store = await fieldDataStore(compositionWith([], 0), { opsToken: OPS_TOKEN });
  });
  after(() => store?.close());

  const keysThisHour = async () =>
    (await store.app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM page_view_hours WHERE hour = date_trunc('hour', now())`))[0]!
      .n;

  it('leaves the builds of composition.json their page views: a canary started after the flood is kept and judged', async () => {
    const flooder = store.browser(0, '203.0.113.50');
    for (let request = 0; request < 60; request += 1) await flooder.beacon(inventedViews(`one-${request}`));
    // Many addresses, one beacon each.
    for (let address = 0; address < 60; address += 1) await store.browser(0).beacon(inventedViews(`many-${address}`));
    const flooded = await keysThisHour();

    // Ops start a canary of the cart on half the buckets; it throws on every page view.
    await writeComposition(store.app, compositionWith(['cart'], 50));
    const shoppers: Browser[] = Array.from({ length: 2 * SHOPPERS }, (_, i) => store.browser(i % 2 ? 50 + i : i));
    for (let round = 0; round < 2; round += 1) {
      for (const shopper of shoppers) {
        const canary = shopper.bucket < 50;
        assert.equal(await shopper.view({ remote: 'cart', served: canary ? 'canary' : 'stable', errors: canary ? 1 : 0 }), 202);
      }
    }
    const [kept] = await store.app.db.query<{ views: number }>(
      `SELECT coalesce(sum(views), 0)::int AS views FROM page_view_hours WHERE remote = 'cart' AND manifest = $1`,
      [absolute(canaryManifest('cart'))],
    );
    assert.equal(kept?.views, 2 * SHOPPERS, `the canary's page views are kept (the flood left ${flooded} keys this hour)`);
    const abort = (await listCanaryAborts(store.app.db)).find((row) => row.remote === 'cart');
    assert.match(abort?.reason ?? '(not aborted)', /: error rule: /, 'and the broken canary is judged on them');
  });

  it('/ops lists a bounded number of builds per remote, reads a bounded number of rows, and leaves the event loop free', async () => {
    // Remote loads are reported from another kind of beacon: one address invents 3,000 manifests.
    const flooder = '203.0.113.51';
    for (let request = 0; request < 60; request += 1) {
      const loads = Array.from({ length: 50 }, (_, i) => ({
        remote: REMOTES[i % 4],
        version: '6.6.6',
        manifest: `https://flood.example/loads/${request}/${i}/mf-manifest.json`,
        canary: false,
        duration_ms: 100,
        outcome: 'ok',
      }));
      await store.app.inject({ method: 'POST', url: '/api/telemetry/remote-loads', payload: { loads }, remoteAddress: flooder });
    }

    let rowsRead = 0;
    const db = store.app.db;
    const query = db.query.bind(db);
    db.query = (async (...args: Parameters<typeof db.query>) => {
      const rows = await query(...args);
      rowsRead += rows.length;
      return rows;
    }) as typeof db.query;
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    let healthz = 0;
    let ops: Awaited<ReturnType<typeof store.app.inject>>[];
    try {
      const healthChecks = (async () => {
        // /healthz again and again while /ops is computed: each answers in turn.
        for (let i = 0; i < 20; i += 1) {
          if ((await store.app.inject({ url: '/healthz' })).statusCode === 200) healthz += 1;
        }
      })();
      ops = await Promise.all([0, 1].map(() => store.app.inject({ url: '/ops', headers: { authorization: `Bearer ${OPS_TOKEN}` } })));
      await healthChecks;
    } finally {
      delay.disable();
      db.query = query;
    }
    assert.equal(healthz, 20);
    for (const answer of ops) {
      assert.equal(answer.statusCode, 200);
      assert.ok(answer.body.length < 100_000, `/ops is ${answer.body.length} characters`);
      for (const remote of REMOTES) {
        const section = answer.body.slice(answer.body.indexOf(`id="remote-${remote}"`)).split('</section>')[0]!;
        const rows = section.match(/<th scope="row">/g)?.length ?? 0;
        assert.ok(rows <= 12, `${remote}: ${rows} builds listed`);
        assert.match(section, /more builds/, `${remote}: the other builds summed up in one line`);
      }
    }
    assert.ok(rowsRead < 1000, `/ops read ${rowsRead} rows for two pages`);
    // The event loop was never held long: a page built of thousands of rows would hold it for seconds.
    const longestMs = delay.max / 1e6;
    assert.ok(longestMs < 1000, `the event loop was held ${Math.round(longestMs)} ms at most`);
  });
});
