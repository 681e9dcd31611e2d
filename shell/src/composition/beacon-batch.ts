export interface BeaconBatchOptions {
  url: string;
  /** navigator.sendBeacon in the browser: it survives the page being closed. */
  send?: (url: string, body: Blob) => boolean;
  /** A batch goes out this long after its first item, or at once when it is full or the page is hidden. */
  flushAfterMs?: number;
  maxBatch?: number;
}

export interface BeaconBatch<T> {
  add(item: T): void;
  flush(): void;
}

/** The telemetry endpoints take at most 50 items a request. */
const MAX_BATCH = 20;

/**
 * Collects telemetry items and sends them in batches with sendBeacon, as `{ [field]: items }` (no
 * response awaited, nothing retried: telemetry must never slow or break a page). The remote loads
 * and the remote errors go out this way.
 */
export function createBeaconBatch<T>(
  field: string,
  { url, send = beacon, flushAfterMs = 2000, maxBatch = MAX_BATCH }: BeaconBatchOptions,
): BeaconBatch<T> {
  let batch: T[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!batch.length) return;
    const items = batch;
    batch = [];
    try {
      send(url, new Blob([JSON.stringify({ [field]: items })], { type: 'application/json' }));
    } catch {
      // A browser that refuses the beacon loses this batch: the store goes on.
    }
  };
  return {
    add(item) {
      batch.push(item);
      if (batch.length >= maxBatch) flush();
      else timer ??= setTimeout(flush, flushAfterMs);
    },
    flush,
  };
}

/** sendBeacon when the browser has it; false (nothing sent) when it has not. */
export function beacon(url: string, body: Blob): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function' ? navigator.sendBeacon(url, body) : false;
}

/** Calls `flush` when the page is hidden (tab switched, closed, navigated away). */
export function flushWhenHidden(reporter: { flush(): void }, target: Document = document): void {
  target.addEventListener('visibilitychange', () => target.visibilityState === 'hidden' && reporter.flush());
  target.defaultView?.addEventListener('pagehide', () => reporter.flush());
}
