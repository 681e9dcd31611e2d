import { useEffect, useRef, useState } from 'react';
import { useStores } from 'shared-sdk';
import { accountQueries } from '../../data/queries';

/** What the return from a payment can say: still waiting for the provider's word, paid, or taking long. */
export type Confirmation = 'confirming' | 'paid' | 'slow';

/** How long to wait before each look at the order: quick at first, then every 5 s. */
const DELAYS_MS = [1000, 1500, 2000, 3000, 5000];
/** After this the notice says confirmation is slow (the order still turns Paid when its webhook comes). */
const PATIENCE_MS = 90_000;
/** The watch stops after this; a reload looks again. */
const WATCH_MS = 10 * 60_000;

/**
 * Watches the order a payment return names until the server has it Paid (its provider's webhook,
 * docs/payments.md): the return URL itself proves nothing. The order's live event says so at once
 * (docs/live-updates.md); polling the order stays as the fallback for a lost or missing stream.
 * Without an order to watch, or after PATIENCE_MS, it says 'slow'. `onPaid` runs once, when the
 * order is seen paid. Each look is the order's named query asked again (docs/stores.md), so the
 * order's page opened next shows what the last look saw.
 */
export function usePaymentConfirmation(orderId: number | null, onPaid: () => void): Confirmation {
  const { api, auth, live, queries } = useStores();
  const shopper = auth.user?.id;
  const [confirmation, setConfirmation] = useState<Confirmation>(orderId === null ? 'slow' : 'confirming');
  const onPaidRef = useRef(onPaid);
  useEffect(() => {
    onPaidRef.current = onPaid;
  });

  useEffect(() => {
    if (orderId === null) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = Date.now();
    // Whichever sees it first, the poll or the event, ends the watch: `onPaid` never runs twice.
    const paid = () => {
      stopped = true;
      clearTimeout(timer);
      setConfirmation('paid');
      onPaidRef.current();
    };
    const look = async (attempt: number) => {
      const order = await queries.refetch(accountQueries.order(api, shopper, orderId)).catch(() => null);
      if (stopped) return;
      if (order?.payment_status === 'Paid') {
        paid();
        return;
      }
      const waited = Date.now() - started;
      if (waited > PATIENCE_MS) setConfirmation('slow');
      if (waited > WATCH_MS) return;
      timer = setTimeout(() => void look(attempt + 1), DELAYS_MS[Math.min(attempt, DELAYS_MS.length - 1)]);
    };
    // Subscribed here rather than through useLiveEvent, so the event and the poll share `stopped`.
    const unsubscribe = live.subscribe((event) => {
      if (!stopped && event.kind === 'order' && event.data.order_id === orderId && event.data.payment_status === 'Paid') paid();
    });
    timer = setTimeout(() => void look(0), DELAYS_MS[0]);
    return () => {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
    };
  }, [api, live, orderId, queries, shopper]);

  return confirmation;
}
