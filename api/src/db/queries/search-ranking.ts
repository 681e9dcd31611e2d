import type { Queryable } from '../database.js';

/**
 * The search's ranking (docs/search.md; migration 0240's search_query and search_score), one SQL
 * for the product lists and the header's suggestions, so that the product a shopper picks among
 * the suggestions is the first result of the same search.
 */

/**
 * The typed text's pieces (folded, widened, exact), computed once as the CTE `sq` (`text` is the SQL
 * parameter holding what was typed): materialized, so that a join never runs search_query again
 * for every product it ranks.
 */
export function searchPieces(text: string): string {
  return `sq AS MATERIALIZED (SELECT search_fold(${text}) AS folded, search_query(${text}) AS widened,
                                     search_exact_query(${text}) AS exact)`;
}

/** The widened query of the pieces `sq`, as a scalar: what a search condition tests the rows with. */
export const SEARCH_WIDENED = '(SELECT widened FROM sq)';

/** Joins each product (`p`, with `product_id`) to its search row `ps` and the pieces `sq`. */
export const SEARCH_JOIN = 'JOIN product_search ps ON ps.product_id = p.product_id CROSS JOIN sq';

/** Best answer first, then the best sellers and the best rated; the id last, so pages never overlap. */
export const SEARCH_ORDER = `search_score(ps.names, ps.words, sq.folded, sq.widened, sq.exact) DESC,
  ts_rank(ps.words, sq.widened) DESC, p.total_sold DESC, p.rating DESC, p.product_id DESC`;

/**
 * What a search that lists nothing may have meant (migration 0250's search_correction): the
 * closest text that finds something, folded, or null.
 */
export async function searchCorrection(db: Queryable, typed: string): Promise<string | null> {
  const [row] = await db.query<{ offer: string | null }>('SELECT search_correction($1) AS offer', [typed]);
  return row?.offer ?? null;
}
