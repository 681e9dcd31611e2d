import type { CountryJson } from '../../schemas/countries.js';
import type { Queryable } from '../database.js';

export function listCountries(db: Queryable): Promise<CountryJson[]> {
  // Byte order ("C"), so PGlite and PostgreSQL agree whatever collation the database was made with.
  return db.query<CountryJson>('SELECT name, phone_code FROM countries ORDER BY name COLLATE "C"');
}
