import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enqueueOutbox } from '../../db/queries/outbox.js';
import { insertContactMessage, type ContactMessage } from '../../db/queries/support.js';
import { normaliseEmail, normalisePhone } from '../../lib/auth-identifiers.js';
import { messageToken } from '../../i18n/message.js';
import { messageBody, validationErrorBody } from '../../lib/envelope.js';
import { FieldError } from '../../lib/http-errors.js';
import { consumeRateLimits, type RateLimit } from '../../domain/rate-limit.js';
import { sendTooManyRequests } from '../../lib/too-many-requests.js';
import { clearable, optionalText, requiredText } from '../../schemas/fields.js';
import { loadContactInfo } from '../content/contact-info.js';

export const SUPPORT_SENT_MESSAGE = 'support.sent';

/**
 * Messages one address may send (counted in the database, so across instances, like the sign-in
 * limits): each is stored and mailed to the store, so without a limit one address could flood both
 * (docs/probes.md, "Floods").
 */
export const CONTACT_PER_ADDRESS: RateLimit = { name: 'contact:ip', max: 5, windowSeconds: 15 * 60 };

/** A phone to call back: separators dropped, then digits with an optional leading '+', 6 to 20 of them. */
const CONTACT_PHONE = /^\+?\d{6,20}$/;

export const supportBody = z.object({
  name: optionalText(255),
  phone: optionalText(30)
    .refine((phone) => phone === null || CONTACT_PHONE.test(normalisePhone(phone)), {
      error: messageToken('validation.format', { field: 'phone' }),
    })
    .transform((phone) => (phone === null ? null : normalisePhone(phone))),
  email: clearable(z.string().trim().max(255).pipe(z.email()).transform(normaliseEmail)).transform((email) => email ?? null),
  subject: requiredText(255),
  message: requiredText(5000),
});

/** The store's notification e-mail about a contact message: who wrote and how to answer them. */
function notificationBody(message: ContactMessage): string {
  return [
    `From: ${message.name ?? '(no name)'}`,
    `E-mail: ${message.email ?? '(no e-mail)'}`,
    `Phone: ${message.phone ?? '(no phone)'}`,
    ...(message.userId === null ? [] : [`Account: user #${message.userId} (answer through their account)`]),
    `Subject: ${message.subject}`,
    '',
    message.message,
  ].join('\n');
}

/**
 * POST /support: the public contact form. The message is stored, and the store's contact address
 * is told through the outbox (skipped when the store has no e-mail address set). A message the
 * store could not answer is refused: a guest leaves an e-mail or a phone; a signed-in shopper
 * (bearer token, optional here) is answered through their account.
 */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/support',
    {
      schema: {
        tags: ['support'],
        summary: 'Send a message through the contact form',
        description:
          'A guest (no bearer token) must give an e-mail or a phone to be answered at (422 naming `email` otherwise); ' +
          'a signed-in shopper is answered through their account.',
        body: supportBody,
        response: { 200: messageBody, 422: validationErrorBody, 429: messageBody },
      },
      preHandler: app.optionalUser,
    },
    async (request, reply) => {
      const userId = request.session?.id ?? null;
      if (userId === null && !request.body.email && !request.body.phone) throw new FieldError('email', 'support.contact_needed');
      const refusal = await consumeRateLimits(app.db, [{ limit: CONTACT_PER_ADDRESS, subject: request.ip }]);
      if (refusal) return sendTooManyRequests(reply, refusal);
      const message: ContactMessage = { ...request.body, userId };
      const { email } = await loadContactInfo(app.db);
      await app.db.transaction(async (tx) => {
        const id = await insertContactMessage(tx, message);
        if (!email) {
          request.log.warn({ contactMessageId: id }, 'no store e-mail set; contact message not forwarded');
          return;
        }
        await enqueueOutbox(tx, {
          channel: 'email',
          recipient: email,
          subject: `Contact form: ${message.subject}`,
          body: notificationBody(message),
          payload: { kind: 'contact_message', contact_message_id: id },
        });
      });
      return { message: request.t(SUPPORT_SENT_MESSAGE) };
    },
  );
};
