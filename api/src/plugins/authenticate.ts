import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../db/database-unavailable.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findLiveToken } from '../db/queries/access-tokens.js';
import { bearerToken, hashToken, type SessionUser } from '../lib/access-token.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.requireUser` (auth routes) or `app.optionalUser` (catalogue: is_favorite). */
    session: SessionUser | null;
  }
  interface FastifyInstance {
    /**
     * onRequest hook of the (auth) routes, which `signedIn` areas add once for all their routes:
     * 401 `{ message: 'Unauthenticated.' }` without a live token. onRequest runs before the body is
     * parsed and validated (and before a multipart form is read), so a stranger gets 401, never a 422.
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

/** Bearer-token sessions for the (auth) calls of the contract: decorates the root, hence `fp`. */
export const authenticate = fp(
  async function authenticate(app: FastifyInstance) {
    app.decorateRequest('session', null);
    app.decorate('requireUser', async (request: FastifyRequest, reply: FastifyReply) => {
      request.session = await resolveSession(app, request);
      if (!request.session) return reply.code(401).send({ message: request.t('http.unauthenticated') });
    });
    // A public answer does not need the shopper: while the database cannot be reached they get the
    // guest's (kept) answer, without their favourites, rather than a 503 (docs/operating.md).
    app.decorate('optionalUser', async (request: FastifyRequest) => {
      request.session = await resolveSession(app, request).catch((error: unknown) => {
        if (isDatabaseUnavailable(error)) return null;
        throw error;
      });
    });
  },
  { name: 'authenticate' },
);

/** The OpenAPI marking of a route that needs a bearer token. */
export const BEARER_SECURITY = [{ bearer: [] }];

/** onRoute: documents the route as needing a bearer token, unless it says otherwise itself. */
function markSignedIn(route: RouteOptions): void {
  if (route.schema?.hide) return;
  if (!route.schema?.security) route.schema = { ...route.schema, security: BEARER_SECURITY };
}

/**
 * The signed-in part of an area: an encapsulated plugin that registers `routes` behind one
 * onRequest check (`requireUser`, above) and marks each of them with bearer security in the
 * OpenAPI document. A route registered in it cannot forget either; a route outside it that calls
 * `sessionUserId` fails loudly (500, caught by the fuzz probe) rather than serving a stranger.
 */
export function signedIn(...routes: FastifyPluginAsyncZod[]): FastifyPluginAsync {
  return async function signedInRoutes(app) {
    app.addHook('onRoute', markSignedIn);
    app.addHook('onRequest', app.requireUser);
    for (const plugin of routes) await app.register(plugin);
  };
}

/** The signed-in user's id inside a handler guarded by `requireUser`. */
export function sessionUserId(request: FastifyRequest): number {
  if (!request.session) throw new Error('sessionUserId() used on a route without requireUser');
  return request.session.id;
}
