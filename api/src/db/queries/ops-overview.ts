import type { Queryable } from '../database.js';
import type { BuildKey } from './field-data.js';

/**
 * What /ops reads (routes/ops/ops-overview.ts), bounded whatever the tables hold: the builds it shows
 * are chosen here (the composition's, then the busiest few others of each remote, the rest summed
 * up in one row per remote), and every other statement reads those builds alone.
 */

/** The build keys as a statement's jsonb parameter, and the condition that picks them (`$n` is that parameter). */
const pickedBuilds = (n: number) =>
  `(remote, manifest, served) IN (SELECT remote, manifest, served FROM jsonb_to_recordset($${n}::jsonb) AS b(remote text, manifest text, served text))`;
const buildsParam = (builds: readonly BuildKey[]) =>
  JSON.stringify(builds.map(({ remote, manifest, served }) => ({ remote, manifest, served })));
/** How a load's build was served, as the field data says it. */
const LOAD_SERVED = `CASE WHEN preview THEN 'preview' WHEN canary THEN 'canary' ELSE 'stable' END`;

/** A build's (or, for the rest of a remote's builds, their sum's) day: loads, failures, page views, errors. */
export interface BuildActivity {
  loads: number;
  failures: number;
  views: number;
  errors: number;
}

export interface OtherBuilds extends BuildActivity {
  remote: string;
  /** How many builds the sum is of. */
  builds: number;
}

/**
 * Since `since`, every remote's builds other than `pinned` (the composition's), by their page views
 * and loads: the busiest `perRemote` of each remote, and the others of each summed up.
 */
export async function busiestBuilds(
  db: Queryable,
  since: Date,
  pinned: readonly BuildKey[],
  perRemote: number,
): Promise<{ shown: BuildKey[]; others: OtherBuilds[] }> {
  const rows = await db.query<{ remote: string; manifest: string | null; served: string | null } & OtherBuilds>(
    `WITH field AS (
       SELECT remote, manifest, served, sum(views)::float8 AS views, sum(errors)::float8 AS errors
         FROM page_view_hours WHERE hour >= date_trunc('hour', $1::timestamptz) AND remote <> ''
        GROUP BY remote, manifest, served
     ),
     loads AS (
       SELECT remote, manifest, ${LOAD_SERVED} AS served, count(*)::float8 AS loads, count(*) FILTER (WHERE NOT ok)::float8 AS failures
         FROM remote_loads WHERE received_at >= $1
        GROUP BY 1, 2, 3
     ),
     builds AS (
       SELECT remote, manifest, served, coalesce(f.views, 0) AS views, coalesce(f.errors, 0) AS errors,
              coalesce(l.loads, 0) AS loads, coalesce(l.failures, 0) AS failures
         FROM field f FULL JOIN loads l USING (remote, manifest, served)
        WHERE NOT ${pickedBuilds(2)}
     ),
     ranked AS (
       SELECT *, row_number() OVER (PARTITION BY remote ORDER BY views + loads DESC, manifest, served) AS place FROM builds
     )
     SELECT remote, manifest, served, 1 AS builds, loads, failures, views, errors FROM ranked WHERE place <= $3
     UNION ALL
     SELECT remote, NULL, NULL, count(*)::int, sum(loads), sum(failures), sum(views), sum(errors) FROM ranked WHERE place > $3 GROUP BY remote`,
    [since.toISOString(), buildsParam(pinned), perRemote],
  );
  return {
    shown: rows.flatMap(({ remote, manifest, served }) => (manifest !== null && served !== null ? [{ remote, manifest, served }] : [])),
    others: rows
      .filter((row) => row.manifest === null)
      .map(({ remote, builds, loads, failures, views, errors }) => ({ remote, builds, loads, failures, views, errors })),
  };
}

/** One build's page views per hour, from `since` (the hours that overlap it): /ops's sparkline. */
export interface BuildHours extends BuildKey {
  /** Page views by the hour's start, in milliseconds since the epoch. */
  views: Record<string, number>;
}

export async function buildHours(db: Queryable, since: Date, builds: readonly BuildKey[]): Promise<BuildHours[]> {
  return db.query<BuildHours>(
    `SELECT remote, manifest, served, jsonb_object_agg(hour, views) AS views FROM (
       SELECT remote, manifest, served, (extract(epoch FROM hour) * 1000)::bigint::text AS hour, sum(views)::float8 AS views
         FROM page_view_hours
        WHERE hour >= date_trunc('hour', $1::timestamptz) AND remote <> '' AND ${pickedBuilds(2)}
        GROUP BY remote, manifest, served, hour
     ) AS by_hour
     GROUP BY remote, manifest, served`,
    [since.toISOString(), buildsParam(builds)],
  );
}

/** Loads and failures of one remote build over the last hour and the last day. */
export interface BuildLoads {
  remote: string;
  manifest: string;
  canary: boolean;
  preview: boolean;
  version: string | null;
  hour_loads: number;
  hour_failures: number;
  day_loads: number;
  day_failures: number;
}

/** Counts only (no percentiles) of `builds`: one pass over the day's loads, the hour's among them. */
export async function buildLoads(db: Queryable, dayAgo: Date, hourAgo: Date, builds: readonly BuildKey[]): Promise<BuildLoads[]> {
  const rows = await db.query<Record<keyof BuildLoads, string | boolean | null>>(
    `SELECT remote, manifest, canary, preview, max(version) AS version,
            count(*) FILTER (WHERE received_at >= $2)::text AS hour_loads,
            count(*) FILTER (WHERE received_at >= $2 AND NOT ok)::text AS hour_failures,
            count(*)::text AS day_loads, count(*) FILTER (WHERE NOT ok)::text AS day_failures
       FROM remote_loads
      WHERE received_at >= $1
        AND (remote, manifest, ${LOAD_SERVED}) IN (SELECT remote, manifest, served FROM jsonb_to_recordset($3::jsonb) AS b(remote text, manifest text, served text))
      GROUP BY remote, manifest, canary, preview`,
    [dayAgo.toISOString(), hourAgo.toISOString(), buildsParam(builds)],
  );
  return rows.map((row) => ({
    remote: String(row.remote),
    manifest: String(row.manifest),
    canary: row.canary === true,
    preview: row.preview === true,
    version: typeof row.version === 'string' ? row.version : null,
    hour_loads: Number(row.hour_loads),
    hour_failures: Number(row.hour_failures),
    day_loads: Number(row.day_loads),
    day_failures: Number(row.day_failures),
  }));
}
