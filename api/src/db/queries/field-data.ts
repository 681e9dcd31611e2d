import { VITAL_SCALES, VITALS } from '../../lib/vital-histograms.js';
import type { Database, Queryable } from '../database.js';

/**
 * Field data and errors of remote builds (docs/composition.md, "Field data and errors"), kept as
 * hourly aggregates rather than one row per report: a busy store's page views would otherwise be
 * the biggest table of the database, and the canary rule and `compose report` only read sums.
 * Both tables are bounded: at most `keysPerHour` rows are started per hour and table (a hostile
 * client inventing routes and manifests gets its reports dropped, not stored), at most
 * MESSAGES_PER_BUILD_HOUR distinct messages per build and hour, and housekeeping deletes rows
 * older than 14 days.
 */

/** Keys that may be started per hour and table, across the store (TELEMETRY_KEYS_PER_HOUR's default). */
export const KEYS_PER_HOUR = 5000;
/** Distinct error messages kept per build and hour; the others are counted under "(other)". */
export const MESSAGES_PER_BUILD_HOUR = 20;
export const OTHER_MESSAGE = '(other)';

/**
 * Writes of each table are serialised across instances (the transaction's advisory lock) so that
 * the caps are exact: each batch is one statement of a few milliseconds.
 */
const PAGE_VIEWS_LOCK_KEY = 73_112_190;
const REMOTE_ERRORS_LOCK_KEY = 73_112_191;

/** One key of page_view_hours within the current hour, with what a batch adds to it. */
export interface PageViewTotals {
  route: string;
  /** '' for the page itself (every page view counts once there, whatever remotes it had). */
  remote: string;
  manifest: string;
  served: string;
  device: string;
  version: string | null;
  views: number;
  errors: number;
  /** Bucket counts, as lib/vital-histograms.ts defines the buckets. */
  lcp: number[];
  inp: number[];
  cls: number[];
  fcp: number[];
  ttfb: number[];
}

export interface Recorded {
  /** Keys of the batch not stored because their hour already had `keysPerHour` keys. */
  dropped: number;
}

/**
 * Adds a batch to the current hour's rows in one upsert: counts and histograms are added position
 * by position (add_counts). Keys already there are always added to; new ones only while the hour
 * has fewer than `keysPerHour`, in the batch's order. `rows` must not repeat a key.
 */
export async function recordPageViews(db: Database, rows: readonly PageViewTotals[], keysPerHour = KEYS_PER_HOUR): Promise<Recorded> {
  if (!rows.length) return { dropped: 0 };
  const batch = JSON.stringify(rows.map((row, ord) => ({ ord, ...row })));
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [PAGE_VIEWS_LOCK_KEY]);
    const [result] = await tx.query<{ dropped: number }>(
      `WITH batch AS (
         SELECT * FROM jsonb_to_recordset($1::jsonb) AS b(
           ord int, route text, remote text, manifest text, served text, device text, version text,
           views int, errors int, lcp int[], inp int[], cls int[], fcp int[], ttfb int[])
       ),
       stored AS (SELECT count(*)::int AS keys FROM page_view_hours WHERE hour = date_trunc('hour', now())),
       fresh AS (
         SELECT b.ord, row_number() OVER (ORDER BY b.ord) AS place FROM batch b
          WHERE NOT EXISTS (
            SELECT 1 FROM page_view_hours p
             WHERE p.hour = date_trunc('hour', now()) AND p.route = b.route AND p.remote = b.remote
               AND p.manifest = b.manifest AND p.served = b.served AND p.device = b.device)
       ),
       kept AS (
         SELECT b.* FROM batch b LEFT JOIN fresh f ON f.ord = b.ord CROSS JOIN stored
          WHERE f.ord IS NULL OR f.place <= $2 - stored.keys
       ),
       written AS (
         INSERT INTO page_view_hours AS t (hour, route, remote, manifest, served, device, version, views, errors, lcp, inp, cls, fcp, ttfb)
         SELECT date_trunc('hour', now()), route, remote, manifest, served, device, version, views, errors, lcp, inp, cls, fcp, ttfb
           FROM kept
         ON CONFLICT (hour, route, remote, manifest, served, device) DO UPDATE SET
           version = coalesce(EXCLUDED.version, t.version),
           views = t.views + EXCLUDED.views,
           errors = t.errors + EXCLUDED.errors,
           lcp = add_counts(t.lcp, EXCLUDED.lcp),
           inp = add_counts(t.inp, EXCLUDED.inp),
           cls = add_counts(t.cls, EXCLUDED.cls),
           fcp = add_counts(t.fcp, EXCLUDED.fcp),
           ttfb = add_counts(t.ttfb, EXCLUDED.ttfb)
         RETURNING 1
       )
       SELECT ((SELECT count(*) FROM batch) - (SELECT count(*) FROM written))::int AS dropped`,
      [batch, keysPerHour],
    );
    return { dropped: result?.dropped ?? 0 };
  });
}

