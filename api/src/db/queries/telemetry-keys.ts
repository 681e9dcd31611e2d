import type { Queryable } from '../database.js';

/**
 * The secret named `name` (telemetry_keys): the one stored, or `fresh` when none was, which is then
 * stored. Every instance on the database gets the same one, whichever made it.
 */
export async function telemetryKey(db: Queryable, name: string, fresh: string): Promise<string> {
  const [row] = await db.query<{ secret: string }>(
    `WITH made AS (
       INSERT INTO telemetry_keys (name, secret) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING RETURNING secret
     )
     SELECT secret FROM made UNION ALL SELECT secret FROM telemetry_keys WHERE name = $1 LIMIT 1`,
    [name, fresh],
  );
  if (!row) throw new Error(`The telemetry key ${name} could not be read.`);
  return row.secret;
}
