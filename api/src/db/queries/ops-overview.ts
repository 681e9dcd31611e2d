import type { Queryable } from '../database.js';

/** Page views and errors of one remote build in one hour: a point of /ops's sparkline. */
export interface BuildHour {
  remote: string;
  manifest: string;
  served: string;
  /** The hour's start, milliseconds since the epoch. */
  hour: number;
  views: number;
  errors: number;
}

/** Every remote build's page views and errors per hour, from `since` (the hours that overlap it). */
export async function buildHours(db: Queryable, since: Date): Promise<BuildHour[]> {
  const rows = await db.query<{ remote: string; manifest: string; served: string; hour: string; views: string; errors: string }>(
    `SELECT remote, manifest, served, (extract(epoch FROM hour) * 1000)::bigint::text AS hour,
            sum(views)::text AS views, sum(errors)::text AS errors
       FROM page_view_hours
      WHERE hour >= date_trunc('hour', $1::timestamptz) AND remote <> ''
      GROUP BY remote, manifest, served, hour`,
    [since.toISOString()],
  );
  return rows.map((row) => ({ ...row, hour: Number(row.hour), views: Number(row.views), errors: Number(row.errors) }));
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

/** Counts only (no percentiles): one pass over the day's loads, the hour's among them. */
export async function buildLoads(db: Queryable, dayAgo: Date, hourAgo: Date): Promise<BuildLoads[]> {
  const rows = await db.query<Record<keyof BuildLoads, string | boolean | null>>(
    `SELECT remote, manifest, canary, preview, max(version) AS version,
            count(*) FILTER (WHERE received_at >= $2)::text AS hour_loads,
            count(*) FILTER (WHERE received_at >= $2 AND NOT ok)::text AS hour_failures,
            count(*)::text AS day_loads, count(*) FILTER (WHERE NOT ok)::text AS day_failures
       FROM remote_loads WHERE received_at >= $1
      GROUP BY remote, manifest, canary, preview`,
    [dayAgo.toISOString(), hourAgo.toISOString()],
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
