import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventsSince } from '../../db/queries/shopper-events.js';
import { sessionUserId } from '../../plugins/authenticate.js';

/** How soon a client reconnects after the stream broke (SSE `retry`). */
export const RETRY_MS = 3000;
/** At most this many missed events are replayed; more and the client refetches (resync). */
const MAX_REPLAY = 500;

const headers = z.object({
  // The id of the last event the client had (SSE's reconnection header; a fetch client sends it too).
  'last-event-id': z
    .string()
    .regex(/^\d{1,15}$/)
    .optional(),
});

/**
 * GET /api/events: the caller's own events as Server-Sent Events (docs/live-updates.md). An
 * order's status or payment, a ticket's reply or status, the basket or wishlist changed elsewhere,
 * and this session revoked (then the stream ends). `Last-Event-ID` replays what was missed, or
 * sends `resync` when it was pruned.
 */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/events',
    {
      schema: {
        tags: ['account'],
        summary: "The caller's own events, as they happen (text/event-stream)",
        description:
          'Events: `order` {order_id, order_code, order_status, payment_status, refund_status, changed: the names of the fields that changed}, `ticket` {ticket_id, message_id?, status}, ' +
          '`basket`, `wishlist`, `session_revoked` (the stream then ends), `resync` (refetch: events may be lost). ' +
          'Each has an id; reconnect with `Last-Event-ID` to get what was missed. 429: this user has too many streams open; 503: this instance has.',
        headers,
        response: {
          200: z.string().describe('text/event-stream'),
          429: z.object({ message: z.string() }),
          503: z.object({ message: z.string() }),
        },
      },
    },
    async (request, reply) => {
      const userId = sessionUserId(request);
      const refusal = app.liveStreams.refusal(userId);
      if (refusal === 'user') return reply.code(429).send({ message: request.t('live.too_many_streams') });
      if (refusal === 'instance')
        return reply
          .code(503)
          .header('retry-after', '30')
          .send({ message: request.t('http.busy') });
      if (app.lifecycle === 'draining')
        return reply
          .code(503)
          .header('retry-after', '1')
          .send({ message: request.t('http.busy') });

      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no', // nginx: pass each event on at once
        'x-content-type-options': 'nosniff',
        'x-request-id': request.id,
      });
      const stream = app.liveStreams.add(userId, request.session!.tokenId, raw);
      raw.write(`retry: ${RETRY_MS}\n\n`);
      const lastId = Number(request.headers['last-event-id'] ?? 0);
      try {
        if (lastId > 0) {
          stream.lastId = lastId;
          const missed = await eventsSince(app.db, userId, lastId, MAX_REPLAY);
          if (missed.complete) {
            app.metrics.liveResumes.inc();
            for (const event of missed.events) stream.send(event);
          } else {
            app.metrics.liveResyncs.inc();
            stream.resync();
          }
        }
      } catch (error) {
        request.log.warn({ err: error }, 'could not replay missed events; the client resyncs');
        stream.resync();
      }
      stream.release();
      // The stream asks nothing more of the database (events come from the listener): its place at
      // PGlite's admission is free now, or a thousand open streams would hold every place.
      app.db.admission?.release(request.work);
    },
  );
};
