import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, it } from 'node:test';
import { createShopper, type Shopper } from '../../test-support/cart-fixtures.js';
import { openEventStream, type OpenStream } from '../../test-support/event-stream-client.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

/**
 * A burst of events larger than a stream may keep buffered (512 KB, docs/live-updates.md, "The
 * stream"): an outside probe saw a client that was reading cut together with one that was not. A
 * stream is cut only when its client stopped reading; a client that drains its socket gets the
 * whole burst, once and in order, and keeps its stream.
 *
 * The burst is a reconnect's replay: the shopper comes back to 480 missed events of about 6 KB,
 * 2.9 MB written at once, more than the kernel's socket buffers take in one go, so the server's own
 * buffer passes 512 KB for any client. Then a live burst of as much comes in one transaction.
 */
const EVENTS = 480;
const EVENT_BYTES = 6000;

let t: TestApp;
let baseUrl: string;
const opened: OpenStream[] = [];
const sockets: net.Socket[] = [];
before(async () => {
  t = await createTestApp({ liveStreams: { perUser: 5, perInstance: 50 } });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
after(async () => {
  for (const stream of opened) stream.close();
  for (const socket of sockets) socket.destroy();
  await t?.close();
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await wait(50);
  }
}

/** `count` big order events of the shopper in one transaction, as the order trigger records them (migration 0180). */
async function recordBurst(shopper: Shopper, first: number, count: number): Promise<void> {
  await t.app.db.query(
    `SELECT record_shopper_event($1, 'order', jsonb_build_object(
       'order_id', n, 'order_code', 'SMB' || n || repeat('x', $4::int), 'order_status', 'Processing',
       'payment_status', 'Pending', 'refund_status', NULL, 'changed', jsonb_build_array('order_status')))
       FROM generate_series($2::int, $2::int + $3::int - 1) AS n`,
    [shopper.id, first, count, EVENT_BYTES],
  );
}

/** A client that asks for the stream and then never reads a byte of it. */
function openStalled(shopper: Shopper, lastEventId: string): Promise<net.Socket> {
  const { port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => {
      socket.pause();
      socket.write(
        `GET /api/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${shopper.token}\r\n` +
          `Accept: text/event-stream\r\nLast-Event-ID: ${lastEventId}\r\n\r\n`,
      );
      resolve(socket);
    });
    socket.on('error', () => undefined); // the server cutting it is what is expected
    socket.once('error', reject);
    sockets.push(socket);
  });
}

it('keeps a reading stream through a burst above 512 KB and cuts one that does not read', { timeout: 180_000 }, async () => {
  const shopper = await createShopper(t.app);
  const first = await openEventStream(baseUrl, shopper.token);
  opened.push(first);
  await t.app.db.query("SELECT record_shopper_event($1, 'wishlist', '{}')", [shopper.id]);
  const seen = await first.waitFor((event) => event.event === 'wishlist');
  first.close();
  await until(() => t.app.liveStreams.size === 0, 'the first stream closed');

  await recordBurst(shopper, 1, EVENTS);
  const stalled = await openStalled(shopper, seen.id!);
  await until(() => t.app.liveStreams.size === 1, 'the stalled stream open');
  const reading = await openEventStream(baseUrl, shopper.token, seen.id);
  opened.push(reading);
  assert.equal(reading.status, 200);

  let readingCut = false;
  void reading.ended.then(() => (readingCut = true));
  const orderIds = () => reading.events.filter((event) => event.event === 'order').map((event) => event.data.order_id);
  const heard = () => ({
    cut: readingCut,
    resyncs: reading.events.filter((event) => event.event === 'resync').length,
    ids: orderIds(),
  });
  const hearing = async (count: number, what: string) => {
    await until(() => readingCut || orderIds().length >= count, what).catch(() => undefined);
    const expected = Array.from({ length: count }, (_, index) => index + 1);
    assert.deepEqual(
      heard(),
      { cut: false, resyncs: 0, ids: expected },
      `${what}: each event once, in order, and the stream kept (heard ${orderIds().length} of ${count})`,
    );
  };
  await hearing(EVENTS, 'the reading client hears the replay');
  await recordBurst(shopper, EVENTS + 1, EVENTS);
  await hearing(2 * EVENTS, 'the reading client hears the live burst');

  // The stalled client is cut: the server lets it go, and once it reads again the connection ends.
  await until(() => t.app.liveStreams.size === 1, 'the stalled stream cut');
  const ended = new Promise<void>((resolve) => {
    stalled.on('end', resolve);
    stalled.on('close', () => resolve());
  });
  stalled.resume();
  await ended;

  // The reader's stream is still the live one.
  await t.app.db.query("SELECT record_shopper_event($1, 'wishlist', '{\"after\": true}')", [shopper.id]);
  await reading.waitFor((event) => event.data.after === true, 10_000);
});
