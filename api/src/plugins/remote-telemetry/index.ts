import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { insertRemoteLoads } from '../../db/queries/remote-loads.js';
import { messageBody } from '../../lib/envelope.js';
import { remoteLoadLabels } from '../ops/metrics-registry.js';
import { consumeRateLimits, sendTooManyRequests, type RateLimit } from '../../lib/rate-limit.js';
import { judgeCanaries } from './canary-abort.js';
import { abortedCanaries, bucketOf, compositionBase, resolveCompositionText } from './canary-composition.js';
import { fieldDataRoutes } from './field-data-routes.js';
import { remoteLoadsBody } from './remote-loads-schema.js';
import { servedBuildsFor } from './served-builds.js';
import { telemetryConfig, type TelemetryConfig } from './telemetry-config.js';
import type { TelemetryContext } from './telemetry-context.js';
import { loadViewTokens, VIEW_TOKEN_TIMING } from './view-token.js';

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
 * field data (field-data-routes.ts), and the first two judge the canaries they concern;
 * `app.compositionFor` hands each browser the composition for its bucket, leaving out aborted
 * canaries; and every page the store serves comes with a view token (view-token.ts).
 */
export const remoteTelemetry = fp<Partial<TelemetryConfig>>(
  async function remoteTelemetry(app: FastifyInstance, overrides) {
    const context: TelemetryContext = {
      config: { ...telemetryConfig(), ...overrides },
      tokens: await loadViewTokens(app.db),
      aborted: abortedCanaries(app.db),
    };
    app.decorate('compositionFor', async (text: string, request: FastifyRequest, reply: FastifyReply) =>
      resolveCompositionText(text, bucketOf(request, reply), compositionBase(request), context.aborted.has),
    );
    // After the page cache: a kept page is the same for every guest, its token never is.
    app.addHook('onSend', async (request, reply, payload) => {
      if (isPage(request, reply)) {
        const timing = `${VIEW_TOKEN_TIMING};desc="${context.tokens.issue(request.ip)}"`;
        const existing = reply.getHeader('server-timing');
        reply.header('server-timing', existing === undefined ? timing : `${String(existing)}, ${timing}`);
      }
      return payload;
    });
    await app.register(telemetryRoutes(context), { prefix: '/api' });
    await app.register(fieldDataRoutes(context), { prefix: '/api' });
  },
  { name: 'remote-telemetry' },
);

/** An HTML page answered to a GET: a page the store served, rendered on the server or by the browser. */
function isPage(request: FastifyRequest, reply: FastifyReply): boolean {
  const status = reply.statusCode;
  return (
    request.method === 'GET' && (status === 200 || status === 304) && /^text\/html\b/.test(String(reply.getHeader('content-type') ?? ''))
  );
}

function telemetryRoutes({ config, tokens, aborted }: TelemetryContext): FastifyPluginAsyncZod {
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
}
