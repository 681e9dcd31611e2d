import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { appForSuite, createTestApp } from '../../test-support/test-app.js';
import { insertTestUser } from '../../test-support/auth-fixtures.js';
import type { Queryable } from '../database.js';
import { pruneExpiredRows } from './housekeeping.js';

async function count(db: Queryable, table: string, userId?: number): Promise<number> {
  const where = userId === undefined ? '' : ' WHERE user_id = $1';
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}${where}`, userId === undefined ? [] : [userId]);
  return row?.n ?? 0;
}

/** One long-expired and one live row in every table housekeeping prunes. */
async function plantRows(db: Queryable, userId: number): Promise<void> {
  await db.query(
    `INSERT INTO access_tokens (user_id, token_hash, revoked_at) VALUES
       ($1, 'old-revoked-' || $2, now() - interval '40 days'),
       ($1, 'live-' || $2, NULL)`,
    [userId, String(userId)],
  );
  await db.query(
    `INSERT INTO otp_codes (purpose, channel, destination, user_id, code_hash, expires_at) VALUES
       ('register', 'phone', 'x', $1, 'h', now() - interval '2 days'),
       ('register', 'phone', 'x', $1, 'h', now() + interval '5 minutes')`,
    [userId],
  );
  await db.query(
    `INSERT INTO password_reset_tokens (user_id, token_hash, expires_at) VALUES
       ($1, 'old-reset-' || $2, now() - interval '2 days'),
       ($1, 'live-reset-' || $2, now() + interval '10 minutes')`,
    [userId, String(userId)],
  );
  await db.query(
    `INSERT INTO idempotency_keys (user_id, key, request_hash, created_at) VALUES
       ($1, 'old', 'h', now() - interval '2 days'),
       ($1, 'new', 'h', now())`,
    [userId],
  );
}

describe('housekeeping', () => {
  const t = appForSuite();

  it('deletes what expired long ago and keeps what is live', async () => {
    const db = t.app.db;
    const userId = await insertTestUser(db, { phone: '07709990001' });
    await plantRows(db, userId);
    await db.query(
      `INSERT INTO outbox (channel, recipient, body, created_at) VALUES ('sms', 'x', 'old', now() - interval '31 days'), ('sms', 'x', 'new', now())`,
    );
    const outboxBefore = await count(db, 'outbox');

    const pruned = await pruneExpiredRows(db);
    assert.ok(pruned.accessTokens >= 1 && pruned.otpCodes >= 1 && pruned.resetTokens >= 1 && pruned.idempotencyKeys >= 1);
    assert.equal(pruned.outbox, 1);
    for (const table of ['access_tokens', 'otp_codes', 'password_reset_tokens', 'idempotency_keys']) {
      assert.equal(await count(db, table, userId), 1, `${table} keeps its live row`);
    }
    assert.equal(await count(db, 'outbox'), outboxBefore - 1);
    assert.deepEqual(
      Object.values(await pruneExpiredRows(db)).filter((n) => n > 0),
      [],
      'a second run finds nothing',
    );
  });

  it('runs once the server is ready when an interval is set', async () => {
    const withHousekeeping = await createTestApp({ housekeepingIntervalMinutes: 60 });
    try {
      const db = withHousekeeping.app.db;
      const userId = await insertTestUser(db, { phone: '07709990002' });
      await plantRows(db, userId);
      await withHousekeeping.app.ready();
      // The first prune starts on ready without being awaited: wait for it.
      for (let i = 0; i < 50 && (await count(db, 'idempotency_keys', userId)) > 1; i++) await new Promise((r) => setTimeout(r, 50));
      assert.equal(await count(db, 'idempotency_keys', userId), 1);
    } finally {
      await withHousekeeping.close();
    }
  });
});
