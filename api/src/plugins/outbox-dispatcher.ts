import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deliverDueMessages, type OutboxSenders } from '../domain/outbox-delivery.js';

export interface OutboxDispatcherOptions {
  senders: OutboxSenders;
  /** Seconds between looks at the outbox. */
  pollSeconds: number;
}

/**
 * Delivers queued e-mail and SMS (one-time codes, support mail) while the server runs: a look every
 * `pollSeconds`, never two at once in one process. Nothing runs when no sender is configured.
 */
export const outboxDispatcher = fp<OutboxDispatcherOptions>(
  async function outboxDispatcher(app: FastifyInstance, { senders, pollSeconds }) {
    if (!senders.email && !senders.sms) return;
    let running = false;
    const tick = async () => {
      if (running) return;
      running = true;
      try {
        await deliverDueMessages(app.db, senders, app.log, (channel) => app.metrics.outboxSendFailures.inc({ channel }));
      } catch (error) {
        app.log.warn({ err: error }, 'outbox delivery round failed; it runs again shortly');
      } finally {
        running = false;
      }
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => void tick(), pollSeconds * 1000);
      timer.unref();
      void tick();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      senders.email?.close();
    });
  },
  { name: 'outbox-dispatcher' },
);
