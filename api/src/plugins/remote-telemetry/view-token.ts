import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../db/database.js';
import { telemetryKey } from '../../db/queries/telemetry-keys.js';
import { addressNetwork } from './telemetry-source.js';

/**
 * View tokens (docs/composition.md, "What a client can still do"): every page the store serves
 * comes with one, in its `Server-Timing` header, and the shell's page-view report sends it back with
 * that page view. Signed with a key of the store's (HMAC-SHA256), a token names:
 * - a random id: the page view counts once, however often its beacon is replayed;
 * - the source the page was served to: the address's network (telemetry-source.ts), hashed with the
 *   same key, so the database keeps no address;
 * - when it was issued: it is good for VIEW_TOKEN_TTL_MS.
 * What it cannot do is tell a browser from a script that fetched a page: that is what counting per
 * source, with a cap, is for.
 *
 * `<id>.<source>.<issued, base 36 seconds>.<signature>`, about 75 characters of base64url and dots.
 */

/** The Server-Timing metric the token travels in (the shell reads it from the navigation's entry). */
export const VIEW_TOKEN_TIMING = 'storefront-view';
/** A page hidden or left later than this after it was served is not judged (its figures still count on /ops). */
export const VIEW_TOKEN_TTL_MS = 2 * 3600_000;
/** Base64url and dots, as issued: the schema refuses anything else. */
export const VIEW_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{16}\.[0-9a-z]{1,9}\.[A-Za-z0-9_-]{22}$/;

const KEY_NAME = 'view-token';

export interface ViewToken {
  id: string;
  source: string;
  issuedAt: number;
}

export interface ViewTokens {
  /** The hashed network of an address: the source reports from it are counted under. */
  sourceOf(address: string): string;
  /** A fresh token for a page served to `address`. */
  issue(address: string, now?: number): string;
  /** The token's contents when it is one of ours, unaltered and not expired; null otherwise. */
  read(token: string | undefined, now?: number): ViewToken | null;
}

/** The store's key (made once, shared by every instance through the database) and the tokens made with it. */
export async function loadViewTokens(db: Queryable): Promise<ViewTokens> {
  return viewTokens(await telemetryKey(db, KEY_NAME, randomBytes(32).toString('base64url')));
}

export function viewTokens(secret: string): ViewTokens {
  const mac = (purpose: string, text: string, length: number) =>
    createHmac('sha256', secret).update(`${purpose}:${text}`).digest('base64url').slice(0, length);
  const sourceOf = (address: string) => mac('source', addressNetwork(address), 16);
  return {
    sourceOf,
    issue(address, now = Date.now()) {
      const body = `${randomBytes(16).toString('base64url')}.${sourceOf(address)}.${Math.floor(now / 1000).toString(36)}`;
      return `${body}.${mac('view', body, 22)}`;
    },
    read(token, now = Date.now()) {
      if (!token || !VIEW_TOKEN_PATTERN.test(token)) return null;
      const at = token.lastIndexOf('.');
      const body = token.slice(0, at);
      const given = Buffer.from(token.slice(at + 1));
      const expected = Buffer.from(mac('view', body, 22));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const [id = '', source = '', issued = ''] = body.split('.');
      const issuedAt = Number.parseInt(issued, 36) * 1000;
      // A minute of clock difference between instances is allowed, no more.
      if (!(issuedAt <= now + 60_000 && now - issuedAt <= VIEW_TOKEN_TTL_MS)) return null;
      return { id, source, issuedAt };
    },
  };
}
