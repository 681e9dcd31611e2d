import { z } from 'zod';
import { normalisePhone, PHONE_PATTERN } from '../lib/auth-identifiers.js';
import { messageToken } from '../i18n/message.js';
import { DEFAULT_PER_PAGE, MAX_PAGE, MAX_PER_PAGE } from '../lib/pagination.js';
import { fieldMessage } from '../lib/validation-messages.js';

/**
 * The field schemas every area's requests are built from (routes/<area>/schemas.ts): one
 * definition of what an id, a quantity, a flag, a text or a page is. Values arrive as JSON, or as
 * text from query strings, path parameters and multipart forms, where an empty input is ''.
 * A NUL in any text is refused before these run (plugins/text-input.ts); messages come from
 * lib/validation-messages.ts unless a field names its own.
 */

/** The largest PostgreSQL integer (int4): any bigger id is unknown anyway, and must not reach SQL. */
export const MAX_ID = 2_147_483_647;
/** More of one product than any order holds; keeps quantities and their totals small. */
export const MAX_QUANTITY = 1000;
/** numeric(12,2). */
export const MAX_PRICE = 9_999_999_999.99;

// ---------------------------------------------------------------- numbers

/**
 * A decimal number, once trimmed. Linear: after the digits there is only one way on (a dot, or the
 * end), so a long run of digits followed by anything else fails in one pass. A pattern that can split
 * a run of digits in more than one way (`\d+\.?\d*`) retries every split when what follows fails,
 * and a long run holds the event loop (docs/input-robustness.md, "Patterns that read client text are
 * linear").
 */
const NUMBER_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
/** Longer than any number a field takes (int4, numeric(12,2)) with room for spaces and zeros. */
const MAX_NUMBER_TEXT = 40;

/**
 * A number as JSON sends it, or as text ('12', ' 12 ', '-1', '2.5'). '' and null count as absent,
 * so a missing field reads 'The x field is required.' rather than a type error; anything else
 * (words, '0x1f', repeated query keys, a text too long to be one of our numbers) is left for the
 * number schema to refuse, naming the field.
 */
export function numberFromText(value: unknown): unknown {
  if (value === '' || value === null) return undefined;
  if (typeof value !== 'string' || value.length > MAX_NUMBER_TEXT) return value;
  const trimmed = value.trim();
  return NUMBER_TEXT.test(trimmed) ? Number(trimmed) : value;
}

export const intField = (min: number, max: number) => z.preprocess(numberFromText, z.number().int().min(min).max(max));

/** A row id: a positive int4. */
export const idField = () => intField(1, MAX_ID);

/** An id that may be left out ('' and null too): undefined then. */
export const optionalIdField = () => z.preprocess(numberFromText, z.number().int().min(1).max(MAX_ID).optional());

/**
 * As `optionalIdField`, for a JSON body, where null can arrive: the document says it may be
 * absent or null (the client's choice of none is null), and the handler still gets undefined.
 */
export const nullableIdField = () =>
  z.preprocess(numberFromText, z.number().int().min(1).max(MAX_ID).nullish()).transform((value) => value ?? undefined);

export const quantityField = () => intField(1, MAX_QUANTITY);

/** A number between min and max that may be left out (a price or rating filter). */
export const optionalNumberField = (min: number, max: number) => z.preprocess(numberFromText, z.number().min(min).max(max).optional());

/** A price filter: numeric(12,2), never negative. */
export const optionalPriceField = () => optionalNumberField(0, MAX_PRICE);

/** A list of ids; a single id is taken as a list of one (forms send `shop_ids=3`). */
export const idListField = (maxItems: number) =>
  z.preprocess((value) => (Array.isArray(value) || value === undefined ? value : [value]), z.array(idField()).max(maxItems));

// ---------------------------------------------------------------- booleans

const TRUE_VALUES = new Set<unknown>([true, 1, '1', 'true', 'on', 'yes']);
const FALSE_VALUES = new Set<unknown>([false, 0, '0', 'false', 'off', 'no', '']);

/** true/false as JSON sends it, or 1/0, 'true'/'false', 'on' as a form sends it. */
export const booleanField = () =>
  z
    .custom<boolean | number | string>((value) => TRUE_VALUES.has(value) || FALSE_VALUES.has(value), {
      error: (issue) => fieldMessage('validation.type_boolean', issue),
    })
    .transform((value) => TRUE_VALUES.has(value))
    .meta({ type: 'boolean' });

/**
 * A flag that is off unless sent: absent, null or '' is false; otherwise as `booleanField`. The
 * document says so: optional and nullable (the schema after the preprocess, as `optionalText`).
 */
export const flagField = () =>
  z
    .preprocess((value) => {
      if (value === undefined || value === null) return value;
      if (FALSE_VALUES.has(value)) return false;
      return TRUE_VALUES.has(value) ? true : value;
    }, z.boolean().nullish())
    .transform((value) => value ?? false);

// ---------------------------------------------------------------- texts

const isBlank = (value: unknown) => value === null || (typeof value === 'string' && value.trim() === '');

/** A required text: trimmed, at least one character. */
export const requiredText = (max: number) => z.string().trim().min(1).max(max);

/** An optional text: absent, null, '' or blank all mean null. */
export const optionalText = (max: number) =>
  z.preprocess((value) => (isBlank(value) ? null : value), z.string().trim().max(max).nullish()).transform((value) => value ?? null);

/**
 * A value that may be cleared: absent → undefined (leave as is), null or '' → null (clear it),
 * otherwise checked by `schema`.
 */
export const clearable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (isBlank(value) ? null : value), schema.nullable().optional());

/** A slug in a path (a legal page's): lowercase letters, digits and dashes. */
export const slugField = (field: string) =>
  z
    .string()
    .max(100)
    .regex(/^[a-z0-9-]+$/, messageToken('validation.slug', { field }));

// ---------------------------------------------------------------- phones

/** A phone as typed, separators removed ('017-0000 0000' is '01700000000'); its format is checked where a new phone is stored. */
export const phoneInput = () => z.string().trim().min(1).max(30).transform(normalisePhone);

/** A phone to store: as `phoneInput`, in the format registration takes. */
export const phoneField = () =>
  phoneInput().refine((phone) => PHONE_PATTERN.test(phone), { error: messageToken('validation.format', { field: 'phone' }) });

/** A phone that may be left out (null then); when given, in the format registration takes. */
export const optionalPhoneField = () =>
  optionalText(30)
    .refine((phone) => phone === null || PHONE_PATTERN.test(normalisePhone(phone)), {
      error: messageToken('validation.format', { field: 'phone' }),
    })
    .transform((phone) => (phone === null ? null : normalisePhone(phone)));

// ---------------------------------------------------------------- pages

/** A query-string integer with a default: '' counts as absent (forms send empty inputs), digits only. */
const queryInt = (min: number, max: number, fallback: number) =>
  z.preprocess(
    (value) => (value === '' || value === undefined || value === null ? undefined : value),
    z.coerce.number().int().min(min).max(max).default(fallback),
  );

/**
 * `page` and `per_page` of every list (docs/api.md, "Conventions"). Missing values get the
 * defaults; the original server returned every row instead, ours never does.
 */
export const paginationQuery = z.object({
  page: queryInt(1, MAX_PAGE, 1),
  per_page: queryInt(1, MAX_PER_PAGE, DEFAULT_PER_PAGE),
});

/** HTML the API serves sanitised (lib/stored-html.ts): a product's description, a content page. */
export const sanitisedHtml = () => z.string().describe('HTML without scripts, event handlers or javascript: URLs');
