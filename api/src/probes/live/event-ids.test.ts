import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { issueAccessToken } from '../../domain/access-tokens.js';
import { createShopper, type Shopper } from '../../test-support/cart-fixtures.js';
import { openEventStream, type OpenStream, type ReceivedEvent } from '../../test-support/event-stream-client.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

/**
 * What a shopper can learn from their own event stream (docs/live-updates.md, "Event ids"): nothing
 * of anyone else. An outside probe read the store-wide event counter by trying Last-Event-ID values
 * (the answer told an id the store had given out from one it had not: about 30 reconnects), and the
 * store-wide count of sign-ins from `session_revoked`'s `token_id`. Here a shopper tries the same.
 */
let t: TestApp;
let baseUrl: string;
const opened: OpenStream[] = [];
before(async () => {
  t = await createTestApp({ liveStreams: { perUser: 20, perInstance: 100 } });
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
after(async () => {
  for (const stream of opened) stream.close();
  await t?.close();
});

async function open(token: string, lastEventId?: string): Promise<OpenStream> {
  const stream = await openEventStream(baseUrl, token, lastEventId);
  opened.push(stream);
  return stream;
}

/** One event of the shopper's, recorded as the database's triggers record theirs (migration 0170). */
async function recordEvent(userId: number, kind: 'basket' | 'wishlist', data: Record<string, unknown> = {}): Promise<void> {
  await t.app.db.query('SELECT record_shopper_event($1, $2, $3::jsonb)', [userId, kind, JSON.stringify(data)]);
}

let markers = 0;
/**
 * What a stream opened with `lastEventId` says before anything new happens: it is opened, then an
 * event of the shopper's own marks the present (a live event waits for the replay, so whatever the
 * stream sent before the marker is its answer to the id).
 */
async function answerTo(shopper: Shopper, lastEventId: string): Promise<string[]> {
  const stream = await open(shopper.token, lastEventId);
  assert.equal(stream.status, 200, `Last-Event-ID ${lastEventId}: ${stream.status} ${stream.body}`);
  const marker = `marker-${(markers += 1)}`;
  await recordEvent(shopper.id, 'basket', { marker });
  const isMarker = (event: ReceivedEvent) => event.data.marker === marker;
  await stream.waitFor(isMarker);
  stream.close();
  return stream.events.slice(0, stream.events.findIndex(isMarker)).map((event) => `${event.event} ${JSON.stringify(event.data)}`);
}

/** The first event of `kind` a fresh stream of the shopper hears after `make` ran. */
async function nextEventOf(shopper: Shopper, kind: string, make: () => Promise<void>): Promise<ReceivedEvent> {
  const stream = await open(shopper.token);
  await make();
  const event = await stream.waitFor((e) => e.event === kind);
  stream.close();
  return event;
}

const newestStoreEventId = async () =>
  (await t.app.db.query<{ id: number }>('SELECT coalesce(max(id), 0)::int AS id FROM shopper_events'))[0]!.id;

describe("a shopper's stream tells nothing of other shoppers", () => {
  it('answers a guessed Last-Event-ID the same however many events other shoppers had', async () => {
    const prober = await createShopper(t.app);
    const others = await createShopper(t.app);
    await nextEventOf(prober, 'wishlist', () => recordEvent(prober.id, 'wishlist'));
    // The guesses a bisection of the store-wide counter makes: just past it, and far past it.
    const newest = await newestStoreEventId();
    const guesses = [String(newest + 10), String(newest + 1_000_000)];
    const answers = async () => {
      const all: string[][] = [];
      for (const guess of guesses) all.push(await answerTo(prober, guess));
      return all;
    };
    const before = await answers();
    for (let i = 0; i < 30; i += 1) await recordEvent(others.id, 'wishlist');
    const afterOthers = await answers();
    assert.deepEqual(afterOthers, before, "other shoppers' 30 events changed what the stream answers to the same ids");
  });

  it("gives ids that count nothing: two of a shopper's events with 25 of another's between look alike", async () => {
    const shopper = await createShopper(t.app);
    const other = await createShopper(t.app);
    const first = await nextEventOf(shopper, 'wishlist', () => recordEvent(shopper.id, 'wishlist'));
    for (let i = 0; i < 25; i += 1) await recordEvent(other.id, 'wishlist');
    const second = await nextEventOf(shopper, 'wishlist', () => recordEvent(shopper.id, 'wishlist'));
    for (const id of [first.id, second.id]) {
      // A random (version 4) UUID: 122 random bits, no sequence.
      assert.match(id ?? '', /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/, `event id ${id}`);
    }
  });

  it("answers another shopper's real event id exactly as a forged one: resync, and none of their events", async () => {
    const shopper = await createShopper(t.app);
    const other = await createShopper(t.app);
    const theirs = await nextEventOf(other, 'wishlist', () => recordEvent(other.id, 'wishlist', { theirs: true }));
    // An event of the shopper's own, heard before the probe's stream opens: on a busy machine one only
    // recorded could reach the listener after that stream had opened, and be sent to it live.
    await nextEventOf(shopper, 'wishlist', () => recordEvent(shopper.id, 'wishlist'));
    const withTheirs = await answerTo(shopper, theirs.id!);
    assert.deepEqual(withTheirs, ['resync {}'], "another shopper's id resumes nothing");
    assert.deepEqual(await answerTo(shopper, randomUUID()), withTheirs, 'a forged id is answered alike');
    assert.deepEqual(await answerTo(shopper, '12345'), withTheirs, 'a guessed number is answered alike');
  });

  it("says nothing of the token in session_revoked, live or replayed, and replays no other session's revocation", async () => {
    const shopper = await createShopper(t.app);
    await issueAccessToken(t.app.db, shopper.id); // another device's session
    const revokeNewestToken = () =>
      t.app.db
        .query('UPDATE access_tokens SET revoked_at = now() WHERE id = (SELECT max(id) FROM access_tokens WHERE user_id = $1)', [
          shopper.id,
        ])
        .then(() => undefined);
    // This browser's stream hears an event, then is away while the other device signs out.
    const seen = await nextEventOf(shopper, 'wishlist', () => recordEvent(shopper.id, 'wishlist'));
    await revokeNewestToken();
    const replayed = await answerTo(shopper, seen.id!);
    assert.deepEqual(replayed, [], "another device's sign-out would sign this browser out, and its token id count sign-ins");
    // The other device's own stream, live, when it is signed out.
    const device = await issueAccessToken(t.app.db, shopper.id);
    const deviceStream = await open(device);
    assert.equal(deviceStream.status, 200);
    await revokeNewestToken();
    const revoked = await deviceStream.waitFor((event) => event.event === 'session_revoked');
    assert.deepEqual(revoked.data, {}, 'session_revoked carries no token id (a store-wide count of sign-ins)');
  });
});
