import type { Queryable } from '../database.js';
import { localizedColumn } from './localized-text.js';

export interface LegalPageRow {
  title: string;
  /** HTML as stored; the storefront sanitises it before rendering. */
  description: string;
}

/** The page in `locale`, else in the store's default language (its own columns). */
export async function findLegalPage(db: Queryable, slug: string, locale: string): Promise<LegalPageRow | undefined> {
  const [row] = await db.query<LegalPageRow>(
    `SELECT ${localizedColumn('p', 'title', '$2')} AS title, ${localizedColumn('p', 'description', '$2')} AS description
       FROM legal_pages p WHERE p.slug = $1`,
    [slug, locale],
  );
  return row;
}
