import type { Database, Queryable } from '../database.js';
import { longestOf, summedCounts, withHistogramSums, type BuildKey } from './field-data.js';

/**
 * The page views the canary rules judge a canary and its stable build on (docs/composition.md,
 * "What a client can still do"), kept per source (the address the page was served to, hashed):
 * - only page views whose page came with a view token (plugins/remote-telemetry/view-token.ts),
 *   each token counted once (counted_view_tokens);
 * - only of a build the store served that browser (the composition's stable build or its canary,
 *   for the browser's bucket: plugins/remote-telemetry/served-builds.ts);
 * - at most `viewsPerSource` page views per source, build and hour.
 * Per source, so that the rules can read each figure without the one source that moves it most.
 */

/** Writes are serialised (the transaction's advisory lock), so the cap per source is exact. */
const JUDGED_VIEWS_LOCK_KEY = 73_112_192;
/** About one write in this many also deletes what the rules no longer read. */
const SWEEP_ONE_IN = 100;

/** One build on a judged page view, with the errors it raised there and the page's LCP and INP buckets. */
export interface JudgedBuild {
  remote: string;
  manifest: string;
  served: 'stable' | 'canary';
  errors: number;
  /** The bucket (lib/vital-histograms.ts) of the page's LCP, and of its INP; null when not measured. */
  lcp: number | null;
  inp: number | null;
}

export interface JudgedView {
  /** The view token's id: a page view counts once. */
  tokenId: string;
  /** The source the view token names: where the page was served to. */
  source: string;
  builds: readonly JudgedBuild[];
}

export interface JudgedViewsLimits {
  /** Page views one source adds to one build per hour (CANARY_VIEWS_PER_SOURCE). */
  viewsPerSource: number;
  /** Buckets of the two histograms (LCP and INP share the millisecond scale). */
  buckets: number;
  /** How far back the rules read (CANARY_VITALS_WINDOW): older rows go. */
  keepMinutes: number;
  /** How long a view token is valid: a token counted longer ago than this cannot come back. */
  tokenTtlSeconds: number;
}

/**
 * Adds the page views whose tokens were not counted before, each build within its source's hourly
 * cap, in the batch's order. Answers the builds that a view was counted for.
 */
export async function recordJudgedViews(db: Database, views: readonly JudgedView[], limits: JudgedViewsLimits): Promise<BuildKey[]> {
  if (!views.length) return [];
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [JUDGED_VIEWS_LOCK_KEY]);
    if (Math.random() * SWEEP_ONE_IN < 1) await pruneJudgedViews(tx, limits);
    const fresh = new Set(
      (
        await tx.query<{ token_id: string }>(
          `INSERT INTO counted_view_tokens (token_id)
           SELECT DISTINCT value FROM jsonb_array_elements_text($1::jsonb)
           ON CONFLICT (token_id) DO NOTHING RETURNING token_id`,
          [JSON.stringify(views.map((view) => view.tokenId))],
        )
      ).map((row) => row.token_id),
    );
    // A token twice in one batch counts once too.
    const counting = views.filter((view) => fresh.delete(view.tokenId));
    const keyOf = (source: string, build: BuildKey) => JSON.stringify([source, build.remote, build.served, build.manifest]);
    const wanted = new Map(
      counting.flatMap((view) => view.builds.map((build) => [keyOf(view.source, build), { source: view.source, ...build }])),
    );
    if (!wanted.size) return [];
    const stored = await tx.query<{ source: string; remote: string; served: string; manifest: string; views: number }>(
      `SELECT j.source, j.remote, j.served, j.manifest, j.views
         FROM judged_page_views j
         JOIN jsonb_to_recordset($1::jsonb) AS b(source text, remote text, served text, manifest text)
           ON j.source = b.source AND j.remote = b.remote AND j.served = b.served AND j.manifest = b.manifest
        WHERE j.hour = date_trunc('hour', now())`,
      [JSON.stringify([...wanted.values()].map(({ source, remote, served, manifest }) => ({ source, remote, served, manifest })))],
    );
    const counted = new Map(stored.map((row) => [keyOf(row.source, row), row.views]));
    const rows = new Map<
      string,
      { source: string; remote: string; served: string; manifest: string; views: number; errors: number; lcp: number[]; inp: number[] }
    >();
    for (const view of counting) {
      for (const build of view.builds) {
        const key = keyOf(view.source, build);
        const soFar = counted.get(key) ?? 0;
        if (soFar >= limits.viewsPerSource) continue;
        counted.set(key, soFar + 1);
        let row = rows.get(key);
        if (!row) {
          const empty = () => new Array<number>(limits.buckets).fill(0);
          row = {
            source: view.source,
            remote: build.remote,
            served: build.served,
            manifest: build.manifest,
            views: 0,
            errors: 0,
            lcp: empty(),
            inp: empty(),
          };
          rows.set(key, row);
        }
        row.views += 1;
        row.errors += build.errors;
        if (build.lcp !== null) row.lcp[build.lcp] = (row.lcp[build.lcp] ?? 0) + 1;
        if (build.inp !== null) row.inp[build.inp] = (row.inp[build.inp] ?? 0) + 1;
      }
    }
    if (!rows.size) return [];
    await tx.query(
      `INSERT INTO judged_page_views AS t (hour, remote, manifest, served, source, views, errors, lcp, inp)
       SELECT date_trunc('hour', now()), remote, manifest, served, source, views, errors, lcp, inp
         FROM jsonb_to_recordset($1::jsonb) AS r(remote text, manifest text, served text, source text, views int, errors int, lcp int[], inp int[])
       ON CONFLICT (remote, served, manifest, hour, source) DO UPDATE SET
         views = t.views + EXCLUDED.views,
         errors = t.errors + EXCLUDED.errors,
         lcp = add_counts(t.lcp, EXCLUDED.lcp),
         inp = add_counts(t.inp, EXCLUDED.inp)`,
      [JSON.stringify([...rows.values()])],
    );
    return [
      ...new Map(
        [...rows.values()].map(({ remote, manifest, served }) => [
          JSON.stringify([remote, manifest, served]),
          { remote, manifest, served },
        ]),
      ).values(),
    ];
  });
}

