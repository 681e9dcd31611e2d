import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enqueueOutbox } from '../../db/queries/outbox.js';
import { insertContactMessage, type ContactMessage } from '../../db/queries/support.js';
import { messageBody } from '../../lib/envelope.js';
import { consumeRateLimits, sendTooManyRequests, type RateLimit } from '../../lib/rate-limit.js';
import { optionalText, requiredText } from '../../schemas/fields.js';
import { loadContactInfo } from '../content/contact-info.js';

export const SUPPORT_SENT_MESSAGE = 'support.sent';

/**
 * Messages one address may send (counted in the database, so across instances, like the sign-in
 * limits): each is stored and mailed to the store, and 500 in 2.6 s once were.
 */
export const CONTACT_PER_ADDRESS: RateLimit = { name: 'contact:ip', max: 5, windowSeconds: 15 * 60 };

export const supportBody = z.object({
  name: optionalText(255),
  phone: optionalText(30),
  subject: requiredText(255),
  message: requiredText(5000),
});

/** The store's notification e-mail about a contact message. */
function notificationBody(message: ContactMessage): string {
  return [
    `From: ${message.name ?? '(no name)'}`,
    `Phone: ${message.phone ?? '(no phone)'}`,
    `Subject: ${message.subject}`,
    '',
    message.message,
  ].join('\n');
}

/**
 * POST /support: the public contact form. The message is stored, and the store's contact address
 * is told through the outbox (skipped when the store has no e-mail address set).
 */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/support',
    {
      schema: {
        tags: ['support'],
        summary: 'Send a message through the contact form',
        body: supportBody,
        response: { 200: messageBody, 429: messageBody },
      },
    },
    async (request, reply) => {
      const refusal = await consumeRateLimits(app.db, [{ limit: CONTACT_PER_ADDRESS, subject: request.ip }]);
      if (refusal) return sendTooManyRequests(reply, refusal);
      const message: ContactMessage = request.body;
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
