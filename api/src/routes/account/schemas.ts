import { z } from 'zod';
import { normaliseEmail } from '../../lib/auth-identifiers.js';
import { messageToken } from '../../i18n/message.js';
import { uploadedFile } from '../../media/uploads.js';
import { booleanField, clearable, idField, optionalText, phoneField, requiredText } from '../../schemas/fields.js';
import { newPassword } from '../auth/schemas.js';

// ---------------------------------------------------------------- profile

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const OLDEST_BIRTH_DATE = '1900-01-01';

/** A real calendar day written YYYY-MM-DD (2023-02-30 is not one). */
function isCalendarDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const today = () => new Date().toISOString().slice(0, 10);

const dateOfBirth = z
  .string()
  .trim()
  .refine(isCalendarDate, { error: messageToken('validation.date_format', { field: 'date_of_birth' }), abort: true })
  .refine((date) => date < today(), { error: messageToken('validation.date_before_today', { field: 'date_of_birth' }), abort: true })
  .refine((date) => date >= OLDEST_BIRTH_DATE, {
    error: messageToken('validation.date_after', { field: 'date_of_birth', date: OLDEST_BIRTH_DATE }),
  });

const gender = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.enum(['male', 'female', 'other']),
);

/**
 * POST /update-profile, JSON or multipart (with the photo). Absent optional fields stay as they
 * are; '' or null clears email, gender and date_of_birth.
 */
export const updateProfileBody = z.object({
  name: requiredText(255),
  phone: phoneField(),
  email: clearable(z.string().trim().max(255).pipe(z.email()).transform(normaliseEmail)),
  gender: clearable(gender),
  date_of_birth: clearable(dateOfBirth),
  profile_photo: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    uploadedFile(['png', 'jpg', 'gif']).optional(),
  ),
});

export const changePasswordBody = z
  .object({
    current_password: z.string().min(1).max(255),
    password: newPassword,
    password_confirmation: z.string().min(1).max(255),
  })
  .refine((body) => body.password === body.password_confirmation, {
    path: ['password_confirmation'],
    error: messageToken('validation.password_confirmation'),
  });

// ---------------------------------------------------------------- addresses

export const ADDRESS_TYPES = ['home', 'office', 'other'] as const;

/** A number or numeric text; absent, null or blank is null. */
function toCoordinate(value: unknown): unknown {
  if (value === undefined || value === null) return value;
  if (typeof value !== 'string') return value;
  return value.trim() === '' ? null : Number(value);
}

/** Documented as it is taken: optional and nullable; the handler gets null for none. */
const coordinate = (limit: number) =>
  z.preprocess(toCoordinate, z.number().min(-limit).max(limit).nullish()).transform((value) => value ?? null);

/**
 * POST /address/store and /address/{id}/update. The original server spelt longitude
 * `langitude`; either is read.
 */
export const addressBody = z
  .object({
    name: requiredText(255),
    phone: phoneField(),
    area: requiredText(255),
    flat_no: optionalText(100),
    post_code: requiredText(20),
    address_line: requiredText(500),
    address_line2: optionalText(500),
    address_type: z.preprocess((value) => (typeof value === 'string' ? value.trim().toLowerCase() : value), z.enum(ADDRESS_TYPES)),
    is_default: booleanField().optional(),
    latitude: coordinate(90),
    longitude: coordinate(180),
    langitude: coordinate(180),
  })
  .transform(({ langitude, longitude, is_default, ...fields }) => ({
    fields: { ...fields, longitude: longitude ?? langitude ?? null },
    isDefault: is_default,
  }));

export const addressParams = z.object({ id: idField() });

// ---------------------------------------------------------------- favourites

export const favoriteBody = z.object({ product_id: idField() });
