import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { VisuallyHidden } from 'shared-sdk';

/**
 * How long a new page may take to show its heading before focus settles on the main region: past the
 * route loader's own wait (2 s) and a slow phone's render, so the heading is what focus finds.
 */
export const HEADING_WAIT_MS = 6000;

/**
 * The new page's main heading: the first h1 in the main region (any h1 on the not-found layout,
 * which has no main region). Skeletons carry no heading, so this is null until the page is there.
 */
export function findPageHeading(doc: Document = document): HTMLElement | null {
  const main = doc.querySelector('main');
  return (main ?? doc).querySelector<HTMLElement>('h1');
}

/**
 * Calls `found` with the heading once it exists, or null after `timeoutMs`; returns a canceller
 * (a route left before its page arrived: nothing is called).
 */
export function whenHeadingAppears(
  found: (heading: HTMLElement | null) => void,
  timeoutMs = HEADING_WAIT_MS,
  doc: Document = document,
): () => void {
  let done = false;
  const stop = () => {
    done = true;
    observer.disconnect();
    clearTimeout(timer);
  };
  const finish = (heading: HTMLElement | null) => {
    if (done) return;
    stop();
    found(heading);
  };
  const observer = new MutationObserver(() => {
    const heading = findPageHeading(doc);
    if (heading) finish(heading);
  });
  const timer = setTimeout(() => finish(null), timeoutMs);
  observer.observe(doc.body, { childList: true, subtree: true });
  // A page that was ready (prefetched) is already in the DOM: check after this frame's commit, which
  // also runs after a closing dialog hands focus back to its opener (the cart drawer's 'Proceed').
  requestAnimationFrame(() => {
    const heading = findPageHeading(doc);
    if (heading) finish(heading);
  });
  return stop;
}

/** Focus without a scroll jump (scroll restoration owns the position) and without a tab stop. */
export function focusPageStart(heading: HTMLElement | null, doc: Document = document): void {
  const target = heading ?? doc.querySelector<HTMLElement>('main');
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/**
 * The path of the page of islands the app took over (docs/islands.md, "Navigation"): the app's first
 * page is then the shopper's navigation from it, not the browser's load of a page.
 */
export const CameFromContext = createContext<string | null>(null);

/**
 * After every route change (a new pathname; a changed filter or page number keeps focus where it is),
 * focus moves to the new page's heading and its title is announced, as a screen reader user would
 * expect from a page load. The first page is left alone: the browser's own load does that, unless
 * the app took it over from a page of islands (CameFromContext).
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const previous = useRef(useContext(CameFromContext) ?? pathname);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    return whenHeadingAppears((heading) => {
      focusPageStart(heading);
      // The page sets its own title when its data is there, which is when its heading is.
      setAnnouncement(document.title);
    });
  }, [pathname]);

  return (
    <VisuallyHidden as="p" role="status" aria-live="polite" aria-atomic="true" data-testid="route-announcement">
      {announcement}
    </VisuallyHidden>
  );
}
