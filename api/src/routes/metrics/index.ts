import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { sendTooManyRequests } from '../../lib/too-many-requests.js';
import type { StorefrontMetrics } from '../../plugins/ops/metrics-registry.js';

/** GET /metrics: the Prometheus text of `app.metrics` (plugins/ops/metrics.ts, docs/metrics.md). */
export const metricsRoutes: FastifyPluginAsync = async function metricsRoutes(app) {
  app.get('/metrics', { logLevel: 'silent', schema: { hide: true } }, async (request, reply) => sendMetrics(request, reply, app.metrics));
};

/**
 * GET /metrics opens to OPS_TOKEN as a bearer token (unset, /metrics does not exist to anyone).
 * Without the token the answer is the same 404 as for any unknown path (the not-found handler's
 * own), so a scanner cannot tell that metrics exist here; Prometheus is configured with the token
 * and a scrape failing with 404 is as visible to its operator as a 401. An address that has sent
 * too many wrong tokens is refused (ops-access.ts).
 */
async function sendMetrics(request: FastifyRequest, reply: FastifyReply, recorded: StorefrontMetrics) {
  const verdict = request.server.opsAccess.judge(request, 'bearer');
  if (typeof verdict === 'object') return sendTooManyRequests(reply, verdict);
  if (verdict !== 'operator') return reply.callNotFound();
  const text = await recorded.registry.metrics();
  return reply.header('cache-control', 'no-store').type(recorded.registry.contentType).send(text);
}
