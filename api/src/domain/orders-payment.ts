import { randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import { insertPayments } from '../db/queries/orders-payments.js';
import { cancelPendingAttempts, insertAttempt } from '../db/queries/payment-attempts.js';
import { hashToken } from '../lib/access-token.js';
import { CASH, type CardPayments } from './cart-checkout.js';

/** The link an online payment starts from (not under /api: the browser navigates there). */
export const PAYMENT_PAGE_PREFIX = '/pay/';

/**
 * Where the provider sends the shopper back: the storefront reads `payment`. For the shopper only:
 * nothing is marked paid by coming back (docs/payments.md).
 */
export const PAYMENT_RETURN = {
  success: '/order-history?payment=success',
  cancelled: '/order-history?payment=cancelled',
  failed: '/order-history?payment=failed',
};

/** The attempts a new link replaced, which a provider had started: the caller ends them there. */
export type ReplacedAttempts = Awaited<ReturnType<typeof cancelPendingAttempts>>;

/**
 * The order_payment_url for orders placed (or paid again) with `method`: null for cash, else a link
 * that starts one payment attempt for all of them together at the card provider. The link carries
 * 256 random bits; only their SHA-256 is stored. Earlier links (and attempts) of these orders end.
 */
export async function paymentLink(
  tx: Queryable,
  method: string,
  orders: ReadonlyArray<{ orderId: number; amount: number }>,
  card: CardPayments | null,
): Promise<string | null> {
  await cancelPendingAttempts(
    tx,
    orders.map((o) => o.orderId),
  );
  if (method === CASH || !card) return null;
  const token = randomBytes(32).toString('base64url');
  const attemptId = randomUUID();
  const amountMinor = orders.reduce((sum, o) => sum + Math.round(o.amount * 100), 0);
  await insertAttempt(tx, { id: attemptId, provider: card.provider, amountMinor, currency: card.currency });
  await insertPayments(tx, hashToken(token), method, attemptId, orders);
  return `${PAYMENT_PAGE_PREFIX}${token}`;
}
