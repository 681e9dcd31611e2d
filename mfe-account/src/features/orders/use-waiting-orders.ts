import { useCallback, useEffect, useState } from 'react';
import { leaveForPayment, leftPaymentLink, toApiFailure, useLiveEvent, useStores, type OrderDetails } from 'shared-sdk';
import { canPayNow } from '../../components/order-status';

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
 * The orders a payment return names (`order`), read from the server (only the shopper's own come
 * back), kept current by their live events: which still wait for payment, and how to pay them. Pay
 * now takes the link this tab left with when it paid exactly these orders together (one attempt for
 * the whole placement); for a single order it asks for a new link; several orders without that link
 * are paid from their own pages (a new link per order would end the placement's shared attempt).
 */
export function useWaitingOrders(orderIds: readonly number[]): WaitingOrders {
  const { api, ui } = useStores();
  const [orders, setOrders] = useState<OrderDetails[] | null>(null);
  const [paying, setPaying] = useState(false);
  const [version, setVersion] = useState(0);
  const key = orderIds.join(',');

  useEffect(() => {
    if (key === '') return undefined;
    let current = true;
    void Promise.all(key.split(',').map((id) => api.orders.details(Number(id)).catch(() => null))).then((found) => {
      if (current) setOrders(found.filter((order): order is OrderDetails => order !== null));
    });
    return () => {
      current = false;
    };
  }, [api, key, version]);

  useLiveEvent((event) => {
    if (event.kind === 'resync' || (event.kind === 'order' && orderIds.includes(event.data.order_id))) setVersion((v) => v + 1);
  });

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
