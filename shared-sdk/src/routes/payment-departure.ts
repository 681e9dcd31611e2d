import { memoryStorage, readJson, writeJson, type KeyValueStorage } from '../stores/storage';
import { browserLocation } from './browser-location';
import { linkTo } from './links';

/** The payment this tab left for: the orders it pays together and the link that starts it. */
interface LeftPayment {
  orderIds: number[];
  url: string;
}

const KEY = 'storefront.leftPayment';

/** The most orders a payment return's `order` parameter names (one placement, one order per shop). */
export const MAX_NAMED_ORDERS = 10;

/** This tab's storage (sessionStorage): a payment left in one tab is nothing to another. */
function tabStorage(): KeyValueStorage {
  try {
    return window.sessionStorage;
  } catch {
    return memoryStorage();
  }
}

/** The order history saying these orders wait for payment, with Pay now (docs/payments.md#leaving-and-coming-back). */
export function waitingPaymentPath(orderIds: readonly number[]): string {
  return linkTo('orderHistory', {}, { payment: 'waiting', order: orderIds.join(',') });
}

/**
 * Leaves the store for the payment provider's page to pay `orderIds`. Back from the provider must
 * not land on a checkout whose lines have become orders ("No shop selected"), so this tab's history
 * entry is first made `backTo`: by default the order history saying those orders wait for payment.
 * A page the browser restores from its back/forward cache is the old one as it was (busy, leaving),
 * so it is loaded again. The link is kept for this tab, for that notice's Pay now.
 */
export function leaveForPayment(url: string, orderIds: readonly number[], backTo: string | null = waitingPaymentPath(orderIds)): void {
  writeJson(tabStorage(), KEY, { orderIds: [...orderIds], url } satisfies LeftPayment);
  // A new entry's state (no router key): the checkout's key would bring back its scroll position,
  // the foot of the page, and the notice at the top of the list would go unseen.
  if (backTo !== null) window.history.replaceState(null, '', backTo);
  window.addEventListener(
    'pageshow',
    (event) => {
      if (event.persisted) window.location.reload();
    },
    { once: true },
  );
  browserLocation.assign(url);
}

/** The link this tab left to pay exactly these orders together, if it did. */
export function leftPaymentLink(orderIds: readonly number[]): string | null {
  const left = readJson<LeftPayment>(tabStorage(), KEY);
  // Only a path of this store (never `//host`): what is read back may have been written by anyone.
  if (typeof left.url !== 'string' || !/^\/(?!\/)/.test(left.url) || !Array.isArray(left.orderIds)) return null;
  const same = left.orderIds.length === orderIds.length && orderIds.every((id) => left.orderIds!.includes(id));
  return same ? left.url : null;
}

/** A payment return's `order` parameter: distinct positive ids, at most MAX_NAMED_ORDERS; [] for anything else. */
export function parseOrderIds(value: string | null): number[] {
  if (!value || !/^\d{1,12}(,\d{1,12})*$/.test(value)) return [];
  const ids = [...new Set(value.split(',').map(Number))].filter((id) => Number.isSafeInteger(id) && id > 0);
  return ids.length <= MAX_NAMED_ORDERS ? ids : [];
}
