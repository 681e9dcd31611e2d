import type { z } from 'zod';
import type { searchSuggestions } from '../../schemas/catalog.js';
import type { Queryable } from '../database.js';
import { escapeLike } from './catalog-sql.js';
import { localizedColumn } from './localized-text.js';
import { noteSalesOrder } from '../../lib/shown-products.js';
import { SEARCH_JOIN, SEARCH_ORDER, searchPieces } from './search-ranking.js';

export type SearchSuggestionsJson = z.infer<typeof searchSuggestions>;
export type SuggestionJson = SearchSuggestionsJson['products'][number];

/** How many of each kind the header shows. */
export const SUGGESTION_LIMITS = { products: 5, shops: 3, categories: 3 } as const;

/** Words beyond these add nothing a shopper would see in five suggestions. */
const MAX_WORDS = 6;

/**
 * The words of what was typed as a prefix query for to_tsquery: 'red ch' -> 'red:* & ch:*'.
 * Only letters, marks and digits survive, so no tsquery operator (& | ! : * ( ) < > ') can reach
 * the parser and no input makes it fail. Null when nothing searchable is left ('!!').
 */
export function prefixQuery(text: string): string | null {
  const words = text
    .normalize('NFC')
    .toLowerCase()
    .match(/[\p{L}\p{M}\p{N}]+/gu);
  if (!words) return null;
  return words
    .slice(0, MAX_WORDS)
    .map((word) => `${word}:*`)
    .join(' & ');
}

/**
 * The condition each kind matches on. It repeats the expression of migrations 0090's and 0260's
 * indexes exactly (to_tsvector('simple', …)): any other spelling would not use them.
 */
const matches = (column: string) => `to_tsvector('simple', ${column}) @@ to_tsquery('simple', $1)`;

/** Names that start with the text come first: the shopper is most likely typing one of them. */
const startsFirst = (column: string) => `(${column} ILIKE $2) DESC`;

/**
 * Listed products (the product, its shop and its category active) found by the text as the product
 * lists find them ($3, what was typed), in the same order (search-ranking.ts).
 */
const PRODUCTS_SQL = `
  WITH ${searchPieces('$3')}
  SELECT p.product_id AS id,
         (SELECT ${localizedColumn('pt', 'name', '$4')} FROM products pt WHERE pt.id = p.product_id) AS name,
         coalesce((SELECT i.thumbnail FROM product_images i WHERE i.product_id = p.product_id
                    ORDER BY i.sort_order, i.id LIMIT 1), '') AS image
    FROM product_pricing p ${SEARCH_JOIN}
   WHERE p.is_visible AND ps.words @@ sq.widened
   ORDER BY ${SEARCH_ORDER}
   LIMIT ${SUGGESTION_LIMITS.products}`;

/** Active shops, best rated first (as GET /shops lists them: with or without products). */
const SHOPS_SQL = `
  SELECT s.id, s.name, coalesce(s.logo, '') AS image
    FROM shops s
   WHERE s.is_active AND ${matches('s.name')}
   ORDER BY ${startsFirst('s.name')}, s.rating DESC, s.id
   LIMIT ${SUGGESTION_LIMITS.shops}`;

/**
 * Categories that lead somewhere (active, with a listed product), as GET /categories orders them,
 * found by their names in every language (migration 0260's index).
 */
const CATEGORIES_SQL = `
  SELECT c.id, ${localizedColumn('c', 'name', '$4')} AS name, coalesce(c.thumbnail, '') AS image
    FROM categories c
   WHERE c.is_active AND ${matches('search_all_names(c.name, c.translations)')}
     AND EXISTS (SELECT 1 FROM product_pricing cp WHERE cp.is_visible AND cp.category_id = c.id)
   ORDER BY ${startsFirst('c.name')}, c.sort_order, c.id
   LIMIT ${SUGGESTION_LIMITS.categories}`;

const asJsonList = (sql: string) => `(SELECT coalesce(json_agg(row_to_json(x)), '[]') FROM (${sql}) x)`;

/**
 * All three kinds in one statement (one round trip; on PGlite, one turn of its single
 * connection). Exported for the index test, which explains it.
 */
export const SEARCH_SUGGESTIONS_SQL = `SELECT ${asJsonList(PRODUCTS_SQL)} AS products,
       ${asJsonList(SHOPS_SQL)} AS shops,
       ${asJsonList(CATEGORIES_SQL)} AS categories`;

/**
 * The parameters of SEARCH_SUGGESTIONS_SQL for a prefix query, the text as typed and the language
 * the products' and categories' names are shown in (their own names when it has none).
 */
export function searchSuggestionParams(query: string, text: string, locale = ''): [string, string, string, string] {
  return [query, `${escapeLike(text.trim())}%`, text, locale];
}

const NOTHING: SearchSuggestionsJson = { products: [], shops: [], categories: [] };

/** Products found by `text` as the lists find them; shops and categories with a word of their name starting with each word of it. */
export async function findSearchSuggestions(db: Queryable, text: string, locale?: string): Promise<SearchSuggestionsJson> {
  const query = prefixQuery(text);
  if (!query) return NOTHING;
  noteSalesOrder();
  const [row] = await db.query<SearchSuggestionsJson>(SEARCH_SUGGESTIONS_SQL, searchSuggestionParams(query, text, locale));
  return row ?? NOTHING;
}
