import type { z } from 'zod';
import type { searchSuggestions } from '../../schemas/catalog.js';
import type { Queryable } from '../database.js';
import { localizedColumn } from './localized-text.js';
import { noteSalesOrder } from '../../lib/shown-products.js';

export type SearchSuggestionsJson = z.infer<typeof searchSuggestions>;
export type SuggestionJson = SearchSuggestionsJson['products'][number];

/** How many of each kind the header shows. */
export const SUGGESTION_LIMITS = { products: 5, shops: 3, categories: 3 } as const;

/** Words beyond these add nothing a shopper would see in five suggestions. */
const MAX_WORDS = 6;

/**
 * The words of what was typed, for the shops' and categories' prefix match: 'Red  T-Shirt' ->
 * ['red', 't', 'shirt']. Only letters, marks and digits survive, and the database folds each word
 * before it becomes a prefix of a text-search query (FOLDED_PREFIXES), so no tsquery operator
 * (& | ! : * ( ) < > ') can reach the parser and no input makes it fail. Null when nothing
 * searchable is left ('!!').
 */
export function suggestionWords(text: string): string[] | null {
  const words = text
    .normalize('NFC')
    .toLowerCase()
    .match(/[\p{L}\p{M}\p{N}]+/gu);
  return words ? words.slice(0, MAX_WORDS) : null;
}

/**
 * The typed words ($1) folded as product search folds text (search_fold, migration 0240: hamza
 * forms, ta marbuta, alef maqsura, tashkeel and tatweel, Latin accents and case), each a prefix
 * that every match must have: 'احذيه' finds 'أحذية', 'cafe' finds 'Café'. Folding leaves letters,
 * digits and single spaces only, so the pieces are safe as tsquery words.
 */
const FOLDED_PREFIXES = `(SELECT to_tsquery('simple', string_agg(piece || ':*', ' & '))
     FROM unnest($1::text[]) word, regexp_split_to_table(search_fold(word), ' ') piece
    WHERE piece <> '')`;

/**
 * The condition each kind matches on. It repeats the expression of migration 0270's indexes
 * exactly (to_tsvector('simple', search_fold(…))): any other spelling would not use them.
 */
const matches = (column: string) => `to_tsvector('simple', search_fold(${column})) @@ ${FOLDED_PREFIXES}`;

/**
 * Names that start with the text come first: the shopper is most likely typing one of them.
 * Compared folded; a folded text has no LIKE wildcard in it (letters, digits and spaces only).
 */
const startsFirst = (column: string) => `(search_fold(${column}) LIKE search_fold(array_to_string($1::text[], ' ')) || '%') DESC`;

/**
 * The products the search found ($2, their ids best first: the search index's answer, the same
 * order as the product lists'), with their name in the language and their first image.
 */
const PRODUCTS_SQL = `
  SELECT p.id, ${localizedColumn('p', 'name', '$3')} AS name,
         coalesce((SELECT i.thumbnail FROM product_images i WHERE i.product_id = p.id
                    ORDER BY i.sort_order, i.id LIMIT 1), '') AS image
    FROM unnest($2::int[]) WITH ORDINALITY AS found (id, place) JOIN products p ON p.id = found.id
   ORDER BY found.place`;

/** Active shops, best rated first (as GET /shops lists them: with or without products). */
const SHOPS_SQL = `
  SELECT s.id, s.name, coalesce(s.logo, '') AS image
    FROM shops s
   WHERE s.is_active AND ${matches('s.name')}
   ORDER BY ${startsFirst('s.name')}, s.rating DESC, s.id
   LIMIT ${SUGGESTION_LIMITS.shops}`;

/**
 * Categories that lead somewhere (active, with a listed product), as GET /categories orders them,
 * found by their names in every language (migration 0270's index).
 */
const CATEGORIES_SQL = `
  SELECT c.id, ${localizedColumn('c', 'name', '$3')} AS name, coalesce(c.thumbnail, '') AS image
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
 * The parameters of SEARCH_SUGGESTIONS_SQL: the typed words (suggestionWords), the products the
 * search found (their ids, best first) and the language the products' and categories' names are
 * shown in (their own names when it has none).
 */
export function searchSuggestionParams(words: string[], productIds: readonly number[], locale = ''): [string[], number[], string] {
  return [words, productIds.slice(0, SUGGESTION_LIMITS.products), locale];
}

const NOTHING: SearchSuggestionsJson = { products: [], shops: [], categories: [] };

/**
 * The first of the products a search found (`productIds`, best first, as the lists show them), and
 * the shops and categories with a word of their name starting with each word of `text`, folded.
 */
export async function findSearchSuggestions(
  db: Queryable,
  text: string,
  productIds: readonly number[],
  locale?: string,
): Promise<SearchSuggestionsJson> {
  const words = suggestionWords(text);
  if (!words) return NOTHING;
  noteSalesOrder();
  const [row] = await db.query<SearchSuggestionsJson>(SEARCH_SUGGESTIONS_SQL, searchSuggestionParams(words, productIds, locale));
  return row ?? NOTHING;
}
