import type { Queryable } from '../database.js';

export interface StoredResponse {
  request_hash: string;
  response_status: number | null;
  response_body: unknown;
}

/**
 * Claims an Idempotency-Key for this user inside the caller's transaction. The unique
 * (user_id, key) decides: a concurrent request with the same key waits here until the first one's
 * transaction ends, then either finds its stored answer (committed) or claims the key itself
 * (rolled back). Returns null when claimed, else what the earlier request stored.
 */
export async function claimIdempotencyKey(tx: Queryable, userId: number, key: string, requestHash: string): Promise<StoredResponse | null> {
  const claimed = await tx.query(
    `INSERT INTO idempotency_keys (user_id, key, request_hash) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, key) DO NOTHING RETURNING id`,
    [userId, key, requestHash],
  );
  if (claimed.length) return null;
  const [stored] = await tx.query<StoredResponse>(
    'SELECT request_hash, response_status, response_body FROM idempotency_keys WHERE user_id = $1 AND key = $2',
    [userId, key],
  );
  if (!stored) throw new Error('idempotency key vanished between claim and read');
  return stored;
}

export async function storeIdempotentResponse(tx: Queryable, userId: number, key: string, status: number, body: unknown): Promise<void> {
  await tx.query(
    `UPDATE idempotency_keys SET response_status = $3, response_body = $4::jsonb, completed_at = now()
      WHERE user_id = $1 AND key = $2`,
    [userId, key, status, JSON.stringify(body)],
  );
}
