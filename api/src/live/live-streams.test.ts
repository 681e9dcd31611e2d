import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { describe, it } from 'node:test';
import type { ShopperEvent } from '../db/queries/shopper-events.js';
import { LiveStreams } from './live-streams.js';

/** Just enough of a ServerResponse: what was written, and whether it ended. */
class FakeResponse extends EventEmitter {
  written = '';
  writableEnded = false;
  writableLength = 0;
  write(text: string): boolean {
    this.written += text;
    return true;
  }
  end(): void {
    this.writableEnded = true;
    this.emit('close');
  }
}

const counters = { opened: () => undefined, closed: () => undefined, sent: () => undefined };
const event = (id: number, userId: number, kind: ShopperEvent['kind'] = 'order', data: Record<string, unknown> = {}): ShopperEvent => ({
  id,
  user_id: userId,
  kind,
  data,
});
const ids = (response: FakeResponse) => [...response.written.matchAll(/^id: (\d+)$/gm)].map((m) => Number(m[1]));

describe('LiveStreams', () => {
  it('holds live events while the missed ones are replayed, then sends each once, in order', () => {
    const streams = new LiveStreams({ perUser: 5, perInstance: 5 }, counters);
    const response = new FakeResponse();
    const stream = streams.add(7, 1, response as unknown as ServerResponse);
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

  it("ends only the revoked session's streams, after telling them", () => {
    const streams = new LiveStreams({ perUser: 5, perInstance: 5 }, counters);
    const revoked = new FakeResponse();
    const kept = new FakeResponse();
    streams.add(7, 1, revoked as unknown as ServerResponse).release();
    streams.add(7, 2, kept as unknown as ServerResponse).release();
    streams.deliver(event(20, 7, 'session_revoked', { token_id: 1 }));
    assert.match(revoked.written, /event: session_revoked/);
    assert.equal(revoked.writableEnded, true);
    assert.equal(kept.written, '');
    assert.equal(kept.writableEnded, false);
    assert.equal(streams.size, 1);
  });

  it('refuses past the per-user and per-instance bounds, and ends every stream with a retry hint on drain', () => {
    const streams = new LiveStreams({ perUser: 2, perInstance: 3 }, counters);
    const responses = [new FakeResponse(), new FakeResponse(), new FakeResponse()];
    streams.add(1, 1, responses[0] as unknown as ServerResponse);
    streams.add(1, 1, responses[1] as unknown as ServerResponse);
    assert.equal(streams.refusal(1), 'user');
    assert.equal(streams.refusal(2), null);
    streams.add(2, 3, responses[2] as unknown as ServerResponse);
    assert.equal(streams.refusal(3), 'instance');
    streams.endAll(500);
    for (const response of responses) {
      assert.match(response.written, /retry: 500\n\n$/);
      assert.equal(response.writableEnded, true);
    }
    assert.equal(streams.size, 0);
  });

  it('ends a stream whose client stopped reading, rather than buffering without end', () => {
    const streams = new LiveStreams({ perUser: 5, perInstance: 5 }, counters);
    const response = new FakeResponse();
    const stream = streams.add(7, 1, response as unknown as ServerResponse);
    stream.release();
    response.writableLength = 10 * 1024 * 1024;
    streams.deliver(event(30, 7));
    assert.equal(response.writableEnded, true);
    assert.equal(streams.size, 0);
  });
});
