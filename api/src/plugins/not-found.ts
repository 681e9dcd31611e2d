import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { REFERENCE_LOCALE, translate } from '../i18n/translate.js';
import { pathnameOf, type StaticHosting } from './static-hosting.js';

function sendNotFound(request: FastifyRequest, reply: FastifyReply): void {
  const pathname = pathnameOf(request.url);
  // The request's language when request-language.ts ran (an app without it answers in English).
  const inLanguage = request.locale || REFERENCE_LOCALE;
  const message =
    pathname === '/api' || pathname.startsWith('/api/')
      ? translate({ id: 'http.route_not_found', params: { method: request.method, path: pathname } }, inLanguage)
      : translate({ id: 'http.not_found' }, inLanguage);
  reply.code(404).header('cache-control', 'no-cache').send({ message });
}

/**
 * Storefront deep links (/products/5/details) get the shell's index.html; anything else that
 * matched nothing, API or not, gets a JSON 404 `{ message }`.
 * Deliberately not async: returning the reply (a thenable) would make Fastify and the promise
 * machinery subscribe to the response again at every hop. The app's one 404 handler, hence `fp`.
 */
export const notFound = fp<{ hosting: StaticHosting }>(
  async function notFound(app: FastifyInstance, { hosting }) {
    app.setNotFoundHandler((request, reply) => {
      hosting.trySpaFallback(request, reply).then(
        (answered) => {
          if (!answered) sendNotFound(request, reply);
        },
        (error: unknown) => reply.send(error),
      );
    });
  },
  { name: 'not-found' },
);
