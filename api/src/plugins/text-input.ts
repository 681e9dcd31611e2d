import type { FastifySchemaValidationError } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { messageToken } from '../i18n/message.js';
import { fieldParam } from '../lib/http-errors.js';

/**
 * PostgreSQL's text types cannot hold the NUL character (0x00): a query given one fails, which
 * used to surface as a 500. No input of the contract needs it, so every request part a route's
 * schema validates (path, query, body, multipart fields) is checked here, once, before the
 * schema: a NUL anywhere is a 422 naming its field (docs/input-robustness.md).
 */

const NUL = '\u0000';

/**
 * A record of fields: a parsed JSON object, or a query object (whose prototype is itself an
 * empty-prototype object). Class instances — an UploadedFile, a Buffer — are not looked into.
 */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null || Object.getPrototypeOf(prototype) === null;
}

/** Paths ('list.1.deep') of the strings holding a NUL, through plain objects and lists. */
export function findNulFields(value: unknown): string[] {
  // A walk with its own stack: a body nested thousands deep must not overflow the call stack.
  const found: string[] = [];
  const pending: Array<{ value: unknown; path: readonly string[] }> = [{ value, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: item, path } = next;
    if (typeof item === 'string') {
      if (item.includes(NUL)) found.push(path.join('.'));
    } else if (Array.isArray(item)) {
      item.forEach((child: unknown, index) => pending.push({ value: child, path: [...path, String(index)] }));
    } else if (isPlainObject(item)) {
      for (const [key, child] of Object.entries(item)) pending.push({ value: child, path: [...path, key] });
    }
  }
  return found.reverse();
}

function nulIssue(field: string): FastifySchemaValidationError {
  return {
    keyword: 'nul_character',
    instancePath: field ? `/${field.split('.').join('/')}` : '',
    schemaPath: '#',
    params: {},
    message: messageToken('validation.nul_character', { field: fieldParam(field) || 'value' }),
  };
}

/** The zod validator compiler, refusing a NUL in any string before the schema sees the input. */
export const textInputValidatorCompiler: typeof validatorCompiler = (route) => {
  const validate = validatorCompiler(route);
  return (data: unknown) => {
    const fields = findNulFields(data);
    return fields.length ? { error: fields.map(nulIssue) } : validate(data);
  };
};
