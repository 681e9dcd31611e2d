import { createHash } from 'node:crypto';

/** Bearer tokens live 30 days; the storefront signs in again after that. */
export const TOKEN_LIFETIME_MS = 30 * 24 * 3_600_000;

/**
 * Tokens are 256 random bits, shown to the client once and stored only as their SHA-256: a leaked
 * database holds nothing that signs anyone in. (A fast hash is right here: the input has full
 * entropy, unlike a password.)
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Who a request's live bearer token belongs to (request.session, set by plugins/authenticate.ts). */
export interface SessionUser {
  id: number;
  /** The access token this request came with (logout revokes it). */
  tokenId: number;
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+([A-Za-z0-9_\-.~+/]+=*)$/i.exec(header?.trim() ?? '');
  return match?.[1] ?? null;
}
