import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What a public answer or a kept page shows that stock changes can alter (docs/api-performance.md,
 * "Granularity"): the products in it, and whether its order depends on sales (a list sorted by
 * top selling or popularity, whose order an order can change without touching its products).
 */
export interface ShownProducts {
  productIds: readonly number[];
  salesOrdered: boolean;
}

class Collector {
  readonly productIds = new Set<number>();
  salesOrdered = false;

  constructor(readonly parent: Collector | undefined) {}
}

const current = new AsyncLocalStorage<Collector>();

/**
 * Runs `work` noting what it shows: every answer it computes or takes from memory (noteShown), every
 * query it runs that orders by sales (noteSalesOrder). Collections nest: a page's render collects the
 * answers its API calls made, and those answers their own.
 */
export async function collectShown<T>(work: () => Promise<T>): Promise<{ result: T; shown: ShownProducts }> {
  const collector = new Collector(current.getStore());
  const result = await current.run(collector, work);
  return { result, shown: { productIds: [...collector.productIds], salesOrdered: collector.salesOrdered } };
}

/** An answer used within the current collections showed these. */
export function noteShown(shown: ShownProducts): void {
  for (let collector = current.getStore(); collector; collector = collector.parent) {
    for (const id of shown.productIds) collector.productIds.add(id);
    if (shown.salesOrdered) collector.salesOrdered = true;
  }
}

/** A query ordered by sales (total_sold) ran within the current collections. */
export function noteSalesOrder(): void {
  noteShown({ productIds: [], salesOrdered: true });
}
