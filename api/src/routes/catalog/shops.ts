import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findShopDetails, findShopPage } from '../../db/queries/catalog-shops.js';
import { envelope, messageBody } from '../../lib/envelope.js';
import { Missing } from '../../plugins/public-answers.js';
import { idField, paginationQuery } from '../../schemas/fields.js';
import { CATALOG } from './catalog-helpers.js';
import { shop, shopDetails } from '../../schemas/catalog.js';

/**
 * GET /shops and /shops/{id}. Answered in single-vendor mode too: the storefront only hides the
 * link (docs/product.md#who-it-is-for), and a shop's page must still open from its products.
 */
export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shops',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Shops',
        querystring: paginationQuery,
        response: { 200: envelope(z.object({ total: z.number().int(), shops: z.array(shop) })) },
      },
    },
    async (request, reply) => app.publicAnswer(request, reply, CATALOG, async () => ({ data: await findShopPage(app.db, request.query) })),
  );

  app.get(
    '/shops/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One shop with its description and banners',
        params: z.object({ id: idField() }),
        response: { 200: envelope(z.object({ shop: shopDetails })), 404: messageBody },
      },
    },
    async (request, reply) =>
      app.publicAnswer(request, reply, CATALOG, async () => {
        const found = await findShopDetails(app.db, request.params.id);
        return found ? { data: { shop: found } } : new Missing('not_found.shop');
      }),
  );
};
