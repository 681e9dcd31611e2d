import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { revokeToken } from '../../db/queries/access-tokens.js';
import { messageBody } from '../../lib/envelope.js';

export const LOGGED_OUT_MESSAGE = 'auth.logged_out';

/**
 * GET /logout (POST accepted too): revokes the token the request came with. The storefront clears
 * its session whatever the answer (spec 8), so this only has to make the token useless.
 */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = {
    onRequest: app.requireUser,
    schema: { tags: ['auth'], summary: 'Log out (revoke this token)', security: [{ bearer: [] }], response: { 200: messageBody } },
  };
  const logout = async (request: FastifyRequest) => {
    if (request.session) await revokeToken(app.db, request.session.tokenId);
    return { message: request.t(LOGGED_OUT_MESSAGE) };
  };
  app.get('/logout', options, logout);
  app.post('/logout', options, logout);
};
