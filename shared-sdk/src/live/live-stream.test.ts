import { ReadableStream } from 'node:stream/web';
import { TextDecoder as NodeTextDecoder, TextEncoder as NodeTextEncoder } from 'node:util';
import { backoffDelay, runLiveStream } from './live-stream';
import type { LiveEvent } from './live-event';

// jsdom has neither; the browsers the store supports have both.
Object.assign(globalThis, { TextDecoder: NodeTextDecoder });

interface Answer {
  status: number;
  /** SSE text, in chunks, for a 200. */
  chunks?: string[];
  retryAfter?: string;
}

/** fetch as GET /api/events answers it: each call takes the next answer and records its headers. */
function eventServer(answers: Answer[]) {
  const calls: Record<string, string>[] = [];
  const fetchStub = (async (_url: string, init: RequestInit) => {
    calls.push({ ...(init.headers as Record<string, string>) });
    const answer = answers.shift() ?? { status: 503 };
    const encoder = new NodeTextEncoder();
    const body =
      answer.status === 200
        ? new ReadableStream<Uint8Array>({
            start(controller) {
              for (const chunk of answer.chunks ?? []) controller.enqueue(encoder.encode(chunk));
              controller.close();
            },
          })
        : null;
    return {
      status: answer.status,
      ok: answer.status >= 200 && answer.status < 300,
      headers: { get: (name: string) => (name === 'retry-after' ? (answer.retryAfter ?? null) : null) },
      body,
    } as unknown as Response;
  }) as unknown as typeof fetch;
  return { calls, fetch: fetchStub };
}

function run(answers: Answer[], { stopAfterEvents = Infinity, token = 'tok' } = {}) {
  const server = eventServer(answers);
  const events: LiveEvent[] = [];
  const waits: number[] = [];
  let lastId: string | undefined;
  let unauthorized = 0;
  const controller = new AbortController();
  const done = runLiveStream(
    {
      url: '/api/events',
      token: () => token,
      lastId: () => lastId,
      fetch: server.fetch,
      random: () => 0.5,
      onEvent: (event) => {
        events.push(event);
        if ('id' in event) lastId = event.id;
        if (events.length >= stopAfterEvents) controller.abort();
      },
      onUnauthorized: () => (unauthorized += 1),
      onDown: (ms) => {
        waits.push(ms);
        // The test does not sit out the back-off: stop once the stream has been retried enough.
        if (waits.length >= 3) controller.abort();
      },
    },
    controller.signal,
  );
  return { done: finished(done), events, waits, calls: server.calls, unauthorized: () => unauthorized };
}

/** Sits out the back-off on jest's clock: the waits are asserted, not waited for. */
async function finished(done: Promise<void>): Promise<void> {
  let over = false;
  void done.then(() => (over = true));
  while (!over) await jest.advanceTimersByTimeAsync(1000);
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the event stream (GET /api/events)', () => {
  it('reads typed events split across chunks, with the bearer token', async () => {
    const stream = run(
      [
        {
          status: 200,
          chunks: [
            'retry: 3000\n\n',
            'id: 7\nevent: order\ndata: {"order_id":3,"order_code":"SM-3","order_status":"On The Way",',
            '"payment_status":"Pending","refund_status":null,"changed":["order_status"]}\n\n: keep-alive\n\n',
            'id: 8\nevent: basket\ndata: {}\n\nevent: resync\ndata: {}\n\nid: 9\nevent: something-new\ndata: {}\n\n',
          ],
        },
      ],
      { stopAfterEvents: 3 },
    );
    await stream.done;
    expect(stream.events).toEqual([
      {
        kind: 'order',
        id: '7',
        data: {
          order_id: 3,
          order_code: 'SM-3',
          order_status: 'On The Way',
          payment_status: 'Pending',
          refund_status: null,
          changed: ['order_status'],
        },
      },
      { kind: 'basket', id: '8' },
      { kind: 'resync' },
    ]);
    expect(stream.calls[0]).toMatchObject({ authorization: 'Bearer tok', accept: 'text/event-stream' });
    expect(stream.calls[0]).not.toHaveProperty('last-event-id');
  });

  it('reconnects after the stream ends, from the last event it had, and sooner after a drain', async () => {
    const stream = run([
      { status: 200, chunks: ['retry: 3000\n\nid: 41\nevent: wishlist\ndata: {}\n\n'] },
      { status: 200, chunks: ['retry: 500\n\n'] },
      { status: 200, chunks: [] },
    ]);
    await stream.done;
    expect(stream.calls.map((headers) => headers['last-event-id'])).toEqual([undefined, '41', '41']);
    // Half fixed, half random (0.5 here): 3 s after the first drop; the drained server asked for 0.5 s.
    expect(stream.waits[0]).toBe(2250);
    expect(stream.waits[1]).toBe(750);
  });

  it('backs off a refusal at least as long as its Retry-After', async () => {
    const stream = run([{ status: 429, retryAfter: '20' }, { status: 503 }, { status: 503 }]);
    await stream.done;
    expect(stream.waits[0]).toBe(20_000);
    // Doubling from the default 3 s: 3 s·2 → 4.5 s, 3 s·4 → 9 s (with the 0.5 of jitter).
    expect(stream.waits.slice(1)).toEqual([4500, 9000]);
  });

  it('ends the session on 401 and stops', async () => {
    const stream = run([{ status: 401 }]);
    await stream.done;
    expect(stream.unauthorized()).toBe(1);
    expect(stream.calls).toHaveLength(1);
  });

  it('keeps every wait within a minute, with jitter', () => {
    expect(backoffDelay(3000, 50, () => 1)).toBe(60_000);
    expect(backoffDelay(3000, 50, () => 0)).toBe(30_000);
    expect(backoffDelay(500, 0, () => 0)).toBe(250);
  });
});
