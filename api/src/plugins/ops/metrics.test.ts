import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Registry } from 'prom-client';
import { enqueueOutbox, outboxBacklog } from '../../db/queries/outbox.js';
import { appForSuite, createTestApp, type TestApp } from '../../test-support/test-app.js';

const TOKEN = 'metrics-test-token-0123456789';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE_LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL_PAIR = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)",?/gy;
const TYPE_LINE = /^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (counter|gauge|histogram|summary|untyped)$/;

function parseLabels(text: string | undefined, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  if (!text) return labels;
  LABEL_PAIR.lastIndex = 0;
  let consumed = 0;
  for (let match = LABEL_PAIR.exec(text); match; match = LABEL_PAIR.exec(text)) {
    labels[match[1]!] = match[2]!;
    consumed = LABEL_PAIR.lastIndex;
  }
  assert.equal(consumed, text.length, `labels of ${line}`);
  return labels;
}

/** The Prometheus text exposition format, strictly: every line a comment or a sample of a declared family. */
function parsePrometheusText(body: string): { samples: Sample[]; types: Map<string, string> } {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  for (const line of body.split('\n')) {
    if (line === '' || line.startsWith('# HELP ')) continue;
    const type = TYPE_LINE.exec(line);
    if (type) {
      types.set(type[1]!, type[2]!);
      continue;
    }
    const sample = SAMPLE_LINE.exec(line);
    assert.ok(sample, `not a Prometheus sample line: ${line}`);
    const [, name, labelText, valueText] = sample;
    const value = Number(/^nan$/i.test(valueText!) ? NaN : valueText!.replace(/^\+Inf$/, 'Infinity'));
    assert.ok(!Number.isNaN(value) || /^nan$/i.test(valueText!), `value of ${line}`);
    const family = name!.replace(/_(bucket|sum|count)$/, '');
    assert.ok(types.has(name!) || types.has(family), `${name} has a # TYPE line before it`);
    samples.push({ name: name!, labels: parseLabels(labelText, line), value });
  }
  return { samples, types };
}

const find = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.filter((s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value));

const valueOf = (samples: Sample[], name: string, labels: Record<string, string> = {}) => {
  const found = find(samples, name, labels);
  assert.equal(found.length, 1, `one sample of ${name} ${JSON.stringify(labels)}, found ${found.length}`);
  return found[0]!.value;
};

