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
