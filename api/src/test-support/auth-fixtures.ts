import { generateKeyPairSync, randomInt, sign, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Queryable } from '../db/database.js';

/** The seeded demo customer (db/seed/data/people.ts). */
export const DEMO = { phone: '01700000000', password: 'secret123', email: 'demo@shopmart.example' };

/**
 * A fresh client address per call unless one is given, so that per-IP limits only bite in the
 * tests about them.
 */
export function randomIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export function postJson(app: FastifyInstance, url: string, payload: unknown, ip = randomIp()): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip });
}

export interface OutboxRow {
  id: number;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
  payload: { kind?: string; purpose?: string; otp_id?: number };
}

export function outboxRows(db: Queryable): Promise<OutboxRow[]> {
  return db.query<OutboxRow>('SELECT id, channel, recipient, subject, body, payload FROM outbox ORDER BY id');
}

/** The code of the latest one-time-code message (what the shopper would read in the SMS). */
export async function latestCode(db: Queryable): Promise<string> {
  const rows = (await outboxRows(db)).filter((row) => row.payload.kind === 'otp');
  const code = /\b(\d{4})\b/.exec(rows.at(-1)?.body ?? '')?.[1];
  if (!code) throw new Error('no one-time code in the outbox');
  return code;
}

export async function insertTestUser(
  db: Queryable,
  user: { name?: string; phone: string | null; email?: string | null; passwordHash?: string | null; active?: boolean },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO users (name, phone, phone_code, country, email, password_hash, is_active)
     VALUES ($1, $2, '964', 'Iraq', $3, $4, $5) RETURNING id`,
    [user.name ?? 'Test User', user.phone, user.email ?? null, user.passwordHash ?? null, user.active ?? true],
  );
  if (!row) throw new Error('test user not stored');
  return row.id;
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** An RSA key as an identity provider holds it: private half to sign, public half in the JWKS. */
export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicJwk: Record<string, unknown>;
}

export function newSigningKey(kid: string): SigningKey {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { kid, privateKey, publicJwk: { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' } };
}

export function signJwt(key: SigningKey, claims: Record<string, unknown>, header: Record<string, unknown> = {}): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const signed = `${encode({ alg: 'RS256', typ: 'JWT', kid: key.kid, ...header })}.${encode(claims)}`;
  return `${signed}.${sign('RSA-SHA256', Buffer.from(signed), key.privateKey).toString('base64url')}`;
}

export type Handler = (request: IncomingMessage, url: URL) => { status: number; body: unknown };

/** A tiny local HTTP server standing in for the identity providers; `handlers` is keyed by path. */
export async function startFakeProvider(
  handlers: Record<string, Handler>,
): Promise<{ url: string; hits: string[]; close(): Promise<void> }> {
  const hits: string[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    hits.push(url.pathname);
    const handler = handlers[url.pathname];
    const { status, body } = handler ? handler(request, url) : { status: 404, body: { error: 'not found' } };
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
