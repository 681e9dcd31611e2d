import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countFavorites, favoriteProductIds, isListedProduct, toggleFavorite } from '../../db/queries/account-favorites.js';
import { productCards } from '../../db/queries/catalog-products.js';
import { envelope, validationErrorBody } from '../../lib/envelope.js';
import { invalidSelection } from '../../lib/http-errors.js';
import { limitOffset } from '../../lib/pagination.js';
import { paginationQuery } from '../../schemas/fields.js';
import { sessionUserId } from '../../plugins/authenticate.js';
import { product as productSchema } from '../../schemas/catalog.js';
import { favoriteBody } from './schemas.js';

export const FAVORITE_ADDED_MESSAGE = 'account.favorite_added';
export const FAVORITE_REMOVED_MESSAGE = 'account.favorite_removed';

const tags = ['account'];

/** The wishlist (a 401 here clears the storefront's session: docs/product.md#messages). */
export const favoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/favorite-add-or-remove',
    {
      schema: {
        tags,
        summary: 'Add a product to the favourites, or remove it',
        body: favoriteBody,
        response: { 200: envelope(z.object({ product: productSchema })), 422: validationErrorBody },
      },
    },
    async (request) => {
      const userId = sessionUserId(request);
      const productId = request.body.product_id;
      if (!(await isListedProduct(app.db, productId))) throw invalidSelection('product_id');
      const isFavorite = await toggleFavorite(app.db, userId, productId);
      const [product] = await productCards(app.db, [productId], userId, request.locale);
      // Hidden between the check and now: as unknown as it was not there.
      if (!product) throw invalidSelection('product_id');
      return { message: request.t(isFavorite ? FAVORITE_ADDED_MESSAGE : FAVORITE_REMOVED_MESSAGE), data: { product } };
    },
  );

  app.get(
    '/favorite-products',
    {
      schema: {
        tags,
        summary: 'The favourite products, latest first',
        querystring: paginationQuery,
        response: { 200: envelope(z.object({ total: z.number(), products: z.array(productSchema) })) },
      },
    },
    async (request) => {
      const userId = sessionUserId(request);
      const { limit, offset } = limitOffset(request.query);
      const [total, ids] = await Promise.all([countFavorites(app.db, userId), favoriteProductIds(app.db, userId, limit, offset)]);
      return { data: { total, products: await productCards(app.db, ids, userId, request.locale) } };
    },
  );
};
