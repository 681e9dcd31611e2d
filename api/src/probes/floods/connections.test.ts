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
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

const PER_ADDRESS = 40;
const OPENED = 400;
/** Long enough that, on a busy machine, the refused sockets are closed well before the held ones. */
const HEADERS_TIMEOUT_MS = 5_000;
/**
 * How long the held sockets are waited for once the flood is connected: without a headers timeout
 * they would stay open for good, and the test says so instead of hanging. On a quiet machine they
 * close after about the headers timeout; a starved one stretches that, which is not what the test
 * is about.
 */
const CLOSE_WAIT_MS = 60_000;

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
      connections: { perAddress: PER_ADDRESS, keepAliveTimeoutMs: 1_000, headersTimeoutMs: HEADERS_TIMEOUT_MS },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  after(() => t?.close());

  /**
   * Opens a socket from `localAddress`; resolves once connected, with when, and when it was closed (if
   * it was). What the server sends is read (a silent socket is closed with a 408): a socket whose
   * peer has closed emits 'close' only once what it received has been read.
   */
  function open(localAddress: string): Promise<{ socket: Socket; connectedAt: number; closed: Promise<number> }> {
    return new Promise((resolve, reject) => {
      const socket = connect({ host: '127.0.0.1', port, localAddress });
      socket.resume();
      const closed = new Promise<number>((done) => socket.once('close', () => done(Date.now())));
      socket.once('connect', () => resolve({ socket, connectedAt: Date.now(), closed }));
      socket.once('error', (error) => (socket.connecting ? reject(error) : undefined));
    });
  }

  it('keeps serving others, closes the extra sockets at once, counts and logs them, and closes silent ones soon', async () => {
    const flood = await Promise.all(Array.from({ length: OPENED }, () => open('127.0.0.2')));
    // Another client is served while the flood still holds its sockets (not once they have timed out).
    const answer = await fetch(`http://127.0.0.1:${port}/api/master`);
    assert.equal(answer.status, 200);
    const held = flood.filter(({ socket }) => !socket.closed).length;
    assert.ok(held > 0, 'the other address was served only after every socket of the flood had closed');

    // Each socket's life, from its connection to its close (Infinity: still open when the wait ended).
    const deadline = Date.now() + CLOSE_WAIT_MS;
    const lived = await Promise.all(
      flood.map(({ connectedAt, closed }) =>
        Promise.race([closed, new Promise<number>((resolve) => setTimeout(() => resolve(Infinity), deadline - Date.now()))]).then(
          (closedAt) => closedAt - connectedAt,
        ),
      ),
    );
    for (const { socket } of flood) socket.destroy();
    // The refused ones are closed as they are accepted, before any headers timeout could have closed them.
    const refusedAtOnce = lived.filter((ms) => ms < HEADERS_TIMEOUT_MS).length;
    assert.ok(refusedAtOnce >= OPENED - PER_ADDRESS, `${refusedAtOnce} of ${OPENED} closed at once, the address may hold ${PER_ADDRESS}`);
    const stillOpen = lived.filter((ms) => !Number.isFinite(ms)).length;
    assert.equal(stillOpen, 0, `${stillOpen} silent sockets still open ${CLOSE_WAIT_MS} ms after the flood connected`);

    const metrics = await t.app.metrics.registry.getSingleMetricAsString('storefront_connections_refused_total');
    const refused = Number(/reason="per_address"} (\d+)/.exec(metrics)?.[1] ?? 0);
    assert.ok(refused >= OPENED - PER_ADDRESS, `counted ${refused}`);
    const logged = logLines.filter((line) => line.address === '127.0.0.2' && /connections refused/.test(String(line.msg)));
    assert.equal(logged.length, 1, 'one line for the address, not one per socket');

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
