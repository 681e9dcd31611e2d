import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { missedEvents } from '../../db/queries/shopper-events.js';
import { sessionUserId } from '../../plugins/authenticate.js';
import { liveEvent } from '../../schemas/live-events.js';

/** How soon a client reconnects after the stream broke (SSE `retry`). */
export const RETRY_MS = 3000;
/** At most this many missed events are replayed; more and the client refetches (resync). */
const MAX_REPLAY = 500;
/**
 * A stream past the user's limit comes back after this (seconds): a place frees up only when one
 * of the user's other browsers closes its stream, which nothing announces.
 */
const USER_LIMIT_RETRY_AFTER_S = 30;

const headers = z.object({
  // The id of the last event the client had (SSE's reconnection header; a fetch client sends it too).
  // Ids are random UUIDs (docs/live-updates.md, "Event ids"). Any id of this looser shape that is not
  // one of the caller's kept events gets resync rather than 422: a client refused would send the
  // same id again on every reconnect.
  'last-event-id': z
    .string()
    .regex(/^[0-9A-Za-z-]{1,64}$/)
    .optional(),
});

/**
 * GET /api/events: the caller's own events as Server-Sent Events (docs/live-updates.md). An
 * order's status or payment, a ticket's reply or status, the basket or wishlist changed elsewhere,
 * and this session revoked (then the stream ends). `Last-Event-ID` replays what was missed, or
 * sends `resync` when the id is not one of the caller's kept events (pruned, forged, another's).
 */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/events',
    {
      schema: {
        tags: ['account'],
        summary: "The caller's own events, as they happen (text/event-stream)",
        description:
          'Server-Sent Events, each as the 200 schema describes it. Reconnect with `Last-Event-ID` to get what was missed. ' +
          '429: this user has too many streams open; 503: this instance has (both with Retry-After).',
        headers,
        response: {
          200: { description: 'One SSE message per event', content: { 'text/event-stream': { schema: liveEvent } } },
          429: z.object({ message: z.string() }),
          503: z.object({ message: z.string() }),
        },
      },
    },
    async (request, reply) => {
      const userId = sessionUserId(request);
      const refusal = app.liveStreams.refusal(userId);
      if (refusal === 'user')
        return reply
          .code(429)
          .header('retry-after', String(USER_LIMIT_RETRY_AFTER_S))
          .send({ message: request.t('live.too_many_streams') });
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
      stream.retry(RETRY_MS);
      const lastEventId = request.headers['last-event-id'];
      try {
        if (lastEventId) {
          const missed = await missedEvents(app.db, userId, lastEventId, MAX_REPLAY);
          if (missed) {
            app.metrics.liveResumes.inc();
            stream.lastId = missed.lastId;
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
      // The stream asks the database nothing more (events come from the listener; only one that fell
      // behind a burst reads the log, live-streams.ts): its place at PGlite's admission is free now,
      // or a thousand open streams would hold every place.
      app.db.admission?.release(request.work);
    },
  );
};
