import { z } from 'zod';
import { messageToken } from '../../i18n/message.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productPrices } from '../../db/queries/catalog-pricing.js';
import { findReviewPage, ratingSummary, type ReviewTarget } from '../../db/queries/catalog-reviews.js';
import { isActiveShop } from '../../db/queries/catalog-shops.js';
import { envelope, messageBody } from '../../lib/envelope.js';
import { CATALOG_TABLES, Missing } from '../../plugins/public-answers.js';
import { optionalIdField, paginationQuery } from '../../schemas/fields.js';
import { ratingSummary as ratingSummarySchema, review } from '../../schemas/catalog.js';

/** Exactly one of product_id and shop_id. */
const reviewsQuery = z
  .object({ product_id: optionalIdField(), shop_id: optionalIdField(), ...paginationQuery.shape })
  .superRefine((query, ctx) => {
    if (query.product_id === undefined && query.shop_id === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['product_id'],
        message: messageToken('validation.review_target_required'),
      });
    } else if (query.product_id !== undefined && query.shop_id !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['shop_id'], message: messageToken('validation.review_target_both') });
    }
  });

const reviewsResponse = envelope(
  z.object({ average_rating_percentage: ratingSummarySchema, total: z.number().int(), reviews: z.array(review) }),
);

async function targetExists(db: Parameters<typeof isActiveShop>[0], target: ReviewTarget): Promise<boolean> {
  if ('shopId' in target) return isActiveShop(db, target.shopId);
  return (await productPrices(db, [target.productId])).get(target.productId)?.isVisible === true;
}

/** GET /reviews: a product's or a shop's rating summary and reviews, newest first. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reviews',
    {
      schema: {
        tags: ['catalogue'],
        summary: "A product's or a shop's reviews with the rating summary (give product_id or shop_id)",
        querystring: reviewsQuery,
        response: { 200: reviewsResponse, 404: messageBody },
      },
    },
    async (request, reply) =>
      app.publicAnswer(request, reply, { tables: [...CATALOG_TABLES, 'reviews', 'users'] }, async () => {
        const { product_id: productId, shop_id: shopId } = request.query;
        const target: ReviewTarget = productId !== undefined ? { productId } : { shopId: shopId! };
        if (!(await targetExists(app.db, target))) return new Missing('productId' in target ? 'not_found.product' : 'not_found.shop');
        const [summary, reviews] = await Promise.all([ratingSummary(app.db, target), findReviewPage(app.db, target, request.query)]);
        return { data: { average_rating_percentage: summary, total: summary.total_review, reviews } };
      }),
  );
};
