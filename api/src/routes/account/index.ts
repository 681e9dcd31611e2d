import type { FastifyPluginAsync } from 'fastify';
import { addressRoutes } from './addresses.js';
import { favoriteRoutes } from './favorites.js';
import { profileRoutes } from './profile.js';

/** The shopper's account (all (auth)): profile, password, addresses, favourites. */
export const accountRoutes: FastifyPluginAsync = async (app) => {
  await app.register(profileRoutes);
  await app.register(addressRoutes);
  await app.register(favoriteRoutes);
};
