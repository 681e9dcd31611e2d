import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentFlashSales, findFlashSale } from '../../db/queries/catalog-flash-sales.js';
import { findProductPage } from '../../db/queries/catalog-products.js';
import { envelope, messageBody } from '../../lib/envelope.js';
import { Missing } from '../../plugins/public-answers.js';
import { idField, optionalIdField, paginationQuery } from '../../schemas/fields.js';
import { CATALOG, flashSaleWithProducts } from './catalog-helpers.js';
import { currentFlashSales as currentFlashSalesSchema, flashSaleSummary, optionalBearer, product } from '../../schemas/catalog.js';

/** GET /flash-sales (the running and the next incoming sale) and /flash-sale/{id}/details. */
export const flashSaleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/flash-sales',
    {
      preHandler: app.optionalUser,
      schema: {
        tags: ['catalogue'],
        summary: 'The running flash sale and the next incoming one, each with its first products',
        security: optionalBearer,
        response: { 200: envelope(currentFlashSalesSchema) },
      },
    },
    async (request, reply) =>
      app.publicAnswer(request, reply, CATALOG, async () => {
        const sales = await currentFlashSales(app.db, request.locale);
        const [incoming, running] = await Promise.all([
          flashSaleWithProducts(app.db, sales.incoming, request.locale),
          flashSaleWithProducts(app.db, sales.running, request.locale),
        ]);
        return { data: { incoming_flash_sale: incoming, running_flash_sale: running } };
      }),
  );

  app.get(
    '/flash-sale/:id/details',
    {
      preHandler: app.optionalUser,
      schema: {
        tags: ['catalogue'],
        summary: "A flash sale's products, optionally of one category",
        security: optionalBearer,
        params: z.object({ id: idField() }),
        querystring: z.object({ category_id: optionalIdField(), ...paginationQuery.shape }),
        response: {
          200: envelope(z.object({ total_products: z.number().int(), flash_sale: flashSaleSummary, products: z.array(product) })),
          404: messageBody,
        },
      },
    },
    async (request, reply) =>
      app.publicAnswer(request, reply, CATALOG, async () => {
        const sale = await findFlashSale(app.db, request.params.id, request.locale);
        if (!sale) return new Missing('not_found.flash_sale');
        const page = await findProductPage(app.db, {
          page: request.query.page,
          per_page: request.query.per_page,
          filters: { flashSaleId: sale.id, categoryId: request.query.category_id },
          viewerId: null,
          locale: request.locale,
        });
        return { data: { total_products: page.total, flash_sale: sale, products: page.products } };
      }),
  );
};
