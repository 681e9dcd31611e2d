import { useEffect, useRef, useState } from 'react';

/** Whether a sideways scroller hides content past its inline start and past its inline end. */
export interface ScrollEdges {
  start: boolean;
  end: boolean;
}

/** Less than this is rounding (a zoomed page scrolls by fractions), not content out of sight. */
const SLACK = 1;

/** What `element` hides at each inline end right now, in either direction. */
export function scrollEdgesOf(element: HTMLElement): ScrollEdges {
  // scrollLeft is 0 at the inline start and grows towards the end: positive left to right, negative
  // right to left (as browsers now agree), so its size is the distance from the start in both.
  const fromStart = Math.abs(element.scrollLeft);
  const hidden = element.scrollWidth - element.clientWidth;
  return { start: fromStart > SLACK, end: hidden - fromStart > SLACK };
}

/**
 * Scrolls `element` sideways (and only it, never the page) so that `item` shows whole, `margin`
 * pixels clear of the scroller's ends, where its fades are.
 */
export function revealInScroller(element: HTMLElement, item: HTMLElement, margin: number): void {
  const box = element.getBoundingClientRect();
  const shown = item.getBoundingClientRect();
  // Physical coordinates on both sides: scrollLeft moves the content the same way in either direction.
  const before = box.left + margin - shown.left;
  const after = shown.right - (box.right - margin);
  if (before > 0) element.scrollLeft -= before;
  else if (after > 0) element.scrollLeft += after;
}

/**
 * Which inline ends of a sideways scroller hide content, kept up to date as it scrolls and as it or
 * its content changes size (a count arriving widens a tab, a phone turns), for fades that show there
 * is more. `ref` goes on the scroller; its first child is its content.
 */
export function useScrollEdges<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [edges, setEdges] = useState<ScrollEdges>({ start: false, end: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const next = scrollEdgesOf(element);
      setEdges((shown) => (shown.start === next.start && shown.end === next.end ? shown : next));
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    // jsdom (the unit tests) has no ResizeObserver; every browser the store supports has.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, []);
  return { ref, edges };
}