/** Rows older than the rules read, and tokens counted longer ago than a token lives. */
async function pruneJudgedViews(tx: Queryable, { keepMinutes, tokenTtlSeconds }: JudgedViewsLimits): Promise<void> {
  await tx.query(`DELETE FROM judged_page_views WHERE hour < date_trunc('hour', now() - make_interval(mins => $1))`, [keepMinutes]);
  await tx.query(`DELETE FROM counted_view_tokens WHERE counted_at < now() - make_interval(secs => $1)`, [tokenTtlSeconds]);
}

/** How many of a build's sources, those with the most page views, a p75 is tried without. */
export const HEAVIEST_SOURCES = 5;

/**
 * One build's judged page views over the hourly rows that overlap a window, and what one source
 * weighs in them (the canary rules read each figure without the one source that moves it most):
 * - `trimmedRate`: the errors per page view without the source whose removal changes it most, of
 *   `trimmedViews` page views (null when fewer than two sources reported);
 * - `largest`: the most page views one source has;
 * - `heaviest`: the histograms of the HEAVIEST_SOURCES sources with the most page views, which the
 *   p75s are tried without (a source with fewer page views moves a p75 by fewer ranks).
 */
export interface JudgedFieldData {
  views: number;
  errors: number;
  sources: number;
  largest: number;
  trimmedRate: number | null;
  trimmedViews: number;
  lcp: number[];
  inp: number[];
  heaviest: Array<{ lcp: number[]; inp: number[] }>;
}

const JUDGED_ROWS = `SELECT source, views, errors, lcp, inp FROM judged_page_views
  WHERE remote = $1 AND served = $2 AND manifest = $3 AND hour >= date_trunc('hour', now() - make_interval(mins => $4))`;

export async function judgedFieldData(
  db: Queryable,
  build: { remote: string; manifest: string; served: 'stable' | 'canary' },
  windowMinutes: number,
): Promise<JudgedFieldData> {
  const params = [build.remote, build.served, build.manifest, windowMinutes];
  const [row] = await withHistogramSums<Omit<JudgedFieldData, 'heaviest'>>(
    db,
    (positions) =>
      `WITH picked AS (${JUDGED_ROWS}),
       per_source AS (SELECT source, sum(views)::float8 AS v, sum(errors)::float8 AS e FROM picked GROUP BY source),
       totals AS (
         SELECT coalesce(sum(v), 0) AS views, coalesce(sum(e), 0) AS errors, count(*)::int AS sources, coalesce(max(v), 0) AS largest
           FROM per_source
       ),
       trimmed AS (
         SELECT (t.errors - p.e) / (t.views - p.v) AS rate, t.views - p.v AS views
           FROM per_source p CROSS JOIN totals t
          WHERE t.views > p.v
          ORDER BY abs((t.errors - p.e) / (t.views - p.v) - t.errors / t.views) DESC, p.v DESC, p.source
          LIMIT 1
       ),
       sums AS (SELECT ${summedCounts('lcp', positions)} AS lcp, ${summedCounts('inp', positions)} AS inp, ${longestOf(['lcp', 'inp'])} FROM picked)
       SELECT t.views::int AS views, t.errors::int AS errors, t.sources, t.largest::int AS largest,
              (SELECT rate FROM trimmed) AS "trimmedRate", coalesce((SELECT views FROM trimmed), t.views)::int AS "trimmedViews",
              s.lcp, s.inp, s.longest
         FROM totals t CROSS JOIN sums s`,
    params,
  );
  const heaviest = await withHistogramSums<{ lcp: number[]; inp: number[] }>(
    db,
    (positions) =>
      `WITH picked AS (${JUDGED_ROWS}),
       heaviest AS (SELECT source FROM picked GROUP BY source ORDER BY sum(views) DESC, source LIMIT ${HEAVIEST_SOURCES})
       SELECT ${summedCounts('lcp', positions)} AS lcp, ${summedCounts('inp', positions)} AS inp, ${longestOf(['lcp', 'inp'])}
         FROM picked WHERE source IN (SELECT source FROM heaviest)
        GROUP BY source`,
    params,
  );
  return {
    ...(row ?? { views: 0, errors: 0, sources: 0, largest: 0, trimmedRate: null, trimmedViews: 0, lcp: [], inp: [] }),
    heaviest,
  };
}
