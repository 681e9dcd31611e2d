import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseStats } from '../../db/database.js';
import type { OutboxBacklog } from '../../db/queries/outbox.js';
import type { PublicCacheStats } from '../../lib/public-cache.js';
import { VITAL_SCALES, VITALS, type Vital } from '../../lib/vital-histograms.js';

/** Every metric this app defines starts with this (docs/metrics.md lists them all). */
export const METRIC_PREFIX = 'storefront_';

/** The in-memory caches of plugins/public-answers.ts: API answers and server-rendered pages. */
export type CacheName = 'public' | 'page';

/** What a scrape reads from the rest of the app at that moment (none of it runs a statement). */
export interface ScrapeSources {
  caches(): Partial<Record<CacheName, PublicCacheStats>>;
  database(): DatabaseStats;
  /** The outbox backlog as last read in the background; null before the first read. */
  outboxBacklog(): Promise<OutboxBacklog | null>;
}

/** Why a page was left to the browser: server rendering off, not loadable, declined, failed, or a part of it. */
export type SsrFallbackReason = 'off' | 'unavailable' | 'declined' | 'busy' | 'overdue' | 'error' | 'partial';

/** Seconds: from a cached answer (a few ms) to a request that hit the 10 s mark. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds: the renderer gives a remote 2.5 s and the whole page 3 s before it falls back. */
const RENDER_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5];

/** The metrics other plugins record into (app.metrics); gauges of state are read on scrape instead. */
export interface StorefrontMetrics {
  readonly registry: Registry;
  readonly httpRequests: Counter<'route' | 'method' | 'status_code'>;
  readonly httpDuration: Histogram<'route' | 'method' | 'status_code'>;
  readonly ssrRenderDuration: Histogram<'outcome'>;
  readonly ssrFallbacks: Counter<'reason'>;
  readonly remoteLoads: Counter<'remote' | 'canary' | 'outcome' | 'phase'>;
  readonly canaryAborts: Counter<'remote'>;
  readonly pageViews: Counter<'served' | 'device'>;
  /** One histogram per vital, by how the page was served and the device class. */
  readonly webVitals: Readonly<Record<Vital, Histogram<'served' | 'device'>>>;
  readonly remoteErrors: Counter<'remote' | 'served'>;
  readonly telemetryKeysDropped: Counter<'table'>;
  readonly outboxSendFailures: Counter<'channel'>;
  readonly connectionsRefused: Counter<'reason'>;
  readonly paymentAttempts: Counter<'provider' | 'outcome'>;
  readonly paymentWebhookRefusals: Counter<'provider' | 'reason'>;
  readonly paymentCorrections: Counter<'provider' | 'kind'>;
  readonly liveStreamsOpen: Gauge;
  readonly liveEventsSent: Counter<'kind'>;
  readonly liveResumes: Counter;
  readonly liveResyncs: Counter;
}

/**
 * The app's metrics in a registry of its own (tests build many apps in one process; prom-client's
 * global registry would refuse the second app's metrics), merged with the process metrics, which
 * are shared by every app of the process.
 */
