import type { Queryable } from '../database.js';
import translations from './translations.json' with { type: 'json' };
import { insertRows } from './insert-rows.js';

export type Dictionaries = Record<string, Record<string, string>>;

export const SEED_TRANSLATIONS: Dictionaries = translations;

/**
 * Adds the message ids of translations.json that the database lacks, for the languages it has.
 * Runs on every start (not only with the first seed) so that ids added to the JSON later reach
 * existing databases; texts already in the database (perhaps edited by an operator) are kept.
 * Returns how many messages were added.
 */
export async function syncTranslations(tx: Queryable, dictionaries: Dictionaries = SEED_TRANSLATIONS): Promise<number> {
  const languages = await tx.query<{ name: string }>('SELECT name FROM languages');
  const rows = languages.flatMap(({ name }) =>
    Object.entries(dictionaries[name] ?? {}).map(([key, text]) => ({ locale: name, key, text })),
  );
  const added = await insertRows<{ key: string }>(tx, 'translations', rows, {
    returning: 'key',
    ignoreConflicts: true,
  });
  return added.length;
}
