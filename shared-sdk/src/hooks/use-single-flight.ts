import { useCallback, useRef, useState } from 'react';

/**
 * An action that runs once at a time: a call while it runs is dropped. `busy` is for the screen
 * (aria-busy); the guard is a ref, not that state, because on a slow phone several taps can reach
 * the handler before React has rendered `busy`: a held tap replayed at hydration and the taps that
 * follow it (docs/server-rendering.md#before-hydration-and-without-javascript). State alone let four
 * taps add two units.
 */
export function useSingleFlight<A extends unknown[]>(
  action: (...args: A) => Promise<unknown>,
): {
  run: (...args: A) => Promise<void>;
  busy: boolean;
} {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (...args: A) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      try {
        await action(...args);
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [action],
  );
  return { run, busy };
}
