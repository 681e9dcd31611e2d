import { useEffect, useRef, useState } from 'react';

/**
 * Calls `dismiss` after `timeout` ms of the toast being visible and not paused: hovering or focusing
 * a toast pauses its clock (and its progress bar), so a shopper can read it or reach its button.
 */
export function useAutoDismiss(timeout: number, dismiss: () => void) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(timeout);

  useEffect(() => {
    if (paused || remaining.current <= 0) return undefined;
    const startedAt = Date.now();
    const timer = setTimeout(dismiss, remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [paused, dismiss]);

  return { paused, pause: () => setPaused(true), resume: () => setPaused(false) };
}
