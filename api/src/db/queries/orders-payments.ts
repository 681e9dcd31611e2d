import type { Queryable } from '../database.js';

/**
 * The payments rows of an attempt (db/queries/payment-attempts.ts): one per order, sharing the
 * attempt and `token`, the SHA-256 of the /pay/ link's token.
 */

/** A payment link works for a day; then the order is paid through "pay again". */
export const PAYMENT_LINK_HOURS = 24;

export async function insertPayments(
  tx: Queryable,
  tokenHash: string,
  method: string,
  attemptId: string,
  orders: ReadonlyArray<{ orderId: number; amount: number }>,
): Promise<void> {
  for (const order of orders) {
    await tx.query('INSERT INTO payments (order_id, method, amount, token, attempt_id) VALUES ($1, $2, $3, $4, $5)', [
      order.orderId,
      method,
      order.amount,
      tokenHash,
      attemptId,
    ]);
  }
}

export interface PaymentPageLine {
  payment_status: 'Pending' | 'Paid' | 'Failed' | 'Cancelled';
  amount: number;
  method: string;
  attempt_id: string | null;
  order_id: number;
  order_code: string;
  order_status: string;
  shop_name: string;
  expired: boolean;
}

/** The orders a payment link covers (empty for an unknown token). */
export async function findPaymentPage(db: Queryable, tokenHash: string): Promise<PaymentPageLine[]> {
  return db.query<PaymentPageLine>(
    `SELECT pm.status AS payment_status, pm.amount, pm.method, pm.attempt_id, o.id AS order_id, o.order_code, o.order_status,
            s.name AS shop_name, pm.created_at <= now() - make_interval(hours => $2::int) AS expired
       FROM payments pm
       JOIN orders o ON o.id = pm.order_id
       JOIN shops s ON s.id = o.shop_id
      WHERE pm.token = $1
      ORDER BY o.id`,
    [tokenHash, PAYMENT_LINK_HOURS],
  );
}
