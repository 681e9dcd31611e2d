import { useEffect, useRef, useState, type RefObject } from 'react';

/** How far ahead of the screen a part starts rendering: one screen's height above and below it. */
export const NEAR_MARGIN = '100% 0px';

/**
 * Whether the element under `ref` has come within a screen of the viewport, for parts of a page that
 * wait to render until the shopper scrolls near them. False in the server's render and in the
 * browser's first render (which must give the server's HTML to hydrate it); the observer decides
 * after that, and once true it stays true. Without IntersectionObserver it is true once mounted.
 * `waiting`: whether anything waits for it (the element under `ref` is rendered only then).
 * `parts`: the elements to watch inside it, any of which near the screen is enough (a list's
 * placeholders: a page restored at a scroll position may show the last of them, not the first).
 */
export function useNearViewport<T extends Element>(
  waiting = true,
  parts: (target: T) => Iterable<Element> = (target) => [target],
): { ref: RefObject<T | null>; near: boolean } {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    if (near || !waiting) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const target = ref.current;
    if (!target) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    for (const part of parts(target)) observer.observe(part);
    return () => observer.disconnect();
    // `parts` says where to look, not when: the observer is set up once per wait.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [near, waiting]);

  return { ref, near };
}
