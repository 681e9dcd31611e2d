import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/database.js';
import {
  checkAttemptSoon,
  findPaidAttemptOfOrder,
  findRefundByReference,
  lockAttempt,
  lockAttemptOrders,
  markOrderPaid,
  markPaymentRowPaid,
  markPaymentRowsFailed,
  markRefundDone,
  recordEvent,
  requestRefund,
  setAttemptStatus,
  setEventResult,
  type AttemptRow,
  type AttemptStatus,
} from '../db/queries/payment-attempts.js';
import type { PaymentEvent, PaymentOutcome } from './payment-provider.js';

/**
 * The store's books of card payments (docs/payments.md, "State"): the one place an attempt, and
 * with it its orders, moves. Forward only: Pending → Authorised → Paid, or Pending/Authorised →
 * Failed/Expired/Cancelled; an order Pending → Paid, then (cancelled) Refund pending → Refunded.
 * What moves it is a verified webhook event or the provider's own answer when the store asks it.
 */

/** What an event or an answer did. `recheck`: out of order, the attempt is asked about again. */
export type ApplyResult = 'applied' | 'unchanged' | 'recheck' | 'mismatch' | 'unknown';

/** What the provider says of an attempt, from an event (perhaps out of order) or from asking it. */
export interface ObservedState {
  outcome: PaymentOutcome | 'pending';
  amountMinor: number | null;
  currency: string | null;
  paymentReference: string | null;
  /** 'event': may come out of order; 'provider': the provider's word now, which wins over ours. */
  source: 'event' | 'provider';
}

const OPEN: readonly AttemptStatus[] = ['Pending', 'Authorised'];

/** A change of the books, for the caller's metrics and log. */
export interface Applied {
  result: ApplyResult;
  status?: AttemptStatus;
  paidOrders?: number[];
}

function amountMatches(attempt: AttemptRow, observed: ObservedState): boolean {
  return observed.amountMinor === Number(attempt.amount_minor) && observed.currency?.toUpperCase() === attempt.currency.toUpperCase();
}

/**
 * Applies what the provider says of an attempt, in the caller's transaction: the attempt's orders
 * are locked first, then the attempt (the order in which cancelling an order takes them).
 */
export async function applyAttemptState(
  tx: Queryable,
  attemptId: string,
  provider: string,
  observed: ObservedState,
  log: FastifyBaseLogger,
): Promise<Applied> {
  const lines = await lockAttemptOrders(tx, attemptId);
  const attempt = await lockAttempt(tx, attemptId, provider);
  if (!attempt) return { result: 'unknown' };
  const open = OPEN.includes(attempt.status);
  switch (observed.outcome) {
    case 'pending':
    case 'refunded':
      return { result: 'unchanged' };
    case 'authorised':
      if (attempt.status !== 'Pending') return { result: 'unchanged' };
      await setAttemptStatus(tx, attempt.id, 'Authorised', observed.paymentReference);
      return { result: 'applied', status: 'Authorised' };
    case 'failed':
    case 'expired': {
      if (open) {
        const status = observed.outcome === 'failed' ? 'Failed' : 'Expired';
        await setAttemptStatus(tx, attempt.id, status);
        await markPaymentRowsFailed(tx, attempt.id);
        return { result: 'applied', status };
      }
      if (attempt.status === 'Paid' && observed.source === 'event') {
        await checkAttemptSoon(tx, attempt.id);
        return { result: 'recheck' };
      }
      return { result: 'unchanged' };
    }
    case 'paid': {
      if (!amountMatches(attempt, observed)) {
        log.warn(
          { attemptId, provider, expected: [attempt.amount_minor, attempt.currency], got: [observed.amountMinor, observed.currency] },
          'payment amount or currency does not match its attempt; nothing is marked paid',
        );
        return { result: 'mismatch' };
      }
      if (attempt.status === 'Paid') return { result: 'unchanged' };
      if (!open && observed.source === 'event') {
        await checkAttemptSoon(tx, attempt.id);
        return { result: 'recheck' };
      }
      await setAttemptStatus(tx, attempt.id, 'Paid', observed.paymentReference);
      return { result: 'applied', status: 'Paid', paidOrders: await payOrders(tx, attempt, lines, log) };
    }
  }
}

