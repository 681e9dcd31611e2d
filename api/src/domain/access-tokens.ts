import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import { insertAccessToken } from '../db/queries/access-tokens.js';
import { hashToken, TOKEN_LIFETIME_MS } from '../lib/access-token.js';

/** Issues a new bearer token for the user and returns it (the only time it exists in clear). */
export async function issueAccessToken(db: Queryable, userId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertAccessToken(db, userId, hashToken(token), new Date(now.getTime() + TOKEN_LIFETIME_MS));
  return token;
}
