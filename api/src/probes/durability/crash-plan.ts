import { randomInt } from 'node:crypto';

/** How hard the crash probes push: enough to catch a lost write, small enough for CI (seconds). */
export const CRASH_CYCLES = 5;
/** Clients placing orders at once. */
export const SHOPPERS = 4;
/** Orders acknowledged in a cycle before the kill may come, so the kill lands mid-stream. */
export const ACKS_BEFORE_KILL = 8;

/** A little more stream after that, different every cycle, so kills land in different places. */
export function randomDelay(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, randomInt(0, 300)));
}

/** The API's environment under the stream: it keeps PGlite busy, and a request refused for waiting is not what is tested. */
export const STREAM_ENV = { PGLITE_MAX_WAIT_MS: '30000' };
