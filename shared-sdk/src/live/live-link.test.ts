import { ReadableStream } from 'node:stream/web';
import { TextDecoder as NodeTextDecoder, TextEncoder as NodeTextEncoder } from 'node:util';
import type { LiveEvent } from './live-event';
import { startLiveLink } from './live-link';

// jsdom has no TextDecoder; the browsers the store supports have it.
Object.assign(globalThis, { TextDecoder: NodeTextDecoder });

/** GET /api/events answering each call with the next SSE text (then ending), recording Last-Event-ID. */
function eventServer(bodies: string[]) {
  const lastEventIds: Array<string | undefined> = [];
  const fetchStub = (async (_url: string, init: RequestInit) => {
    lastEventIds.push((init.headers as Record<string, string>)['last-event-id']);
    const text = bodies.shift() ?? 'retry: 3000\n\n';
    return {
      status: 200,
      ok: true,
      headers: { get: () => null },
      body: new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new NodeTextEncoder().encode(text));
          controller.close();
        },
      }),
    } as unknown as Response;
  }) as unknown as typeof fetch;
  return { lastEventIds, fetch: fetchStub };
}

const wishlist = (id: string) => `id: ${id}\nevent: wishlist\ndata: {}\n\n`;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("the browser's one stream", () => {
  it('resumes from the last event it heard: ids are opaque and carry no order', async () => {
    // Random ids, as the server gives them: neither the largest number nor the last in sort order is the last heard.
    const heardInOrder = [
      'f3b1c2d4-0000-4000-8000-000000000001',
      '0a9e8d7c-0000-4000-8000-000000000002',
      '7c4e2a10-0000-4000-8000-000000000003',
    ];
    const server = eventServer([
      `retry: 3000\n\n${heardInOrder.map(wishlist).join('')}`,
      // A reconnect may replay one already heard: it is not heard twice, and does not move the resume point back.
      wishlist(heardInOrder[0]!),
    ]);
    const events: LiveEvent[] = [];
    const stop = startLiveLink({
      url: '/api/events',
      token: () => 'tok',
      fetch: server.fetch,
      random: () => 0.5,
      onUnauthorized: () => undefined,
      onEvent: (event) => events.push(event),
      onState: () => undefined,
    });
    while (server.lastEventIds.length < 3) await jest.advanceTimersByTimeAsync(1000);
    stop();
    expect(events.map((event) => ('id' in event ? event.id : event.kind))).toEqual(heardInOrder);
    expect(server.lastEventIds).toEqual([undefined, heardInOrder[2], heardInOrder[2]]);
  });
});
