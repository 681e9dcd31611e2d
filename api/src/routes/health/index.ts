import type { FastifyInstance, FastifyPluginAsync, FastifyReply, RouteShorthandOptions } from 'fastify';
import { findMigrationsDir, listMigrations, type Migration } from '../../db/migrate.js';
import { compositionCheck, databaseCheck, migrationsCheck, renderingCheck, type CheckResult } from '../../plugins/ops/health-checks.js';
import type { PageRendering } from '../../plugins/page-rendering.js';

export interface HealthOptions {
  compositionFile: string;
  /** Whether the storefront is served here: composition.json must then exist. */
  storefront: boolean;
  /** Server rendering, when the storefront is served. */
  rendering: PageRendering | undefined;
  /** The longest each database check may take before the instance reads as not ready ("database slow"). */
  databaseTimeoutMs?: number;
}

export const DEFAULT_DATABASE_TIMEOUT_MS = 2000;

/**
 * Probes for load balancers and orchestrators: GET /healthz (the process answers; no database, so a
 * busy database never gets a live process restarted) and GET /readyz (send it traffic: started, not
 * draining, database answering, migrations applied, composition.json valid, server rendering
 * loaded). Not in the OpenAPI document (operators' endpoints, not the storefront's API); no rate
 * limit applies (limits are per route, domain/rate-limit.ts); per-request logs skip them. Where the
 * instance is in its life is plugins/ops/health.ts's `app.lifecycle`.
 */
export const healthRoutes: FastifyPluginAsync<HealthOptions> = async function healthRoutes(app, options) {
  const migrations = await listMigrations(findMigrationsDir());
  const timeoutMs = options.databaseTimeoutMs ?? DEFAULT_DATABASE_TIMEOUT_MS;
  const probe: RouteShorthandOptions = { logLevel: 'silent', schema: { hide: true } };

  app.get('/healthz', probe, async (_request, reply) => noStore(reply).send({ status: 'ok' }));

  app.get('/readyz', probe, async (request, reply) => {
    app.readinessAsked();
    // A refused address (too many wrong tokens: ops-access.ts) is answered as a stranger.
    const operator = app.opsAccess.judge(request, 'bearer') === 'operator';
    // Starting or draining is the answer whatever the checks say: a stranger's probe runs none.
    const checks = app.lifecycle === 'ready' || operator ? await runChecks(app, options, migrations, timeoutMs) : [];
    const failed = checks.find((check) => !check.ok);
    const reason = app.lifecycle !== 'ready' ? app.lifecycle : failed?.reason;
    const status = reason ? 'not ready' : 'ready';
    noStore(reply).code(reason ? 503 : 200);
    if (!operator) return reply.send(reason && app.lifecycle !== 'ready' ? { status, reason } : { status });
    return reply.send({ status, reason, lifecycle: app.lifecycle, checks });
  });
};

function noStore(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-store');
}

/** The database first: when it does not answer, the migrations check says so instead of waiting again. */
async function runChecks(app: FastifyInstance, options: HealthOptions, migrations: Migration[], timeoutMs: number): Promise<CheckResult[]> {
  const database = await databaseCheck(app.db, timeoutMs);
  const migrated: CheckResult = database.ok
    ? await migrationsCheck(app.db, migrations, timeoutMs)
    : { name: 'migrations', ok: false, ms: 0, reason: database.reason, message: 'not checked: the database did not answer' };
  const [composition, rendering] = await Promise.all([
    compositionCheck(options.compositionFile, options.storefront),
    renderingCheck(options.rendering),
  ]);
  return [database, migrated, composition, rendering];
}
