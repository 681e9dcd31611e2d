import type { Database } from '../db/database.js';
import {
  addressHasOrders,
  clearOtherDefaults,
  countAddresses,
  deleteAddress,
  ensureDefaultAddress,
  findAddress,
  insertAddress,
  lockUserAddresses,
  updateAddress,
  type AddressFields,
  type AddressJson,
} from '../db/queries/account-addresses.js';
import { isForeignKeyViolation, Refusal } from '../lib/http-errors.js';

/**
 * The default-address rule: a shopper with addresses always has exactly one default. The first
 * address becomes it, choosing another moves it, deleting it passes it on. Every change runs in
 * one transaction holding the user's row, so concurrent calls cannot leave two defaults or none.
 */

export const ADDRESS_NOT_FOUND = 'account.address_not_found';
export const ADDRESS_IN_USE = 'account.address_in_use';

export async function storeAddress(db: Database, userId: number, fields: AddressFields, wantsDefault: boolean): Promise<AddressJson> {
  return db.transaction(async (tx) => {
    await lockUserAddresses(tx, userId);
    const isDefault = wantsDefault || (await countAddresses(tx, userId)) === 0;
    if (isDefault) await clearOtherDefaults(tx, userId, null);
    return insertAddress(tx, userId, fields, isDefault);
  });
}

/**
 * `wantsDefault` undefined or false leaves the flag as it is: the default address stops being
 * the default only when another one takes over.
 */
export async function changeAddress(
  db: Database,
  userId: number,
  id: number,
  fields: AddressFields,
  wantsDefault: boolean | undefined,
): Promise<AddressJson> {
  return db.transaction(async (tx) => {
    await lockUserAddresses(tx, userId);
    const current = await findAddress(tx, userId, id);
    if (!current) throw new Refusal(ADDRESS_NOT_FOUND, 404);
    const isDefault = current.is_default || wantsDefault === true;
    if (isDefault) await clearOtherDefaults(tx, userId, id);
    const updated = await updateAddress(tx, userId, id, fields, isDefault);
    if (!updated) throw new Refusal(ADDRESS_NOT_FOUND, 404);
    return updated;
  });
}

/** Refused while an order points at the address (orders keep a snapshot, but also the link). */
export async function removeAddress(db: Database, userId: number, id: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await lockUserAddresses(tx, userId);
      if (!(await findAddress(tx, userId, id))) throw new Refusal(ADDRESS_NOT_FOUND, 404);
      if (await addressHasOrders(tx, id)) throw new Refusal(ADDRESS_IN_USE);
      await deleteAddress(tx, userId, id);
      await ensureDefaultAddress(tx, userId);
    });
  } catch (error) {
    // An order placed between the check and the delete: the foreign key refuses instead.
    if (isForeignKeyViolation(error)) throw new Refusal(ADDRESS_IN_USE);
    throw error;
  }
}