describe('GET /metrics', () => {
  const t = appForSuite({ opsToken: TOKEN, publicCache: true });
  let pendingAtStart: { email: number; sms: number };
  before(async () => {
    // Queued before the app's first request: the background count made when it becomes ready sees them.
    await enqueueOutbox(t.app.db, { channel: 'sms', recipient: '+9647700000009', body: 'metrics test' });
    await enqueueOutbox(t.app.db, { channel: 'email', recipient: 'metrics@test.example', subject: 's', body: 'metrics test' });
    pendingAtStart = (await outboxBacklog(t.app.db)).pending;
  });

  const scrape = async () => {
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], Registry.PROMETHEUS_CONTENT_TYPE);
    assert.equal(res.headers['cache-control'], 'no-store');
    return parsePrometheusText(res.body);
  };

  it('is a 404 like any unknown path without the token or with a wrong one', async () => {
    const unknown = await t.app.inject({ url: '/no-such-ops-page' });
    for (const headers of [{}, { authorization: 'Bearer wrong-token' }, { authorization: TOKEN }]) {
      const res = await t.app.inject({ url: '/metrics', headers });
      assert.equal(res.statusCode, 404, JSON.stringify(headers));
      assert.equal(res.body, unknown.body);
      assert.doesNotMatch(res.body, /storefront_/);
    }
  });

  it('is left out of the OpenAPI document', async () => {
    const paths = Object.keys((await t.app.inject({ url: '/api/openapi.json' })).json().paths);
    assert.ok(paths.length > 10);
    assert.ok(!paths.some((p) => p.includes('metrics')), paths.join(' '));
  });

  it('counts and times requests by route pattern and status, never by URL', async () => {
    const before = (await scrape()).samples;
    const was = find(before, 'storefront_http_requests_total', { route: '/api/shops/:id', status_code: '200' })[0]?.value ?? 0;
    for (const url of ['/api/shops/1', '/api/shops/1', '/api/shops/999999', '/nowhere/42']) await t.app.inject({ url });
    const { samples, types } = await scrape();
    assert.equal(types.get('storefront_http_requests_total'), 'counter');
    assert.equal(types.get('storefront_http_request_duration_seconds'), 'histogram');
    assert.equal(
      valueOf(samples, 'storefront_http_requests_total', { route: '/api/shops/:id', method: 'GET', status_code: '200' }),
      was + 2,
    );
    assert.equal(valueOf(samples, 'storefront_http_requests_total', { route: '/api/shops/:id', method: 'GET', status_code: '404' }), 1);
    assert.ok(valueOf(samples, 'storefront_http_requests_total', { route: 'unmatched', method: 'GET', status_code: '404' }) >= 1);
    const timed = valueOf(samples, 'storefront_http_request_duration_seconds_count', {
      route: '/api/shops/:id',
      method: 'GET',
      status_code: '200',
    });
    assert.equal(timed, was + 2);
    const routes = new Set(samples.flatMap((s) => (s.labels.route === undefined ? [] : [s.labels.route])));
    for (const route of routes) assert.doesNotMatch(route, /\/\d+(\/|$)|\?/, `a raw URL as a label value: ${route}`);
  });

  it('shows the public cache: a miss, then a hit for the same public GET', async () => {
    const before = (await scrape()).samples;
    const hitsBefore = valueOf(before, 'storefront_cache_hits_total', { cache: 'public' });
    const missesBefore = valueOf(before, 'storefront_cache_misses_total', { cache: 'public' });
    const first = await t.app.inject({ url: '/api/shops/2' });
    const second = await t.app.inject({ url: '/api/shops/2' });
    assert.deepEqual([first.headers['x-cache'], second.headers['x-cache']], ['miss', 'hit']);
    const { samples } = await scrape();
    assert.equal(valueOf(samples, 'storefront_cache_hits_total', { cache: 'public' }), hitsBefore + 1);
    assert.equal(valueOf(samples, 'storefront_cache_misses_total', { cache: 'public' }), missesBefore + 1);
    assert.ok(valueOf(samples, 'storefront_cache_bytes', { cache: 'public' }) > 0);
    assert.ok(valueOf(samples, 'storefront_cache_entries', { cache: 'public' }) >= 1);
    assert.equal(find(samples, 'storefront_cache_invalidations_total', { cache: 'page' }).length, 1);
  });

  it("shows the database's load: PGlite's queue and refusals, or PostgreSQL's pool", async () => {
    const { samples, types } = await scrape();
    if (t.database.kind === 'pglite') {
      assert.equal(types.get('storefront_pglite_queue_depth'), 'gauge');
      assert.ok(valueOf(samples, 'storefront_pglite_queue_depth') >= 0);
      assert.equal(valueOf(samples, 'storefront_pglite_refusals_total'), 0);
      assert.ok(valueOf(samples, 'storefront_pglite_request_db_seconds') > 0);
      assert.equal(find(samples, 'storefront_pg_pool_connections').length, 0);
    } else {
      assert.equal(valueOf(samples, 'storefront_pg_pool_max_connections'), 10);
      const total = valueOf(samples, 'storefront_pg_pool_connections');
      assert.ok(total >= 1 && total <= 10, `pool holds ${total}`);
      assert.ok(valueOf(samples, 'storefront_pg_pool_idle_connections') <= total);
      assert.equal(valueOf(samples, 'storefront_pg_pool_waiting_requests'), 0);
      assert.equal(find(samples, 'storefront_pglite_queue_depth').length, 0);
    }
  });

  it('counts remote loads reported by browsers by remote, canary, outcome and phase', async () => {
    const load = { version: '0.1.0', canary: false, duration_ms: 90, outcome: 'ok' };
    const loads = [
      { ...load, remote: 'catalog', manifest: 'http://localhost/remotes/catalog/mf-manifest.json' },
      { ...load, remote: 'catalog', manifest: 'http://localhost/remotes/catalog/mf-manifest.json' },
      { ...load, remote: 'cart', manifest: 'http://localhost/remotes/cart/mf-manifest.json', outcome: 'failed', phase: 'entry' },
    ];
    const res = await t.app.inject({ method: 'POST', url: '/api/telemetry/remote-loads', payload: { loads } });
    assert.equal(res.statusCode, 202);
    const { samples, types } = await scrape();
    assert.equal(
      valueOf(samples, 'storefront_remote_loads_total', { remote: 'catalog', canary: 'false', outcome: 'ok', phase: 'none' }),
      2,
    );
    assert.equal(
      valueOf(samples, 'storefront_remote_loads_total', { remote: 'cart', canary: 'false', outcome: 'failed', phase: 'entry' }),
      1,
    );
    assert.equal(types.get('storefront_canary_aborts_total'), 'counter');
    assert.equal(
      valueOf(samples, 'storefront_http_requests_total', { route: '/api/telemetry/remote-loads', method: 'POST', status_code: '202' }),
      1,
    );
  });

  it('shows the outbox backlog as counted in the background', async () => {
    const { samples } = await scrape();
    assert.ok(pendingAtStart.sms >= 1 && pendingAtStart.email >= 1);
    assert.equal(valueOf(samples, 'storefront_outbox_pending_messages', { channel: 'sms' }), pendingAtStart.sms);
    assert.equal(valueOf(samples, 'storefront_outbox_pending_messages', { channel: 'email' }), pendingAtStart.email);
    assert.ok(valueOf(samples, 'storefront_outbox_oldest_pending_age_seconds') >= 0);
  });

  it("carries the process's own metrics: memory, event-loop delay, garbage collection", async () => {
    const { samples, types } = await scrape();
    assert.ok(valueOf(samples, 'process_resident_memory_bytes') > 0);
    assert.ok(find(samples, 'nodejs_heap_size_used_bytes').length === 1);
    assert.ok(find(samples, 'nodejs_eventloop_lag_p99_seconds').length === 1);
    assert.equal(types.get('nodejs_gc_duration_seconds'), 'histogram');
    assert.equal(types.get('storefront_ssr_fallbacks_total'), 'counter');
  });
});

