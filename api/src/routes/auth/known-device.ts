import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database.js';
import { KNOWN_DEVICE_DAYS, isKnownDevice, rememberDevice } from '../../db/queries/known-devices.js';
import { hashToken } from '../../lib/access-token.js';

/**
 * The known-device cookie (docs/security.md, "Sign-in limits"): 256 random bits set on a
 * successful sign-in, stored server-side only as a SHA-256 per account. httpOnly keeps it from
 * page scripts; SameSite=Strict and Path=/api keep it to the store's own API calls, which are
 * same-origin, so the browser sends it with no client code.
 */
export const DEVICE_COOKIE = 'sm_device';

const DEVICE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

function deviceTokenOf(request: FastifyRequest): string | null {
  const token = request.cookies[DEVICE_COOKIE];
  return token && DEVICE_TOKEN.test(token) ? token : null;
}

/** Whether the request carries a device token at all (so looking up its account may be worth it). */
export function hasDeviceCookie(request: FastifyRequest): boolean {
  return deviceTokenOf(request) !== null;
}

/** The device's token hash when this device signed in to this account before, else null. */
export async function knownDeviceHash(db: Queryable, request: FastifyRequest, userId: number | undefined): Promise<string | null> {
  const token = deviceTokenOf(request);
  if (!token || userId === undefined) return null;
  const deviceHash = hashToken(token);
  return (await isKnownDevice(db, userId, deviceHash)) ? deviceHash : null;
}

/** After a successful sign-in: this device is known for the account (a device keeps one token for every account). */
export async function rememberThisDevice(db: Queryable, request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
  const token = deviceTokenOf(request) ?? randomBytes(32).toString('base64url');
  await rememberDevice(db, userId, hashToken(token));
  reply.setCookie(DEVICE_COOKIE, token, {
    path: '/api',
    httpOnly: true,
    sameSite: 'strict',
    // request.protocol believes X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY).
    secure: request.protocol === 'https',
    maxAge: KNOWN_DEVICE_DAYS * 24 * 3600,
  });
}
