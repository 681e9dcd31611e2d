import type { Queryable } from '../database.js';

/**
 * Recomputes the rating and review count kept on products and shops (so that lists need no
 * aggregate). Pass product ids to limit the work to what new reviews touched.
 */
export async function refreshRatings(tx: Queryable, productIds?: readonly number[]): Promise<void> {
  const params = productIds ? [productIds] : [];
  const productFilter = productIds ? 'AND p.id = ANY($1::int[])' : '';
  const shopFilter = productIds ? 'AND sh.id IN (SELECT shop_id FROM products WHERE id = ANY($1::int[]))' : '';
  await tx.query(
    `UPDATE products p
        SET rating = coalesce(s.avg_rating, 0), total_reviews = s.n
       FROM (SELECT p2.id, round(avg(r.rating), 2) AS avg_rating, count(r.id)::int AS n
               FROM products p2 LEFT JOIN reviews r ON r.product_id = p2.id
              GROUP BY p2.id) s
      WHERE s.id = p.id ${productFilter}`,
    params,
  );
  await tx.query(
    `UPDATE shops sh
        SET rating = coalesce(s.avg_rating, 0), total_reviews = s.n
       FROM (SELECT sh2.id, round(avg(r.rating), 2) AS avg_rating, count(r.id)::int AS n
               FROM shops sh2 LEFT JOIN reviews r ON r.shop_id = sh2.id
              GROUP BY sh2.id) s
      WHERE s.id = sh.id ${shopFilter}`,
    params,
  );
}
