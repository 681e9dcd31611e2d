import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordPageViews, recordRemoteErrors, type ErrorCount, type PageViewTotals } from '../../db/queries/field-data.js';
import { messageBody } from '../../lib/envelope.js';
import { consumeRateLimits, sendTooManyRequests, type RateLimit } from '../../lib/rate-limit.js';
import { judgeFieldData, type FieldDataRule } from './canary-abort.js';
import { compositionBase } from './canary-composition.js';
import { reportedCanaries } from './canary-file.js';
import { cleanErrorMessage } from './error-message.js';
import { pageViewsBody, remoteErrorsBody, type PageViewsBody, type RemoteErrorsBody } from './field-data-schema.js';
import type { TelemetryConfig } from './telemetry-config.js';
import { bucketIndex, emptyCounts, storedValue, VITAL_SCALES, VITALS, type Vital } from '../../lib/vital-histograms.js';

/** The same answer as POST /api/telemetry/remote-loads (index.ts). */
const ACCEPTED_MESSAGE = 'telemetry.accepted';

/**
 * POST /api/telemetry/page-views and /remote-errors (docs/composition.md, "Field data and errors"):
 * the shell's beacons of page views (Core Web Vitals, errors, the remote builds on the page) and of
 * the errors remotes raised. Each is added to hourly aggregates in one upsert, counted in the
 * Prometheus metrics, and then the canaries it concerns are judged on their field data.
 */
export function fieldDataRoutes(config: TelemetryConfig, abortsChanged: () => void): FastifyPluginAsyncZod {
  // Limits of their own: one page sends a beacon of each kind, which must not eat each other's share.
  const pageViewsLimit: RateLimit = { name: 'telemetry-page-views:address', max: config.pageViewsPerMinute, windowSeconds: 60 };
  const errorsLimit: RateLimit = { name: 'telemetry-errors:address', max: config.errorsPerMinute, windowSeconds: 60 };
  const rule: FieldDataRule = {
    windowMinutes: config.vitalsWindowMinutes,
    minPageViews: config.minPageViews,
    errorMargin: config.abortMargin,
    vitals: config.vitalsMargin,
  };
  const warnDropped = hourlyWarning(config.keysPerHour);

  return async (app) => {
    /** Judges the canaries of the current composition among `builds` served as canaries. */
    const judge = async (request: FastifyRequest, builds: Iterable<{ remote: string; manifest: string; served: string }>) => {
      const reported = new Set([...builds].filter((build) => build.served === 'canary').map((b) => `${b.remote} ${b.manifest}`));
      const canaries = await reportedCanaries(app.config.compositionFile, compositionBase(request), reported);
      if (!canaries.length) return;
      const aborted = await judgeFieldData(app.db, canaries, rule, request.log);
      for (const canary of aborted) app.metrics.canaryAborts.inc({ remote: canary.remote });
      // This instance hands out the stable build at once; the others within ABORTS_CACHE_MS.
      if (aborted.length) abortsChanged();
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
        const { dropped } = await recordPageViews(app.db, pageViewTotals(views), config.keysPerHour);
        if (dropped) warnDropped(app, request.log, 'page_view_hours', dropped);
        observePageViews(app, views);
        await judge(
          request,
          views.flatMap((view) => view.builds),
        );
        return reply.code(202).send({ message: request.t(ACCEPTED_MESSAGE) });
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
        const { dropped } = await recordRemoteErrors(app.db, errorCounts(errors), { keysPerHour: config.keysPerHour });
        if (dropped) warnDropped(app, request.log, 'remote_error_hours', dropped);
        for (const error of errors) app.metrics.remoteErrors.inc({ remote: error.remote, served: error.served });
        await judge(request, errors);
        return reply.code(202).send({ message: request.t(ACCEPTED_MESSAGE) });
      },
    );
  };
}

/**
 * A batch's page views added up per key (route, build, device): once under the page itself
 * (remote '', as the page was served, with all its errors) and once under each build on it, with
 * the errors that build raised (the page's, from a shell that does not say) and the page's vitals.
 * A build named twice on one page counts once.
 */
export function pageViewTotals(views: PageViewsBody['views']): PageViewTotals[] {
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
    const counted = new Set<string>();
    for (const { remote, manifest, served, version, errors } of keys) {
      const key = JSON.stringify([view.route, remote, manifest, served, view.device]);
      if (counted.has(key)) continue;
      counted.add(key);
      let row = totals.get(key);
      if (!row) {
        row = { route: view.route, remote, manifest, served, device: view.device, version, views: 0, errors: 0, ...emptyHistograms() };
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
export function errorCounts(errors: RemoteErrorsBody['errors']): ErrorCount[] {
  const counts = new Map<string, ErrorCount>();
  for (const error of errors) {
    const message = cleanErrorMessage(error.message);
    const key = JSON.stringify([error.remote, error.manifest, error.served, message]);
    const row = counts.get(key);
    if (row) row.errors += 1;
    else counts.set(key, { remote: error.remote, manifest: error.manifest, served: error.served, message, errors: 1 });
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
function hourlyWarning(keysPerHour: number) {
  const warnedHour = new Map<string, number>();
  return (app: FastifyInstance, log: FastifyBaseLogger, table: string, dropped: number) => {
    app.metrics.telemetryKeysDropped.inc({ table }, dropped);
    const hour = Math.floor(Date.now() / 3_600_000);
    if (warnedHour.get(table) === hour) return;
    warnedHour.set(table, hour);
    log.warn(
      { table, dropped, keysPerHour },
      `${table} has its ${keysPerHour} keys for this hour: new keys are dropped until the next hour (counted in storefront_telemetry_keys_dropped_total; logged once an hour)`,
    );
  };
}
