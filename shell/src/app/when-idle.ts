/** Where benchmarks end a page's own first load (e2e/bench/first-load.ts): what comes after is fetched ahead. */
export const IDLE_PREFETCH_MARK = 'storefront:idle-prefetch';

/**
 * Runs `work` once the first page is on screen, the document has loaded and the browser is idle:
 * what the first page does not need never competes with it (the prefetches, the field-data report).
 */
export function whenPageLoadedAndIdle(pageShown: Promise<void>, work: () => void, doc: Document = document): void {
  const afterLoad = () => whenIdle(work);
  void pageShown.then(() => (doc.readyState === 'complete' ? afterLoad() : window.addEventListener('load', afterLoad, { once: true })));
}

type IdleWork = (deadline: { timeRemaining: () => number }) => void;

/** Runs `work` when the browser is idle (within 4 s at the latest). */
export function whenIdle(work: IdleWork): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout: 4000 });
  else setTimeout(() => work({ timeRemaining: () => 10 }), 200);
}
