import type { Queryable } from '../../db/database.js';

/**
 * Rules about the stored state that no sequence of requests may break, checked after each
 * route's run: stock never below zero, and every order line placed during the run priced by
 * the server (the catalogue's list and sale prices plus the size and colour surcharges of the
 * catalogue, never a number the client sent), its order's totals adding up, and no order of the
 * run paid but by a payment attempt its provider's verified webhook (or answer) marked Paid.
 */

interface Broken {
  rule: string;
  rows: unknown[];
}

const STOCK_BELOW_ZERO = 'SELECT id, quantity FROM products WHERE quantity < 0 ORDER BY id LIMIT 5';

// Expected unit prices from the catalogue tables: list price, and the price paid (the line's
// flash sale price if it was sold in one, else the discount price when set, else the list price).
const LINES_NOT_SERVER_PRICED = `
  WITH expected AS (
    SELECT i.id, i.order_id, i.price, i.discount_price,
           p.price + coalesce(ps.price, 0) + coalesce(pc.price, 0) AS list_price,
           coalesce(fsp.price, CASE WHEN p.discount_price > 0 THEN p.discount_price ELSE p.price END)
             + coalesce(ps.price, 0) + coalesce(pc.price, 0) AS paid_price
      FROM order_items i
      JOIN orders o ON o.id = i.order_id
      JOIN products p ON p.id = i.product_id
      LEFT JOIN product_sizes ps ON ps.id = (i.size->>'id')::int
      LEFT JOIN product_colors pc ON pc.id = (i.color->>'id')::int
      LEFT JOIN flash_sale_products fsp ON fsp.flash_sale_id = i.flash_sale_id AND fsp.product_id = i.product_id
     WHERE o.id > $1)
  SELECT * FROM expected
   WHERE price <> list_price
      OR (CASE WHEN discount_price > 0 THEN discount_price ELSE price END) <> paid_price
   LIMIT 5`;

const TOTALS_NOT_ADDING_UP = `
  SELECT o.id, o.total_amount, o.payable_amount, sum(i.price * i.quantity) AS lines_total
    FROM orders o JOIN order_items i ON i.order_id = o.id
   WHERE o.id > $1
   GROUP BY o.id
  HAVING o.total_amount <> sum(i.price * i.quantity)
      OR least(o.total_amount, o.discount, o.coupon_discount, o.delivery_charge, o.tax_amount, o.payable_amount) < 0
   LIMIT 5`;

const PAID_WITHOUT_PROVIDER = `
  SELECT o.id, o.payment_method, o.payment_status
    FROM orders o
   WHERE o.id > $1 AND o.payment_status = 'Paid'
     AND NOT EXISTS (SELECT 1 FROM payments p JOIN payment_attempts a ON a.id = p.attempt_id
                      WHERE p.order_id = o.id AND p.status = 'Paid' AND a.status = 'Paid')
   LIMIT 5`;

/** The newest order id: the run's orders are the ones above it. */
export async function lastOrderId(db: Queryable): Promise<number> {
  const [row] = await db.query<{ id: number | null }>('SELECT max(id) AS id FROM orders');
  return row?.id ?? 0;
}

/** Every rule broken since `afterOrderId`; empty when the state is sound. */
export async function brokenInvariants(db: Queryable, afterOrderId: number): Promise<Broken[]> {
  const checks: Array<[string, string, unknown[]]> = [
    ['stock never below zero', STOCK_BELOW_ZERO, []],
    ['order lines carry the server prices', LINES_NOT_SERVER_PRICED, [afterOrderId]],
    ['order totals add up and are never negative', TOTALS_NOT_ADDING_UP, [afterOrderId]],
    ['an order is paid only by a provider-confirmed attempt', PAID_WITHOUT_PROVIDER, [afterOrderId]],
  ];
  const broken: Broken[] = [];
  for (const [rule, sql, params] of checks) {
    const rows = await db.query(sql, params);
    if (rows.length) broken.push({ rule, rows });
  }
  return broken;
}