export function createMetrics(sources: ScrapeSources): StorefrontMetrics {
  const registry = new Registry();
  const registers = [registry];
  const recorded = {
    httpRequests: new Counter({
      name: `${METRIC_PREFIX}http_requests_total`,
      help: 'HTTP requests answered, by route pattern ("unmatched" when no route matched), method and status code.',
      labelNames: ['route', 'method', 'status_code'],
      registers,
    }),
    httpDuration: new Histogram({
      name: `${METRIC_PREFIX}http_request_duration_seconds`,
      help: 'Time from the request to the end of its response, by route pattern, method and status code.',
      labelNames: ['route', 'method', 'status_code'],
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    ssrRenderDuration: new Histogram({
      name: `${METRIC_PREFIX}ssr_render_duration_seconds`,
      help: 'Server rendering of a storefront page, by outcome (complete, partial, declined, error).',
      labelNames: ['outcome'],
      buckets: RENDER_BUCKETS,
      registers,
    }),
    ssrFallbacks: new Counter({
      name: `${METRIC_PREFIX}ssr_fallbacks_total`,
      help: 'Pages (or, for "partial", parts of pages) left to the browser to render, by reason.',
      labelNames: ['reason'],
      registers,
    }),
    remoteLoads: new Counter({
      name: `${METRIC_PREFIX}remote_loads_total`,
      help: "Remote module loads reported by shoppers' browsers, by remote, canary or not, outcome and failed phase.",
      labelNames: ['remote', 'canary', 'outcome', 'phase'],
      registers,
    }),
    canaryAborts: new Counter({
      name: `${METRIC_PREFIX}canary_aborts_total`,
      help: 'Canaries this instance aborted (load, error or vitals rule: worse than the stable build), by remote.',
      labelNames: ['remote'],
      registers,
    }),
    pageViews: new Counter({
      name: `${METRIC_PREFIX}page_views_total`,
      help: "Page views reported by shoppers' browsers with their field data, by how the page was served (stable, canary, preview) and device (phone, desktop).",
      labelNames: ['served', 'device'],
      registers,
    }),
    webVitals: webVitalHistograms(registers),
    remoteErrors: new Counter({
      name: `${METRIC_PREFIX}remote_errors_total`,
      help: "Errors raised by remotes in shoppers' browsers, by remote and how its build was served (stable, canary, preview).",
      labelNames: ['remote', 'served'],
      registers,
    }),
    telemetryKeysDropped: new Counter({
      name: `${METRIC_PREFIX}telemetry_keys_dropped_total`,
      help: 'Field-data aggregates not stored because their hour already had its most keys (TELEMETRY_KEYS_PER_HOUR), by table.',
      labelNames: ['table'],
      registers,
    }),
    outboxSendFailures: new Counter({
      name: `${METRIC_PREFIX}outbox_send_failures_total`,
      help: 'Outbox messages whose sending failed (each try), by channel.',
      labelNames: ['channel'],
      registers,
    }),
    connectionsRefused: new Counter({
      name: `${METRIC_PREFIX}connections_refused_total`,
      help: 'Connections closed as soon as they were accepted, by reason (per_address: the address had its most open).',
      labelNames: ['reason'],
      registers,
    }),
    paymentAttempts: new Counter({
      name: `${METRIC_PREFIX}payment_attempts_total`,
      help: 'Card payment attempts by provider and outcome (initiated, unavailable, paid, authorised, failed, expired).',
      labelNames: ['provider', 'outcome'],
      registers,
    }),
    paymentWebhookRefusals: new Counter({
      name: `${METRIC_PREFIX}payment_webhook_refusals_total`,
      help: 'Payment webhooks refused, by provider and reason (signature, too_large, not_configured).',
      labelNames: ['provider', 'reason'],
      registers,
    }),
    paymentCorrections: new Counter({
      name: `${METRIC_PREFIX}payment_reconciliation_corrections_total`,
      help: 'Attempts or refunds the payments worker changed after asking the provider (a webhook was late or lost), by kind.',
      labelNames: ['provider', 'kind'],
      registers,
    }),
    liveStreamsOpen: new Gauge({
      name: `${METRIC_PREFIX}live_streams_open`,
      help: 'Open event streams of signed-in browsers on this instance (GET /api/events).',
      registers,
    }),
    liveEventsSent: new Counter({
      name: `${METRIC_PREFIX}live_events_sent_total`,
      help: 'Events written to live streams, by kind (order, ticket, basket, wishlist, session_revoked).',
      labelNames: ['kind'],
      registers,
    }),
    liveResumes: new Counter({
      name: `${METRIC_PREFIX}live_resumes_total`,
      help: 'Streams that reconnected with Last-Event-ID and got what they missed.',
      registers,
    }),
    liveResyncs: new Counter({
      name: `${METRIC_PREFIX}live_resyncs_total`,
      help: 'Streams told to refetch (their missed events were pruned, or the database notifications were interrupted).',
      registers,
    }),
  };
  registerCacheMetrics(registry, sources);
  registerDatabaseMetrics(registry, sources);
  registerOutboxMetrics(registry, sources);
  // Merging copies the metrics registered so far: this comes last.
  return { ...recorded, registry: Registry.merge([registry, processRegistry()]) };
}

/**
 * storefront_web_vitals_<vital>_seconds (LCP, INP, FCP, TTFB) and storefront_web_vitals_cls, with the
 * stored histograms' bucket bounds (vital-histograms.ts), so that both tell the same story. No route
 * or build label: those are the database's (page_view_hours), where they are bounded.
 */
function webVitalHistograms(registers: Registry[]): Record<Vital, Histogram<'served' | 'device'>> {
  const histogram = (vital: Vital) => {
    const cls = vital === 'CLS';
    return new Histogram({
      name: `${METRIC_PREFIX}web_vitals_${vital.toLowerCase()}${cls ? '' : '_seconds'}`,
      help: cls
        ? "Cumulative Layout Shift of page views in shoppers' browsers (unitless), by how the page was served and device."
        : `${vital} of page views in shoppers' browsers, by how the page was served (stable, canary, preview) and device (phone, desktop).`,
      labelNames: ['served', 'device'],
      // Milliseconds to seconds; CLS thousandths to CLS.
      buckets: VITAL_SCALES[vital].bounds.map((bound) => bound / 1000),
      registers,
    });
  };
  return Object.fromEntries(VITALS.map((vital) => [vital, histogram(vital)])) as Record<Vital, Histogram<'served' | 'device'>>;
}

/** Node's own metrics (memory, event-loop delay, GC, CPU), started once per process. */
let processMetrics: Registry | undefined;
function processRegistry(): Registry {
  if (!processMetrics) {
    processMetrics = new Registry();
    collectDefaultMetrics({ register: processMetrics });
  }
  return processMetrics;
}

/** A reported remote load's labels: phase "none" for a load that worked ("unknown" when a failure named none). */
export function remoteLoadLabels(load: { remote: string; canary: boolean; outcome: 'ok' | 'failed'; phase?: string | null | undefined }) {
  const phase = load.outcome === 'ok' ? 'none' : (load.phase ?? 'unknown');
  return { remote: load.remote, canary: String(load.canary), outcome: load.outcome, phase };
}

/** A counter kept elsewhere as a running total: set to that total at each scrape. */
function setTotals<L extends string>(counter: Counter<L>, totals: [Partial<Record<L, string>>, number][]): void {
  counter.reset();
  for (const [labels, total] of totals) counter.inc(labels, total);
}

function registerCacheMetrics(registry: Registry, sources: ScrapeSources): void {
  const registers = [registry];
  const each = () => Object.entries(sources.caches()) as [CacheName, PublicCacheStats][];
  const counted = (what: 'hits' | 'misses' | 'invalidations' | 'stale', help: string) =>
    new Counter({
      name: `${METRIC_PREFIX}cache_${what}_total`,
      help,
      labelNames: ['cache'],
      registers,
      collect() {
        setTotals(
          this,
          each().map(([cache, stats]) => [{ cache }, stats[what]]),
        );
      },
    });
  counted('hits', 'Answers served from memory (or from a computation another request started), by cache (public, page).');
  counted('misses', 'Answers computed because memory had none, by cache.');
  counted('invalidations', 'Table changes that dropped kept answers, by cache.');
  counted('stale', 'Kept answers served while the change feed was down (the database may be down), by cache.');
  const sized = (what: 'bytes' | 'entries', help: string) =>
    new Gauge({
      name: `${METRIC_PREFIX}cache_${what}`,
      help,
      labelNames: ['cache'],
      registers,
      collect() {
        this.reset();
        for (const [cache, stats] of each()) this.set({ cache }, stats[what]);
      },
    });
  sized('bytes', 'Memory the kept answers take (estimated), by cache.');
  sized('entries', 'Answers kept, by cache.');
}

/** PGlite's figures or PostgreSQL's pool: only those of the database in use (a gauge without labels always shows a value). */
function registerDatabaseMetrics(registry: Registry, sources: ScrapeSources): void {
  const registers = [registry];
  const gauge = (name: string, help: string, read: (stats: DatabaseStats) => number | undefined) =>
    new Gauge({
      name: `${METRIC_PREFIX}${name}`,
      help,
      registers,
      collect() {
        this.set(read(sources.database()) ?? 0);
      },
    });
  const { pglite, pool } = sources.database();
  if (pglite) {
    gauge(
      'pglite_queue_depth',
      'PGlite: requests admitted and not yet done (running or queued for the one database thread).',
      (s) => s.pglite?.admitted,
    );
    gauge('pglite_request_db_seconds', "PGlite: the running mean of a request's database time, what the admission gate expects.", (s) =>
      s.pglite ? s.pglite.averageRequestMs / 1000 : undefined,
    );
    new Counter({
      name: `${METRIC_PREFIX}pglite_refusals_total`,
      help: 'PGlite: requests refused with 503 because they would have queued longer than PGLITE_MAX_WAIT_MS.',
      registers,
      collect() {
        setTotals(this, [[{}, sources.database().pglite?.refused ?? 0]]);
      },
    });
  }
  if (pool) {
    gauge('pg_pool_connections', 'PostgreSQL: connections the pool holds (busy and idle).', (s) => s.pool?.total);
    gauge('pg_pool_idle_connections', 'PostgreSQL: pool connections waiting for work.', (s) => s.pool?.idle);
    gauge('pg_pool_waiting_requests', 'PostgreSQL: queries and transactions waiting for a pool connection.', (s) => s.pool?.waiting);
    gauge('pg_pool_max_connections', 'PostgreSQL: the most connections the pool opens.', (s) => s.pool?.max);
  }
}

function registerOutboxMetrics(registry: Registry, sources: ScrapeSources): void {
  const registers = [registry];
  new Gauge({
    name: `${METRIC_PREFIX}outbox_pending_messages`,
    help: 'E-mail and SMS waiting in the outbox to be sent, by channel (read in the background, at most a poll old).',
    labelNames: ['channel'],
    registers,
    async collect() {
      const backlog = await sources.outboxBacklog();
      this.reset();
      for (const channel of ['email', 'sms'] as const) if (backlog) this.set({ channel }, backlog.pending[channel]);
    },
  });
  new Gauge({
    name: `${METRIC_PREFIX}outbox_oldest_pending_age_seconds`,
    help: 'Age of the oldest message waiting in the outbox (0 when none), as of the last background read.',
    registers,
    async collect() {
      const backlog = await sources.outboxBacklog();
      if (backlog) this.set(backlog.oldestAgeSeconds);
      else this.reset();
    },
  });
}
