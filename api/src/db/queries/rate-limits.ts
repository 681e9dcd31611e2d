import type { Queryable } from '../database.js';

export interface WindowCount {
  hits: number;
  /** Seconds until the window ends (at least 1 while it is open). */
  retry_after: number;
}

/**
 * Counts one hit against `key` in a fixed window of `windowSeconds`: one atomic upsert, so every
 * API instance on the database shares the count. A key whose window has ended starts over at 1.
 */
export async function countHit(db: Queryable, key: string, windowSeconds: number): Promise<WindowCount> {
  const [row] = await db.query<WindowCount>(
    `INSERT INTO rate_limits AS r (key, hits, reset_at) VALUES ($1, 1, now() + make_interval(secs => $2))
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.hits + 1 END,
       reset_at = CASE WHEN r.reset_at <= now() THEN EXCLUDED.reset_at ELSE r.reset_at END
     RETURNING hits, greatest(1, ceil(extract(epoch FROM r.reset_at - now())))::int AS retry_after`,
    [key, windowSeconds],
  );
  if (!row) throw new Error('rate limit was not counted');
  return row;
}

/** Takes back one hit of the open window (an attempt that turned out not to count, e.g. a good login). */
export async function uncountHit(db: Queryable, key: string): Promise<void> {
  await db.query('UPDATE rate_limits SET hits = hits - 1 WHERE key = $1 AND reset_at > now() AND hits > 0', [key]);
}

/** Forgets windows that have ended; their keys would start over anyway. */
export async function deleteEndedWindows(db: Queryable): Promise<void> {
  await db.query('DELETE FROM rate_limits WHERE reset_at <= now()');
}
