import type { Queryable } from '../database.js';

/** The profile as the shopper edits it; null clears a field. */
export interface ProfileValues {
  name: string;
  phone: string;
  email: string | null;
  gender: 'male' | 'female' | 'other' | null;
  /** YYYY-MM-DD */
  date_of_birth: string | null;
  profile_photo: string | null;
}

/**
 * Writes the profile. A changed phone or e-mail address is no longer verified: the proof was
 * for the old one.
 */
export async function writeProfile(db: Queryable, userId: number, values: ProfileValues): Promise<void> {
  await db.query(
    `UPDATE users
        SET phone_verified_at = CASE WHEN phone IS DISTINCT FROM $3 THEN NULL ELSE phone_verified_at END,
            email_verified_at = CASE WHEN lower(email) IS DISTINCT FROM lower($4) THEN NULL ELSE email_verified_at END,
            name = $2, phone = $3, email = $4, gender = $5, date_of_birth = $6, profile_photo = $7, updated_at = now()
      WHERE id = $1`,
    [userId, values.name, values.phone, values.email, values.gender, values.date_of_birth, values.profile_photo],
  );
}

/** Signs the user out everywhere but here (after a password change). */
export async function revokeOtherTokens(db: Queryable, userId: number, keepTokenId: number): Promise<void> {
  await db.query('UPDATE access_tokens SET revoked_at = now() WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL', [
    userId,
    keepTokenId,
  ]);
}
