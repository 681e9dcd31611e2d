import type { Queryable } from '../database.js';

/** Card payments at a provider (docs/payments.md): attempts, their webhook events, and refunds. */

export type AttemptStatus = 'Pending' | 'Authorised' | 'Paid' | 'Failed' | 'Expired' | 'Cancelled';

export interface AttemptRow {
  id: string;
  provider: string;
  status: AttemptStatus;
  amount_minor: number;
  currency: string;
  provider_reference: string | null;
  redirect_url: string | null;
  payment_reference: string | null;
  checks: number;
  created_at: Date;
}

const ATTEMPT_COLUMNS = `a.id, a.provider, a.status, a.amount_minor::int AS amount_minor, a.currency, a.provider_reference,
  a.redirect_url, a.payment_reference, a.checks, a.created_at`;

export async function insertAttempt(
  tx: Queryable,
  attempt: { id: string; provider: string; amountMinor: number; currency: string },
): Promise<void> {
  await tx.query('INSERT INTO payment_attempts (id, provider, amount_minor, currency) VALUES ($1, $2, $3, $4)', [
    attempt.id,
    attempt.provider,
    attempt.amountMinor,
    attempt.currency,
  ]);
}

export async function findAttempt(db: Queryable, id: string): Promise<AttemptRow | null> {
  const [row] = await db.query<AttemptRow>(`SELECT ${ATTEMPT_COLUMNS} FROM payment_attempts a WHERE a.id = $1`, [id]);
  return row ?? null;
}

/** The attempt, locked for the rest of the transaction (events about one attempt apply one at a time). */
export async function lockAttempt(tx: Queryable, id: string, provider: string): Promise<AttemptRow | null> {
  const [row] = await tx.query<AttemptRow>(
    `SELECT ${ATTEMPT_COLUMNS} FROM payment_attempts a WHERE a.id = $1 AND a.provider = $2 FOR UPDATE`,
    [id, provider],
  );
  return row ?? null;
}

/** The provider made its session: remember where the shopper pays, and ask about it later if no webhook comes. */
export async function markAttemptInitiated(
  db: Queryable,
  id: string,
  initiated: { providerReference: string; redirectUrl: string },
  checkAfterSeconds: number,
): Promise<void> {
  await db.query(
    `UPDATE payment_attempts SET provider_reference = $2, redirect_url = $3, updated_at = now(),
            next_check_at = now() + make_interval(secs => $4::int)
      WHERE id = $1 AND provider_reference IS NULL`,
    [id, initiated.providerReference, initiated.redirectUrl, checkAfterSeconds],
  );
}

/** Moves an attempt to `status`; an attempt that is over is no longer asked about. */
export async function setAttemptStatus(
  tx: Queryable,
  id: string,
  status: AttemptStatus,
  paymentReference: string | null = null,
): Promise<void> {
  await tx.query(
    `UPDATE payment_attempts SET status = $2, payment_reference = coalesce($3, payment_reference), updated_at = now(),
            next_check_at = CASE WHEN $2 IN ('Pending', 'Authorised') THEN next_check_at END
      WHERE id = $1`,
    [id, status, paymentReference],
  );
}

/** An event came out of order: ask the provider about the attempt at the next round. */
export async function checkAttemptSoon(tx: Queryable, id: string): Promise<void> {
  await tx.query('UPDATE payment_attempts SET next_check_at = now() WHERE id = $1', [id]);
}

/** Attempts whose time to be asked about has come, oldest first. */
export async function dueAttempts(db: Queryable, limit: number): Promise<AttemptRow[]> {
  return db.query<AttemptRow>(
    `SELECT ${ATTEMPT_COLUMNS} FROM payment_attempts a
      WHERE a.next_check_at <= now() AND a.provider_reference IS NOT NULL
      ORDER BY a.next_check_at LIMIT $1`,
    [limit],
  );
}

/** Asked once more: the next time is `afterSeconds` away, or never (null). */
export async function scheduleNextCheck(db: Queryable, id: string, afterSeconds: number | null): Promise<void> {
  await db.query(
    `UPDATE payment_attempts SET checks = checks + 1,
            next_check_at = CASE WHEN $2::int IS NULL THEN NULL ELSE now() + make_interval(secs => $2::int) END
      WHERE id = $1`,
    [id, afterSeconds],
  );
}

/**
 * Stores a verified event's id before anything is done about it. False: it was stored before (a
 * delivery of the same event again), and nothing is to be done.
 */
