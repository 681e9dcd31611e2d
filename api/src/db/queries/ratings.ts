import type { Queryable } from '../database.js';

/**
 * Recomputes the rating and review count kept on products and shops (so that lists need no
 * aggregate). Pass product ids to limit the work to what new reviews touched.
 */
export async function refreshRatings(tx: Queryable, productIds?: readonly number[]): Promise<void> {
  const params = productIds ? [productIds] : [];
  await tx.query(ratingsUpdate('products', 'product_id', productIds ? 'AND t.id = ANY($1::int[])' : ''), params);
  await tx.query(
    ratingsUpdate('shops', 'shop_id', productIds ? 'AND t.id IN (SELECT shop_id FROM products WHERE id = ANY($1::int[]))' : ''),
    params,
  );
}

/** Sets `table`'s rating (average stars, 2 decimals; 0 without reviews) and review count from the reviews naming it in `reviewColumn`. */
function ratingsUpdate(table: 'products' | 'shops', reviewColumn: 'product_id' | 'shop_id', filter: string): string {
  return `UPDATE ${table} t
        SET rating = coalesce(s.avg_rating, 0), total_reviews = s.n
       FROM (SELECT t2.id, round(avg(r.rating), 2) AS avg_rating, count(r.id)::int AS n
               FROM ${table} t2 LEFT JOIN reviews r ON r.${reviewColumn} = t2.id
              GROUP BY t2.id) s
      WHERE s.id = t.id ${filter}`;
}
