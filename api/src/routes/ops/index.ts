import type { FastifyPluginAsync } from 'fastify';
import { sendTooManyRequests } from '../../lib/too-many-requests.js';
import { compositionBase } from '../../plugins/remote-telemetry/canary-composition.js';
import { readCompositionText } from '../../plugins/remote-telemetry/canary-file.js';
import { loadPageFrame, sendHtml } from '../../rendering/server-pages.js';
import { opsPage } from './ops-html.js';
import { readOpsOverview } from './ops-overview.js';

export interface OpsPageOptions {
  opsToken: string | undefined;
  compositionFile: string;
}

/**
 * GET /ops (docs/composition.md, "A page for ops"): each remote's stable, canary and preview builds
 * with their loads, failures, errors and p75 vitals over the last hour and day, a sparkline of page
 * views per build, the canary aborts and the composition file's checks. Read-only, server-rendered,
 * behind OPS_TOKEN (HTTP Basic with the token as the password, or Bearer); without OPS_TOKEN it
 * does not exist.
 */
export const opsPageRoutes: FastifyPluginAsync<OpsPageOptions> = async (app, options) => {
  app.get('/ops', { schema: { hide: true } }, async (request, reply) => {
    if (!options.opsToken) return reply.callNotFound();
    const verdict = app.opsAccess.judge(request, 'bearer-or-basic');
    if (typeof verdict === 'object') return sendTooManyRequests(reply, verdict);
    if (verdict !== 'operator') {
      return reply
        .code(401)
        .header('www-authenticate', 'Basic realm="Store operations", charset="UTF-8"')
        .header('cache-control', 'no-store')
        .send({ message: 'The operator token is needed (OPS_TOKEN, as the password).' });
    }
    const text = await readCompositionText(options.compositionFile);
    const [overview, { frame }] = await Promise.all([readOpsOverview(app.db, text, compositionBase(request)), loadPageFrame(app, request)]);
    // An operators' page: English whatever the shopper's language cookie says.
    return sendHtml(reply, 200, opsPage({ ...frame, lang: 'en', dir: 'ltr' }, overview));
  });
};
