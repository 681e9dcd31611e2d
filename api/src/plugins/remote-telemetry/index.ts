import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { insertRemoteLoads } from '../../db/queries/remote-loads.js';
import { messageBody } from '../../lib/envelope.js';
import { remoteLoadLabels } from '../ops/metrics-registry.js';
import { consumeRateLimits, sendTooManyRequests, type RateLimit } from '../../lib/rate-limit.js';
import { judgeCanaries } from './canary-abort.js';
import { abortedCanaries, bucketOf, compositionBase, resolveCompositionText } from './canary-composition.js';
import { reportedCanaries, type FileCanary } from './canary-file.js';
import { fieldDataRoutes } from './field-data-routes.js';
import { remoteLoadsBody } from './remote-loads-schema.js';
import { telemetryConfig, type TelemetryConfig } from './telemetry-config.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** composition.json's text resolved for this browser's canary bucket (sets the bucket cookie when missing). */
    compositionFor(text: string, request: FastifyRequest, reply: FastifyReply): Promise<string>;
  }
}

export const TELEMETRY_ACCEPTED_MESSAGE = 'telemetry.accepted';

/**
 * Remote-load telemetry, field data and canaries (docs/composition.md): POST
 * /api/telemetry/remote-loads stores the shell's load reports, /page-views and /remote-errors its
 * field data (field-data-routes.ts), and each judges the canaries it concerns; `app.compositionFor`
 * hands each browser the composition for its bucket, leaving out aborted canaries.
 */
export const remoteTelemetry = fp<Partial<TelemetryConfig>>(
  async function remoteTelemetry(app: FastifyInstance, overrides) {
    const config = { ...telemetryConfig(), ...overrides };
    const aborted = abortedCanaries(app.db);
    app.decorate('compositionFor', async (text: string, request: FastifyRequest, reply: FastifyReply) =>
      resolveCompositionText(text, bucketOf(request, reply), compositionBase(request), aborted.has),
    );
    await app.register(telemetryRoutes(config, aborted.forget), { prefix: '/api' });
    await app.register(fieldDataRoutes(config, aborted.forget), { prefix: '/api' });
  },
  { name: 'remote-telemetry' },
);

function telemetryRoutes(config: TelemetryConfig, abortsChanged: () => void): FastifyPluginAsyncZod {
  const perAddress: RateLimit = { name: 'telemetry:address', max: config.batchesPerMinute, windowSeconds: 60 };
  return async (app) => {
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
        await insertRemoteLoads(
          app.db,
          loads.map((load) => ({
            remote: load.remote,
            version: load.version ?? null,
            manifest: load.manifest,
            canary: load.canary,
            preview: load.served === 'preview',
            durationMs: load.duration_ms,
            ok: load.outcome === 'ok',
            phase: load.outcome === 'ok' ? null : (load.phase ?? null),
          })),
        );
        for (const load of loads) app.metrics.remoteLoads.inc(remoteLoadLabels(load));
        const aborted = await judgeReported(app, request, loads, config);
        for (const canary of aborted) app.metrics.canaryAborts.inc({ remote: canary.remote });
        // This instance hands out the stable build at once; the others within ABORTS_CACHE_MS.
        if (aborted.length) abortsChanged();
        return reply.code(202).send({ message: request.t(TELEMETRY_ACCEPTED_MESSAGE) });
      },
    );
  };
}

/** The canaries of the current composition.json that this batch reported loads of. */
async function judgeReported(
  app: FastifyInstance,
  request: FastifyRequest,
  loads: z.infer<typeof remoteLoadsBody>['loads'],
  config: TelemetryConfig,
): Promise<FileCanary[]> {
  const reported = new Set(loads.filter((load) => load.canary).map((load) => `${load.remote} ${load.manifest}`));
  const canaries = await reportedCanaries(app.config.compositionFile, compositionBase(request), reported);
  if (!canaries.length) return [];
  return judgeCanaries(app.db, canaries, { window: config.abortWindow, margin: config.abortMargin }, request.log);
}
