import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderRoutes } from './order-routes.js';
import { placementRoutes } from './placement-routes.js';

/** The orders area under /api (all (auth)); its browser pages are `orderPages` (./pages.ts), mounted at the root. */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(orderRoutes);
  await app.register(placementRoutes);
};

export { orderPages } from './pages.js';
