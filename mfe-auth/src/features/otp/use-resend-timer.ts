import { useCallback, useEffect, useState } from 'react';

/** A 60-second resend countdown starts after each send (docs/product.md#limits). */
export const RESEND_SECONDS = 60;

/**
 * The seconds until Resend is offered again, ticking down once a second to 0; `restart` starts again
 * from `seconds` after a send. A span of seconds, not a moment on the clock: mfe-catalog's
 * useTimeLeft counts down to a date (a flash sale's end) and catches up after a background tab.
 */
export function useResendTimer(seconds = RESEND_SECONDS, startRunning = true) {
  const [remaining, setRemaining] = useState(startRunning ? seconds : 0);
  useEffect(() => {
    if (remaining <= 0) return undefined;
    const timer = setTimeout(() => setRemaining((r) => Math.max(0, r - 1)), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);
  const restart = useCallback(() => setRemaining(seconds), [seconds]);
  return { remaining, restart };
}
