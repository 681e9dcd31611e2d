import type { FastifyPluginAsync } from 'fastify';
import { contentRoutes } from './content/index.js';
import { countryRoutes } from './countries/index.js';
import { langRoutes } from './lang/index.js';
import { masterRoutes } from './master/index.js';
import { sessionRoutes } from './session/index.js';
import { supportRoutes } from './support/index.js';

/** Every area of the storefront contract, mounted under /api by the app. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(masterRoutes);
  await app.register(langRoutes);
  await app.register(countryRoutes);
  await app.register(contentRoutes);
  await app.register(supportRoutes);
  await app.register(sessionRoutes);
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
};
