import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Payments } from '../payments/payment-service.js';
import { createStripeProvider } from '../payments/stripe/stripe-provider.js';
import { createTestProvider, TEST_PROVIDER } from '../payments/test-provider/test-provider.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Card payments: providers, starting attempts, and the worker (docs/payments.md). */
    payments: Payments;
  }
}

/** Where providers' webhooks arrive: `${WEBHOOK_PATH}/{provider}`. */
export const WEBHOOK_PATH = '/api/payments/webhooks';

/**
 * Card payments while the server runs: Stripe when STRIPE_SECRET_KEY is set, the test provider
 * unless PAYMENT_TEST_PROVIDER is off (whether a shopper is sent to it depends on app_environment),
 * and a round of the payments worker every PAYMENTS_POLL_SECONDS.
 */
export const payments = fp(
  async function payments(app: FastifyInstance) {
    const config = app.config.payments;
    const service = new Payments(app.db, config, app.log, app.metrics);
    if (config.stripe) service.add(createStripeProvider(config.stripe));
    if (config.testProvider !== 'off') {
      service.add(
        createTestProvider({
          db: app.db,
          // Known only to this process, which both signs and verifies: nothing to configure or leak.
          webhookSecret: randomBytes(32).toString('hex'),
          deliver: async (body, headers) => {
            const response = await app.inject({ method: 'POST', url: `${WEBHOOK_PATH}/${TEST_PROVIDER}`, headers, payload: body });
            if (response.statusCode >= 300)
              app.log.warn({ statusCode: response.statusCode }, 'the test provider’s webhook was not accepted');
          },
        }),
      );
    }
    app.decorate('payments', service);
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => void service.runRound(), config.pollSeconds * 1000);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await service.idle();
    });
  },
  { name: 'payments' },
);
