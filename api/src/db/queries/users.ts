import type { Queryable } from '../database.js';
import type { UserJson } from '../../schemas/account.js';

export interface UserRow {
  id: number;
  name: string;
  phone: string | null;
  phone_code: string | null;
  country: string | null;
  email: string | null;
  password_hash: string | null;
  profile_photo: string | null;
  gender: 'male' | 'female' | 'other' | null;
  date_of_birth: string | null;
  phone_verified_at: Date | string | null;
  email_verified_at: Date | string | null;
  is_active: boolean;
}

/** The user as every call of the contract returns it, as its zod schema says. */
export type { UserJson };

const COLUMNS = `id, name, phone, phone_code, country, email, password_hash, profile_photo, gender,
  to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth, phone_verified_at, email_verified_at, is_active`;

export function userJson(row: UserRow): UserJson {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    phone_verified: row.phone_verified_at !== null,
    email: row.email,
    email_verified: row.email_verified_at !== null,
    profile_photo: row.profile_photo,
    gender: row.gender,
    date_of_birth: row.date_of_birth,
    country: row.country,
    phone_code: row.phone_code,
  };
}

export async function findUserById(db: Queryable, id: number): Promise<UserRow | null> {
  const [row] = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
  return row ?? null;
}

export async function findUserByPhone(db: Queryable, phone: string): Promise<UserRow | null> {
  const [row] = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE phone = $1`, [phone]);
  return row ?? null;
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const [row] = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE lower(email) = lower($1)`, [email]);
  return row ?? null;
}
