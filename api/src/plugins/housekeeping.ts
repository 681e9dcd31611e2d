import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pruneExpiredRows } from '../db/queries/housekeeping.js';

export interface HousekeepingOptions {
  /** Minutes between prunes; 0 turns housekeeping off. */
  intervalMinutes: number;
}

/**
 * Prunes expired sessions, one-time codes, reset tokens, idempotency keys and old outbox messages
 * once the server is ready and then every `intervalMinutes`. A failed prune is logged and tried
 * again next time; it never stops the server.
 */
export const housekeeping = fp<HousekeepingOptions>(
  async function housekeeping(app: FastifyInstance, { intervalMinutes }) {
    if (intervalMinutes <= 0) return;
    const prune = async () => {
      try {
        const counts = await pruneExpiredRows(app.db);
        if (Object.values(counts).some((n) => n > 0)) app.log.info({ pruned: counts }, 'expired rows pruned');
      } catch (error) {
        app.log.warn({ err: error }, 'housekeeping failed; it runs again later');
      }
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      void prune();
      timer = setInterval(() => void prune(), intervalMinutes * 60_000);
      // The timer must not keep a finished process (or a test) alive.
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'housekeeping' },
);
