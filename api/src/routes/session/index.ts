import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { revokeToken } from '../../db/queries/access-tokens.js';
import { messageBody } from '../../lib/envelope.js';
import { signedIn } from '../../plugins/authenticate.js';

export const LOGGED_OUT_MESSAGE = 'auth.logged_out';

/**
 * GET /logout (POST accepted too): revokes the token the request came with. The storefront clears
 * its session whatever the answer (docs/product.md#messages), so this only has to make the token useless.
 */
const logoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = {
    schema: { tags: ['auth'], summary: 'Log out (revoke this token)', response: { 200: messageBody } },
  };
  const logout = async (request: FastifyRequest) => {
    if (request.session) await revokeToken(app.db, request.session.tokenId);
    return { message: request.t(LOGGED_OUT_MESSAGE) };
  };
  app.get('/logout', options, logout);
  app.post('/logout', options, logout);
};

export const sessionRoutes = signedIn(logoutRoutes);