/** One build's error message within the current hour, with how often a batch reported it. */
export interface ErrorCount {
  remote: string;
  manifest: string;
  served: string;
  /** Already cleaned (plugins/remote-telemetry/error-message.ts). */
  message: string;
  errors: number;
}

/**
 * Adds a batch of error counts to the current hour's rows in one upsert. A message the build
 * already has this hour adds to its row; a new one takes one of the build's
 * `messagesPerBuild` places while there are some, else counts under "(other)". Past that, new rows
 * are started only while the hour has fewer than `keysPerHour` across the table, as page views.
 * `rows` must not repeat a (build, message).
 */
export async function recordRemoteErrors(
  db: Database,
  rows: readonly ErrorCount[],
  { keysPerHour = KEYS_PER_HOUR, messagesPerBuild = MESSAGES_PER_BUILD_HOUR } = {},
): Promise<Recorded> {
  if (!rows.length) return { dropped: 0 };
  const batch = JSON.stringify(rows.map((row, ord) => ({ ord, ...row })));
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [REMOTE_ERRORS_LOCK_KEY]);
    const [result] = await tx.query<{ dropped: number }>(
      `WITH batch AS (
         SELECT * FROM jsonb_to_recordset($1::jsonb) AS b(ord int, remote text, manifest text, served text, message text, errors int)
       ),
       this_hour AS (
         SELECT * FROM remote_error_hours WHERE hour = date_trunc('hour', now())
       ),
       places AS (
         SELECT remote, manifest, served, count(*) FILTER (WHERE message <> $4)::int AS taken
           FROM this_hour GROUP BY remote, manifest, served
       ),
       marked AS (
         SELECT b.*, b.message = $4 OR EXISTS (
                  SELECT 1 FROM this_hour e
                   WHERE e.remote = b.remote AND e.manifest = b.manifest AND e.served = b.served AND md5(e.message) = md5(b.message)
                ) AS placed
           FROM batch b
       ),
       ranked AS (
         SELECT m.*, row_number() OVER (PARTITION BY m.remote, m.manifest, m.served, m.placed ORDER BY m.ord) AS place,
                coalesce(p.taken, 0) AS taken
           FROM marked m LEFT JOIN places p USING (remote, manifest, served)
       ),
       merged AS (
         SELECT remote, manifest, served, CASE WHEN placed OR place <= $3 - taken THEN message ELSE $4 END AS message,
                sum(errors)::bigint AS errors, min(ord) AS ord
           FROM ranked GROUP BY 1, 2, 3, 4
       ),
       fresh AS (
         SELECT m.ord, row_number() OVER (ORDER BY m.ord) AS place FROM merged m
          WHERE NOT EXISTS (
            SELECT 1 FROM this_hour e
             WHERE e.remote = m.remote AND e.manifest = m.manifest AND e.served = m.served AND md5(e.message) = md5(m.message))
       ),
       kept AS (
         SELECT m.* FROM merged m LEFT JOIN fresh f ON f.ord = m.ord
          WHERE f.ord IS NULL OR f.place <= $2 - (SELECT count(*) FROM this_hour)
       ),
       written AS (
         INSERT INTO remote_error_hours AS t (hour, remote, manifest, served, message, errors)
         SELECT date_trunc('hour', now()), remote, manifest, served, message, errors FROM kept
         ON CONFLICT (hour, remote, manifest, served, (md5(message))) DO UPDATE SET errors = t.errors + EXCLUDED.errors
         RETURNING 1
       )
       SELECT ((SELECT count(*) FROM merged) - (SELECT count(*) FROM written))::int AS dropped`,
      [batch, keysPerHour, messagesPerBuild, OTHER_MESSAGE],
    );
    return { dropped: result?.dropped ?? 0 };
  });
}

/** Page views, their errors, and the histograms the canary rule compares. */
export interface FieldData {
  views: number;
  errors: number;
  lcp: number[];
  inp: number[];
}

/**
 * Positions summed per histogram: the most buckets a vital has (vital-histograms.ts). A stored
 * histogram has exactly its vital's buckets; should one be longer, the sums are read again with
 * as many positions as the longest (withHistogramSums).
 */
const HISTOGRAM_POSITIONS = Math.max(...VITALS.map((vital) => VITAL_SCALES[vital].bounds.length + 1));

/**
 * The element-wise sum of an integer[] column over a group's rows, as a jsonb array of bigint
 * sums as long as the group's longest histogram ([] without rows): one plain sum() per position,
 * all computed in the aggregation's one pass over the rows. The aggregate sum_counts (migration
 * 0190) gives the same but runs a SQL step function per row, which unnests and rebuilds an array
 * each time: over a day's rows more than ten times slower, on PGlite as on PostgreSQL.
 */
function summedCounts(column: string, positions: number): string {
  const sums = Array.from({ length: positions }, (_, i) => `coalesce(sum(${column}[${i + 1}]), 0)`);
  return `coalesce(to_jsonb((ARRAY[${sums.join(', ')}]::bigint[])[1:max(cardinality(${column}))]), '[]'::jsonb)`;
}

