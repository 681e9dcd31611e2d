import type { Queryable } from '../database.js';

export type OtpPurpose = 'register' | 'forgot_password';
export type OtpChannel = 'phone' | 'email';

export interface NewOtp {
  purpose: OtpPurpose;
  channel: OtpChannel;
  /** The phone or e-mail the code is bound to: what verify-otp must name (see domain/auth-otp.ts). */
  destination: string;
  /** Null for a forgot-password request naming no account: nothing is sent, nothing can match. */
  userId: number | null;
  codeHash: string;
  lifetimeSeconds: number;
}

export interface OtpTry {
  id: number;
  purpose: OtpPurpose;
  channel: OtpChannel;
  destination: string;
  user_id: number | null;
  code_hash: string;
}

export async function insertOtp(db: Queryable, otp: NewOtp): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO otp_codes (purpose, channel, destination, user_id, code_hash, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6)) RETURNING id`,
    [otp.purpose, otp.channel, otp.destination, otp.userId, otp.codeHash, otp.lifetimeSeconds],
  );
  if (!row) throw new Error('one-time code was not stored');
  return Number(row.id);
}

/** Seconds since the latest code for this destination and purpose was issued; null when none was. */
export async function secondsSinceLastOtp(db: Queryable, destination: string, purpose: OtpPurpose): Promise<number | null> {
  const [row] = await db.query<{ age: number }>(
    `SELECT extract(epoch FROM now() - created_at)::float8 AS age FROM otp_codes
      WHERE destination = $1 AND purpose = $2 ORDER BY created_at DESC, id DESC LIMIT 1`,
    [destination, purpose],
  );
  return row ? row.age : null;
}

/**
 * Spends one try of the latest code for the destination (of `purpose`, or of either purpose when
 * null) and returns it, or null when that code is used up, expired or out of tries. One UPDATE,
 * so concurrent guesses can never compare more than `maxTries` times. Older codes never count:
 * a resend replaces the code.
 */
export async function takeOtpTry(db: Queryable, destination: string, purpose: OtpPurpose | null, maxTries: number): Promise<OtpTry | null> {
  const [row] = await db.query<OtpTry>(
    `WITH latest AS (
       SELECT id FROM otp_codes WHERE destination = $1 AND ($2::text IS NULL OR purpose = $2)
        ORDER BY created_at DESC, id DESC LIMIT 1
     )
     UPDATE otp_codes o SET attempts = o.attempts + 1
       FROM latest
      WHERE o.id = latest.id AND o.consumed_at IS NULL AND o.expires_at > now() AND o.attempts < $3
      RETURNING o.id, o.purpose, o.channel, o.destination, o.user_id, o.code_hash`,
    [destination, purpose, maxTries],
  );
  return row ? { ...row, id: Number(row.id) } : null;
}

/**
 * Ends every other live code of the account (a code sent to its phone when one goes to its e-mail):
 * an account has one live code at a time, so its tries are one code's five.
 */
export async function supersedeOtherOtps(db: Queryable, userId: number, keptId: number): Promise<void> {
  await db.query(
    `UPDATE otp_codes SET expires_at = now()
      WHERE user_id = $1 AND id <> $2 AND consumed_at IS NULL AND expires_at > now()`,
    [userId, keptId],
  );
}

/** Marks the code used; false when a concurrent request used it first. */
export async function consumeOtp(db: Queryable, id: number): Promise<boolean> {
  const rows = await db.query('UPDATE otp_codes SET consumed_at = now() WHERE id = $1 AND consumed_at IS NULL RETURNING id', [id]);
  return rows.length > 0;
}

export async function insertResetToken(db: Queryable, userId: number, tokenHash: string, lifetimeSeconds: number): Promise<void> {
  await db.query(
    `INSERT INTO password_reset_tokens (user_id, token_hash, expires_at)
     VALUES ($1, $2, now() + make_interval(secs => $3))`,
    [userId, tokenHash, lifetimeSeconds],
  );
}

/** The user a live (unused, unexpired) reset token belongs to, if that user is active. */
export async function findResetTokenUser(db: Queryable, tokenHash: string): Promise<number | null> {
  const [row] = await db.query<{ user_id: number }>(
    `SELECT t.user_id FROM password_reset_tokens t JOIN users u ON u.id = t.user_id
      WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > now() AND u.is_active`,
    [tokenHash],
  );
  return row?.user_id ?? null;
}

/** Spends the token (once, even under concurrent requests); returns its user or null. */
export async function consumeResetToken(db: Queryable, tokenHash: string): Promise<number | null> {
  const [row] = await db.query<{ user_id: number }>(
    `UPDATE password_reset_tokens SET used_at = now()
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
    [tokenHash],
  );
  return row?.user_id ?? null;
}

/** A new password makes every other outstanding reset token of the user useless. */
export async function expireResetTokens(db: Queryable, userId: number): Promise<void> {
  await db.query('UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [userId]);
}
