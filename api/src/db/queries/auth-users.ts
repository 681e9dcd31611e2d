import type { Queryable } from '../database.js';

export interface NewUser {
  name: string;
  phone: string | null;
  phoneCode: string | null;
  country: string | null;
  email: string | null;
  passwordHash: string | null;
  /** Set when an identity provider vouches for the e-mail address. */
  emailVerified: boolean;
}

export type SocialProvider = 'google' | 'facebook' | 'apple';

export async function insertUser(db: Queryable, user: NewUser): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO users (name, phone, phone_code, country, email, password_hash, email_verified_at)
     VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $7::boolean THEN now() END) RETURNING id`,
    [user.name, user.phone, user.phoneCode, user.country, user.email, user.passwordHash, user.emailVerified],
  );
  if (!row) throw new Error('user was not stored');
  return row.id;
}

/** The country as GET /countries lists it, matched without regard to case. */
export async function findCountryByName(db: Queryable, name: string): Promise<{ name: string; phone_code: string } | null> {
  const [row] = await db.query<{ name: string; phone_code: string }>(
    // By its name in any store language (the picker lists them in the shopper's); answered in the
    // store's default language, the one users are stored with.
    `SELECT c.name, c.phone_code FROM countries c
      WHERE lower(c.name) = lower($1)
         OR EXISTS (SELECT 1 FROM jsonb_each(c.translations) t WHERE lower(t.value->>'name') = lower($1))
      LIMIT 1`,
    [name],
  );
  return row ?? null;
}

export async function emailInUse(db: Queryable, email: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [email]);
  return rows.length > 0;
}

export async function updatePasswordHash(db: Queryable, userId: number, passwordHash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [userId, passwordHash]);
}

/** A code that reached the phone (or mailbox) proves the user owns it. */
export async function markVerified(db: Queryable, userId: number, channel: 'phone' | 'email'): Promise<void> {
  const column = channel === 'phone' ? 'phone_verified_at' : 'email_verified_at';
  await db.query(`UPDATE users SET ${column} = coalesce(${column}, now()), updated_at = now() WHERE id = $1`, [userId]);
}

export async function findSocialAccountUser(db: Queryable, provider: SocialProvider, subject: string): Promise<number | null> {
  const [row] = await db.query<{ user_id: number }>('SELECT user_id FROM social_accounts WHERE provider = $1 AND provider_user_id = $2', [
    provider,
    subject,
  ]);
  return row?.user_id ?? null;
}

export async function insertSocialAccount(
  db: Queryable,
  account: { userId: number; provider: SocialProvider; subject: string; email: string | null },
): Promise<void> {
  await db.query('INSERT INTO social_accounts (user_id, provider, provider_user_id, email) VALUES ($1, $2, $3, $4)', [
    account.userId,
    account.provider,
    account.subject,
    account.email,
  ]);
}

/** First half of the two-key advisory locks taken by the auth area (the schema lock uses one key). */
const AUTH_LOCK_CLASS = 2_020;

/** Serialises work on one key (a new social subject) across instances until the transaction ends. */
export async function lockAuthKey(tx: Queryable, key: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [AUTH_LOCK_CLASS, key]);
}
