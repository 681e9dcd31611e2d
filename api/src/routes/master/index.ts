import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CATALOG_TABLES } from '../../plugins/public-answers.js';
import { loadMasterData } from './master-data.js';
import { masterResponse } from '../../schemas/master.js';

/** GET /master: the storefront's settings, languages and category tree in one call. */
export const masterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/master',
    { schema: { tags: ['settings'], summary: 'Store settings', response: { 200: masterResponse } } },
    async (request, reply) =>
      app.publicAnswer(request, reply, { tables: [...CATALOG_TABLES, 'languages'] }, async () => ({
        data: await loadMasterData(
          app.db,
          Boolean(app.config.sellerUrl),
          request.locale,
          (gateways, environment) => app.payments.offeredGateways(gateways, environment),
          request.log,
        ),
      })),
  );
};
