import { useCallback, useRef, useState } from 'react';
import { useStores, type PlaceOrderInput, type PlaceOrderOutcome, leaveForPayment } from 'shared-sdk';

export interface PlaceOrderControl {
  /** Places the order once: a second call while one is in flight is ignored (null). */
  place: (input: PlaceOrderInput) => Promise<PlaceOrderOutcome | null>;
  /** An online order was placed and the browser is on its way to the gateway. */
  redirecting: boolean;
  /** A cash order was placed: the page says so (under the confirmation dialog) instead of emptying. */
  placed: boolean;
}

/**
 * Place Order: 'pay' sends the browser to the gateway's page; 'placed' (cash) has the store open the
 * order-confirmation dialog, and the page, scrolled back to its top, shows the order as placed;
 * 'refused' was toasted by the store. A double click places one order.
 */
export function usePlaceOrder(): PlaceOrderControl {
  const { checkout } = useStores();
  const inFlight = useRef(false);
  const [redirecting, setRedirecting] = useState(false);
  const [placed, setPlaced] = useState(false);

  const place = useCallback(
    async (input: PlaceOrderInput) => {
      if (inFlight.current || checkout.isPlacingOrder) return null;
      inFlight.current = true;
      try {
        const outcome = await checkout.placeOrder(input);
        if (outcome.kind === 'pay') {
          setRedirecting(true);
          // Back from the provider's page comes to these orders, waiting for payment.
          leaveForPayment(outcome.url, outcome.orderIds);
        }
        if (outcome.kind === 'placed') {
          setPlaced(true);
          window.scrollTo({ top: 0 });
        }
        return outcome;
      } finally {
        inFlight.current = false;
      }
    },
    [checkout],
  );

  return { place, redirecting, placed };
}
