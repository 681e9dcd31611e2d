import type { FastifyPluginAsync } from 'fastify';
import { categoryRoutes } from './categories.js';
import { flashSaleRoutes } from './flash-sales.js';
import { homeRoutes } from './home.js';
import { productRoutes } from './products.js';
import { reviewRoutes } from './reviews.js';
import { shopRoutes } from './shops.js';
import { suggestionRoutes } from './suggestions.js';

/**
 * The public catalogue (docs/api.md#catalogue). A bearer token, when sent, fills is_favorite;
 * a missing or bad one just makes the caller a guest. Prices come from the product_pricing view.
 */
export const catalogRoutes: FastifyPluginAsync = async (app) => {
  await app.register(homeRoutes);
  await app.register(productRoutes);
  await app.register(categoryRoutes);
  await app.register(shopRoutes);
  await app.register(reviewRoutes);
  await app.register(flashSaleRoutes);
  await app.register(suggestionRoutes);
};
