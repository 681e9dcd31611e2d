import { z } from 'zod';
import { fieldMessage } from './validation-messages.js';

/**
 * Field schemas for bodies that arrive as JSON or as multipart forms (where every value is a
 * string and an empty input is ''). Messages come from lib/validation-messages.ts.
 */

const isBlank = (value: unknown) => value === null || (typeof value === 'string' && value.trim() === '');

/** A required text: trimmed, at least one character. */
export const requiredText = (max: number) => z.string().trim().min(1).max(max);

/** An optional text: absent, null, '' or blank all mean null. */
export const optionalText = (max: number) =>
  z.preprocess((value) => (isBlank(value) ? null : value), z.string().trim().max(max).nullish())
    .transform((value) => value ?? null);

/**
 * A value that may be cleared: absent → undefined (leave as is), null or '' → null (clear it),
 * otherwise checked by `schema`.
 */
export const clearable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (isBlank(value) ? null : value), schema.nullable().optional());

const TRUE_VALUES = new Set<unknown>([true, 1, '1', 'true', 'on', 'yes']);
const FALSE_VALUES = new Set<unknown>([false, 0, '0', 'false', 'off', 'no', '']);

/** true/false as JSON sends it, or 1/0, 'true'/'false', 'on' as a form sends it. */
export const booleanField = z
  .custom<boolean | number | string>((value) => TRUE_VALUES.has(value) || FALSE_VALUES.has(value), {
    error: (issue) => fieldMessage('validation.type_boolean', issue),
  })
  .transform((value) => TRUE_VALUES.has(value))
  .meta({ type: 'boolean' });

/** A row id: a positive integer, as a number or as digits (forms send strings). */
export const idField = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value) : value),
  z.number().int().min(1).max(2_147_483_647),
);
