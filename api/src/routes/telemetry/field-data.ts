import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordPageViews, recordRemoteErrors, type BuildKey, type ErrorCount, type PageViewTotals } from '../../db/queries/field-data.js';
import { recordJudgedViews, type JudgedView } from '../../db/queries/judged-field-data.js';
import { messageBody } from '../../lib/envelope.js';
import { consumeRateLimits, type RateLimit } from '../../domain/rate-limit.js';
import { sendTooManyRequests } from '../../lib/too-many-requests.js';
import { judgeFieldData, type FieldDataRule } from '../../plugins/remote-telemetry/canary-abort.js';
import { cleanErrorMessage } from '../../plugins/remote-telemetry/error-message.js';
import {
  pageViewsBody,
  remoteErrorsBody,
  type PageViewsBody,
  type RemoteErrorsBody,
} from '../../plugins/remote-telemetry/field-data-schema.js';
import { servedBuildsFor, type ReportedBuild, type ServedBuilds } from '../../plugins/remote-telemetry/served-builds.js';
import { VIEW_TOKEN_TTL_MS, type ViewTokens } from '../../plugins/remote-telemetry/view-token.js';
import { TELEMETRY_ACCEPTED_MESSAGE } from './remote-loads.js';
import { bucketIndex, emptyCounts, MS_SCALE, storedValue, VITAL_SCALES, VITALS, type Vital } from '../../lib/vital-histograms.js';

/**
 * POST /api/telemetry/page-views and /remote-errors (docs/composition.md, "Field data and errors"):
 * the shell's beacons of page views (Core Web Vitals, errors, the remote builds on the page) and of
 * the errors remotes raised. Each is added to hourly aggregates in one upsert (keys of builds the
 * composition does not name in the sender's small budget) and counted in the Prometheus metrics.
 * A page view with a valid view token also counts, per source and within its cap, for the builds the
 * store served that browser (judged_page_views), and the canaries it counted for are judged.
 */
export const fieldDataRoutes: FastifyPluginAsyncZod = async function fieldDataRoutes(app) {
  const { config, tokens, aborted } = app.telemetry;
  // Limits of their own: one page sends a beacon of each kind, which must not eat each other's share.
  const pageViewsLimit: RateLimit = { name: 'telemetry-page-views:address', max: config.pageViewsPerMinute, windowSeconds: 60 };
  const errorsLimit: RateLimit = { name: 'telemetry-errors:address', max: config.errorsPerMinute, windowSeconds: 60 };
  const rule: FieldDataRule = {
    windowMinutes: config.vitalsWindowMinutes,
    minPageViews: config.minPageViews,
    errorMargin: config.abortMargin,
    vitals: config.vitalsMargin,
  };
  const budget = { keysPerHour: config.keysPerHour, sourceKeysPerHour: config.sourceKeysPerHour };
  const judgedLimits = {
    viewsPerSource: config.viewsPerSource,
    buckets: MS_SCALE.bounds.length + 1,
    // The rules read the hourly rows that overlap their window: the hour before it too.
    keepMinutes: config.vitalsWindowMinutes + 60,
    tokenTtlSeconds: VIEW_TOKEN_TTL_MS / 1000,
  };
  const warnDropped = hourlyWarning(budget);

  /** Judges the live canaries a batch counted page views for. */
  const judgeCounted = async (log: FastifyBaseLogger, served: ServedBuilds, counted: BuildKey[]) => {
    const canaries = served.liveCanaries.filter((canary) =>
      counted.some((build) => build.served === 'canary' && build.remote === canary.remote && build.manifest === canary.manifest),
    );
    if (!canaries.length) return;
    const abortedNow = await judgeFieldData(app.db, canaries, rule, log);
    for (const canary of abortedNow) app.metrics.canaryAborts.inc({ remote: canary.remote });
    // This instance hands out the stable build at once; the others within ABORTS_CACHE_MS.
    if (abortedNow.length) aborted.forget();
  };

  app.post(
    '/telemetry/page-views',
    {
      schema: {
        tags: ['telemetry'],
        summary: "Report page views' field data: Core Web Vitals, errors and the remote builds on the page (navigator.sendBeacon)",
        body: pageViewsBody,
        response: { 202: messageBody, 429: messageBody },
      },
    },
    async (request, reply) => {
      const refusal = await consumeRateLimits(app.db, [{ limit: pageViewsLimit, subject: request.ip }]);
      if (refusal) return sendTooManyRequests(reply, refusal);
      const { views } = request.body;
      const served = await servedBuildsFor(app, request, aborted.has);
      const source = tokens.sourceOf(request.ip);
      const { dropped } = await recordPageViews(app.db, pageViewTotals(views, startedBy(served, source)), budget);
      if (dropped) warnDropped(app, request.log, 'page_view_hours', dropped);
      observePageViews(app, views);
      const counted = await recordJudgedViews(app.db, judgedViews(views, tokens, served), judgedLimits);
      await judgeCounted(request.log, served, counted);
      return reply.code(202).send({ message: request.t(TELEMETRY_ACCEPTED_MESSAGE) });
    },
  );

  app.post(
    '/telemetry/remote-errors',
    {
      schema: {
        tags: ['telemetry'],
        summary: 'Report errors raised by remotes, each with its build and first line (navigator.sendBeacon)',
        body: remoteErrorsBody,
        response: { 202: messageBody, 429: messageBody },
      },
    },
    async (request, reply) => {
      const refusal = await consumeRateLimits(app.db, [{ limit: errorsLimit, subject: request.ip }]);
      if (refusal) return sendTooManyRequests(reply, refusal);
      const { errors } = request.body;
      const served = await servedBuildsFor(app, request, aborted.has);
      const { dropped } = await recordRemoteErrors(app.db, errorCounts(errors, startedBy(served, tokens.sourceOf(request.ip))), budget);
      if (dropped) warnDropped(app, request.log, 'remote_error_hours', dropped);
      for (const error of errors) app.metrics.remoteErrors.inc({ remote: error.remote, served: error.served });
      // The rules read page views alone: an error report judges nothing.
      return reply.code(202).send({ message: request.t(TELEMETRY_ACCEPTED_MESSAGE) });
    },
  );
};

