import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Where the instance is in its life (docs/operating.md): only 'ready' takes traffic from a balancer. */
export type Lifecycle = 'starting' | 'ready' | 'draining';

declare module 'fastify' {
  interface FastifyInstance {
    /** 'starting' until server.ts has listened and warmed up; 'draining' from SIGTERM on (lifecycle.ts). */
    lifecycle: Lifecycle;
    /** Whether anyone (a load balancer, an orchestrator) has asked GET /readyz since the start. */
    readinessWatched: boolean;
    /**
     * GET /readyz was asked (routes/health/). A route plugin's `app` is a child of this one, and a
     * value it assigns would stay its own: the flag is set here, on the instance that holds it.
     */
    readinessAsked(): void;
  }
}

/**
 * Where the instance is in its life, for the probes (routes/health/) and the graceful shutdown
 * (lifecycle.ts): `app.lifecycle` and whether a balancer watches readiness.
 */
export const health = fp(
  async function health(app: FastifyInstance) {
    app.decorate('lifecycle', 'starting' as Lifecycle);
    app.decorate('readinessWatched', false);
    app.decorate('readinessAsked', () => {
      app.readinessWatched = true;
    });

    // While draining, every response closes its connection: keep-alive clients (and a balancer's
    // pooled connections) reconnect, through the balancer, to an instance that stays.
    app.addHook('onRequest', (_request, reply, done) => {
      if (app.lifecycle === 'draining') reply.header('connection', 'close');
      done();
    });
  },
  { name: 'health' },
);
