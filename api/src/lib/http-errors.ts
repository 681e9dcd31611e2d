import { message as messageOf, messageToken, type Message, type MessageParams } from '../i18n/message.js';
import type { MessageId } from '../i18n/messages-en.js';
import { translate } from '../i18n/translate.js';

/**
 * Errors a handler throws for outcomes the contract describes; the app's error handler
 * (plugins/error-handler.ts) turns them into the contract's bodies, worded in the request's
 * language (docs/i18n.md). Their own `message` is English, for logs.
 */

/** A catalogue id, or an id with its placeholder values. */
export type Said = MessageId | Message;

export function said(what: Said): Message {
  return typeof what === 'string' ? messageOf(what) : what;
}

/**
 * A business rule about one input field ('The phone has already been taken.'): 422
 * `{ message, errors: { field: [message] } }`, the same shape as a schema failure, because the
 * error handler reads `validation` the way it reads zod's issues.
 */
export class FieldError extends Error {
  readonly statusCode = 422;
  readonly validation: Array<{ instancePath: string; message: string }>;
  readonly validationContext = 'body';

  constructor(field: string, what: Said, params?: MessageParams) {
    const words = said(what);
    const full = params ? { ...words, params: { ...words.params, ...params } } : words;
    super(translate(full, 'en'));
    this.name = 'FieldError';
    this.validation = [{ instancePath: `/${field}`, message: messageToken(full.id, full.params) }];
  }
}

/** A refusal with no field to blame: `{ message }` with the status (422 unless told). */
export class Refusal extends Error {
  readonly statusCode: number;
  readonly said: Message;

  constructor(what: Said, statusCode = 422) {
    const words = said(what);
    super(translate(words, 'en'));
    this.name = 'Refusal';
    this.said = words;
    this.statusCode = statusCode;
  }
}

/** A FieldError for 'The selected {field} is invalid.', the commonest field rule. */
export function invalidSelection(field: string): FieldError {
  return new FieldError(field, 'validation.selected_invalid', { field: fieldParam(field) });
}

/** The label key of a field path: its last named part ('products.0.id' → 'id'). */
export function fieldParam(path: string): string {
  return (
    path
      .split('.')
      .reverse()
      .find((part) => !/^\d+$/.test(part)) ?? path
  );
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
