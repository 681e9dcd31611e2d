import { useLayoutEffect, useState } from 'react';

const EDGE_GAP = 16;

/** How far from the viewport's top a top-right toast sits: below the site header while it shows. */
export function headerClearance(doc: Document = document): number {
  // The first <header> is the site's banner (the top bar above it is not one).
  const header = doc.querySelector('header');
  const bottom = header ? header.getBoundingClientRect().bottom : 0;
  return Math.max(EDGE_GAP, Math.round(bottom) + 8);
}

/**
 * The top-right stack keeps the header's cart and user menu uncovered (a 'Login Successful' toast would
 * sit on them while it shows): it starts below the header, and rises to the edge as the page scrolls
 * the header away. Measured only while the stack is there.
 */
export function useHeaderClearance(active: boolean): number {
  const [offset, setOffset] = useState(EDGE_GAP);
  useLayoutEffect(() => {
    if (!active) return;
    const measure = () => setOffset(headerClearance());
    measure();
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [active]);
  return offset;
}
