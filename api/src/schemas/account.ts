import { z } from 'zod';

/**
 * Response shapes of the shopper's own records (docs/api.md): the routes answer with them and the
 * queries that map rows to them return their z.infer types (db/queries/users.ts, account-addresses.ts).
 */

/** The user as every call of the contract returns it (login, registration, social, profile). */
export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string().nullable(),
  phone_verified: z.boolean(),
  email: z.string().nullable(),
  email_verified: z.boolean(),
  profile_photo: z.string().nullable(),
  gender: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  country: z.string().nullable(),
  phone_code: z.string().nullable(),
});

/** The contract's Address; an order keeps a copy of it as it was when placed. */
export const addressJsonBody = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string(),
  area: z.string(),
  flat_no: z.string().nullable(),
  address_type: z.string(),
  address_line: z.string(),
  address_line2: z.string().nullable(),
  post_code: z.string(),
  is_default: z.boolean(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});

export type UserJson = z.infer<typeof userSchema>;
export type AddressJson = z.infer<typeof addressJsonBody>;
