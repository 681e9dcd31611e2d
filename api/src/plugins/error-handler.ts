import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, ResponseSerializationError } from 'fastify-type-provider-zod';
import { setTimeout as sleep } from 'node:timers/promises';
import { isDatabaseUnavailable } from '../db/database-unavailable.js';
import { DatabaseBusyError, REFUSAL_PAUSE_MS } from '../db/pglite-admission.js';
import { parseMessageToken, type Message } from '../i18n/message.js';
import { REFERENCE_LOCALE, translate } from '../i18n/translate.js';
import { Refusal } from '../lib/http-errors.js';

type FieldErrors = Record<string, string[]>;

/** What a 503 asks of a client while the database cannot be reached; the change feed retries within seconds too. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

interface ValidationItem {
  instancePath: string;
  message?: string | undefined;
}

/** '/address/0/name' → 'address.0.name'; an empty path names the request part ('body'). */
function fieldName(instancePath: string, context: string | undefined): string {
  const parts = instancePath.split('/').filter(Boolean);
  return parts.length ? parts.join('.') : (context ?? 'request');
}

/** Words a message: the request's `say`, or English where no request is at hand. */
export type Wording = (message: Message) => string;

/** The request's wording; English in an app built without request-language.ts (some unit tests). */
function wordingFor(request: FastifyRequest): Wording {
  return typeof request.say === 'function' ? (message) => request.say(message) : (message) => translate(message, REFERENCE_LOCALE);
}

/** A validation text in the request's language: message tokens are worded, plain text is kept. */
export function wordText(text: string | undefined, say: Wording): string {
  if (text === undefined) return say({ id: 'validation.invalid_value' });
  const token = parseMessageToken(text);
  return token ? say(token) : text;
}

export function toFieldErrors(items: readonly ValidationItem[], say: Wording, context?: string): FieldErrors {
  // No prototype: a field named 'constructor' or '__proto__' is a field like any other.
  const errors: FieldErrors = Object.create(null) as FieldErrors;
  for (const item of items) {
    const field = fieldName(item.instancePath, context);
    (errors[field] ??= []).push(wordText(item.message, say));
  }
  return errors;
}

/**
 * One place decides how failures look: bad input → 422 with the fields named, other client
 * errors keep their status with `{ message }`, and server faults are logged but never described
 * to the client. The app's one error handler, hence `fp`.
 */
export const errorHandler = fp(
  async function errorHandler(app: FastifyInstance) {
    app.setErrorHandler(async (error: FastifyError, request, reply) => {
      const say = wordingFor(request);
      // Error bodies are made here, always in the API's shape; a route's schema for an error status
      // documents it but must not turn a refusal into Fastify's raw 500 when it is narrower.
      // The error's own serializer (a route's error schema may be narrower); Fastify drops the
      // content type with a custom serializer, so it is said here.
      reply.serializer(JSON.stringify).type('application/json; charset=utf-8');
      if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
        const errors = toFieldErrors(error.validation ?? [], say, error.validationContext);
        const first = Object.values(errors)[0]?.[0] ?? say({ id: 'validation.invalid_data' });
        return reply.code(422).send({ message: first, errors });
      }
      if (error instanceof DatabaseBusyError) {
        // Refused before it ran a statement: nothing was done, the client may simply try again.
        await sleep(REFUSAL_PAUSE_MS);
        return reply
          .code(503)
          .header('retry-after', String(error.retryAfterSeconds))
          .send({ message: say({ id: 'http.busy' }) });
      }
      if (isDatabaseUnavailable(error)) {
        // Nothing was done (a transaction without its database does not commit): ask again shortly.
        request.log.warn({ err: error }, 'the database cannot be reached');
        return reply
          .code(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .send({ message: say({ id: 'http.unavailable' }) });
      }
      if (error instanceof ResponseSerializationError) {
        request.log.error({ err: error, cause: error.cause }, 'response does not match its schema');
        return reply.code(500).send({ message: say({ id: 'http.server_error' }) });
      }
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(status).send({ message: say({ id: 'http.server_error' }) });
      }
      // Fastify's own client errors (a malformed body, a wrong content type) keep their English words.
      return reply.code(status).send({ message: error instanceof Refusal ? say(error.said) : error.message });
    });
  },
  { name: 'error-handler' },
);
