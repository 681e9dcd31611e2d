import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { outboxBacklog, type OutboxBacklog } from '../../db/queries/outbox.js';
import type { PublicCacheStats } from '../../lib/public-cache.js';
import { createMetrics, type CacheName, type StorefrontMetrics } from './metrics-registry.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Prometheus metrics (docs/metrics.md): plugins record into them, GET /metrics shows them. */
    metrics: StorefrontMetrics;
  }
}

export interface MetricsOptions {
  /** How often the outbox backlog is counted in the background (a scrape never queues for the database). */
  backlogRefreshMs?: number;
}

const DEFAULT_BACKLOG_REFRESH_MS = 30_000;
/** Methods Fastify routes; anything else is counted as "other" so a client cannot invent label values. */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Prometheus metrics (docs/metrics.md): every response counted and timed by route pattern, state
 * read from the caches and the database at scrape time, and `app.metrics` for the plugins that
 * record events (page rendering, remote-load telemetry, the outbox dispatcher). GET /metrics shows
 * them (routes/metrics/).
 */
export const metrics = fp<MetricsOptions>(
  async function metrics(app: FastifyInstance, options) {
    const backlog = backgroundBacklog(app, options.backlogRefreshMs ?? DEFAULT_BACKLOG_REFRESH_MS);
    const recorded = createMetrics({
      caches: () => cacheStats(app),
      database: () => app.db.stats(),
      outboxBacklog: backlog.latest,
    });
    app.decorate('metrics', recorded);

    app.addHook('onResponse', async (request, reply) => {
      const labels = {
        // The route's pattern (/api/products/:id), never the URL: ids and queries would make endless series.
        route: request.routeOptions.url ?? 'unmatched',
        method: KNOWN_METHODS.has(request.method) ? request.method : 'other',
        status_code: String(reply.statusCode),
      };
      recorded.httpRequests.inc(labels);
      recorded.httpDuration.observe(labels, reply.elapsedTime / 1000);
    });
  },
  { name: 'metrics' },
);

/** The caches' running totals; none when PUBLIC_CACHE is off (or before public-answers.ts registered). */
function cacheStats(app: FastifyInstance): Partial<Record<CacheName, PublicCacheStats>> {
  const found: Partial<Record<CacheName, PublicCacheStats>> = {};
  if (!app.hasDecorator('publicCache')) return found;
  if (app.publicCache) found.public = app.publicCache.stats();
  if (app.pageCache) found.page = app.pageCache.stats();
  return found;
}

/**
 * The outbox backlog, counted by a timer (outside any request, so never refused by PGlite's
 * admission gate and never keeping a scrape waiting behind the database) and kept until the next
 * count. A scrape before the first count has finished waits for that one.
 */
function backgroundBacklog(app: FastifyInstance, refreshMs: number) {
  let latest: OutboxBacklog | null = null;
  let first: Promise<void> | undefined;
  let closing = false;
  const refresh = () =>
    outboxBacklog(app.db).then(
      (read) => void (latest = read),
      // A count cut short by the database closing at shutdown is no news.
      (error: unknown) => {
        if (!closing) app.log.warn({ err: error }, 'could not count the outbox backlog for /metrics');
      },
    );
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    first = refresh();
    timer = setInterval(() => void refresh(), refreshMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    closing = true;
    clearInterval(timer);
  });
  return {
    latest: async () => {
      if (!latest) await first;
      return latest;
    },
  };
}
