import type { Queryable } from '../database.js';

/**
 * Rows that only ever grow (rate-limit windows sweep themselves: domain/rate-limit.ts) and stop mattering after a while. Each statement is idempotent, so
 * several API instances pruning the same database at once is harmless.
 */
const PRUNE_STATEMENTS = {
  // Revoked or expired sessions stay a month for anyone looking into an account's history.
  accessTokens: `DELETE FROM access_tokens
    WHERE revoked_at < now() - interval '30 days' OR expires_at < now() - interval '30 days'`,
  // A code lives 5 minutes; a day keeps the resend and try limits' history with room to spare.
  otpCodes: `DELETE FROM otp_codes WHERE expires_at < now() - interval '1 day'`,
  resetTokens: `DELETE FROM password_reset_tokens WHERE expires_at < now() - interval '1 day'`,
  // Retries of a placement come within minutes; a day is what payment APIs keep keys for.
  idempotencyKeys: `DELETE FROM idempotency_keys WHERE created_at < now() - interval '1 day'`,
  // A device not signed in on for a year is no longer known (db/queries/known-devices.ts).
  knownDevices: `DELETE FROM known_devices WHERE last_login_at < now() - interval '365 days'`,
  // An SMS or e-mail not delivered in a month never will be (and its code expired long ago).
  outbox: `DELETE FROM outbox WHERE created_at < now() - interval '30 days'`,
  // A replaced profile photo is served a month for devices still showing it (db/queries/media-files.ts);
  // one that became a ticket attachment's too is kept with the ticket.
  replacedUploads: `DELETE FROM media_files f WHERE f.replaced_at < now() - interval '30 days'
    AND NOT EXISTS (SELECT 1 FROM support_ticket_attachments a WHERE a.media_file_id = f.id)`,
  // Remote-load reports serve `compose report` and the canary rule, both about the last days.
  remoteLoads: `DELETE FROM remote_loads WHERE received_at < now() - interval '14 days'`,
  // The hourly field data and error messages of remote builds (db/queries/field-data.ts) serve the same.
  pageViewHours: `DELETE FROM page_view_hours WHERE hour < now() - interval '14 days'`,
  remoteErrorHours: `DELETE FROM remote_error_hours WHERE hour < now() - interval '14 days'`,
  // A live stream that reconnects within a day resumes from its Last-Event-ID; later it refetches (docs/live-updates.md).
  shopperEvents: `DELETE FROM shopper_events WHERE created_at < now() - interval '1 day'`,
} as const;

export type PrunedCounts = Record<keyof typeof PRUNE_STATEMENTS, number>;

/** Deletes what has expired; answers how many rows went from each table. */
export async function pruneExpiredRows(db: Queryable): Promise<PrunedCounts> {
  const counts = {} as PrunedCounts;
  for (const [name, sql] of Object.entries(PRUNE_STATEMENTS) as [keyof PrunedCounts, string][]) {
    const rows = await db.query<{ id: unknown }>(`${sql} RETURNING 1 AS id`);
    counts[name] = rows.length;
  }
  return counts;
}