/**
 * The money arrived: each order of the attempt still unpaid is Paid. An order cancelled meanwhile,
 * or paid already by another attempt, has its share refunded (the refund is asked of the provider).
 */
async function payOrders(
  tx: Queryable,
  attempt: AttemptRow,
  lines: Awaited<ReturnType<typeof lockAttemptOrders>>,
  log: FastifyBaseLogger,
): Promise<number[]> {
  const paid: number[] = [];
  for (const line of lines) {
    await markPaymentRowPaid(tx, line.payment_id);
    if (line.payment_status === 'Pending') {
      await markOrderPaid(tx, line.order_id);
      paid.push(line.order_id);
    } else {
      log.warn({ attemptId: attempt.id, orderId: line.order_id }, 'an order was paid twice; the second payment is refunded');
    }
    if (line.payment_status !== 'Pending' || line.order_status === 'Cancelled') {
      await requestRefund(tx, { id: randomUUID(), attemptId: attempt.id, orderId: line.order_id, amountMinor: line.share_minor });
    }
  }
  return paid;
}

/** A refund's event: the refund (and its order's refund) is Refunded. */
async function applyRefundEvent(tx: Queryable, provider: string, event: PaymentEvent): Promise<ApplyResult> {
  const attempt = await lockAttempt(tx, event.attemptId!, provider);
  if (!attempt) return 'unknown';
  if (attempt.status !== 'Paid') {
    // Refunded before paid: the paid event is late or lost; ask the provider about the attempt.
    await checkAttemptSoon(tx, attempt.id);
    return 'recheck';
  }
  const refund = event.providerReference ? await findRefundByReference(tx, attempt.id, event.providerReference) : null;
  // A refund not known by its reference yet (its webhook came before the provider's answer was
  // stored): the payments worker asks the provider about it.
  if (!refund) return 'unknown';
  return (await markRefundDone(tx, refund)) ? 'applied' : 'unchanged';
}

/** Attempt ids are our uuids: anything else in an event's metadata names nothing of ours. */
const ATTEMPT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A verified webhook event, once: its id is stored first (a second delivery finds it and changes
 * nothing), then it is applied, all in the caller's transaction.
 */
export async function applyPaymentEvent(
  tx: Queryable,
  provider: string,
  event: PaymentEvent,
  log: FastifyBaseLogger,
): Promise<ApplyResult | 'duplicate' | 'ignored'> {
  const attemptId = event.attemptId && ATTEMPT_ID.test(event.attemptId) ? event.attemptId : null;
  if (!(await recordEvent(tx, provider, { ...event, attemptId }))) return 'duplicate';
  let result: ApplyResult | 'ignored';
  if (!event.outcome || !attemptId) result = 'ignored';
  else if (event.outcome === 'refunded') result = await applyRefundEvent(tx, provider, { ...event, attemptId });
  else {
    const observed: ObservedState = { ...event, outcome: event.outcome, source: 'event' };
    result = (await applyAttemptState(tx, attemptId, provider, observed, log)).result;
  }
  await setEventResult(tx, provider, event.eventId, result);
  return result;
}

/**
 * A cancelled paid order's refund, to ask of the provider that took the money (the payments worker
 * sends it). False when no provider attempt paid it (an order paid before card payments went
 * through a provider): the refund stays owed, recorded on the order, for the operator.
 */
export async function requestOrderRefund(tx: Queryable, orderId: number): Promise<boolean> {
  const paid = await findPaidAttemptOfOrder(tx, orderId);
  if (!paid || paid.share_minor <= 0) return false;
  await requestRefund(tx, { id: randomUUID(), attemptId: paid.attempt_id, orderId, amountMinor: paid.share_minor });
  return true;
}
