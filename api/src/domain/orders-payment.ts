import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import { cancelPendingPayments, insertPayments } from '../db/queries/orders-payments.js';
import { hashToken } from '../lib/access-token.js';
import { CASH } from './cart-checkout.js';

/** Our built-in payment page (not under /api: the browser navigates there). */
export const PAYMENT_PAGE_PREFIX = '/pay/';

/** Where the payment page sends the shopper back: the storefront reads `payment`. */
export const PAYMENT_RETURN = {
  success: '/order-history?payment=success',
  cancelled: '/order-history?payment=cancelled',
  failed: '/order-history?payment=failed',
};

/**
 * The order_payment_url for orders placed (or paid again) with `method`: null for cash, else a
 * link to our payment page for all of them together. The link carries 256 random bits; only
 * their SHA-256 is stored. Earlier links of these orders stop working.
 */
export async function paymentLink(
  tx: Queryable,
  method: string,
  orders: ReadonlyArray<{ orderId: number; amount: number }>,
): Promise<string | null> {
  await cancelPendingPayments(
    tx,
    orders.map((o) => o.orderId),
  );
  if (method === CASH) return null;
  const token = randomBytes(32).toString('base64url');
  await insertPayments(tx, hashToken(token), method, orders);
  return `${PAYMENT_PAGE_PREFIX}${token}`;
}
