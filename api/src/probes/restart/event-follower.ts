import { openEventStream, type ReceivedEvent } from '../../test-support/event-stream-client.js';

/**
 * A shopper's browser following GET /api/events through a restart: when its stream ends (a drain
 * ends it with `retry: 500`) or is refused (a draining instance answers 503), it reconnects after
 * the hint with the last id it has, as the storefront does (docs/live-updates.md). Keeps every
 * event it was sent, in order, duplicates included, so the probe can tell "exactly once".
 */
export interface EventFollower {
  events: ReceivedEvent[];
  /** Streams opened (the first included) and refusals met. */
  connections: number;
  refusals: number;
  stop(): Promise<void>;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function followEvents(baseUrl: string, token: string): EventFollower {
  let stopped = false;
  let close = () => undefined as void;
  const follower: EventFollower = {
    events: [],
    connections: 0,
    refusals: 0,
    async stop() {
      stopped = true;
      close();
      await running;
    },
  };
  // Ids are opaque (docs/live-updates.md): the last one heard, as the storefront resumes.
  const lastId = () => follower.events.findLast((event) => event.id !== undefined)?.id;
  const running = (async () => {
    while (!stopped) {
      const stream = await openEventStream(baseUrl, token, lastId()).catch(() => undefined);
      if (!stream || stream.status !== 200) {
        follower.refusals += 1;
        await wait(200);
        continue;
      }
      follower.connections += 1;
      close = () => stream.close();
      const before = follower.events.length;
      // The client's own list is filled as events come; copy them over as they do.
      const copy = setInterval(() => follower.events.splice(before, Infinity, ...stream.events), 20);
      await stream.ended;
      clearInterval(copy);
      follower.events.splice(before, Infinity, ...stream.events);
      if (!stopped) await wait(stream.retries.at(-1) ?? 3000);
    }
  })();
  return follower;
}
