import { Ajv, type ValidateFunction } from 'ajv';
import type { LightMyRequestResponse } from 'fastify';
import { operationName, type JsonSchema, type Operation } from './operations.js';

/**
 * Whether an answer is one the OpenAPI document promises: never a 5xx, a documented success
 * in its documented shape, any client error in the API's error shape (docs/api.md#errors:
 * `{ message }`, plus `errors` by field on a 422), Retry-After on a 429, and no
 * negative amount, price or quantity anywhere in a success.
 */

/** The error shape every 4xx shares, used where an operation documents none of its own. */
const ERROR_SHAPE: JsonSchema = {
  type: 'object',
  properties: {
    message: { type: 'string', minLength: 1 },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' }, minItems: 1 } },
  },
  required: ['message'],
  additionalProperties: false,
};

/** Fields that are money or counts of goods: below zero they are a bug whatever the schema says. */
const NEVER_NEGATIVE = /(amount|price|total|charge|quantity|qty|discount|stock|sold)/;

export class AnswerChecker {
  // OpenAPI 3.0 `nullable` is understood by Ajv 8; `format: binary` is a documentation hint only.
  private readonly ajv = new Ajv({ strict: false, validateFormats: false, allErrors: false });
  private readonly compiled = new Map<string, ValidateFunction>();

  private validator(key: string, schema: JsonSchema): ValidateFunction {
    let validate = this.compiled.get(key);
    if (!validate) {
      validate = this.ajv.compile(withNullInEnums(schema));
      this.compiled.set(key, validate);
    }
    return validate;
  }

  /** What is wrong with `response` as an answer of `operation`; empty when nothing is. */
  problems(operation: Operation, response: LightMyRequestResponse): string[] {
    const status = response.statusCode;
    if (status >= 500) return [`server error ${status}: ${response.body.slice(0, 300)}`];
    const documented = operation.responses.has(status);
    if (status < 400 && !documented) return [`undocumented status ${status}`];
    const schema = documented ? operation.responses.get(status) : ERROR_SHAPE;
    if (status === 429 && !response.headers['retry-after']) return ['429 without Retry-After'];
    if (!schema) return [];
    const body = parseJson(response);
    if (body === undefined)
      return [
        `status ${status} with a body that is not JSON (${String(response.headers['content-type'])}): ${response.body.slice(0, 200)}`,
      ];
    const validate = this.validator(`${operationName(operation)} ${documented ? status : 'error'}`, schema);
    if (!validate(body)) return [`status ${status} body does not match its schema: ${this.ajv.errorsText(validate.errors)}`];
    return status < 300 ? negativeFields(body) : [];
  }
}

/**
 * OpenAPI 3.0 reads `nullable: true` beside `enum` as "or null"; Ajv takes the enum literally.
 * A copy of the schema with null added to such enums says what the document means.
 */
function withNullInEnums(schema: unknown): JsonSchema {
  if (Array.isArray(schema)) return schema.map(withNullInEnums) as JsonSchema;
  if (schema === null || typeof schema !== 'object') return schema as JsonSchema;
  const copy: Record<string, unknown> = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, withNullInEnums(value)]));
  if (copy.nullable === true && Array.isArray(copy.enum) && !copy.enum.includes(null)) copy.enum = [...(copy.enum as unknown[]), null];
  return copy as JsonSchema;
}

function parseJson(response: LightMyRequestResponse): unknown {
  if (!String(response.headers['content-type'] ?? '').startsWith('application/json')) return undefined;
  try {
    return JSON.parse(response.body) as unknown;
  } catch {
    return undefined;
  }
}

/** Every `path: value` under a money or stock field that is below zero. */
export function negativeFields(value: unknown, path = 'body'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => negativeFields(item, `${path}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'number' && inner < 0 && NEVER_NEGATIVE.test(key)
      ? [`${path}.${key} is ${inner}`]
      : negativeFields(inner, `${path}.${key}`),
  );
}
