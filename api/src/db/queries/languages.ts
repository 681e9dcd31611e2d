import type { LanguageJson } from '../../schemas/master.js';
import type { Queryable } from '../database.js';

/** A language row is the contract's Language (GET /master lists them). */
export type LanguageRow = LanguageJson;

export function listLanguages(db: Queryable): Promise<LanguageRow[]> {
  return db.query<LanguageRow>('SELECT id, name, title, direction FROM languages WHERE is_active ORDER BY sort_order, id');
}

export async function findLanguage(db: Queryable, code: string): Promise<LanguageRow | undefined> {
  const [row] = await db.query<LanguageRow>(
    'SELECT id, name, title, direction FROM languages WHERE is_active AND lower(name) = lower($1)',
    [code],
  );
  return row;
}

/** The message dictionary of a locale, `{ id: text }`. */
export async function getDictionary(db: Queryable, locale: string): Promise<Record<string, string>> {
  const rows = await db.query<{ key: string; text: string }>('SELECT key, text FROM translations WHERE locale = $1 ORDER BY key', [locale]);
  return Object.fromEntries(rows.map((r) => [r.key, r.text]));
}
