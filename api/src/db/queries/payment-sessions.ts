import type { Queryable } from '../database.js';

/**
 * The sessions a provider may still take an order's money through (docs/payments.md, "Charge once"):
 * what "pay again" and "switch to cash" end at the provider before anything else happens.
 */

/**
 * How long after its attempt began a provider's session can still be paid: the payment link's day
 * (PAYMENT_LINK_HOURS) to open it, then the session's own day (Stripe's longest, and the test provider's).
 */
export const SESSION_PAYABLE_HOURS = 48;

/** An attempt a provider started a session for. */
export interface StartedSession {
  id: string;
  provider: string;
  provider_reference: string;
}

/**
 * Locks the order, then the attempts of it a provider may still take money for (begun within
 * SESSION_PAYABLE_HOURS and not known to be over: Pending, Authorised, or Cancelled by the store,
 * whose session may not have ended), in the order every writer takes them: orders, then attempts.
 * Answers those with a session at their provider. An attempt whose session is being started at this
 * moment is locked too, so that session is stored only after the caller's transaction, and the visit
 * that started it finds the attempt replaced (Payments.begin).
 */
export async function lockPayableSessionsOfOrder(tx: Queryable, orderId: number): Promise<StartedSession[]> {
  await tx.query('SELECT id FROM orders WHERE id = $1 FOR UPDATE', [orderId]);
  const attempts = await tx.query<{ id: string; provider: string; provider_reference: string | null }>(
    `SELECT a.id, a.provider, a.provider_reference FROM payment_attempts a
      WHERE a.id IN (SELECT p.attempt_id FROM payments p WHERE p.order_id = $1)
        AND a.status IN ('Pending', 'Authorised', 'Cancelled')
        AND a.created_at > now() - make_interval(hours => $2::int)
      ORDER BY a.id
        FOR UPDATE`,
    [orderId, SESSION_PAYABLE_HOURS],
  );
  return attempts.filter((a): a is StartedSession => a.provider_reference !== null);
}
