import assert from 'node:assert/strict';
import http from 'node:http';
import { describe, it } from 'node:test';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { becomeReady, shutDown } from './lifecycle.js';

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

/** One GET on `agent`'s connections; rejects with the socket's error (ECONNREFUSED, ECONNRESET). */
function get(url: string, agent: http.Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** The whole app listening on a free port, with a route that takes `slowMs` (a request in flight). */
async function listeningApp(slowMs: number): Promise<{ t: TestApp; url: string }> {
  const t = await createTestApp();
  t.app.get('/test/slow', { schema: { hide: true } }, async () => {
    await new Promise((resolve) => setTimeout(resolve, slowMs));
    return { done: true };
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  assert.ok(address && typeof address === 'object');
  return { t, url: `http://127.0.0.1:${address.port}` };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('graceful shutdown', () => {
  it('goes not ready, serves through the grace period, refuses new connections, finishes requests in flight, exits 0', async () => {
    const { t, url } = await listeningApp(1500);
    const keepAlive = new http.Agent({ keepAlive: true });
    try {
      assert.equal(t.app.lifecycle, 'starting');
      await becomeReady(t.app);
      assert.equal(t.app.lifecycle, 'ready');
      assert.equal((await get(`${url}/readyz`, keepAlive)).status, 200);

      const inFlight = get(`${url}/test/slow`, new http.Agent());
      await wait(100);
      const shutdown = shutDown(t.app, 'SIGTERM', { graceMs: 600, drainMs: 5000 });

      const draining = await get(`${url}/readyz`, keepAlive);
      assert.equal(draining.status, 503);
      assert.deepEqual(JSON.parse(draining.body), { status: 'not ready', reason: 'draining' });
      assert.equal(draining.connection, 'close', 'the keep-alive connection is handed back');
      const served = await get(`${url}/api/master`, keepAlive);
      assert.equal(served.status, 200, 'still serving during the grace period');
      assert.equal(served.connection, 'close');

      await wait(700);
      await assert.rejects(get(`${url}/healthz`, new http.Agent()), { code: 'ECONNREFUSED' }, 'no new connection after the grace period');
      const slow = await inFlight;
      assert.equal(slow.status, 200, 'the request in flight finished');
      assert.equal(slow.connection, 'close');
      assert.equal(await shutdown.done, 0);
      assert.equal(t.app.server.listening, false);
    } finally {
      keepAlive.destroy();
      await t.database.destroy();
    }
  });

  it('exits 1 when a request outlasts the drain time, cutting it', async () => {
    const { t, url } = await listeningApp(10_000);
    try {
      await becomeReady(t.app);
      const inFlight = get(`${url}/test/slow`, new http.Agent()).then(
        () => 'answered',
        (error: NodeJS.ErrnoException) => error.code,
      );
      await wait(100);
      const started = Date.now();
      const shutdown = shutDown(t.app, 'SIGTERM', { graceMs: 0, drainMs: 400 });
      assert.equal(await shutdown.done, 1);
      assert.ok(Date.now() - started < 3000, 'bounded by the drain time');
      assert.equal(await inFlight, 'ECONNRESET');
    } finally {
      await t.database.destroy();
    }
  });

  it('skips the grace period when nobody ever asked /readyz (no balancer to tell)', async () => {
    const { t, url } = await listeningApp(0);
    try {
      assert.equal((await get(`${url}/healthz`, new http.Agent())).status, 200);
      assert.equal(t.app.readinessWatched, false);
      const started = Date.now();
      assert.equal(await shutDown(t.app, 'SIGTERM', { graceMs: 60_000, drainMs: 5000 }).done, 0);
      assert.ok(Date.now() - started < 5000);
    } finally {
      await t.database.destroy();
    }
  });

  it('a second signal skips the rest of the grace period', async () => {
    const { t, url } = await listeningApp(0);
    try {
      assert.equal((await get(`${url}/readyz`, new http.Agent())).status, 503, 'asked: a balancer is watching');
      assert.equal(t.app.readinessWatched, true);
      const started = Date.now();
      const shutdown = shutDown(t.app, 'SIGINT', { graceMs: 60_000, drainMs: 5000 });
      await wait(50);
      shutdown.hurry();
      assert.equal(await shutdown.done, 0);
      assert.ok(Date.now() - started < 5000);
    } finally {
      await t.database.destroy();
    }
  });
});
