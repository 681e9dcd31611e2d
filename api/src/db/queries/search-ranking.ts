/**
 * The search's ranking (docs/search.md; migration 0240's search_query and search_score), one SQL
 * for the product lists and the header's suggestions, so that the product a shopper picks among
 * the suggestions is the first result of the same search.
 */

/**
 * Joins each product (`p`, with `product_id`) to its search row `ps` and the typed text's pieces
 * `sq` (folded, widened, exact); `text` is the SQL parameter holding what was typed.
 */
export function searchJoin(text: string): string {
  return `JOIN product_search ps ON ps.product_id = p.product_id
          CROSS JOIN (SELECT search_fold(${text}) AS folded, search_query(${text}) AS widened,
                             search_exact_query(${text}) AS exact) sq`;
}

/** Best answer first, then the best sellers and the best rated; the id last, so pages never overlap. */
export const SEARCH_ORDER = `search_score(ps.names, ps.words, sq.folded, sq.widened, sq.exact) DESC,
  ts_rank(ps.words, sq.widened) DESC, p.total_sold DESC, p.rating DESC, p.product_id DESC`;