describe('GET /metrics with no OPS_TOKEN', () => {
  const t = appForSuite({ opsToken: undefined });

  it('does not exist for anyone', async () => {
    assert.equal(t.app.config.opsToken, undefined, 'OPS_TOKEN is not set for this test');
    for (const authorization of [undefined, 'Bearer ', 'Bearer undefined', `Bearer ${TOKEN}`]) {
      const res = await t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      assert.equal(res.statusCode, 404, String(authorization));
      assert.doesNotMatch(res.body, /storefront_/);
    }
  });
});

describe('GET /metrics and server rendering', () => {
  let t: TestApp;
  let shellDir: string;
  before(async () => {
    // A storefront whose server build was never made: every page is rendered by the browser.
    shellDir = await mkdtemp(path.join(os.tmpdir(), 'storefront-metrics-shell-'));
    await writeFile(path.join(shellDir, 'index.html'), '<!doctype html><title>shell</title><div id="root"></div>');
    t = await createTestApp({
      opsToken: TOKEN,
      staticMounts: [{ prefix: '/', dir: shellDir }],
      shellServerEntry: path.join(shellDir, 'no-server-build', 'server-entry.js'),
    });
  });
  after(async () => {
    await t.close();
    await rm(shellDir, { recursive: true, force: true });
  });

  it('counts pages left to the browser because the server build is missing', async () => {
    for (const url of ['/products/5/details', '/shops/7']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      assert.equal(res.statusCode, 200);
      assert.match(res.body, /<title>shell<\/title>/);
    }
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    const { samples } = parsePrometheusText(res.body);
    assert.equal(valueOf(samples, 'storefront_ssr_fallbacks_total', { reason: 'unavailable' }), 2);
    assert.equal(find(samples, 'storefront_ssr_render_duration_seconds_count').length, 0, 'nothing was rendered');
    // Pages answered by the not-found handler's storefront fallback carry no route pattern of their own.
    assert.equal(valueOf(samples, 'storefront_http_requests_total', { route: 'unmatched', method: 'GET', status_code: '200' }), 2);
  });
});
