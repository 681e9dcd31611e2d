import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** The remotes a preview can stand in for (composition.json's remote names). */
export const PREVIEW_REMOTES = ['catalog', 'cart', 'account', 'auth'] as const;

/** One remote build shown to one browser instead of the stable one, until `expiresAt` (docs/composition.md, "Preview"). */
export interface PreviewGrant {
  remote: (typeof PREVIEW_REMOTES)[number];
  /** The build's mf-manifest.json, absolute. */
  manifest: string;
  version: string | null;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

/** A preview lasts at most a week: a link is for a team's look, not a second deployment. */
export const MAX_PREVIEW_TTL_MS = 7 * 24 * 3600 * 1000;
/** Longer than any real token (a manifest URL of 2,000 characters signed): what a cookie may carry. */
const MAX_TOKEN_LENGTH = 3500;

const grantShape = z.object({
  remote: z.enum(PREVIEW_REMOTES),
  manifest: z.url().max(2000),
  version: z.string().max(100).nullable(),
  expiresAt: z.number().int().positive(),
});

function signature(payload: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(`storefront-preview:${payload}`).digest();
}

/** `<grant as base64url JSON>.<HMAC-SHA256 of it, base64url>`, signed with PREVIEW_SECRET. */
export function signPreview(grant: PreviewGrant, secret: string): string {
  const payload = Buffer.from(JSON.stringify(grantShape.parse(grant))).toString('base64url');
  return `${payload}.${signature(payload, secret).toString('base64url')}`;
}

/**
 * The grant a token carries, or null when it is not one this secret signed (forged, tampered,
 * truncated), has expired, or says more than a grant may (an expiry beyond the longest preview).
 */
export function readPreview(token: string | null | undefined, secret: string, now: number = Date.now()): PreviewGrant | null {
  if (!token || token.length > MAX_TOKEN_LENGTH) return null;
  const [payload, signed, extra] = token.split('.');
  if (!payload || !signed || extra !== undefined) return null;
  const given = Buffer.from(signed, 'base64url');
  const expected = signature(payload, secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const grant = grantShape.safeParse(parsed);
  if (!grant.success) return null;
  if (grant.data.expiresAt <= now || grant.data.expiresAt > now + MAX_PREVIEW_TTL_MS) return null;
  return grant.data;
}
