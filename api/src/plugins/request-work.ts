import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { RequestWork, runWithRequestWork } from '../db/request-work.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** What this request asked of the database (db/request-work.ts). */
    work: RequestWork;
  }
}

export interface RequestWorkOptions {
  /** Called when a response is done, with what it cost (tests count statements per route). */
  onDone?: ((request: FastifyRequest, work: RequestWork) => void) | undefined;
}

/**
 * Opens a database account for every request, so statements are counted per request and PGlite
 * admits a request once and frees its place when the response is done or the client gave up.
 */
export const requestWork = fp(
  async function requestWork(app: FastifyInstance, options: RequestWorkOptions) {
    app.decorateRequest('work', null as unknown as RequestWork);
    // Callback style, so that everything after this hook (body parsing, handler) runs inside the scope.
    app.addHook('onRequest', (request, _reply, done) => {
      request.work = new RequestWork();
      runWithRequestWork(request.work, done);
    });
    app.addHook('onResponse', async (request) => {
      app.db.admission?.release(request.work);
      options.onDone?.(request, request.work);
    });
    app.addHook('onRequestAbort', async (request) => {
      app.db.admission?.release(request.work);
    });
  },
  { name: 'request-work' },
);
