import { z } from 'zod';
import { UnreadableWebhookEventError } from './payment-provider.js';

/**
 * What a provider's verified webhook body must look like before the store reads a field of it
 * (docs/payments.md, "Webhooks"): the signature says who sent it, not that it has the shape the
 * store reads. A body that does not fit is an UnreadableWebhookEventError, answered 200 'ignored'.
 */

/**
 * An id or an event type as providers write them (evt_…, cs_…, pi_…, re_…, checkout.session.completed):
 * printable ASCII without spaces, at most 255 characters. They are stored and compared in SQL, where
 * a NUL cannot go, and logged.
 */
export const providerToken = () => z.string().regex(/^[\x21-\x7e]{1,255}$/);

/** ISO 4217, as providers write it (lower case at Stripe). */
export const currencyCode = () => z.string().regex(/^[A-Za-z]{3}$/);

/** An amount in minor units. */
export const minorAmount = () => z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** The signed body as JSON; anything else cannot be an event. */
export function signedJson(rawBody: Buffer): unknown {
  try {
    return JSON.parse(rawBody.toString('utf8')) as unknown;
  } catch {
    throw new UnreadableWebhookEventError('the body is not JSON');
  }
}

/** The value read with `schema`, or an UnreadableWebhookEventError naming the first fields that do not fit. */
export function readEvent<T>(schema: z.ZodType<T>, value: unknown): T {
  const read = schema.safeParse(value);
  if (read.success) return read.data;
  const where = read.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join('.').slice(0, 60) || 'body'}: ${issue.code}`)
    .join('; ');
  throw new UnreadableWebhookEventError(where);
}
