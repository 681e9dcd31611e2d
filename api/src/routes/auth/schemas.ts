import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { envelope, messageBody, validationErrorBody } from '../../lib/envelope.js';
import { messageToken } from '../../i18n/message.js';
import { said, type Said } from '../../lib/http-errors.js';
import { userSchema } from '../../schemas/account.js';

/** Passwords: at least 6 characters (the contract's change-password rule), at most 128 (bounds hashing work). */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

export const newPassword = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);

/** '1' or 1 (or true) means forgot-password; null, absent, 0 mean registration (docs/api.md#compatibility). */
export const forgotPasswordFlag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])], {
    error: messageToken('validation.selected_invalid', { field: 'forgot_password' }),
  })
  .nullish()
  .transform((value) =>
    value === undefined || value === null ? null : value === true || value === 1 || value === '1' || value === 'true',
  );

/** A string field the storefront may send as a number (a dialling code, a typed OTP). */
export function numberAsString<T extends z.ZodType<string, string>>(schema: T) {
  return z.preprocess((value) => (typeof value === 'number' ? String(value) : value), schema);
}

/** login, registration and social sign-in answer `{ access: { token }, user }`. */
export const sessionResponse = envelope(z.object({ access: z.object({ token: z.string() }), user: userSchema }));

/** The refusals every auth route may answer besides its success. */
export const refusals = { 422: validationErrorBody.or(messageBody), 429: messageBody };

/** Business-rule field errors by field, each said in the catalogue's terms. */
export type FieldErrors = Record<string, Said[]>;

/** 422 `{ message: <first error>, errors }` for business-rule field errors (taken phone ...), in the request's language. */
export function sendFieldErrors(reply: FastifyReply, errors: FieldErrors): FastifyReply {
  const { request } = reply;
  const worded = Object.fromEntries(Object.entries(errors).map(([field, list]) => [field, list.map((item) => request.say(said(item)))]));
  const first = Object.values(worded)[0]?.[0] ?? request.t('validation.invalid_data');
  return reply.code(422).send({ message: first, errors: worded });
}

/** 422 `{ message }`: a refusal that is about no single field, in the request's language. */
export function sendRefusal(reply: FastifyReply, what: Said): FastifyReply {
  return reply.code(422).send({ message: reply.request.say(said(what)) });
}
