import { VITAL_SCALES, VITALS } from '../../lib/vital-histograms.js';
import type { Database, Queryable } from '../database.js';

/**
 * Field data and errors of remote builds (docs/composition.md, "Field data and errors"), kept as
 * hourly aggregates rather than one row per report: a busy store's page views would otherwise be
 * the biggest table of the database, and `/ops` and `compose report` only read sums. Both tables
 * are bounded, and a flood of invented builds cannot take the places of real ones:
 * - a key of a build composition.json names (or of the pages themselves) is in a budget of its own,
 *   `keysPerHour` per hour and table, which nothing else spends; a build keeps at most
 *   ROUTES_PER_BUILD_HOUR routes an hour (the rest count under "(other)") and MESSAGES_PER_BUILD_HOUR
 *   messages, so the composition's few builds cannot fill it either;
 * - keys of any other build share another `keysPerHour`, of which one source (an address) starts at
 *   most `sourceKeysPerHour` an hour;
 * and housekeeping deletes rows older than 14 days.
 *
 * The canary rules read none of this: they read judged_page_views, per source (recordJudgedViews).
 */

/** Keys that may be started per hour, table and budget, across the store (TELEMETRY_KEYS_PER_HOUR's default). */
export const KEYS_PER_HOUR = 5000;
/** Keys of builds outside the composition one source may start per hour and table (TELEMETRY_SOURCE_KEYS_PER_HOUR's default). */
export const SOURCE_KEYS_PER_HOUR = 20;
/** Distinct error messages kept per build and hour; the others are counted under "(other)". */
export const MESSAGES_PER_BUILD_HOUR = 20;
export const OTHER_MESSAGE = '(other)';
/** Distinct routes kept per build (and per way the pages were served) and hour; the others count under "(other)". */
export const ROUTES_PER_BUILD_HOUR = 40;
export const OTHER_ROUTE = '(other)';

/** How each hourly table takes new keys (see above). */
export interface KeyBudget {
  keysPerHour: number;
  sourceKeysPerHour: number;
}
const DEFAULT_BUDGET: KeyBudget = { keysPerHour: KEYS_PER_HOUR, sourceKeysPerHour: SOURCE_KEYS_PER_HOUR };

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
  /**
   * The source that reported it, when the build is not one composition.json names (its key is then
   * in that source's small budget); null or absent for the composition's builds and the pages' rows.
   */
  startedBy?: string | null;
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
 * by position (add_counts). Keys already there are always added to; a new one only while its budget
 * (KeyBudget) has room, in the batch's order. A build's routes past ROUTES_PER_BUILD_HOUR count
 * under "(other)". `rows` must not repeat a key; those of another build than the composition's all
 * come from one source.
 */
