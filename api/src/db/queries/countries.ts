import type { Queryable } from '../database.js';

export interface CountryRow {
  name: string;
  phone_code: string;
}

export function listCountries(db: Queryable): Promise<CountryRow[]> {
  // Byte order ("C"), so PGlite and PostgreSQL agree whatever collation the database was made with.
  return db.query<CountryRow>('SELECT name, phone_code FROM countries ORDER BY name COLLATE "C"');
}
