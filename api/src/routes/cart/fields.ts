import { z } from 'zod';

/** The largest PostgreSQL integer: any bigger id is unknown anyway, and must not reach SQL. */
export const MAX_ID = 2_147_483_647;
/** More of one product than any order holds; keeps quantities and their totals small. */
export const MAX_QUANTITY = 1000;

/**
 * Numbers arrive as JSON numbers, or as strings from forms and query strings. '' and null count
 * as absent, so a missing field reads 'The x field is required.' rather than a type error.
 */
function toNumber(value: unknown): unknown {
  if (value === '' || value === null) return undefined;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return value;
}

export const intField = (min: number, max: number) => z.preprocess(toNumber, z.number().int().min(min).max(max));

export const idField = () => intField(1, MAX_ID);

/** An id that may be left out ('' and null too): undefined then. */
export const optionalIdField = () => z.preprocess(toNumber, z.number().int().min(1).max(MAX_ID).optional());

export const quantityField = () => intField(1, MAX_QUANTITY);

const FLAGS: Record<string, boolean> = { '1': true, true: true, '0': false, false: false };

/** true/false, 1/0 or their strings; absent (or null, '') is false. */
export const flagField = () =>
  z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === '') return false;
      if (value === 1 || value === 0) return value === 1;
      return typeof value === 'string' && value in FLAGS ? FLAGS[value] : value;
    },
    z.boolean(),
  );

/** Optional free text: trimmed; '' and null mean not given. */
export const optionalTextField = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/** A list of ids; a single id is taken as a list of one (forms send `shop_ids=3`). */
export const idListField = (maxItems: number) =>
  z.preprocess((value) => (Array.isArray(value) || value === undefined ? value : [value]), z.array(idField()).max(maxItems));
