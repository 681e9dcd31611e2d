import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { abortedCanaries, bucketOf, compositionBase, resolveCompositionText } from './canary-composition.js';
import { telemetryConfig, type TelemetryConfig } from './telemetry-config.js';
import type { TelemetryContext } from './telemetry-context.js';
import { loadViewTokens, VIEW_TOKEN_TIMING } from './view-token.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** composition.json's text resolved for this browser's canary bucket (sets the bucket cookie when missing). */
    compositionFor(text: string, request: FastifyRequest, reply: FastifyReply): Promise<string>;
    /** What the telemetry routes (routes/telemetry/) share: the rules' numbers, the view tokens, the aborted canaries. */
    telemetry: TelemetryContext;
  }
}

/**
 * Remote-load telemetry, field data and canaries (docs/composition.md): `app.telemetry` for the
 * routes that take the shell's beacons and judge the canaries they concern (routes/telemetry/);
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
    app.decorate('telemetry', context);
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
