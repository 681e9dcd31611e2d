import type { Queryable } from '../database.js';
import type { SearchRow } from '../../lib/search-engine.js';
import type { NamedRow } from '../../lib/search-names.js';

/**
 * What the search index holds (docs/search.md): every listed product's search row (migration
 * 0240's product_search: folded names, weighted words) with its sales and rating, the ranking's
 * tie-breakers.
 */
export function listedSearchRows(db: Queryable): Promise<SearchRow[]> {
  return db.query<SearchRow>(
    `SELECT ps.product_id AS id, ps.names, ps.words::text AS words, p.total_sold::int AS sold, p.rating::float8 AS rating
       FROM product_search ps JOIN product_pricing p ON p.product_id = ps.product_id
      WHERE p.is_visible`,
  );
}

/** The sales and ratings of some products now (an order changed them). */
export function salesOf(db: Queryable, ids: readonly number[]): Promise<Array<{ id: number; sold: number; rating: number }>> {
  return db.query(`SELECT id, total_sold::int AS sold, rating::float8 AS rating FROM products WHERE id = ANY($1::int[])`, [[...ids]]);
}

/**
 * The letters the database's unaccent rewrites, and what into (about 1,700 of the Basic
 * Multilingual Plane): the search folds what a shopper types with the same rules the database
 * folded the catalogue with (search_fold).
 */
export async function unaccentedLetters(db: Queryable): Promise<Map<string, string>> {
  const rows = await db.query<{ letter: string; plain: string }>(
    `SELECT chr(c) AS letter, unaccent('unaccent'::regdictionary, chr(c)) AS plain
       FROM generate_series(128, 65533) c
      WHERE c NOT BETWEEN 55296 AND 57343 AND unaccent('unaccent'::regdictionary, chr(c)) <> chr(c)`,
  );
  return new Map(rows.map((row) => [row.letter, row.plain]));
}

/** The shops the suggestions may offer (active), best rated first, as GET /shops lists them. */
export function suggestedShops(db: Queryable): Promise<NamedRow[]> {
  return db.query<NamedRow>(
    `SELECT id, name, NULL::jsonb AS translations, coalesce(logo, '') AS image FROM shops WHERE is_active ORDER BY rating DESC, id`,
  );
}

/** The categories the suggestions may offer: active, with a listed product, as GET /categories orders them. */
export function suggestedCategories(db: Queryable): Promise<NamedRow[]> {
  return db.query<NamedRow>(
    `SELECT c.id, c.name, c.translations, coalesce(c.thumbnail, '') AS image
       FROM categories c
      WHERE c.is_active AND EXISTS (SELECT 1 FROM product_pricing cp WHERE cp.is_visible AND cp.category_id = c.id)
      ORDER BY c.sort_order, c.id`,
  );
}
