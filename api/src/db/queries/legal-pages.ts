import type { LegalPageJson } from '../../schemas/content.js';
import type { Queryable } from '../database.js';
import { localizedColumn } from './localized-text.js';

/** The page in `locale`, else in the store's default language (its own columns). */
export async function findLegalPage(db: Queryable, slug: string, locale: string): Promise<LegalPageJson | undefined> {
  const [row] = await db.query<LegalPageJson>(
    `SELECT ${localizedColumn('p', 'title', '$2')} AS title, ${localizedColumn('p', 'description', '$2')} AS description
       FROM legal_pages p WHERE p.slug = $1`,
    [slug, locale],
  );
  return row;
}
