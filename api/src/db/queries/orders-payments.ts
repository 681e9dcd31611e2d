import type { Queryable } from '../database.js';

/**
 * Payments through the built-in payment page. One page (one token) pays the orders of one
 * placement: their payment rows share `token`, which holds the SHA-256 of the token in the URL.
 */

/** A payment page link works for a day; then the order is paid through "pay again". */
export const PAYMENT_LINK_HOURS = 24;

export async function insertPayments(
  tx: Queryable,
  tokenHash: string,
  method: string,
  orders: ReadonlyArray<{ orderId: number; amount: number }>,
): Promise<void> {
  for (const order of orders) {
    await tx.query('INSERT INTO payments (order_id, method, amount, token) VALUES ($1, $2, $3, $4)', [
      order.orderId,
      method,
      order.amount,
      tokenHash,
    ]);
  }
}

/** Older links of these orders stop working, so that no order can be paid twice. */
export async function cancelPendingPayments(tx: Queryable, orderIds: readonly number[]): Promise<void> {
  await tx.query("UPDATE payments SET status = 'Cancelled' WHERE order_id = ANY($1::int[]) AND status = 'Pending'", [orderIds]);
}

export interface PaymentPageLine {
  payment_status: 'Pending' | 'Paid' | 'Failed' | 'Cancelled';
  amount: number;
  method: string;
  order_id: number;
  order_code: string;
  order_status: string;
  shop_name: string;
  expired: boolean;
}

/** The orders a payment page covers (empty for an unknown token). */
export async function findPaymentPage(db: Queryable, tokenHash: string): Promise<PaymentPageLine[]> {
  return db.query<PaymentPageLine>(
    `SELECT pm.status AS payment_status, pm.amount, pm.method, o.id AS order_id, o.order_code, o.order_status,
            s.name AS shop_name, pm.created_at <= now() - make_interval(hours => $2::int) AS expired
       FROM payments pm
       JOIN orders o ON o.id = pm.order_id
       JOIN shops s ON s.id = o.shop_id
      WHERE pm.token = $1
      ORDER BY o.id`,
    [tokenHash, PAYMENT_LINK_HOURS],
  );
}

/**
 * Marks the page's payments and their orders paid: only payments still pending, on a live link,
 * for orders not cancelled and not paid otherwise. Returns the orders it paid.
 */
export async function confirmPayments(tx: Queryable, tokenHash: string): Promise<number[]> {
  // Orders first, then payments: the order in which cancelling an order locks them too.
  await tx.query('SELECT o.id FROM orders o JOIN payments pm ON pm.order_id = o.id WHERE pm.token = $1 ORDER BY o.id FOR UPDATE OF o', [
    tokenHash,
  ]);
  const paid = await tx.query<{ order_id: number }>(
    `UPDATE payments pm SET status = 'Paid', paid_at = now()
       FROM orders o
      WHERE pm.token = $1 AND pm.status = 'Pending' AND o.id = pm.order_id
        AND o.order_status <> 'Cancelled' AND o.payment_status = 'Pending'
        AND pm.created_at > now() - make_interval(hours => $2::int)
      RETURNING pm.order_id`,
    [tokenHash, PAYMENT_LINK_HOURS],
  );
  const ids = paid.map((p) => p.order_id);
  if (ids.length) {
    await tx.query("UPDATE orders SET payment_status = 'Paid', paid_at = now(), updated_at = now() WHERE id = ANY($1::int[])", [ids]);
  }
  return ids;
}

/** The shopper turned the payment down: the orders stay unpaid (and can be paid again later). */
export async function cancelPaymentPage(db: Queryable, tokenHash: string): Promise<void> {
  await db.query("UPDATE payments SET status = 'Cancelled' WHERE token = $1 AND status = 'Pending'", [tokenHash]);
}
