import type { Queryable } from '../db/database.js';
import { countHit, deleteEndedWindows, uncountHit } from '../db/queries/rate-limits.js';
import type { RateLimitRefusal } from '../lib/too-many-requests.js';

/**
 * Fixed-window rate limits counted in the database (table rate_limits), never in process memory:
 * several API instances behind a load balancer share one count per key.
 */
export interface RateLimit {
  /** Namespace of the key, e.g. 'login:phone'. */
  name: string;
  /** Hits allowed per window; the next one is refused. */
  max: number;
  windowSeconds: number;
}

/** One limit applied to one subject (a phone number, an IP address). */
export interface RateLimitCheck {
  limit: RateLimit;
  subject: string;
}

/** About one call in this many also deletes ended windows, so the table does not grow forever. */
const SWEEP_ONE_IN = 100;

function keyOf(check: RateLimitCheck): string {
  return `${check.limit.name}:${check.subject}`;
}

export interface AttemptCount {
  refusal: RateLimitRefusal | null;
  /** The hits of each check counted, this attempt included, in the order of the checks. */
  hits: number[];
}

/**
 * Counts this attempt against every check in order and stops at the first one over its limit.
 * Counting before the work (instead of checking, then counting failures) keeps the limit exact
 * when many requests race; callers that only want failures counted give successes back with
 * `refundRateLimits`.
 */
export async function countAttempt(db: Queryable, checks: readonly RateLimitCheck[]): Promise<AttemptCount> {
  if (Math.random() * SWEEP_ONE_IN < 1) await deleteEndedWindows(db);
  const hits: number[] = [];
  for (const check of checks) {
    const count = await countHit(db, keyOf(check), check.limit.windowSeconds);
    hits.push(count.hits);
    if (count.hits > check.limit.max) return { refusal: { retryAfterSeconds: count.retry_after }, hits };
  }
  return { refusal: null, hits };
}

/** `countAttempt` for callers that only need the refusal. */
export async function consumeRateLimits(db: Queryable, checks: readonly RateLimitCheck[]): Promise<RateLimitRefusal | null> {
  return (await countAttempt(db, checks)).refusal;
}

export async function refundRateLimits(db: Queryable, checks: readonly RateLimitCheck[]): Promise<void> {
  for (const check of checks) await uncountHit(db, keyOf(check));
}
