import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * A form control of an island that wakes on interaction (docs/islands.md, "Wake") can be changed
 * before its island hydrates: a radio picked, a number typed. React keeps what the DOM shows while
 * it hydrates but starts from the server's state, so the two disagree until the next change. `adopt`
 * is called once, right after the first commit and before the browser paints, with the element, to
 * take what the shopper did into state (a layout effect's update commits before the island counts
 * as woken, so a held tap replayed on it sees the adopted state). Rendered in the browser from the
 * start, the DOM is the state and `adopt` finds nothing to do.
 */
export function useInputBeforeHydration<T extends HTMLElement>(adopt: (element: T) => void): RefObject<T | null> {
  const ref = useRef<T>(null);
  const adoptOnce = useRef(adopt);
  useLayoutEffect(() => {
    if (ref.current) adoptOnce.current(ref.current);
  }, []);
  return ref;
}