/** Whose budget a build's new keys go in: none for the composition's builds (and the pages' rows), the sender's for any other. */
function startedBy(served: ServedBuilds, source: string): (build: ReportedBuild) => string | null {
  return (build) => (build.remote === '' || served.names(build) ? null : source);
}

/**
 * The batch's page views that the canary rules may count: with a valid view token, each with the
 * builds on it that the store serves that browser (its stable build, or its canary), the errors
 * blamed on each, and the page's LCP and INP buckets.
 */
function judgedViews(views: PageViewsBody['views'], tokens: ViewTokens, served: ServedBuilds): JudgedView[] {
  const bucketOf = (value: number | undefined) => (value === undefined ? null : bucketIndex(value, MS_SCALE));
  return views.flatMap((view) => {
    const token = tokens.read(view.token);
    if (!token) return [];
    const builds = view.builds
      .filter((build) => served.serves(build))
      .map((build) => ({
        remote: build.remote,
        manifest: build.manifest,
        served: build.served === 'canary' ? ('canary' as const) : ('stable' as const),
        errors: build.errors ?? view.errors,
        lcp: bucketOf(view.vitals.LCP),
        inp: bucketOf(view.vitals.INP),
      }));
    return builds.length ? [{ tokenId: token.id, source: token.source, builds }] : [];
  });
}

/**
 * A batch's page views added up per key (route, build, device): once under the page itself
 * (remote '', as the page was served, with all its errors) and once under each build on it, with
 * the errors that build raised (the page's, from a shell that does not say) and the page's vitals.
 * (The schema refuses a remote twice on one page.)
 */