export async function recordEvent(
  tx: Queryable,
  provider: string,
  event: { eventId: string; type: string; attemptId: string | null; outcome: string | null },
): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO payment_events (provider, event_id, type, attempt_id, outcome, result)
     VALUES ($1, $2, $3, $4, $5, 'received') ON CONFLICT DO NOTHING RETURNING event_id`,
    [provider, event.eventId, event.type.slice(0, 200), event.attemptId, event.outcome],
  );
  return rows.length > 0;
}

export async function setEventResult(tx: Queryable, provider: string, eventId: string, result: string): Promise<void> {
  await tx.query('UPDATE payment_events SET result = $3 WHERE provider = $1 AND event_id = $2', [provider, eventId, result]);
}

export interface AttemptOrderLine {
  payment_id: number;
  order_id: number;
  order_code: string;
  order_status: string;
  payment_status: string;
  share_minor: number;
}

/** The orders an attempt pays, locked (orders before payments: the order every writer takes them in). */
export async function lockAttemptOrders(tx: Queryable, attemptId: string): Promise<AttemptOrderLine[]> {
  return tx.query<AttemptOrderLine>(
    `SELECT p.id AS payment_id, o.id AS order_id, o.order_code, o.order_status, o.payment_status,
            round(p.amount * 100)::int AS share_minor
       FROM payments p JOIN orders o ON o.id = p.order_id
      WHERE p.attempt_id = $1
      ORDER BY o.id
        FOR UPDATE OF o`,
    [attemptId],
  );
}

export async function markPaymentRowPaid(tx: Queryable, paymentId: number): Promise<void> {
  await tx.query("UPDATE payments SET status = 'Paid', paid_at = coalesce(paid_at, now()) WHERE id = $1", [paymentId]);
}

export async function markPaymentRowsFailed(tx: Queryable, attemptId: string): Promise<void> {
  await tx.query("UPDATE payments SET status = 'Failed' WHERE attempt_id = $1 AND status = 'Pending'", [attemptId]);
}

/** The order is paid. A cancelled order the money still reached owes it back (docs/refunds.md). */
export async function markOrderPaid(tx: Queryable, orderId: number): Promise<void> {
  await tx.query(
    `UPDATE orders SET payment_status = 'Paid', paid_at = now(), updated_at = now(),
            refund_status = CASE WHEN order_status = 'Cancelled' THEN 'Pending' ELSE refund_status END,
            refund_amount = CASE WHEN order_status = 'Cancelled' THEN payable_amount ELSE refund_amount END
      WHERE id = $1 AND payment_status = 'Pending'`,
    [orderId],
  );
}

/**
 * Pending payments of these orders are cancelled, and with them the attempts they belong to (a
 * provider's session cannot drop one of its lines): the other orders of such an attempt stay
 * payable through a new one. Returns the cancelled attempts a provider had started.
 */
export async function cancelPendingAttempts(
  tx: Queryable,
  orderIds: readonly number[],
): Promise<Array<{ id: string; provider: string; provider_reference: string }>> {
  const rows = await tx.query<{ attempt_id: string | null }>(
    "UPDATE payments SET status = 'Cancelled' WHERE order_id = ANY($1::int[]) AND status = 'Pending' RETURNING attempt_id",
    [orderIds],
  );
  const attemptIds = [...new Set(rows.map((r) => r.attempt_id).filter((id): id is string => id !== null))];
  if (attemptIds.length === 0) return [];
  await tx.query("UPDATE payments SET status = 'Cancelled' WHERE attempt_id = ANY($1::uuid[]) AND status = 'Pending'", [attemptIds]);
  const cancelled = await tx.query<{ id: string; provider: string; provider_reference: string | null }>(
    `UPDATE payment_attempts SET status = 'Cancelled', updated_at = now(), next_check_at = NULL
      WHERE id = ANY($1::uuid[]) AND status = 'Pending' RETURNING id, provider, provider_reference`,
    [attemptIds],
  );
  return cancelled.filter((a): a is { id: string; provider: string; provider_reference: string } => a.provider_reference !== null);
}

// ---------------------------------------------------------------------------------------- refunds

export interface RefundRow {
  id: string;
  attempt_id: string;
  order_id: number;
  order_code: string;
  amount_minor: number;
  status: 'Requested' | 'Submitted' | 'Refunded' | 'Failed';
  provider: string;
  payment_reference: string | null;
  provider_reference: string | null;
  tries: number;
}

const REFUND_COLUMNS = `r.id, r.attempt_id, r.order_id, o.order_code, r.amount_minor::int AS amount_minor, r.status, a.provider,
  a.payment_reference, r.provider_reference, r.tries`;
const REFUND_FROM = 'payment_refunds r JOIN payment_attempts a ON a.id = r.attempt_id JOIN orders o ON o.id = r.order_id';

/** A refund to ask of the provider (once per attempt and order). */
export async function requestRefund(
  tx: Queryable,
  refund: { id: string; attemptId: string; orderId: number; amountMinor: number },
): Promise<void> {
  await tx.query(
    'INSERT INTO payment_refunds (id, attempt_id, order_id, amount_minor) VALUES ($1, $2, $3, $4) ON CONFLICT (attempt_id, order_id) DO NOTHING',
    [refund.id, refund.attemptId, refund.orderId, refund.amountMinor],
  );
}

/** The attempt that paid the order, and the order's share of it. */
export async function findPaidAttemptOfOrder(tx: Queryable, orderId: number): Promise<{ attempt_id: string; share_minor: number } | null> {
  const [row] = await tx.query<{ attempt_id: string; share_minor: number }>(
    `SELECT p.attempt_id, round(p.amount * 100)::int AS share_minor
       FROM payments p JOIN payment_attempts a ON a.id = p.attempt_id
      WHERE p.order_id = $1 AND p.status = 'Paid' AND a.status = 'Paid'
      ORDER BY p.paid_at DESC NULLS LAST LIMIT 1`,
    [orderId],
  );
  return row ?? null;
}

/** Refunds to send (Requested) or to ask about (Submitted) whose time has come. */
export async function dueRefunds(db: Queryable, limit: number): Promise<RefundRow[]> {
  return db.query<RefundRow>(
    `SELECT ${REFUND_COLUMNS} FROM ${REFUND_FROM}
      WHERE r.status IN ('Requested', 'Submitted') AND r.next_try_at <= now()
      ORDER BY r.next_try_at LIMIT $1`,
    [limit],
  );
}

export async function findRefundByReference(tx: Queryable, attemptId: string, providerReference: string): Promise<RefundRow | null> {
  const [row] = await tx.query<RefundRow>(
    `SELECT ${REFUND_COLUMNS} FROM ${REFUND_FROM} WHERE r.attempt_id = $1 AND r.provider_reference = $2 FOR UPDATE OF r`,
    [attemptId, providerReference],
  );
  return row ?? null;
}

/** The provider took the refund: ask it again after `afterSeconds` if no webhook says it settled. */
export async function markRefundSubmitted(db: Queryable, id: string, providerReference: string, afterSeconds: number): Promise<void> {
  await db.query(
    `UPDATE payment_refunds SET status = 'Submitted', provider_reference = $2, tries = tries + 1, last_error = NULL,
            next_try_at = now() + make_interval(secs => $3::int), updated_at = now()
      WHERE id = $1 AND status IN ('Requested', 'Submitted')`,
    [id, providerReference, afterSeconds],
  );
}

/** The provider could not be reached (or said no): try again after `afterSeconds`. */
export async function retryRefundLater(db: Queryable, id: string, error: string, afterSeconds: number): Promise<void> {
  await db.query(
    `UPDATE payment_refunds SET tries = tries + 1, last_error = $2, next_try_at = now() + make_interval(secs => $3::int), updated_at = now()
      WHERE id = $1 AND status IN ('Requested', 'Submitted')`,
    [id, error.slice(0, 500), afterSeconds],
  );
}

export async function markRefundFailed(db: Queryable, id: string, error: string): Promise<void> {
  await db.query("UPDATE payment_refunds SET status = 'Failed', last_error = $2, updated_at = now() WHERE id = $1", [
    id,
    error.slice(0, 500),
  ]);
}

/** The provider says the money went back: the refund, and the order's refund, are done. */
export async function markRefundDone(tx: Queryable, refund: { id: string; order_id: number }): Promise<boolean> {
  const rows = await tx.query(
    "UPDATE payment_refunds SET status = 'Refunded', updated_at = now() WHERE id = $1 AND status <> 'Refunded' RETURNING id",
    [refund.id],
  );
  if (rows.length === 0) return false;
  await tx.query(
    "UPDATE orders SET refund_status = 'Refunded', refunded_at = now(), updated_at = now() WHERE id = $1 AND refund_status = 'Pending'",
    [refund.order_id],
  );
  return true;
}