/**
 * The page_view_hours rows that `where` picks, as the subquery `p`, with the histogram columns
 * `histograms` ready for summedCounts. A histogram is small enough to be stored with a short
 * header, so each position read from the stored array would copy it first; `|| '{}'` copies it
 * once per row instead, and OFFSET 0 keeps the subquery from being merged into the outer query
 * (which would repeat that per position). That halves the day's summary on PostgreSQL.
 */
function pageViewRows(columns: string, histograms: readonly string[], where: string): string {
  const read = histograms.map((column) => `${column} || '{}'::integer[] AS ${column}`).join(', ');
  return `(SELECT ${columns}, ${read} FROM page_view_hours WHERE ${where} OFFSET 0) AS p`;
}

/** The longest of these histogram columns over a group's rows (null without rows). */
function longestOf(histograms: readonly string[]): string {
  return `greatest(${histograms.map((column) => `max(cardinality(${column}))`).join(', ')})::int AS longest`;
}

/**
 * Runs a statement that sums histograms with summedCounts over `positions` positions and selects
 * longestOf their columns; if a group had a longer histogram than that, runs it again with enough
 * positions. Returns the rows without `longest`.
 */
async function withHistogramSums<Row extends object>(
  db: Queryable,
  statement: (positions: number) => string,
  params: readonly unknown[],
): Promise<Row[]> {
  for (let positions = HISTOGRAM_POSITIONS; ;) {
    const rows = await db.query<Row & { longest: number | null }>(statement(positions), params);
    const longest = Math.max(0, ...rows.map((row) => row.longest ?? 0));
    if (longest <= positions) return rows.map(({ longest: _longest, ...row }) => row as Row);
    positions = longest;
  }
}

/**
 * The field data of one remote's canary (that manifest) or of its stable builds (any manifest
 * served as stable) over the hourly rows that overlap the last `windowMinutes`.
 */
export async function recentFieldData(
  db: Queryable,
  remote: string,
  canaryManifest: string | null,
  windowMinutes: number,
): Promise<FieldData> {
  const [row] = await withHistogramSums<FieldData>(
    db,
    (positions) =>
      `SELECT coalesce(sum(views), 0)::bigint AS views, coalesce(sum(errors), 0)::bigint AS errors,
              ${summedCounts('lcp', positions)} AS lcp, ${summedCounts('inp', positions)} AS inp, ${longestOf(['lcp', 'inp'])}
         FROM ${pageViewRows(
           'views, errors',
           ['lcp', 'inp'],
           `hour >= date_trunc('hour', now() - make_interval(mins => $3))
              AND remote = $1 AND served = CASE WHEN $2::text IS NULL THEN 'stable' ELSE 'canary' END
              AND ($2::text IS NULL OR manifest = $2::text)`,
         )}`,
    [remote, canaryManifest, windowMinutes],
  );
  return row ?? { views: 0, errors: 0, lcp: [], inp: [] };
}

export interface FieldDataSummary {
  remote: string;
  manifest: string;
  served: string;
  version: string | null;
  views: number;
  errors: number;
  lcp: number[];
  inp: number[];
  cls: number[];
}

/**
 * Per remote build (remote, manifest, how it was served) over the hourly rows that overlap the
 * window from `since`: what `compose report` prints beside the loads. The pages' own rows (remote
 * '') are left out.
 */
export async function summarizeFieldData(db: Queryable, since: Date): Promise<FieldDataSummary[]> {
  return withHistogramSums<FieldDataSummary>(
    db,
    (positions) =>
      `SELECT remote, manifest, served, max(version) AS version,
              sum(views)::bigint AS views, sum(errors)::bigint AS errors,
              ${summedCounts('lcp', positions)} AS lcp, ${summedCounts('inp', positions)} AS inp,
              ${summedCounts('cls', positions)} AS cls, ${longestOf(['lcp', 'inp', 'cls'])}
         FROM ${pageViewRows(
           'remote, manifest, served, version, views, errors',
           ['lcp', 'inp', 'cls'],
           `hour >= date_trunc('hour', $1::timestamptz) AND remote <> ''`,
         )}
        GROUP BY remote, manifest, served
        ORDER BY remote, served, manifest`,
    [since.toISOString()],
  );
}

export interface ErrorMessageCount {
  remote: string;
  manifest: string;
  served: string;
  message: string;
  errors: number;
}

/** Each build's error messages over the hourly rows that overlap the window, most frequent first. */
export async function summarizeRemoteErrors(db: Queryable, since: Date): Promise<ErrorMessageCount[]> {
  return db.query<ErrorMessageCount>(
    `SELECT remote, manifest, served, message, sum(errors)::bigint AS errors
       FROM remote_error_hours
      WHERE hour >= date_trunc('hour', $1::timestamptz)
      GROUP BY remote, manifest, served, message
      ORDER BY remote, served, manifest, errors DESC, message`,
    [since.toISOString()],
  );
}
