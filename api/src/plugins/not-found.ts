import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pathnameOf, type StaticHosting } from './static-hosting.js';

function sendNotFound(request: FastifyRequest, reply: FastifyReply): void {
  const pathname = pathnameOf(request.url);
  const message =
    pathname === '/api' || pathname.startsWith('/api/')
      ? `The route ${request.method} ${pathname} could not be found.`
      : 'Not Found';
  reply.code(404).header('cache-control', 'no-cache').send({ message });
}

/**
 * Storefront deep links (/products/5/details) get the shell's index.html; anything else that
 * matched nothing, API or not, gets a JSON 404 `{ message }`.
 * Deliberately not async: returning the reply (a thenable) would make Fastify and the promise
 * machinery subscribe to the response again at every hop.
 */
export function installNotFoundHandler(app: FastifyInstance, hosting: StaticHosting): void {
  app.setNotFoundHandler((request, reply) => {
    hosting.trySpaFallback(request, reply).then(
      (answered) => {
        if (!answered) sendNotFound(request, reply);
      },
      (error: unknown) => reply.send(error),
    );
  });
}
