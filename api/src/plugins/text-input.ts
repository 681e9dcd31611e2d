import type { FastifySchemaValidationError } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { messageToken } from '../i18n/message.js';
import { fieldParam } from '../lib/http-errors.js';

/**
 * Two checks of every text a route's schema validates (path, query, body, multipart fields), once,
 * before the schema and so before any pattern of it runs (docs/input-robustness.md):
 * - PostgreSQL's text types cannot hold the NUL character (0x00): a query given one fails, which
 *   would surface as a 500. No input of the contract needs it: a NUL is a 422 naming its field.
 * - No field of the contract is longer than MAX_TEXT_INPUT characters (the longest, a social
 *   sign-in code, is 8,192): a longer text is a 422 naming its field, so no pattern ever sees more.
 *   A field's own, smaller limit is its schema's, checked before its pattern (fields.ts).
 */

const NUL = '\u0000';
/** The longest text any field takes, in UTF-16 code units. */
export const MAX_TEXT_INPUT = 10_000;

/**
 * A record of fields: a parsed JSON object, or a query object (whose prototype is itself an
 * empty-prototype object). Class instances — an UploadedFile, a Buffer — are not looked into.
 */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null || Object.getPrototypeOf(prototype) === null;
}

export interface TextProblem {
  /** 'list.1.deep' */
  field: string;
  problem: 'nul' | 'too_long';
}

/** The strings holding a NUL or longer than MAX_TEXT_INPUT, by path, through plain objects and lists. */
export function findTextProblems(value: unknown): TextProblem[] {
  // A walk with its own stack: a body nested thousands deep must not overflow the call stack.
  const found: TextProblem[] = [];
  const pending: Array<{ value: unknown; path: readonly string[] }> = [{ value, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: item, path } = next;
    if (typeof item === 'string') {
      if (item.length > MAX_TEXT_INPUT) found.push({ field: path.join('.'), problem: 'too_long' });
      else if (item.includes(NUL)) found.push({ field: path.join('.'), problem: 'nul' });
    } else if (Array.isArray(item)) {
      item.forEach((child: unknown, index) => pending.push({ value: child, path: [...path, String(index)] }));
    } else if (isPlainObject(item)) {
      for (const [key, child] of Object.entries(item)) pending.push({ value: child, path: [...path, key] });
    }
  }
  return found.reverse();
}

function textIssue({ field, problem }: TextProblem): FastifySchemaValidationError {
  const name = fieldParam(field) || 'value';
  return {
    keyword: problem === 'nul' ? 'nul_character' : 'max_length',
    instancePath: field ? `/${field.split('.').join('/')}` : '',
    schemaPath: '#',
    params: {},
    message:
      problem === 'nul'
        ? messageToken('validation.nul_character', { field: name })
        : messageToken('validation.max_chars', { field: name, max: MAX_TEXT_INPUT }),
  };
}

/** The zod validator compiler, refusing a NUL or an overlong text in any string before the schema sees the input. */
export const textInputValidatorCompiler: typeof validatorCompiler = (route) => {
  const validate = validatorCompiler(route);
  return (data: unknown) => {
    const problems = findTextProblems(data);
    return problems.length ? { error: problems.map(textIssue) } : validate(data);
  };
};
