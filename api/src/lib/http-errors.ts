/**
 * Errors a handler throws for outcomes the contract describes; the app's error handler
 * (plugins/error-handler.ts) turns them into the contract's bodies.
 */

/**
 * A business rule about one input field ('The phone has already been taken.'): 422
 * `{ message, errors: { field: [message] } }`, the same shape as a schema failure, because the
 * error handler reads `validation` the way it reads zod's issues.
 */
export class FieldError extends Error {
  readonly statusCode = 422;
  readonly validation: Array<{ instancePath: string; message: string }>;
  readonly validationContext = 'body';

  constructor(field: string, message: string) {
    super(message);
    this.name = 'FieldError';
    this.validation = [{ instancePath: `/${field}`, message }];
  }
}

/** A refusal with no field to blame: `{ message }` with the status (422 unless told). */
export class Refusal extends Error {
  readonly statusCode: number;

  constructor(message: string, statusCode = 422) {
    super(message);
    this.name = 'Refusal';
    this.statusCode = statusCode;
  }
}

/** PostgreSQL's code for a unique violation, and the constraint it names (pg and PGlite alike). */
export function uniqueViolation(error: unknown): string | null {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  if (code !== '23505') return null;
  return typeof constraint === 'string' ? constraint : '';
}

/** True for a foreign-key violation (a row still referenced, or a reference to a missing row). */
export function isForeignKeyViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23503';
}
