import { READY_IN_VIEW_SELECTOR } from 'shared-sdk';
import { savesData } from '../app/saves-data';

/** How long a marked link stays in view before its page is readied: a shopper stopped at it, not flinging past. */
export const IN_VIEW_DWELL_MS = 300;
/** At most so many pages readied this way per page of islands: each costs the API a request or two. */
export const MAX_READIED_IN_VIEW = 4;

/**
 * Readies the pages of the marked links (`readyInView` in shared-sdk: the cards) that the shopper
 * stops at: a link in view for IN_VIEW_DWELL_MS calls `ready` with its URL, once per URL and at most
 * MAX_READIED_IN_VIEW times. On a phone the tap comes with no warning a page could use (a touch and
 * its click arrive together), so the card the shopper reads is readied while they read it, as
 * Remix's `prefetch="viewport"` and Next.js's links do. Never when the shopper asked to save data.
 * Answers what stops watching.
 */
export function readyLinksInView(ready: (href: string) => void, doc: Document = document): () => void {
  if (savesData() || typeof IntersectionObserver !== 'function') return () => undefined;
  const readied = new Set<string>();
  const dwelling = new Map<Element, ReturnType<typeof setTimeout>>();
  const leave = (link: Element) => {
    clearTimeout(dwelling.get(link));
    dwelling.delete(link);
  };
  const observer = new IntersectionObserver((entries) => {
    for (const { target, isIntersecting } of entries) {
      if (!isIntersecting) {
        leave(target);
        continue;
      }
      if (dwelling.has(target) || !(target instanceof HTMLAnchorElement)) continue;
      const link = target;
      dwelling.set(
        link,
        setTimeout(() => {
          leave(link);
          observer.unobserve(link);
          if (readied.has(link.href) || readied.size >= MAX_READIED_IN_VIEW) return;
          readied.add(link.href);
          ready(link.href);
          if (readied.size >= MAX_READIED_IN_VIEW) stop();
        }, IN_VIEW_DWELL_MS),
      );
    }
  });
  for (const link of Array.from(doc.querySelectorAll(READY_IN_VIEW_SELECTOR))) observer.observe(link);
  function stop() {
    observer.disconnect();
    for (const link of Array.from(dwelling.keys())) leave(link);
  }
  return stop;
}
