import type { RemoteName } from 'shared-sdk';

/** Where a failed load stopped (the API stores it; `compose report` counts failures by it). */
export type LoadPhase = 'manifest' | 'entry' | 'contract' | 'module' | 'refused' | 'timeout';

/** One load of a remote module, as POST /api/telemetry/remote-loads takes it. */
export interface RemoteLoadReport {
  remote: RemoteName;
  version?: string;
  manifest: string;
  canary: boolean;
  duration_ms: number;
  outcome: 'ok' | 'failed';
  phase?: LoadPhase;
}

export interface LoadReporterOptions {
  url: string;
  /** navigator.sendBeacon in the browser: it survives the page being closed. */
  send?: (url: string, body: Blob) => boolean;
  /** A batch goes out this long after its first load, or at once when it is full or the page is hidden. */
  flushAfterMs?: number;
  maxBatch?: number;
}

export interface LoadReporter {
  record(load: RemoteLoadReport): void;
  flush(): void;
}

/** The API takes at most 50 loads a request. */
const MAX_BATCH = 20;

/**
 * Collects the shell's remote loads and sends them in batches with sendBeacon (no response awaited,
 * nothing retried: telemetry must never slow or break a page). A page being hidden or closed sends
 * what is left.
 */
export function createLoadReporter({ url, send = beacon, flushAfterMs = 2000, maxBatch = MAX_BATCH }: LoadReporterOptions): LoadReporter {
  let batch: RemoteLoadReport[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!batch.length) return;
    const loads = batch;
    batch = [];
    try {
      send(url, new Blob([JSON.stringify({ loads })], { type: 'application/json' }));
    } catch {
      // A browser that refuses the beacon loses this batch: the store goes on.
    }
  };
  return {
    record(load) {
      batch.push(load);
      if (batch.length >= maxBatch) flush();
      else timer ??= setTimeout(flush, flushAfterMs);
    },
    flush,
  };
}

function beacon(url: string, body: Blob): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function' ? navigator.sendBeacon(url, body) : false;
}

/** Sends what is left when the page is hidden (tab switched, closed, navigated away). */
export function flushWhenHidden(reporter: LoadReporter, target: Document = document): void {
  target.addEventListener('visibilitychange', () => target.visibilityState === 'hidden' && reporter.flush());
  target.defaultView?.addEventListener('pagehide', () => reporter.flush());
}
