import type { Queryable } from '../database.js';

export interface LegalPageRow {
  title: string;
  /** HTML as stored; the storefront sanitises it before rendering. */
  description: string;
}

export async function findLegalPage(db: Queryable, slug: string): Promise<LegalPageRow | undefined> {
  const [row] = await db.query<LegalPageRow>('SELECT title, description FROM legal_pages WHERE slug = $1', [slug]);
  return row;
}
