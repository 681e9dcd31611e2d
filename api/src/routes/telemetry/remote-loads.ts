import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { insertRemoteLoads } from '../../db/queries/remote-loads.js';
import { consumeRateLimits, type RateLimit } from '../../domain/rate-limit.js';
import { messageBody } from '../../lib/envelope.js';
import { sendTooManyRequests } from '../../lib/too-many-requests.js';
import { remoteLoadLabels } from '../../plugins/ops/metrics-registry.js';
import { judgeCanaries } from '../../plugins/remote-telemetry/canary-abort.js';
import { remoteLoadsBody } from '../../plugins/remote-telemetry/remote-loads-schema.js';
import { servedBuildsFor } from '../../plugins/remote-telemetry/served-builds.js';

/** What every telemetry beacon is answered with (202). */
export const TELEMETRY_ACCEPTED_MESSAGE = 'telemetry.accepted';

/**
 * POST /api/telemetry/remote-loads (docs/composition.md): the shell's load reports, stored and
 * counted, and the live canaries they concern judged. The shared state is `app.telemetry`
 * (plugins/remote-telemetry/).
 */
export const remoteLoadRoutes: FastifyPluginAsyncZod = async function remoteLoadRoutes(app) {
  const { config, tokens, aborted } = app.telemetry;
  const perAddress: RateLimit = { name: 'telemetry:address', max: config.batchesPerMinute, windowSeconds: 60 };
  app.post(
    '/telemetry/remote-loads',
    {
      schema: {
        tags: ['telemetry'],
        summary: "Report the shell's remote loads (a batch sent with navigator.sendBeacon)",
        body: remoteLoadsBody,
        response: { 202: messageBody, 429: messageBody },
      },
    },
    async (request, reply) => {
      const refusal = await consumeRateLimits(app.db, [{ limit: perAddress, subject: request.ip }]);
      if (refusal) return sendTooManyRequests(reply, refusal);
      const { loads } = request.body;
      const served = await servedBuildsFor(app, request, aborted.has);
      const reported = loads.map((load) => ({
        remote: load.remote,
        manifest: load.manifest,
        served: load.served ?? (load.canary ? 'canary' : 'stable'),
      }));
      await insertRemoteLoads(
        app.db,
        loads.map((load, i) => ({
          remote: load.remote,
          version: load.version ?? null,
          manifest: load.manifest,
          canary: load.canary,
          preview: load.served === 'preview',
          durationMs: load.duration_ms,
          ok: load.outcome === 'ok',
          phase: load.outcome === 'ok' ? null : (load.phase ?? null),
          judgeable: served.serves(reported[i]!),
        })),
        { source: tokens.sourceOf(request.ip), loadsPerSource: config.loadsPerSource },
      );
      for (const load of loads) app.metrics.remoteLoads.inc(remoteLoadLabels(load));
      // The live canaries this batch brought loads of that the store serves that browser.
      const canaries = served.liveCanaries.filter((canary) =>
        reported.some(
          (build) =>
            build.served === 'canary' && build.remote === canary.remote && build.manifest === canary.manifest && served.serves(build),
        ),
      );
      if (!canaries.length) return reply.code(202).send({ message: request.t(TELEMETRY_ACCEPTED_MESSAGE) });
      const abortedNow = await judgeCanaries(app.db, canaries, { window: config.abortWindow, margin: config.abortMargin }, request.log);
      for (const canary of abortedNow) app.metrics.canaryAborts.inc({ remote: canary.remote });
      // This instance hands out the stable build at once; the others within ABORTS_CACHE_MS.
      if (abortedNow.length) aborted.forget();
      return reply.code(202).send({ message: request.t(TELEMETRY_ACCEPTED_MESSAGE) });
    },
  );
};
