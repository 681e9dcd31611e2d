import { useCallback } from 'react';
import { parseOrderIds, useSearchParams, type To } from 'shared-sdk';
import { parseStatusTab, type StatusTab } from '../../components/order-status';

/**
 * Where the payment provider sends the shopper back: /order-history?payment=success|cancelled|failed,
 * with `order` (the orders of the attempt, comma-separated). 'waiting' is where Back from the
 * provider's page lands (shared-sdk's leaveForPayment). For the shopper only: the server marks an
 * order paid by its provider's webhook, never by this return (docs/payments.md).
 */
export type PaymentOutcome = 'success' | 'cancelled' | 'failed' | 'waiting';
const OUTCOMES: readonly PaymentOutcome[] = ['success', 'cancelled', 'failed', 'waiting'];

export interface HistoryChanges {
  status?: StatusTab;
  page?: number;
  /** null removes the payment notice's parameter. */
  payment?: null;
}

/** The URL's page (a positive whole number), 1 for anything else. */
function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** The URL's parameters with `changes` applied; the defaults (All, page 1) are left out. */
export function searchWith(current: URLSearchParams, changes: HistoryChanges): URLSearchParams {
  const out = new URLSearchParams(current);
  if (changes.status !== undefined) {
    if (changes.status === 'all') out.delete('status');
    else out.set('status', changes.status);
  }
  if (changes.page !== undefined) {
    if (changes.page > 1) out.set('page', String(changes.page));
    else out.delete('page');
  }
  if (changes.payment === null) {
    out.delete('payment');
    out.delete('order');
  }
  return out;
}

/**
 * The order history's state in its URL, so a link or a reload shows the same list: `status` (a tab),
 * `page`, and `payment` with `order` (the payment's outcome and the orders it was for, until the
 * shopper dismisses its notice).
 */
export function useOrderHistoryParams() {
  const [params, setParams] = useSearchParams();
  const status = parseStatusTab(params.get('status'));
  const page = parsePage(params.get('page'));
  const rawPayment = params.get('payment');
  const payment = OUTCOMES.find((o) => o === rawPayment) ?? null;
  const paymentOrders = payment ? parseOrderIds(params.get('order')) : [];

  /** A link target on this page (same path) with `changes` applied. */
  const hrefFor = useCallback(
    (changes: HistoryChanges): To => {
      const search = searchWith(params, changes).toString();
      return { search: search ? `?${search}` : '' };
    },
    [params],
  );

  const update = useCallback(
    (changes: HistoryChanges, replace = false) => setParams((current) => searchWith(current, changes), { replace }),
    [setParams],
  );

  return { status, page, payment, paymentOrders, hrefFor, update };
}
