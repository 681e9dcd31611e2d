import type { Database, Queryable } from '../db/database.js';
import { updatePasswordHash } from '../db/queries/auth-users.js';
import { retireOwnedMediaFile } from '../db/queries/media-files.js';
import { revokeOtherTokens, writeProfile, type ProfileValues } from '../db/queries/account-profile.js';
import { findUserByEmail, findUserById, findUserByPhone, type UserRow } from '../db/queries/users.js';
import { FieldError, uniqueViolation } from '../lib/http-errors.js';
import { hashPassword, verifyPassword } from '../lib/password.js';
import { storeUpload, uploadToken, type CheckedUpload } from '../media/uploads.js';
import type { SessionUser } from '../lib/access-token.js';

export const PHONE_TAKEN = 'auth.phone_taken';
export const EMAIL_TAKEN = 'auth.email_taken';
export const CURRENT_PASSWORD_MISMATCH = 'account.current_password_mismatch';

/** POST /update-profile: undefined leaves a field as it is, null clears it. */
export interface ProfileInput {
  name: string;
  phone: string;
  email?: string | null | undefined;
  gender?: ProfileValues['gender'] | undefined;
  date_of_birth?: string | null | undefined;
  profile_photo?: CheckedUpload | undefined;
}

async function assertUnique(db: Queryable, userId: number, input: ProfileInput): Promise<void> {
  const samePhone = await findUserByPhone(db, input.phone);
  if (samePhone && samePhone.id !== userId) throw new FieldError('phone', PHONE_TAKEN);
  if (!input.email) return;
  const sameEmail = await findUserByEmail(db, input.email);
  if (sameEmail && sameEmail.id !== userId) throw new FieldError('email', EMAIL_TAKEN);
}

/** Two shoppers claiming one phone at the same moment: the unique index decides, same message. */
function uniqueFieldError(error: unknown): unknown {
  const constraint = uniqueViolation(error);
  if (constraint === 'users_phone_key') return new FieldError('phone', PHONE_TAKEN);
  if (constraint === 'users_email_key') return new FieldError('email', EMAIL_TAKEN);
  return error;
}

function keep<T>(given: T | undefined, current: T): T {
  return given === undefined ? current : given;
}

/**
 * Saves the profile and a new photo (stored in the database, served at /media/uploads/...);
 * the photo it replaces is deleted when it was one of ours. Returns the saved user.
 */
export async function updateProfile(db: Database, userId: number, input: ProfileInput): Promise<UserRow> {
  try {
    return await db.transaction(async (tx) => {
      const current = await findUserById(tx, userId);
      if (!current) throw new Error(`signed-in user ${userId} does not exist`);
      await assertUnique(tx, userId, input);
      const photo = input.profile_photo ? await storeUpload(tx, userId, input.profile_photo) : null;
      await writeProfile(tx, userId, {
        name: input.name,
        phone: input.phone,
        email: keep(input.email, current.email),
        gender: keep(input.gender, current.gender),
        date_of_birth: keep(input.date_of_birth, current.date_of_birth),
        profile_photo: photo?.url ?? current.profile_photo,
      });
      const replaced = photo ? uploadToken(current.profile_photo) : null;
      if (replaced) await retireOwnedMediaFile(tx, replaced, userId);
      return (await findUserById(tx, userId)) ?? current;
    });
  } catch (error) {
    throw uniqueFieldError(error);
  }
}

/**
 * POST /change-password. Every other session of the user is revoked (a stolen token dies with
 * the old password); the one making the change stays signed in.
 */
export async function changePassword(db: Database, session: SessionUser, currentPassword: string, password: string): Promise<void> {
  const user = await findUserById(db, session.id);
  const matches = user?.password_hash ? await verifyPassword(currentPassword, user.password_hash) : false;
  if (!matches) throw new FieldError('current_password', CURRENT_PASSWORD_MISMATCH);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await updatePasswordHash(tx, session.id, passwordHash);
    await revokeOtherTokens(tx, session.id, session.tokenId);
  });
}
