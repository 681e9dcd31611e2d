import type { Queryable } from '../database.js';

/** All settings as `{ key: value }` (values are the stored JSON). */
export async function getSettings(db: Queryable): Promise<Record<string, unknown>> {
  const rows = await db.query<{ key: string; value: unknown }>('SELECT key, value FROM settings');
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

export async function setSetting(db: Queryable, key: string, value: unknown): Promise<void> {
  await db.query(
    `INSERT INTO settings (key, value, updated_at) VALUES ($1, $2::jsonb, now())
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [key, JSON.stringify(value)],
  );
}
