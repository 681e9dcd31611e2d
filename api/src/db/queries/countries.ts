import type { CountryJson } from '../../schemas/countries.js';
import type { Queryable } from '../database.js';
import { localizedColumn } from './localized-text.js';

/**
 * The countries with their name in `locale` and in each of `languages` (the store's: a picker
 * finds 'Iraq' or 'العراق' whichever the shopper types), sorted by the name in `locale`.
 */
export async function listCountries(db: Queryable, locale: string, languages: readonly string[]): Promise<CountryJson[]> {
  const rows = await db.query<{ name: string; phone_code: string; names: string[] }>(
    `SELECT ${localizedColumn('c', 'name', '$1')} AS name, c.phone_code,
            (SELECT jsonb_agg(${localizedColumn('c', 'name', 'l.code')} ORDER BY l.position)
               FROM jsonb_array_elements_text($2::jsonb) WITH ORDINALITY AS l (code, position)) AS names
       FROM countries c
      -- Byte order ("C"), so PGlite and PostgreSQL agree whatever collation the database was made with.
      ORDER BY ${localizedColumn('c', 'name', '$1')} COLLATE "C"`,
    [locale, JSON.stringify(languages)],
  );
  return rows.map((row) => ({ ...row, names: [...new Set([row.name, ...(row.names ?? [])])] }));
}
