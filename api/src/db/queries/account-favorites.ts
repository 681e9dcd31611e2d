import type { Queryable } from '../database.js';

/** Listed products only (product, shop and category active), as the catalogue shows them. */
const VISIBLE = 'JOIN product_pricing pp ON pp.product_id = f.product_id AND pp.is_visible';

export async function isListedProduct(db: Queryable, productId: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM product_pricing WHERE product_id = $1 AND is_visible', [productId]);
  return rows.length > 0;
}

/**
 * Adds the product to the user's favourites, or removes it when it is there already, in one
 * statement each way so two quick clicks cannot both add. Returns whether it is a favourite now.
 */
export async function toggleFavorite(db: Queryable, userId: number, productId: number): Promise<boolean> {
  const removed = await db.query('DELETE FROM favorites WHERE user_id = $1 AND product_id = $2 RETURNING 1', [userId, productId]);
  if (removed.length) return false;
  await db.query('INSERT INTO favorites (user_id, product_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [userId, productId]);
  return true;
}

export async function countFavorites(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.query<{ total: number }>(`SELECT count(*) AS total FROM favorites f ${VISIBLE} WHERE f.user_id = $1`, [userId]);
  return row?.total ?? 0;
}

/** Product ids of a page of favourites, the latest first. */
export async function favoriteProductIds(db: Queryable, userId: number, limit: number, offset: number): Promise<number[]> {
  const rows = await db.query<{ product_id: number }>(
    `SELECT f.product_id FROM favorites f ${VISIBLE}
      WHERE f.user_id = $1 ORDER BY f.created_at DESC, f.product_id DESC LIMIT $2 OFFSET $3`,
    [userId, limit, offset],
  );
  return rows.map((row) => row.product_id);
}

/** Which of these products the user keeps as favourites (merged into public catalogue answers). */
export async function favoriteIdsAmong(db: Queryable, userId: number, productIds: readonly number[]): Promise<Set<number>> {
  const rows = await db.query<{ product_id: number }>(
    'SELECT product_id FROM favorites WHERE user_id = $1 AND product_id = ANY($2::int[])',
    [userId, productIds],
  );
  return new Set(rows.map((row) => row.product_id));
}