export function pageViewTotals(
  views: PageViewsBody['views'],
  startedBy: (build: ReportedBuild) => string | null = () => null,
): PageViewTotals[] {
  const totals = new Map<string, PageViewTotals>();
  for (const view of views) {
    const buckets = VITALS.flatMap((vital) => {
      const value = view.vitals[vital];
      return value === undefined ? [] : [[vital, bucketIndex(storedValue(vital, value), VITAL_SCALES[vital])] as const];
    });
    const keys = [
      { remote: '', manifest: '', served: view.served_as, version: null, errors: view.errors },
      ...view.builds.map((build) => ({ ...build, version: build.version ?? null, errors: build.errors ?? view.errors })),
    ];
    for (const { remote, manifest, served, version, errors } of keys) {
      const key = JSON.stringify([view.route, remote, manifest, served, view.device]);
      let row = totals.get(key);
      if (!row) {
        const started = startedBy({ remote, manifest, served });
        row = {
          route: view.route,
          remote,
          manifest,
          served,
          device: view.device,
          version,
          startedBy: started,
          views: 0,
          errors: 0,
          ...emptyHistograms(),
        };
        totals.set(key, row);
      }
      row.version = version ?? row.version;
      row.views += 1;
      row.errors += errors;
      for (const [vital, bucket] of buckets) {
        const counts = histogramOf(row, vital);
        counts[bucket] = (counts[bucket] ?? 0) + 1;
      }
    }
  }
  return [...totals.values()];
}

function emptyHistograms(): Pick<PageViewTotals, 'lcp' | 'inp' | 'cls' | 'fcp' | 'ttfb'> {
  return {
    lcp: emptyCounts(VITAL_SCALES.LCP),
    inp: emptyCounts(VITAL_SCALES.INP),
    cls: emptyCounts(VITAL_SCALES.CLS),
    fcp: emptyCounts(VITAL_SCALES.FCP),
    ttfb: emptyCounts(VITAL_SCALES.TTFB),
  };
}

function histogramOf(row: PageViewTotals, vital: Vital): number[] {
  return row[vital.toLowerCase() as Lowercase<Vital>];
}

/** A batch's errors counted per build and cleaned message. */
export function errorCounts(
  errors: RemoteErrorsBody['errors'],
  startedBy: (build: ReportedBuild) => string | null = () => null,
): ErrorCount[] {
  const counts = new Map<string, ErrorCount>();
  for (const error of errors) {
    const message = cleanErrorMessage(error.message);
    const key = JSON.stringify([error.remote, error.manifest, error.served, message]);
    const row = counts.get(key);
    if (row) row.errors += 1;
    else
      counts.set(key, {
        remote: error.remote,
        manifest: error.manifest,
        served: error.served,
        message,
        errors: 1,
        startedBy: startedBy(error),
      });
  }
  return [...counts.values()];
}

/** Prometheus: page views and their vitals by how the page was served and device (seconds; CLS as it is). */
function observePageViews(app: FastifyInstance, views: PageViewsBody['views']): void {
  for (const view of views) {
    const labels = { served: view.served_as, device: view.device };
    app.metrics.pageViews.inc(labels);
    for (const vital of VITALS) {
      const value = view.vitals[vital];
      if (value !== undefined) app.metrics.webVitals[vital].observe(labels, vital === 'CLS' ? value : value / 1000);
    }
  }
}

/**
 * Dropped keys are counted every time and logged at most once an hour per table and instance: a
 * client inventing routes or manifests would otherwise fill the log instead of the table.
 */
function hourlyWarning({ keysPerHour, sourceKeysPerHour }: { keysPerHour: number; sourceKeysPerHour: number }) {
  const warnedHour = new Map<string, number>();
  return (app: FastifyInstance, log: FastifyBaseLogger, table: string, dropped: number) => {
    app.metrics.telemetryKeysDropped.inc({ table }, dropped);
    const hour = Math.floor(Date.now() / 3_600_000);
    if (warnedHour.get(table) === hour) return;
    warnedHour.set(table, hour);
    log.warn(
      { table, dropped, keysPerHour, sourceKeysPerHour },
      `${table} dropped new keys: a budget of this hour is spent (${keysPerHour} keys of the composition's builds, or of the others; ` +
        `${sourceKeysPerHour} of the others per source). Until the next hour such keys are dropped (counted in ` +
        'storefront_telemetry_keys_dropped_total; logged once an hour)',
    );
  };
}
