import { useCallback, useEffect, useState } from 'react';

export type LoadStatus = 'loading' | 'done' | 'failed';

export interface CheckoutLoad {
  status: LoadStatus;
  retry: () => void;
}

/**
 * Runs a store load (checkout.fetchCheckout, checkout.fetchBuyNow: true when it answered) on mount while
 * `enabled`, and again on retry. The store toasts a failure; the page offers Retry.
 */
export function useCheckoutLoad(load: () => Promise<boolean>, enabled: boolean): CheckoutLoad {
  const [status, setStatus] = useState<LoadStatus>('loading');
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    setStatus('loading');
    void load().then(
      (ok) => live && setStatus(ok ? 'done' : 'failed'),
      () => live && setStatus('failed'),
    );
    return () => {
      live = false;
    };
  }, [load, enabled, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { status, retry };
}
