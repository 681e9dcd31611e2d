import type { Queryable } from '../database.js';

/**
 * All settings as `{ key: value }` (values are the stored JSON). With a locale, a setting written
 * per language (footer texts: migration 0080) comes in that language, else as stored.
 */
export async function getSettings(db: Queryable, locale?: string): Promise<Record<string, unknown>> {
  const rows = locale
    ? await db.query<{ key: string; value: unknown }>('SELECT key, COALESCE(translations -> $1::text, value) AS value FROM settings', [
        locale,
      ])
    : await db.query<{ key: string; value: unknown }>('SELECT key, value FROM settings');
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/** Writes a setting's value in other languages: `{ locale: value }` (replacing the ones it had). */
export async function setSettingTranslations(db: Queryable, key: string, translations: Record<string, unknown>): Promise<void> {
  await db.query('UPDATE settings SET translations = $2::jsonb, updated_at = now() WHERE key = $1', [key, JSON.stringify(translations)]);
}

export async function setSetting(db: Queryable, key: string, value: unknown): Promise<void> {
  await db.query(
    `INSERT INTO settings (key, value, updated_at) VALUES ($1, $2::jsonb, now())
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [key, JSON.stringify(value)],
  );
}

/** One setting's stored JSON value, or undefined when it is not set. */
export async function getSettingValue(db: Queryable, key: string): Promise<unknown> {
  const [row] = await db.query<{ value: unknown }>('SELECT value FROM settings WHERE key = $1', [key]);
  return row?.value;
}
