import type { Queryable } from '../database.js';

/**
 * Cart lines. A shopper has one line per product in the basket (the contract's increment,
 * decrement and delete name only the product) and at most one buy-now line, kept apart.
 */
export interface CartLine {
  id: number;
  product_id: number;
  shop_id: number;
  quantity: number;
  size_id: number | null;
  color_id: number | null;
  unit: string | null;
}

const COLUMNS = 'id, product_id, shop_id, quantity, size_id, color_id, unit';

export interface CartLineFilter {
  buyNow: boolean;
  /** Only the lines of these shops. */
  shopIds?: readonly number[];
  /** Lock the lines until the transaction ends (order placement). */
  forUpdate?: boolean;
}

/** The basket's (or the buy-now) lines, oldest first. */
export async function listCartLines(db: Queryable, userId: number, filter: CartLineFilter): Promise<CartLine[]> {
  const params: unknown[] = [userId, filter.buyNow];
  let sql = `SELECT ${COLUMNS} FROM cart_items WHERE user_id = $1 AND is_buy_now = $2`;
  if (filter.shopIds) {
    params.push(filter.shopIds);
    sql += ' AND shop_id = ANY($3::int[])';
  }
  sql += ' ORDER BY id';
  if (filter.forUpdate) sql += ' FOR UPDATE';
  return db.query<CartLine>(sql, params);
}

export async function findBasketLine(db: Queryable, userId: number, productId: number): Promise<CartLine | null> {
  const [row] = await db.query<CartLine>(`SELECT ${COLUMNS} FROM cart_items WHERE user_id = $1 AND product_id = $2 AND NOT is_buy_now`, [
    userId,
    productId,
  ]);
  return row ?? null;
}

export interface NewCartLine {
  userId: number;
  productId: number;
  shopId: number;
  quantity: number;
  sizeId: number | null;
  colorId: number | null;
  unit: string | null;
}

/**
 * Adds to the basket in one statement. The same product with the same size and colour adds up;
 * another size or colour replaces the line's choice and quantity (one line per product). The
 * resulting quantity must stay within `maxQuantity`, checked in the statement itself so two
 * concurrent adds cannot pass it together. Returns the line's quantity, or null when refused.
 */
export async function addToBasket(db: Queryable, line: NewCartLine, maxQuantity: number): Promise<number | null> {
  const sameChoice =
    'cart_items.size_id IS NOT DISTINCT FROM EXCLUDED.size_id AND cart_items.color_id IS NOT DISTINCT FROM EXCLUDED.color_id';
  const newQuantity = `CASE WHEN ${sameChoice} THEN cart_items.quantity + EXCLUDED.quantity ELSE EXCLUDED.quantity END`;
  const [row] = await db.query<{ quantity: number }>(
    `INSERT INTO cart_items (user_id, product_id, shop_id, quantity, size_id, color_id, unit, is_buy_now)
     VALUES ($1, $2, $3, $4, $5, $6, $7, false)
     ON CONFLICT (user_id, product_id, is_buy_now) DO UPDATE
        SET quantity = ${newQuantity}, size_id = EXCLUDED.size_id, color_id = EXCLUDED.color_id,
            unit = EXCLUDED.unit, shop_id = EXCLUDED.shop_id, updated_at = now()
      WHERE ${newQuantity} <= $8
     RETURNING quantity`,
    [line.userId, line.productId, line.shopId, line.quantity, line.sizeId, line.colorId, line.unit, maxQuantity],
  );
  return row?.quantity ?? null;
}

/** Replaces the shopper's buy-now line (there is at most one: see migration 0030). */
export async function replaceBuyNowLine(db: Queryable, line: NewCartLine): Promise<void> {
  await db.query(
    `INSERT INTO cart_items (user_id, product_id, shop_id, quantity, size_id, color_id, unit, is_buy_now)
     VALUES ($1, $2, $3, $4, $5, $6, $7, true)
     ON CONFLICT (user_id) WHERE is_buy_now DO UPDATE
        SET product_id = EXCLUDED.product_id, shop_id = EXCLUDED.shop_id, quantity = EXCLUDED.quantity,
            size_id = EXCLUDED.size_id, color_id = EXCLUDED.color_id, unit = EXCLUDED.unit,
            created_at = now(), updated_at = now()`,
    [line.userId, line.productId, line.shopId, line.quantity, line.sizeId, line.colorId, line.unit],
  );
}

/** Adds one to a basket line while it stays within `maxQuantity`; the new quantity, or null. */
export async function incrementBasketLine(db: Queryable, userId: number, productId: number, maxQuantity: number): Promise<number | null> {
  const [row] = await db.query<{ quantity: number }>(
    `UPDATE cart_items SET quantity = quantity + 1, updated_at = now()
      WHERE user_id = $1 AND product_id = $2 AND NOT is_buy_now AND quantity + 1 <= $3
      RETURNING quantity`,
    [userId, productId, maxQuantity],
  );
  return row?.quantity ?? null;
}

/**
 * Takes one off a basket line, removing the line when it held one.
 * 'decreased' / 'removed', or null when the product is not in the basket.
 */
export async function decrementBasketLine(db: Queryable, userId: number, productId: number): Promise<'decreased' | 'removed' | null> {
  const decreased = await db.query(
    `UPDATE cart_items SET quantity = quantity - 1, updated_at = now()
      WHERE user_id = $1 AND product_id = $2 AND NOT is_buy_now AND quantity > 1
      RETURNING id`,
    [userId, productId],
  );
  if (decreased.length) return 'decreased';
  return (await deleteBasketLine(db, userId, productId)) ? 'removed' : null;
}

/** True when the line existed. */
export async function deleteBasketLine(db: Queryable, userId: number, productId: number): Promise<boolean> {
  const rows = await db.query('DELETE FROM cart_items WHERE user_id = $1 AND product_id = $2 AND NOT is_buy_now RETURNING id', [
    userId,
    productId,
  ]);
  return rows.length > 0;
}

export async function deleteCartLines(db: Queryable, userId: number, ids: readonly number[]): Promise<void> {
  await db.query('DELETE FROM cart_items WHERE user_id = $1 AND id = ANY($2::int[])', [userId, ids]);
}
