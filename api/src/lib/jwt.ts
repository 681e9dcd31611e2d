import { createPublicKey, verify, type JsonWebKey, type KeyObject } from 'node:crypto';

/**
 * Verification of RS256 JSON Web Tokens (Google and Apple identity tokens) with node:crypto only.
 * Only RS256 is accepted, so a token cannot pick a weaker algorithm ('none', or HS256 keyed with
 * the public key).
 */

export class JwtError extends Error {}

/** The provider could not be asked (network, timeout, bad answer): not the token's fault. */
export class KeySourceError extends Error {}

export type JwtClaims = Record<string, unknown>;

export interface JwtExpectations {
  issuers: readonly string[];
  audience: string;
  /** Seconds since the epoch; default now. */
  now?: number;
  /** Allowed clock difference with the issuer, in seconds. */
  clockSkewSeconds?: number;
}

/** Finds the public key named by a token's `kid`; null when the issuer has no such key. */
export type KeyLookup = (kid: string) => Promise<KeyObject | null>;

const BASE64URL = /^[A-Za-z0-9_-]+$/;

function decodeJson(part: string, what: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // reported below
  }
  throw new JwtError(`malformed ${what}`);
}

function checkClaims(claims: JwtClaims, expect: JwtExpectations): void {
  const now = expect.now ?? Math.floor(Date.now() / 1000);
  const skew = expect.clockSkewSeconds ?? 60;
  if (typeof claims.iss !== 'string' || !expect.issuers.includes(claims.iss)) throw new JwtError('wrong issuer');
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!expect.audience || !audiences.includes(expect.audience)) throw new JwtError('wrong audience');
  // OpenID Connect Core 3.1.3.7 and Google's guide: a token for several audiences names the party it
  // was issued to in azp, which must be us; a token that names one must name us.
  if ((audiences.length > 1 || claims.azp !== undefined) && claims.azp !== expect.audience) throw new JwtError('wrong authorized party');
  if (typeof claims.exp !== 'number' || claims.exp + skew <= now) throw new JwtError('expired');
  if (typeof claims.nbf === 'number' && claims.nbf - skew > now) throw new JwtError('not yet valid');
  if (typeof claims.iat === 'number' && claims.iat - skew > now) throw new JwtError('issued in the future');
  if (typeof claims.sub !== 'string' || claims.sub === '') throw new JwtError('no subject');
}

/** Verifies signature, issuer, audience and lifetime; returns the claims or throws JwtError. */
export async function verifyRs256Jwt(token: string, keys: KeyLookup, expect: JwtExpectations): Promise<JwtClaims> {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) throw new JwtError('not a JWT');
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = decodeJson(headerPart, 'header');
  if (header.alg !== 'RS256') throw new JwtError('unsupported algorithm');
  if (typeof header.kid !== 'string') throw new JwtError('no key id');
  const key = await keys(header.kid);
  if (!key) throw new JwtError('unknown key');
  const signed = Buffer.from(`${headerPart}.${payloadPart}`);
  if (!verify('RSA-SHA256', signed, key, Buffer.from(signaturePart, 'base64url'))) throw new JwtError('bad signature');
  const claims = decodeJson(payloadPart, 'payload');
  checkClaims(claims, expect);
  return claims;
}

export interface JwksOptions {
  url: string;
  timeoutMs: number;
  /** Keys are fetched again after this long (providers rotate them). */
  maxAgeMs?: number;
  /** An unknown kid triggers a refetch at most this often, so junk tokens cannot hammer the provider. */
  refetchIntervalMs?: number;
  fetch?: typeof fetch;
}

interface KeySet {
  keys: Map<string, KeyObject>;
  fetchedAt: number;
}

function parseJwks(body: unknown): Map<string, KeyObject> {
  const list = (body as { keys?: unknown } | null)?.keys;
  if (!Array.isArray(list)) throw new KeySourceError('JWKS without keys');
  const keys = new Map<string, KeyObject>();
  for (const jwk of list as JsonWebKey[]) {
    if (jwk.kty !== 'RSA' || typeof jwk.kid !== 'string') continue;
    try {
      keys.set(jwk.kid, createPublicKey({ key: jwk, format: 'jwk' }));
    } catch {
      // A malformed entry does not spoil the others.
    }
  }
  return keys;
}

/**
 * A provider's published keys, cached by the instance that fetched them. This is a cache of public
 * data, not state: every instance can fetch the same keys.
 */
export function jwksKeyLookup(options: JwksOptions): KeyLookup {
  const maxAgeMs = options.maxAgeMs ?? 3_600_000;
  const refetchIntervalMs = options.refetchIntervalMs ?? 10_000;
  const fetchFn = options.fetch ?? fetch;
  let current: KeySet | null = null;
  let pending: Promise<KeySet> | null = null;

  const load = async (): Promise<KeySet> => {
    const response = await fetchFn(options.url, { signal: AbortSignal.timeout(options.timeoutMs) }).catch((error: unknown) => {
      throw new KeySourceError(`JWKS fetch failed: ${String(error)}`);
    });
    if (!response.ok) throw new KeySourceError(`JWKS answered ${response.status}`);
    const body: unknown = await response.json().catch(() => null);
    return { keys: parseJwks(body), fetchedAt: Date.now() };
  };
  const refresh = async (): Promise<void> => {
    // Concurrent requests share one fetch.
    pending ??= load().finally(() => {
      pending = null;
    });
    try {
      current = await pending;
    } catch (error) {
      // Keys we already hold stay good while the provider is unreachable.
      if (!current) throw error;
    }
  };

  return async (kid) => {
    const age = current ? Date.now() - current.fetchedAt : Infinity;
    if (!current || age > maxAgeMs || (!current.keys.has(kid) && age >= refetchIntervalMs)) await refresh();
    return current?.keys.get(kid) ?? null;
  };
}
