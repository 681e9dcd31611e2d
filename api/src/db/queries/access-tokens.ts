import type { Queryable } from '../database.js';

export interface TokenOwner {
  token_id: number;
  user_id: number;
}

export async function insertAccessToken(db: Queryable, userId: number, tokenHash: string, expiresAt: Date): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    'INSERT INTO access_tokens (user_id, token_hash, expires_at) VALUES ($1, $2, $3) RETURNING id',
    [userId, tokenHash, expiresAt],
  );
  if (!row) throw new Error('access token was not stored');
  return row.id;
}

/**
 * How stale last_used_at may get: writing it on every request would make every signed-in read a
 * write (a row version, WAL, a PGlite queue slot). Once a minute is exact enough for "last active".
 */
const LAST_USED_RESOLUTION = "interval '1 minute'";

/**
 * The live token with this hash (not revoked, not expired, its user active). One statement that
 * writes only when last_used_at is older than a minute.
 */
export async function findLiveToken(db: Queryable, tokenHash: string): Promise<TokenOwner | null> {
  const [row] = await db.query<TokenOwner>(
    `WITH live AS (
       SELECT t.id, t.user_id, t.last_used_at
         FROM access_tokens t JOIN users u ON u.id = t.user_id AND u.is_active
        WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND (t.expires_at IS NULL OR t.expires_at > now())
     ), touched AS (
       UPDATE access_tokens SET last_used_at = now()
         FROM live
        WHERE access_tokens.id = live.id
          AND (live.last_used_at IS NULL OR live.last_used_at < now() - ${LAST_USED_RESOLUTION})
     )
     SELECT id AS token_id, user_id FROM live`,
    [tokenHash],
  );
  return row ?? null;
}

export async function revokeToken(db: Queryable, tokenId: number): Promise<void> {
  await db.query('UPDATE access_tokens SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [tokenId]);
}

/** Password reset and account changes sign the user out everywhere. */
export async function revokeAllTokens(db: Queryable, userId: number): Promise<void> {
  await db.query('UPDATE access_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
}
