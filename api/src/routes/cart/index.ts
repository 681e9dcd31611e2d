import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartLineRoutes } from './cart-routes.js';
import { voucherRoutes } from './voucher-routes.js';

/** The cart area: basket, checkout summary and vouchers (all (auth)). */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(cartLineRoutes);
  await app.register(voucherRoutes);
};
