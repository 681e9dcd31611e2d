/** The readying of next pages under way (readyNextPage in islands-takeover.tsx, with its prerender's start). */
let underWay: Promise<unknown> = Promise.resolve();

/** Counts `work` as readying a next page until it settles. */
export function readying(work: Promise<unknown>): void {
  underWay = Promise.allSettled([underWay, work]);
}

/**
 * Settles once no next page is being readied: what is fetched ahead for later clicks lets the page a
 * shopper stopped at go first. On the phone profile the next clicks' code evaluated beside a card's
 * prerender and its tap, and made those taps the slowest (2026-12-02).
 */
export function afterReadying(): Promise<unknown> {
  const current = underWay;
  return current.then(() => (current === underWay ? undefined : afterReadying()));
}
