import { READY_IN_VIEW_SELECTOR, matchRoute, type RemoteName } from 'shared-sdk';
import { whenIdle } from '../app/when-idle';
import { inStoreUrl } from './in-store-link';
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
 * Remix's `prefetch="viewport"` and Next.js's links do. `sighted` hears of each marked link as it
 * first comes into view, before the dwell: what costs the API nothing (the page's code) can start
 * then. Never when the shopper asked to save data. Answers what stops watching.
 */
export function readyLinksInView(ready: (href: string) => void, doc: Document = document, sighted?: (href: string) => void): () => void {
  if (savesData() || typeof IntersectionObserver !== 'function') return () => undefined;
  const readied = new Set<string>();
  const seen = new Set<string>();
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
      if (sighted && !seen.has(link.href)) {
        seen.add(link.href);
        sighted(link.href);
      }
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

/**
 * `load` called once per remote page module that store links lead to: a page's code is the same for
 * every product, so the first card seen asks for it and the others find it asked. A shell page has
 * no module to load; a link elsewhere, nothing.
 */
export function eachPageCodeOnce(load: (remote: RemoteName, module: string) => void): (href: string) => void {
  const asked = new Set<string>();
  return (href) => {
    const url = inStoreUrl(href);
    const route = url && matchRoute(url.pathname)?.route;
    if (!route || route.owner === 'shell' || asked.has(`${route.owner}/${route.module}`)) return;
    asked.add(`${route.owner}/${route.module}`);
    load(route.owner, route.module);
  };
}

export interface CardReadying {
  /** Readies a store page (its code, data and main picture), as a link's intent does. */
  prepare: (url: URL) => void;
  /** Loads a remote page module's code, and the app's. */
  loadCode: (remote: RemoteName, module: string) => void;
  /** Aborted once the page is handed over: nothing more starts. */
  signal: AbortSignal;
}

/**
 * The cards a shopper stops at, readied in idle moments (readyLinksInView): a card's page's code
 * (and the app's) as soon as the first card of its kind is seen, since it costs the API nothing and
 * its data, asked once the card has stayed in view, then waits for no script; a marked link to
 * anything but the store's own pages readies nothing. Answers what stops watching.
 */
export function readyCardsInView({ prepare, loadCode, signal }: CardReadying, doc: Document = document): () => void {
  const whileOnPage = (work: () => void) => whenIdle(() => signal.aborted || work());
  return readyLinksInView(
    (href) =>
      whileOnPage(() => {
        const url = inStoreUrl(href);
        if (url) prepare(url);
      }),
    doc,
    eachPageCodeOnce((remote, module) => whileOnPage(() => loadCode(remote, module))),
  );
}
