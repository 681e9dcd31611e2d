import type { z } from 'zod';
import type { review } from '../../schemas/catalog.js';
import type { Queryable } from '../database.js';

/** The caller's rating of each product of an order they reviewed. */
export async function findOrderReviewRatings(db: Queryable, orderId: number): Promise<Map<number, number>> {
  const rows = await db.query<{ product_id: number; rating: number }>('SELECT product_id, rating FROM reviews WHERE order_id = $1', [
    orderId,
  ]);
  return new Map(rows.map((r) => [r.product_id, r.rating]));
}

/** A review as the catalogue lists it (and POST /product-review answers it), as its zod schema says. */
export type ReviewJson = z.infer<typeof review>;

/**
 * Stores a review of a product bought in an order; null when that order's product was already
 * reviewed (one per product per order, by the unique index).
 */
export async function insertOrderReview(
  tx: Queryable,
  review: { userId: number; orderId: number; productId: number; rating: number; description: string },
): Promise<ReviewJson | null> {
  const [row] = await tx.query<ReviewJson>(
    `WITH inserted AS (
       INSERT INTO reviews (product_id, shop_id, user_id, order_id, rating, description)
       SELECT p.id, p.shop_id, $1, $2, $4, $5 FROM products p WHERE p.id = $3
       ON CONFLICT (order_id, product_id) WHERE order_id IS NOT NULL DO NOTHING
       RETURNING id, user_id, rating, description, created_at)
     SELECT i.id, u.name AS customer_name, u.profile_photo AS customer_profile, i.rating, i.description,
            to_char(i.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
       FROM inserted i JOIN users u ON u.id = i.user_id`,
    [review.userId, review.orderId, review.productId, review.rating, review.description],
  );
  return row ?? null;
}
