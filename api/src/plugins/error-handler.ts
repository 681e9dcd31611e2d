import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, ResponseSerializationError } from 'fastify-type-provider-zod';
import { setTimeout as sleep } from 'node:timers/promises';
import { DatabaseBusyError, REFUSAL_PAUSE_MS } from '../db/pglite-admission.js';

type FieldErrors = Record<string, string[]>;

interface ValidationItem {
  instancePath: string;
  message?: string | undefined;
}

/** '/address/0/name' → 'address.0.name'; an empty path names the request part ('body'). */
function fieldName(instancePath: string, context: string | undefined): string {
  const parts = instancePath.split('/').filter(Boolean);
  return parts.length ? parts.join('.') : (context ?? 'request');
}

export function toFieldErrors(items: readonly ValidationItem[], context?: string): FieldErrors {
  const errors: FieldErrors = {};
  for (const item of items) {
    const field = fieldName(item.instancePath, context);
    (errors[field] ??= []).push(item.message ?? 'The value is invalid.');
  }
  return errors;
}

/**
 * One place decides how failures look: bad input → 422 with the fields named, other client
 * errors keep their status with `{ message }`, and server faults are logged but never described
 * to the client.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const errors = toFieldErrors(error.validation ?? [], error.validationContext);
      const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
      return reply.code(422).send({ message: first, errors });
    }
    if (error instanceof DatabaseBusyError) {
      // Refused before it ran a statement: nothing was done, the client may simply try again.
      await sleep(REFUSAL_PAUSE_MS);
      return reply.code(503).header('retry-after', String(error.retryAfterSeconds)).send({ message: error.message });
    }
    if (error instanceof ResponseSerializationError) {
      request.log.error({ err: error, cause: error.cause }, 'response does not match its schema');
      return reply.code(500).send({ message: 'Server Error' });
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({ message: 'Server Error' });
    }
    return reply.code(status).send({ message: error.message });
  });
}
