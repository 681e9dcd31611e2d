import { useCallback, useEffect, useState } from 'react';

/** Spec 4, 9: a 60-second resend countdown starts after each send. */
export const RESEND_SECONDS = 60;

/** Seconds left, ticking down once a second to 0; `restart` starts again from `seconds`. */
export function useCountdown(seconds = RESEND_SECONDS, startRunning = true) {
  const [remaining, setRemaining] = useState(startRunning ? seconds : 0);
  useEffect(() => {
    if (remaining <= 0) return undefined;
    const timer = setTimeout(() => setRemaining((r) => Math.max(0, r - 1)), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);
  const restart = useCallback(() => setRemaining(seconds), [seconds]);
  return { remaining, restart };
}
