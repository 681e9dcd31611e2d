import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findCategory, findCategoryPage } from '../../db/queries/catalog-categories.js';
import { isActiveShop } from '../../db/queries/catalog-shops.js';
import { envelope, messageBody } from '../../lib/envelope.js';
import { Missing } from '../../plugins/public-answers.js';
import { idField, paginationQuery } from '../../schemas/fields.js';
import { CATALOG } from './catalog-helpers.js';
import { category } from '../../schemas/catalog.js';

const categoryPage = envelope(z.object({ total: z.number().int(), categories: z.array(category) }));
const subCategories = envelope(z.object({ sub_categories: category.shape.sub_categories }));

/**
 * GET /categories, /sub-categories and /shop-categories. Only categories and sub-categories with
 * listed products are shown (in that shop, for a shop's).
 */
export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/categories',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Categories with their sub-categories',
        querystring: paginationQuery,
        response: { 200: categoryPage },
      },
    },
    async (request, reply) =>
      app.publicAnswer(request, reply, CATALOG, async () => ({
        data: await findCategoryPage(app.db, { ...request.query, locale: request.locale }),
      })),
  );

  app.get(
    '/sub-categories',
    {
      schema: {
        tags: ['catalogue'],
        summary: "A category's sub-categories",
        querystring: z.object({ category_id: idField() }),
        response: { 200: subCategories, 404: messageBody },
      },
    },
    async (request, reply) =>
      app.publicAnswer(request, reply, CATALOG, async () => {
        const found = await findCategory(app.db, request.query.category_id, request.locale);
        return found ? { data: { sub_categories: found.sub_categories } } : new Missing('not_found.category');
      }),
  );

  app.get(
    '/shop-categories',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The categories a shop has products in',
        querystring: z.object({ shop_id: idField(), ...paginationQuery.shape }),
        response: { 200: categoryPage, 404: messageBody },
      },
    },
    async (request, reply) =>
      app.publicAnswer(request, reply, CATALOG, async () => {
        const { shop_id: shopId, page, per_page } = request.query;
        if (!(await isActiveShop(app.db, shopId))) return new Missing('not_found.shop');
        return { data: await findCategoryPage(app.db, { page, per_page, shopId, locale: request.locale }) };
      }),
  );
};
