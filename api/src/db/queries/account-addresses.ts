import type { Queryable } from '../database.js';
import type { AddressJson } from '../../schemas/account.js';

/** The contract's Address, as its zod schema says. */
export type { AddressJson };

/** What a shopper sends to store or update an address (is_default apart). */
export interface AddressFields {
  name: string;
  phone: string;
  area: string;
  flat_no: string | null;
  address_type: string;
  address_line: string;
  address_line2: string | null;
  post_code: string;
  latitude: number | null;
  longitude: number | null;
}

const COLUMNS = `id, name, phone, area, flat_no, address_type, address_line, address_line2, post_code,
  is_default, latitude, longitude`;

/** Serialises the user's address writes, so that the one-default rule never races. */
export async function lockUserAddresses(tx: Queryable, userId: number): Promise<void> {
  await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
}

export async function countAddresses(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.query<{ total: number }>('SELECT count(*) AS total FROM addresses WHERE user_id = $1', [userId]);
  return row?.total ?? 0;
}

/** The default first, then in the order they were added. */
export async function listAddresses(db: Queryable, userId: number, limit: number, offset: number): Promise<AddressJson[]> {
  return db.query<AddressJson>(`SELECT ${COLUMNS} FROM addresses WHERE user_id = $1 ORDER BY is_default DESC, id LIMIT $2 OFFSET $3`, [
    userId,
    limit,
    offset,
  ]);
}

/** The user's own address; another user's id reads as missing. */
export async function findAddress(db: Queryable, userId: number, id: number): Promise<AddressJson | null> {
  const [row] = await db.query<AddressJson>(`SELECT ${COLUMNS} FROM addresses WHERE id = $1 AND user_id = $2`, [id, userId]);
  return row ?? null;
}

function fieldParams(fields: AddressFields): unknown[] {
  return [
    fields.name,
    fields.phone,
    fields.area,
    fields.flat_no,
    fields.address_type,
    fields.address_line,
    fields.address_line2,
    fields.post_code,
    fields.latitude,
    fields.longitude,
  ];
}

export async function insertAddress(tx: Queryable, userId: number, fields: AddressFields, isDefault: boolean): Promise<AddressJson> {
  const [row] = await tx.query<AddressJson>(
    `INSERT INTO addresses (name, phone, area, flat_no, address_type, address_line, address_line2, post_code,
                            latitude, longitude, user_id, is_default)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING ${COLUMNS}`,
    [...fieldParams(fields), userId, isDefault],
  );
  if (!row) throw new Error('address was not stored');
  return row;
}

export async function updateAddress(
  tx: Queryable,
  userId: number,
  id: number,
  fields: AddressFields,
  isDefault: boolean,
): Promise<AddressJson | null> {
  const [row] = await tx.query<AddressJson>(
    `UPDATE addresses SET name = $1, phone = $2, area = $3, flat_no = $4, address_type = $5, address_line = $6,
            address_line2 = $7, post_code = $8, latitude = $9, longitude = $10, is_default = $13, updated_at = now()
      WHERE id = $11 AND user_id = $12 RETURNING ${COLUMNS}`,
    [...fieldParams(fields), id, userId, isDefault],
  );
  return row ?? null;
}

/** Clears the default flag on the user's other addresses (before one becomes the default). */
export async function clearOtherDefaults(tx: Queryable, userId: number, exceptId: number | null): Promise<void> {
  await tx.query(
    'UPDATE addresses SET is_default = false, updated_at = now() WHERE user_id = $1 AND is_default AND id IS DISTINCT FROM $2',
    [userId, exceptId],
  );
}

/** Makes the user's oldest address the default when none is (after the default was deleted). */
export async function ensureDefaultAddress(tx: Queryable, userId: number): Promise<void> {
  await tx.query(
    `UPDATE addresses SET is_default = true, updated_at = now()
      WHERE id = (SELECT id FROM addresses WHERE user_id = $1 ORDER BY id LIMIT 1)
        AND NOT EXISTS (SELECT 1 FROM addresses WHERE user_id = $1 AND is_default)`,
    [userId],
  );
}

export async function addressHasOrders(db: Queryable, id: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM orders WHERE address_id = $1 LIMIT 1', [id]);
  return rows.length > 0;
}

export async function deleteAddress(tx: Queryable, userId: number, id: number): Promise<boolean> {
  const rows = await tx.query('DELETE FROM addresses WHERE id = $1 AND user_id = $2 RETURNING id', [id, userId]);
  return rows.length > 0;
}
