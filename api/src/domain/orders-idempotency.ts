import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import { claimIdempotencyKey, storeIdempotentResponse } from '../db/queries/orders-idempotency.js';
import { Refusal } from '../lib/http-errors.js';

export const KEY_REUSED = 'http.idempotency_key_reused';

export interface IdempotencyKey {
  key: string;
  /** What the request asked for: the same key with another request is refused. */
  requestHash: string;
}

/** The request's `Idempotency-Key` (optional), bound to the call and its (validated) body. */
export function idempotencyKeyOf(header: string | undefined, call: string, body: unknown): IdempotencyKey | null {
  if (!header) return null;
  return { key: header, requestHash: createHash('sha256').update(JSON.stringify({ call, body })).digest('hex') };
}

/**
 * Runs `work` at most once per key and user, inside the caller's transaction: a retry answers what
 * the first request answered (even from another API instance: the keys live in the database).
 * Only successful answers are stored; a refusal rolls the claim back with everything else, so a
 * retry tries again.
 */
export async function runIdempotent<T>(
  tx: Queryable,
  userId: number,
  key: IdempotencyKey | null,
  work: () => Promise<T>,
): Promise<{ body: T; replayed: boolean }> {
  if (!key) return { body: await work(), replayed: false };
  const stored = await claimIdempotencyKey(tx, userId, key.key, key.requestHash);
  if (stored) {
    if (stored.request_hash !== key.requestHash) throw new Refusal(KEY_REUSED);
    return { body: stored.response_body as T, replayed: true };
  }
  const body = await work();
  await storeIdempotentResponse(tx, userId, key.key, 200, body);
  return { body, replayed: false };
}
