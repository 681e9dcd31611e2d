import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applyPaymentEvent } from '../../payments/payment-ledger.js';
import { UnreadableWebhookEventError, WebhookSignatureError } from '../../payments/payment-provider.js';

/** A provider's event is a few kilobytes; anything over this is refused before it is read whole. */
export const WEBHOOK_BODY_LIMIT = 1024 * 1024;

const params = z.object({ provider: z.string().max(40) });
const received = z.object({ received: z.literal(true), result: z.string() });
const refused = z.object({ message: z.string() });

/**
 * POST /api/payments/webhooks/{provider}: the only way an attempt, and its orders, become Paid
 * (docs/payments.md, "Webhooks"). The body is kept raw (the signature is over its bytes), verified
 * by the provider's module, its event id stored under a unique key before anything is done, and the
 * event applied in the same transaction; the answer is 200 for anything verified (a repeat, a type
 * the store does not act on, or a body it cannot read, which is logged and ignored), 400 for a bad
 * signature or a timestamp more than 5 minutes from now either way, which changes nothing.
 */
export const paymentWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  // This scope reads every body as bytes, whatever its type: nothing is parsed before it is verified.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode === 413) app.metrics.paymentWebhookRefusals.inc({ provider: 'any', reason: 'too_large' });
  });

  app.post(
    '/payments/webhooks/:provider',
    {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      schema: {
        tags: ['payments'],
        summary: "A payment provider's webhook (raw body, verified by its signature header)",
        description:
          'Called by the payment provider, not by the storefront. The body is the provider’s event as it signed it (at most 1 MB). ' +
          '200: verified (applied, a repeat, a type the store does not act on, or a body it cannot read, ignored); 400: the signature is missing or wrong, or signed more than 5 minutes from now either way; ' +
          '404: no provider of that name is configured; 413: the body is over 1 MB.',
        params,
        response: { 200: received, 400: refused, 404: refused },
      },
    },
    async (request, reply) => {
      const provider = app.payments.provider(request.params.provider);
      if (!provider) {
        app.metrics.paymentWebhookRefusals.inc({ provider: 'unknown', reason: 'not_configured' });
        return reply.code(404).send({ message: 'No payment provider by that name is configured.' });
      }
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      let event;
      try {
        event = provider.parseWebhook(body, request.headers);
      } catch (error) {
        if (error instanceof UnreadableWebhookEventError) {
          // Signed by the provider but not an event the store reads: acting on it is impossible, and
          // anything but a 2xx would have the provider send it again for days. Nothing is stored.
          request.log.warn({ provider: provider.name, reason: error.message }, 'payment webhook not understood; ignored');
          return { received: true as const, result: 'ignored' };
        }
        if (!(error instanceof WebhookSignatureError)) throw error;
        app.metrics.paymentWebhookRefusals.inc({ provider: provider.name, reason: 'signature' });
        request.log.info({ provider: provider.name, reason: error.message }, 'payment webhook refused');
        return reply.code(400).send({ message: 'Webhook signature verification failed.' });
      }
      const result = await app.db.transaction((tx) => applyPaymentEvent(tx, provider.name, event, request.log));
      if (result === 'applied' && event.outcome && event.outcome !== 'refunded') {
        app.metrics.paymentAttempts.inc({ provider: provider.name, outcome: event.outcome });
      }
      if (result === 'recheck') app.payments.kick();
      return { received: true as const, result };
    },
  );
};