export async function recordPageViews(db: Database, rows: readonly PageViewTotals[], budget: Partial<KeyBudget> = {}): Promise<Recorded> {
  if (!rows.length) return { dropped: 0 };
  const { keysPerHour, sourceKeysPerHour } = { ...DEFAULT_BUDGET, ...budget };
  const source = rows.find((row) => row.startedBy)?.startedBy ?? null;
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [PAGE_VIEWS_LOCK_KEY]);
    const folded = foldRoutes(rows, await routesThisHour(tx, rows));
    const batch = JSON.stringify(folded.map((row, ord) => ({ ord, ...row, started_by: row.startedBy ?? null })));
    const [result] = await tx.query<{ dropped: number }>(
      `WITH batch AS (
         SELECT * FROM jsonb_to_recordset($1::jsonb) AS b(
           ord int, route text, remote text, manifest text, served text, device text, version text, started_by text,
           views int, errors int, lcp int[], inp int[], cls int[], fcp int[], ttfb int[])
       ),
       stored AS (
         SELECT count(*) FILTER (WHERE started_by IS NULL)::int AS composition_keys,
                count(*) FILTER (WHERE started_by IS NOT NULL)::int AS other_keys,
                count(*) FILTER (WHERE started_by = $4::text)::int AS source_keys
           FROM page_view_hours WHERE hour = date_trunc('hour', now())
       ),
       fresh AS (
         SELECT b.ord, b.started_by IS NULL AS composition,
                row_number() OVER (PARTITION BY b.started_by IS NULL ORDER BY b.ord) AS place
           FROM batch b
          WHERE NOT EXISTS (
            SELECT 1 FROM page_view_hours p
             WHERE p.hour = date_trunc('hour', now()) AND p.route = b.route AND p.remote = b.remote
               AND p.manifest = b.manifest AND p.served = b.served AND p.device = b.device)
       ),
       kept AS (
         SELECT b.* FROM batch b LEFT JOIN fresh f ON f.ord = b.ord CROSS JOIN stored s
          WHERE f.ord IS NULL
             OR (f.composition AND f.place <= $2 - s.composition_keys)
             OR (NOT f.composition AND f.place <= least($2 - s.other_keys, $3 - s.source_keys))
       ),
       written AS (
         INSERT INTO page_view_hours AS t (hour, route, remote, manifest, served, device, version, started_by, views, errors, lcp, inp, cls, fcp, ttfb)
         SELECT date_trunc('hour', now()), route, remote, manifest, served, device, version, started_by, views, errors, lcp, inp, cls, fcp, ttfb
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
      [batch, keysPerHour, sourceKeysPerHour, source],
    );
    return { dropped: result?.dropped ?? 0 };
  });
}

const buildKey = (row: { remote: string; manifest: string; served: string }) => JSON.stringify([row.remote, row.manifest, row.served]);

/** The routes each build of `rows` already has this hour ("(other)" left out). */
async function routesThisHour(tx: Queryable, rows: readonly PageViewTotals[]): Promise<Map<string, Set<string>>> {
  const builds = [
    ...new Map(rows.map((row) => [buildKey(row), { remote: row.remote, manifest: row.manifest, served: row.served }])).values(),
  ];
  const stored = await tx.query<{ remote: string; manifest: string; served: string; routes: string[] }>(
    `SELECT p.remote, p.manifest, p.served, array_agg(DISTINCT p.route) AS routes
       FROM page_view_hours p
       JOIN jsonb_to_recordset($1::jsonb) AS b(remote text, manifest text, served text)
         ON p.remote = b.remote AND p.manifest = b.manifest AND p.served = b.served
      WHERE p.hour = date_trunc('hour', now()) AND p.route <> $2
      GROUP BY p.remote, p.manifest, p.served`,
    [JSON.stringify(builds), OTHER_ROUTE],
  );
  return new Map(stored.map((row) => [buildKey(row), new Set(row.routes)]));
}

/**
 * The batch with each build's routes past ROUTES_PER_BUILD_HOUR (those it has this hour, then new
 * ones in the batch's order) counted under "(other)", rows that then share a key added together.
 */
function foldRoutes(rows: readonly PageViewTotals[], routes: Map<string, Set<string>>): PageViewTotals[] {
  const folded = new Map<string, PageViewTotals>();
  for (const row of rows) {
    const build = buildKey(row);
    const known = routes.get(build) ?? new Set<string>();
    routes.set(build, known);
    let route = row.route;
    if (!known.has(route)) {
      if (known.size < ROUTES_PER_BUILD_HOUR) known.add(route);
      else route = OTHER_ROUTE;
    }
    const key = JSON.stringify([route, row.remote, row.manifest, row.served, row.device]);
    const same = folded.get(key);
    if (!same) folded.set(key, { ...row, route });
    else
      folded.set(key, {
        ...same,
        version: row.version ?? same.version,
        views: same.views + row.views,
        errors: same.errors + row.errors,
        lcp: addCounts(same.lcp, row.lcp),
        inp: addCounts(same.inp, row.inp),
        cls: addCounts(same.cls, row.cls),
        fcp: addCounts(same.fcp, row.fcp),
        ttfb: addCounts(same.ttfb, row.ttfb),
      });
  }
  return [...folded.values()];
}

function addCounts(a: readonly number[], b: readonly number[]): number[] {
  return Array.from({ length: Math.max(a.length, b.length) }, (_, i) => (a[i] ?? 0) + (b[i] ?? 0));
}

/** One build's error message within the current hour, with how often a batch reported it. */
export interface ErrorCount {
  remote: string;
  manifest: string;
  served: string;
  /** Already cleaned (plugins/remote-telemetry/error-message.ts). */
  message: string;
  errors: number;
  /** As PageViewTotals.startedBy: the source, for a build composition.json does not name. */
  startedBy?: string | null;
}

/**
 * Adds a batch of error counts to the current hour's rows in one upsert. A message the build
 * already has this hour adds to its row; a new one takes one of the build's
 * `messagesPerBuild` places while there are some, else counts under "(other)". Past that, new rows
 * are started only while their budget has room, as page views (KeyBudget). `rows` must not repeat a
 * (build, message); those of another build than the composition's all come from one source.
 */
export async function recordRemoteErrors(
  db: Database,
  rows: readonly ErrorCount[],
  { messagesPerBuild = MESSAGES_PER_BUILD_HOUR, ...budget }: Partial<KeyBudget> & { messagesPerBuild?: number } = {},
): Promise<Recorded> {
  if (!rows.length) return { dropped: 0 };
  const { keysPerHour, sourceKeysPerHour } = { ...DEFAULT_BUDGET, ...budget };
  const source = rows.find((row) => row.startedBy)?.startedBy ?? null;
  const batch = JSON.stringify(rows.map((row, ord) => ({ ord, ...row, started_by: row.startedBy ?? null })));
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [REMOTE_ERRORS_LOCK_KEY]);
    const [result] = await tx.query<{ dropped: number }>(
      `WITH batch AS (
         SELECT * FROM jsonb_to_recordset($1::jsonb) AS b(
           ord int, remote text, manifest text, served text, message text, errors int, started_by text)
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
                max(started_by) AS started_by, sum(errors)::bigint AS errors, min(ord) AS ord
           FROM ranked GROUP BY 1, 2, 3, 4
       ),
       stored AS (
         SELECT count(*) FILTER (WHERE started_by IS NULL)::int AS composition_keys,
                count(*) FILTER (WHERE started_by IS NOT NULL)::int AS other_keys,
                count(*) FILTER (WHERE started_by = $6::text)::int AS source_keys
           FROM this_hour
       ),
       fresh AS (
         SELECT m.ord, m.started_by IS NULL AS composition,
                row_number() OVER (PARTITION BY m.started_by IS NULL ORDER BY m.ord) AS place
           FROM merged m
          WHERE NOT EXISTS (
            SELECT 1 FROM this_hour e
             WHERE e.remote = m.remote AND e.manifest = m.manifest AND e.served = m.served AND md5(e.message) = md5(m.message))
       ),
       kept AS (
         SELECT m.* FROM merged m LEFT JOIN fresh f ON f.ord = m.ord CROSS JOIN stored s
          WHERE f.ord IS NULL
             OR (f.composition AND f.place <= $2 - s.composition_keys)
             OR (NOT f.composition AND f.place <= least($2 - s.other_keys, $5 - s.source_keys))
       ),
       written AS (
         INSERT INTO remote_error_hours AS t (hour, remote, manifest, served, message, errors, started_by)
         SELECT date_trunc('hour', now()), remote, manifest, served, message, errors, started_by FROM kept
         ON CONFLICT (hour, remote, manifest, served, (md5(message))) DO UPDATE SET errors = t.errors + EXCLUDED.errors
         RETURNING 1
       )
       SELECT ((SELECT count(*) FROM merged) - (SELECT count(*) FROM written))::int AS dropped`,
      [batch, keysPerHour, messagesPerBuild, OTHER_MESSAGE, sourceKeysPerHour, source],
    );
    return { dropped: result?.dropped ?? 0 };
  });
}

/**
 * Positions summed per histogram: the most buckets a vital has (vital-histograms.ts). A stored
 * histogram has exactly its vital's buckets; should one be longer, the sums are read again with
 * as many positions as the longest (withHistogramSums).
 */
export const HISTOGRAM_POSITIONS = Math.max(...VITALS.map((vital) => VITAL_SCALES[vital].bounds.length + 1));

/**
 * The element-wise sum of an integer[] column over a group's rows, as a jsonb array of bigint
 * sums as long as the group's longest histogram ([] without rows): one plain sum() per position,
 * all computed in the aggregation's one pass over the rows. The aggregate sum_counts (migration
 * 0190) gives the same but runs a SQL step function per row, which unnests and rebuilds an array
 * each time: over a day's rows more than ten times slower, on PGlite as on PostgreSQL.
 */
export function summedCounts(column: string, positions: number): string {
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
export function longestOf(histograms: readonly string[]): string {
  return `greatest(${histograms.map((column) => `max(cardinality(${column}))`).join(', ')})::int AS longest`;
}

/**
 * Runs a statement that sums histograms with summedCounts over `positions` positions and selects
 * longestOf their columns; if a group had a longer histogram than that, runs it again with enough
 * positions. Returns the rows without `longest`.
 */
export async function withHistogramSums<Row extends object>(
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

/** A remote build as the hourly tables name it. */
export interface BuildKey {
  remote: string;
  manifest: string;
  served: string;
}

/**
 * Per remote build (remote, manifest, how it was served) over the hourly rows that overlap the
 * window from `since`: what `compose report` prints beside the loads, and `/ops` for the builds it
 * shows (`only`). The pages' own rows (remote '') are left out.
 */
export async function summarizeFieldData(db: Queryable, since: Date, only?: readonly BuildKey[]): Promise<FieldDataSummary[]> {
  const picked = only
    ? `AND (remote, manifest, served) IN (SELECT remote, manifest, served FROM jsonb_to_recordset($2::jsonb) AS b(remote text, manifest text, served text))`
    : '';
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
           `hour >= date_trunc('hour', $1::timestamptz) AND remote <> '' ${picked}`,
         )}
        GROUP BY remote, manifest, served
        ORDER BY remote, served, manifest`,
    only
      ? [since.toISOString(), JSON.stringify(only.map(({ remote, manifest, served }) => ({ remote, manifest, served })))]
      : [since.toISOString()],
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
