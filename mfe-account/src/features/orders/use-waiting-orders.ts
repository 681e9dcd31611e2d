import { useCallback, useEffect, useState } from 'react';
import { leaveForPayment, leftPaymentLink, tagsOf, toApiFailure, useStores, type OrderDetails } from 'shared-sdk';
import { canPayNow } from '../../components/order-status';
import { accountQueries } from '../../data/queries';

export interface WaitingOrders {
  /** The named orders that can still be paid; null while they load. */
  waiting: OrderDetails[] | null;
  /** Every named order is paid by now (paid in another tab, or its webhook came first). */
  allPaid: boolean;
  /** Pays them: null when they cannot be paid together from here (each order's own page can). */
  payNow: (() => Promise<void>) | null;
  paying: boolean;
}

/**
 * The orders a payment return names (`order`), read through the query cache as the order's page
 * reads them (only the shopper's own come back), asked again when a live event changes one (their
 * tags): which still wait for payment, and how to pay them. Pay
 * now takes the link this tab left with when it paid exactly these orders together (one attempt for
 * the whole placement); for a single order it asks for a new link; several orders without that link
 * are paid from their own pages (a new link per order would end the placement's shared attempt).
 */
export function useWaitingOrders(orderIds: readonly number[]): WaitingOrders {
  const { api, auth, queries, ui } = useStores();
  const shopper = auth.user?.id;
  const [orders, setOrders] = useState<OrderDetails[] | null>(null);
  const [paying, setPaying] = useState(false);
  const [version, setVersion] = useState(0);
  const key = orderIds.join(',');

  useEffect(() => {
    if (key === '') return undefined;
    let current = true;
    const asked = key.split(',').map((id) => accountQueries.order(api, shopper, Number(id)));
    const read = (fresh: boolean) =>
      void Promise.all(asked.map((order) => (fresh ? queries.refetch(order) : queries.fetch(order)).catch(() => null))).then((found) => {
        if (current) setOrders(found.filter((order): order is OrderDetails => order !== null));
      });
    // After Pay now (version > 0) what the cache keeps is old: the server is asked.
    read(version > 0);
    // A live event dropped one of them from the cache (their tags): `fetch` asks for that one again.
    const release = queries.watch(
      asked.flatMap((order) => tagsOf(order, undefined) ?? []),
      () => read(false),
    );
    return () => {
      current = false;
      release();
    };
  }, [api, queries, shopper, key, version]);

  const waiting = orders?.filter(canPayNow) ?? null;
  const link = waiting && waiting.length > 0 ? leftPaymentLink(orderIds) : null;
  const single = waiting?.length === 1 ? waiting[0]! : null;

  const pay = useCallback(async () => {
    setPaying(true);
    try {
      if (link) {
        leaveForPayment(link, orderIds);
        return;
      }
      if (!single) return;
      const { order_payment_url } = await api.orders.pay(single.id, single.payment_method);
      if (order_payment_url) {
        leaveForPayment(order_payment_url, [single.id]);
        return;
      }
    } catch (error) {
      ui.error(toApiFailure(error).message);
    }
    // Paid by other means, or refused (the order moved on meanwhile): show what it is now.
    setVersion((v) => v + 1);
    setPaying(false);
  }, [api, ui, link, single, orderIds]);

  return {
    waiting,
    allPaid: orders !== null && orders.length > 0 && orders.every((order) => order.payment_status === 'Paid'),
    payNow: link || single ? pay : null,
    paying,
  };
}
