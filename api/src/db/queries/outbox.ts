import type { Queryable } from '../database.js';

export interface OutboxMessage {
  channel: 'sms' | 'email';
  recipient: string;
  subject?: string | null;
  body: string;
  payload?: Record<string, unknown>;
}

/** Queues an SMS or e-mail for delivery (logged in local mode); returns the outbox id. */
export async function enqueueOutbox(db: Queryable, message: OutboxMessage): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO outbox (channel, recipient, subject, body, payload)
     VALUES ($1, $2, $3, $4, $5::jsonb) RETURNING id`,
    [message.channel, message.recipient, message.subject ?? null, message.body, JSON.stringify(message.payload ?? {})],
  );
  if (!row) throw new Error('outbox message was not stored');
  return Number(row.id);
}

export interface OutboxRow {
  id: number;
  channel: OutboxMessage['channel'];
  recipient: string;
  subject: string | null;
  body: string;
  attempts: number;
}

/** How long a claimed row stays leased to the instance sending it. */
const LEASE_SECONDS = 60;

/**
 * Leases up to `limit` due messages of the given channels to the caller (counting the attempt).
 * SKIP LOCKED and the lease keep two instances from sending one message twice.
 */
export async function claimDueOutbox(db: Queryable, channels: readonly OutboxMessage['channel'][], limit: number): Promise<OutboxRow[]> {
  if (channels.length === 0) return [];
  const rows = await db.query<OutboxRow>(
    `UPDATE outbox SET attempts = attempts + 1, locked_until = now() + make_interval(secs => $3)
     WHERE id IN (
       SELECT id FROM outbox
       WHERE status = 'pending' AND channel = ANY($1::text[]) AND next_attempt_at <= now()
         AND (locked_until IS NULL OR locked_until < now())
       ORDER BY id LIMIT $2
       FOR UPDATE SKIP LOCKED)
     RETURNING id, channel, recipient, subject, body, attempts`,
    [channels, limit, LEASE_SECONDS],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

export async function markOutboxSent(db: Queryable, id: number): Promise<void> {
  await db.query(`UPDATE outbox SET status = 'sent', sent_at = now(), locked_until = NULL, last_error = NULL WHERE id = $1`, [id]);
}

/** A failed send: tried again after `retryInSeconds`, or given up on (status 'failed') when null. */
export async function markOutboxFailed(db: Queryable, id: number, error: string, retryInSeconds: number | null): Promise<void> {
  await db.query(
    `UPDATE outbox SET locked_until = NULL, last_error = $2,
       status = CASE WHEN $3::int IS NULL THEN 'failed' ELSE 'pending' END,
       next_attempt_at = now() + make_interval(secs => coalesce($3::int, 0))
     WHERE id = $1`,
    [id, error.slice(0, 1000), retryInSeconds],
  );
}

export interface OutboxBacklog {
  /** Messages waiting to be sent (retries included), by channel. */
  pending: Record<OutboxMessage['channel'], number>;
  /** Age of the oldest waiting message; 0 when none waits. */
  oldestAgeSeconds: number;
}

/** What waits in the outbox (for /metrics): counted over the partial index of pending rows. */
export async function outboxBacklog(db: Queryable): Promise<OutboxBacklog> {
  const rows = await db.query<{ channel: OutboxMessage['channel']; pending: number; oldest_age: number }>(
    `SELECT channel, count(*)::int AS pending, extract(epoch FROM now() - min(created_at))::float8 AS oldest_age
     FROM outbox WHERE status = 'pending' GROUP BY channel`,
  );
  const pending = { email: 0, sms: 0 };
  for (const row of rows) pending[row.channel] = row.pending;
  return { pending, oldestAgeSeconds: Math.max(0, ...rows.map((row) => row.oldest_age)) };
}
