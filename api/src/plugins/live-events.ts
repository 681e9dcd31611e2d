import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Listener } from '../db/database.js';
import { eventsAfter, type ShopperEvent } from '../db/queries/shopper-events.js';
import { LiveStreams, type LiveLimits } from '../live/live-streams.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The open event streams of signed-in browsers (docs/live-updates.md). */
    liveStreams: LiveStreams;
  }
}

/** The database's channel for shopper events (migration 0170). */
export const SHOPPER_EVENTS_CHANNEL = 'shopper_events';
/** A comment this often keeps proxies and load balancers from cutting an idle stream. */
export const KEEP_ALIVE_MS = 25_000;

export interface LiveEventsOptions {
  limits: LiveLimits;
  keepAliveMs?: number;
}

/**
 * Hands each shopper event the database announces (triggers at commit, whoever wrote: our routes,
 * another instance, an operator's SQL) to this instance's streams of that user. While the
 * notifications are interrupted nothing is known to be missed or not: every stream is told to
 * resync when they are back.
 */
export const liveEvents = fp<LiveEventsOptions>(
  async function liveEvents(app: FastifyInstance, { limits, keepAliveMs = KEEP_ALIVE_MS }) {
    const streams = new LiveStreams(limits, {
      opened: () => app.metrics.liveStreamsOpen.inc(),
      closed: () => app.metrics.liveStreamsOpen.dec(),
      sent: (kind) => app.metrics.liveEventsSent.inc({ kind }),
      eventsAfter: (userId, afterId, limit) => eventsAfter(app.db, userId, afterId, limit),
      catchUpFailed(error) {
        app.metrics.liveResyncs.inc();
        app.log.warn({ err: error }, 'a stream behind a burst could not read the events it missed; its client resyncs');
      },
    });
    app.decorate('liveStreams', streams);

    const [row] = await app.db.query<{ schema: string }>('SELECT current_schema() AS schema');
    const prefix = `${row?.schema ?? 'public'}|`;
    let listener: Listener | undefined;
    app.addHook('onReady', async () => {
      listener = await app.db.listen(SHOPPER_EVENTS_CHANNEL, {
        notify(payload) {
          if (!payload.startsWith(prefix)) return;
          try {
            streams.deliver(JSON.parse(payload.slice(prefix.length)) as ShopperEvent);
          } catch (error) {
            app.log.warn({ err: error }, 'unreadable shopper event notification');
          }
        },
        interrupted() {
          app.log.warn('shopper events interrupted: open streams will be told to resync');
        },
        resumed() {
          app.metrics.liveResyncs.inc(streams.size);
          streams.resyncAll();
        },
      });
    });
    const keepAlive = setInterval(() => streams.forEach((stream) => stream.comment('keep-alive')), keepAliveMs);
    keepAlive.unref();
    app.addHook('onClose', async () => {
      clearInterval(keepAlive);
      streams.endAll(1000);
      await listener?.close();
    });
  },
  { name: 'live-events' },
);
