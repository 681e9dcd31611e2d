import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/database.js';
import { claimDueOutbox, markOutboxFailed, markOutboxSent, type OutboxRow } from '../db/queries/outbox.js';
import type { MailSender } from '../lib/mail-sender.js';
import type { SmsSender } from '../lib/sms-sender.js';

/** The configured ways out; a channel without one stays queued (and is logged in local mode). */
export interface OutboxSenders {
  email?: MailSender;
  sms?: SmsSender;
}

/** A message is tried this many times (over about 8 minutes), then marked failed. */
export const MAX_DELIVERY_ATTEMPTS = 5;
const BATCH_SIZE = 20;

/** 30 s, 1 min, 2 min, 4 min between tries. */
export function retryDelaySeconds(attempts: number): number {
  return 30 * 2 ** Math.max(0, attempts - 1);
}

async function sendOne(row: OutboxRow, senders: OutboxSenders): Promise<void> {
  if (row.channel === 'email' && senders.email) {
    await senders.email.send({ to: row.recipient, subject: row.subject ?? '', text: row.body });
  } else if (row.channel === 'sms' && senders.sms) {
    await senders.sms.send({ to: row.recipient, text: row.body });
  }
}

/** Sends what is due on the configured channels; answers how many went and how many failed (each failure also told to `onFailure`). */
export async function deliverDueMessages(
  db: Queryable,
  senders: OutboxSenders,
  log?: FastifyBaseLogger,
  onFailure?: (channel: OutboxRow['channel']) => void,
): Promise<{ sent: number; failed: number }> {
  const channels = [...(senders.email ? (['email'] as const) : []), ...(senders.sms ? (['sms'] as const) : [])];
  const rows = await claimDueOutbox(db, channels, BATCH_SIZE);
  let sent = 0;
  let failed = 0;
  for (const row of rows) {
    try {
      await sendOne(row, senders);
      await markOutboxSent(db, row.id);
      sent++;
    } catch (error) {
      failed++;
      onFailure?.(row.channel);
      const message = error instanceof Error ? error.message : String(error);
      const retry = row.attempts < MAX_DELIVERY_ATTEMPTS ? retryDelaySeconds(row.attempts) : null;
      await markOutboxFailed(db, row.id, message, retry);
      // The recipient is personal data: the id is enough to find the row.
      log?.warn(
        { outboxId: row.id, channel: row.channel, attempts: row.attempts, retryInSeconds: retry, error: message },
        'outbox delivery failed',
      );
    }
  }
  return { sent, failed };
}
