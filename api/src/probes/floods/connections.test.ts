// One client holding every connection (docs/probes.md, "Floods"): enough idle sockets from one address
// stop the server accepting, with nothing in the log, and Node's defaults let an idle socket live long
// (app.ts). Here one address (127.0.0.2) opens far more idle sockets than it may hold; another address
// must still be served at once, the extra sockets are closed as soon as they are accepted, counted and
// logged, and the ones it may hold are closed when they stay silent.
import assert from 'node:assert/strict';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { REQUEST_TIMEOUT_MS } from '../../config.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

const PER_ADDRESS = 40;
const OPENED = 400;
/**
 * The headers timeout while the flood is judged, the longest there is (the request timeout): no held
 * socket times out before the test has seen what the guard did, however slow the machine.
 */
const HELD_HEADERS_TIMEOUT_MS = REQUEST_TIMEOUT_MS;
/** Then the headers timeout the held sockets meet: silent since they were accepted, they are cut. */
const SILENT_HEADERS_TIMEOUT_MS = 1_000;
/**
 * How long closes are waited for: they come as soon as the server gets to them, and a starved
 * machine stretches that; past this the test says how many came instead of hanging.
 */
const CLOSE_WAIT_MS = 60_000;

/** Resolves with how many of `closes` have come, once `wanted` have or CLOSE_WAIT_MS has passed. */
function closesOf(closes: Promise<void>[], wanted: number): Promise<number> {
  return new Promise((resolve) => {
    let count = 0;
    const timer = setTimeout(() => resolve(count), CLOSE_WAIT_MS);
    for (const closed of closes) {
      void closed.then(() => {
        count += 1;
        if (count !== wanted) return;
        clearTimeout(timer);
        resolve(count);
      });
    }
  });
}

describe('one address opening far more connections than it may hold', () => {
  let t: TestApp;
  let port: number;
  const logLines: Array<Record<string, unknown>> = [];
  before(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    t = await createTestApp({
      logger: { level: 'warn', stream: sink },
      connections: { perAddress: PER_ADDRESS, keepAliveTimeoutMs: 1_000, headersTimeoutMs: HELD_HEADERS_TIMEOUT_MS },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  after(() => t?.close());

  /**
   * Opens a socket from `localAddress`; resolves once connected, with a promise of its close. What
   * the server sends is read (a silent socket is closed with a 408): a socket whose peer has closed
   * emits 'close' only once what it received has been read.
   */
  function open(localAddress: string): Promise<{ socket: Socket; closed: Promise<void> }> {
    return new Promise((resolve, reject) => {
      const socket = connect({ host: '127.0.0.1', port, localAddress });
      socket.resume();
      const closed = new Promise<void>((done) => socket.once('close', () => done()));
      socket.once('connect', () => resolve({ socket, closed }));
      socket.once('error', (error) => (socket.connecting ? reject(error) : undefined));
    });
  }

  it('keeps serving others, closes the extra sockets at once, counts and logs them, and closes silent ones soon', async () => {
    const flood = await Promise.all(Array.from({ length: OPENED }, () => open('127.0.0.2')));
    // Another client is served while the flood still holds its sockets (not once they have timed out).
    const answer = await fetch(`http://127.0.0.1:${port}/api/master`);
    assert.equal(answer.status, 200);
    // The extra sockets are closed as soon as they are accepted, and exactly those: the address keeps
    // the ones it may hold.
    const closes = flood.map(({ closed }) => closed);
    const refused = await closesOf(closes, OPENED - PER_ADDRESS);
    assert.equal(refused, OPENED - PER_ADDRESS, `${refused} of ${OPENED} closed, the address may hold ${PER_ADDRESS}`);
    assert.equal(flood.filter(({ socket }) => !socket.closed).length, PER_ADDRESS, 'the sockets it may hold are kept');

    const metrics = await t.app.metrics.registry.getSingleMetricAsString('storefront_connections_refused_total');
    const counted = Number(/reason="per_address"} (\d+)/.exec(metrics)?.[1] ?? 0);
    assert.equal(counted, OPENED - PER_ADDRESS, `counted ${counted}`);
    const logged = logLines.filter((line) => line.address === '127.0.0.2' && /connections refused/.test(String(line.msg)));
    assert.equal(logged.length, 1, 'one line for the address, not one per socket');

    // Silent since they were accepted, the held sockets are cut by the headers timeout (Node checks it
    // every second: app.ts), the one app.ts sets from HEADERS_TIMEOUT_MS, shortened here.
    t.app.server.headersTimeout = SILENT_HEADERS_TIMEOUT_MS;
    const all = await closesOf(closes, OPENED);
    assert.equal(OPENED - all, 0, `${OPENED - all} silent sockets still open ${CLOSE_WAIT_MS} ms after the timeout was shortened`);

    const again = await open('127.0.0.2');
    again.socket.end('GET /api/master HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    const reply = await new Promise<string>((resolve) => {
      let text = '';
      again.socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      again.socket.on('close', () => resolve(text));
    });
    assert.match(reply, /^HTTP\/1\.1 200/, 'once its sockets are closed, the address is served again');
  });
});
