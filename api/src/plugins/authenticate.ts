import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findLiveToken } from '../db/queries/access-tokens.js';
import { bearerToken, hashToken } from '../lib/access-token.js';

export interface SessionUser {
  id: number;
  /** The access token this request came with (logout revokes it). */
  tokenId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.requireUser` (auth routes) or `app.optionalUser` (catalogue: is_favorite). */
    session: SessionUser | null;
  }
  interface FastifyInstance {
    /**
     * onRequest hook of (auth) routes: 401 `{ message: 'Unauthenticated.' }` without a live token.
     * onRequest runs before the body is parsed and validated, so a stranger gets 401, never a 422.
     */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler of public routes that read the caller when a token is sent, ignoring a bad one. */
    optionalUser: (request: FastifyRequest) => Promise<void>;
  }
}

async function resolveSession(app: FastifyInstance, request: FastifyRequest): Promise<SessionUser | null> {
  const token = bearerToken(request.headers.authorization);
  if (!token) return null;
  const owner = await findLiveToken(app.db, hashToken(token));
  return owner ? { id: owner.user_id, tokenId: owner.token_id } : null;
}

/** Bearer-token sessions for the (auth) calls of the contract. */
export const authenticate = fp(async (app: FastifyInstance) => {
  app.decorateRequest('session', null);
  app.decorate('requireUser', async (request: FastifyRequest, reply: FastifyReply) => {
    request.session = await resolveSession(app, request);
    if (!request.session) return reply.code(401).send({ message: request.t('http.unauthenticated') });
  });
  app.decorate('optionalUser', async (request: FastifyRequest) => {
    request.session = await resolveSession(app, request);
  });
});

/** The signed-in user's id inside a handler guarded by `requireUser`. */
export function sessionUserId(request: FastifyRequest): number {
  if (!request.session) throw new Error('sessionUserId() used on a route without requireUser');
  return request.session.id;
}
