import { useEffect, useRef, type RefObject } from 'react';

/**
 * Keeps keyboard focus inside the drawer while its controls wait for the server. A browser drops
 * focus to <body> when the focused control becomes disabled (a stepper button during its change) or
 * leaves the page (the Remove button of a removed line); outside the dialog, the next Tab would land
 * behind it. After each render this puts focus back on that control when it can take it again, else
 * on the dialog itself. `waiting`: something is still in flight, so a disabled control may come back.
 */
export function useFocusRescue(rootRef: RefObject<HTMLElement | null>, waiting: boolean): void {
  const lastFocused = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (target instanceof HTMLElement && rootRef.current?.contains(target)) lastFocused.current = target;
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [rootRef]);

  // No dependencies on purpose: every render of the drawer may have re-enabled or removed a control.
  useEffect(() => {
    const last = lastFocused.current;
    const active = document.activeElement;
    if (!last || (active && active !== document.body)) return;
    const usable = last.isConnected && !(last as HTMLButtonElement).disabled;
    if (usable) {
      last.focus();
    } else if (!waiting || !last.isConnected) {
      // Gone, or still disabled now that nothing is pending (− at the minimum): the dialog takes it.
      lastFocused.current = null;
      rootRef.current?.closest<HTMLElement>('[role="dialog"]')?.focus();
    }
  });
}
