import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { issueAccessToken } from '../domain/access-tokens.js';

export interface TestUser {
  id: number;
  token: string;
  phone: string;
  /** `{ authorization: 'Bearer …' }` for app.inject. */
  auth: { authorization: string };
}

/** A fresh shopper with a bearer token (no password: tests that need one set it). */
export async function createTestUser(app: FastifyInstance, name = 'Test Shopper'): Promise<TestUser> {
  const phone = `019${String(randomBytes(4).readUInt32BE() % 100_000_000).padStart(8, '0')}`;
  const [row] = await app.db.query<{ id: number }>(
    'INSERT INTO users (name, phone, phone_code, country) VALUES ($1, $2, $3, $4) RETURNING id',
    [name, phone, '880', 'Bangladesh'],
  );
  if (!row) throw new Error('test user was not stored');
  const token = await issueAccessToken(app.db, row.id);
  return { id: row.id, token, phone, auth: { authorization: `Bearer ${token}` } };
}
