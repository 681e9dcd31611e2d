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
