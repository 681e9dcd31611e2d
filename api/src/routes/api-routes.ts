import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './account/index.js';
import { authRoutes } from './auth/index.js';
import { cartRoutes } from './cart/index.js';
import { catalogRoutes } from './catalog/index.js';
import { contentRoutes } from './content/index.js';
import { countryRoutes } from './countries/index.js';
import { langRoutes } from './lang/index.js';
import { masterRoutes } from './master/index.js';
import { ordersRoutes } from './orders/index.js';
import { sessionRoutes } from './session/index.js';
import { supportRoutes } from './support/index.js';
import { ticketRoutes } from './tickets/index.js';

/** Every area of the storefront contract, mounted under /api by the app. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(masterRoutes);
  await app.register(langRoutes);
  await app.register(countryRoutes);
  await app.register(contentRoutes);
  await app.register(supportRoutes);
  await app.register(sessionRoutes);
  await app.register(authRoutes);
  await app.register(catalogRoutes);
  await app.register(accountRoutes);
  await app.register(ticketRoutes);
  await app.register(cartRoutes);
  await app.register(ordersRoutes);
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  app.get('/docs', { schema: { hide: true } }, async () => app.swagger());
};
