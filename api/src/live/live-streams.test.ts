import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import type { ShopperEvent } from '../db/queries/shopper-events.js';
import { LiveStreams, MAX_BUFFERED_BYTES, STALL_MS, type LiveStreamHooks } from './live-streams.js';

/**
 * Just enough of a ServerResponse: what was written, what of it the client has not taken yet
 * (`writableLength`), whether it ended or was destroyed. `take` is the client reading.
 */
class FakeResponse extends EventEmitter {
  written = '';
  writableEnded = false;
  destroyed = false;
  writableLength = 0;
  write(text: string): boolean {
    this.written += text;
    this.writableLength += Buffer.byteLength(text);
    return this.writableLength < 16 * 1024;
  }
  /** The client reads `bytes` (all that waits, by default); an emptied buffer emits 'drain'. */
  take(bytes = this.writableLength): void {
    this.writableLength -= Math.min(bytes, this.writableLength);
    if (this.writableLength === 0) this.emit('drain');
  }
  end(): void {
    this.writableEnded = true;
    this.emit('close');
  }
  destroy(): void {
    this.destroyed = true;
    this.emit('close');
  }
}

/** The database's log of events, as the streams read it when one fell behind. */
function hooksOver(log: ShopperEvent[] = []): LiveStreamHooks {
  return {
    opened: () => undefined,
    closed: () => undefined,
    sent: () => undefined,
    eventsAfter: async (userId, afterId, limit) => log.filter((e) => e.user_id === userId && e.id > afterId).slice(0, limit),
    catchUpFailed: (error) => assert.fail(String(error)),
  };
}

const event = (id: number, userId: number, kind: ShopperEvent['kind'] = 'order', data: Record<string, unknown> = {}): ShopperEvent => ({
  id,
  public_id: `event-${id}`,
  user_id: userId,
  kind,
  data,
});
const ids = (response: FakeResponse) => [...response.written.matchAll(/^id: event-(\d+)$/gm)].map((m) => Number(m[1]));
const asResponse = (response: FakeResponse) => response as unknown as ServerResponse;
/** Lets a catch-up's reads of the log finish. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('LiveStreams', () => {
  beforeEach(() => mock.timers.enable({ apis: ['setTimeout'] }));
  afterEach(() => mock.timers.reset());

  it('holds live events while the missed ones are replayed, then sends each once, in order', () => {
    const streams = new LiveStreams({ perUser: 5, perInstance: 5 }, hooksOver());
    const response = new FakeResponse();
    const stream = streams.add(7, 1, asResponse(response));
    streams.deliver(event(12, 7));
    streams.deliver(event(11, 7));
    stream.send(event(10, 7));
    stream.send(event(11, 7));
    assert.deepEqual(ids(response), [10, 11], 'only the replay so far');
    stream.release();
    streams.deliver(event(12, 7));
    streams.deliver(event(13, 8));
    assert.deepEqual(ids(response), [10, 11, 12], 'the held one once, nothing of another user');
  });

  it("ends only the revoked session's streams, after telling them without the token's id", () => {
    const streams = new LiveStreams({ perUser: 5, perInstance: 5 }, hooksOver());
    const revoked = new FakeResponse();
    const kept = new FakeResponse();
    streams.add(7, 1, asResponse(revoked)).release();
    streams.add(7, 2, asResponse(kept)).release();
    streams.deliver(event(20, 7, 'session_revoked', { token_id: 1 }));
    assert.equal(revoked.written, 'id: event-20\nevent: session_revoked\ndata: {}\n\n');
    assert.equal(revoked.writableEnded, true);
    assert.equal(kept.written, '');
    assert.equal(kept.writableEnded, false);
    assert.equal(streams.size, 1);
  });

  it("replays no other session's revocation", () => {
    const streams = new LiveStreams({ perUser: 5, perInstance: 5 }, hooksOver());
    const response = new FakeResponse();
    const stream = streams.add(7, 1, asResponse(response));
    stream.send(event(30, 7, 'session_revoked', { token_id: 2 }));
    stream.send(event(31, 7, 'basket'));
    assert.deepEqual(ids(response), [31]);
  });

  it('refuses past the per-user and per-instance bounds, and ends every stream with a retry hint on drain', () => {
    const streams = new LiveStreams({ perUser: 2, perInstance: 3 }, hooksOver());
    const responses = [new FakeResponse(), new FakeResponse(), new FakeResponse()];
    streams.add(1, 1, asResponse(responses[0]!));
    streams.add(1, 1, asResponse(responses[1]!));
    assert.equal(streams.refusal(1), 'user');
    assert.equal(streams.refusal(2), null);
    streams.add(2, 3, asResponse(responses[2]!));
    assert.equal(streams.refusal(3), 'instance');
    streams.endAll(500);
    for (const response of responses) {
      assert.match(response.written, /retry: 500\n\n$/);
      assert.equal(response.writableEnded, true);
    }
    assert.equal(streams.size, 0);
  });

  it('leaves a burst past the bound in the log, and writes it from there to a client that reads: all of it, once, in order', async () => {
    const big = 'x'.repeat(8000);
    const log = Array.from({ length: 200 }, (_, index) => event(index + 1, 7, 'order', { big }));
    const streams = new LiveStreams({ perUser: 5, perInstance: 5 }, hooksOver(log));
    const response = new FakeResponse();
    streams.add(7, 1, asResponse(response)).release();
    for (const each of log) streams.deliver(each);
    assert.ok(response.writableLength <= MAX_BUFFERED_BYTES + 9000, `at most the bound and one event wait (${response.writableLength})`);
    assert.ok(ids(response).length < log.length, 'the burst did not all go out at once');
    for (let reads = 0; ids(response).length < log.length && reads < 20; reads += 1) {
      response.take();
      await settled();
    }
    assert.deepEqual(
      ids(response),
      log.map((each) => each.id),
    );
    assert.equal(streams.size, 1, 'the reading stream is kept');
    streams.deliver(event(201, 7));
    assert.deepEqual(ids(response).slice(-1), [201], 'and it is live again');
  });

  it('keeps a slow client that takes some of its backlog every while', () => {
    const streams = new LiveStreams({ perUser: 5, perInstance: 5 }, hooksOver());
    const response = new FakeResponse();
    streams.add(7, 1, asResponse(response)).release();
    streams.deliver(event(1, 7, 'order', { big: 'x'.repeat(MAX_BUFFERED_BYTES) }));
    for (let i = 0; i < 5; i += 1) {
      response.take(1024);
      mock.timers.tick(STALL_MS);
    }
    assert.equal(response.destroyed, false);
    assert.equal(streams.size, 1);
  });

  it('cuts a stream whose client stopped reading, rather than buffering without end', () => {
    const streams = new LiveStreams({ perUser: 5, perInstance: 5 }, hooksOver());
    const response = new FakeResponse();
    streams.add(7, 1, asResponse(response)).release();
    streams.deliver(event(1, 7, 'order', { big: 'x'.repeat(MAX_BUFFERED_BYTES) }));
    const buffered = response.writableLength;
    for (let id = 2; id < 100; id += 1) streams.deliver(event(id, 7));
    assert.equal(response.writableLength, buffered, 'nothing more is buffered for it');
    mock.timers.tick(STALL_MS);
    assert.equal(response.destroyed, true, 'its connection is closed, what waited for it dropped');
    assert.equal(streams.size, 0);
  });
});
