import type { RemoteName, ServedBuild } from 'shared-sdk';
import { createBeaconBatch, type BeaconBatchOptions } from './beacon-batch';

export { flushWhenHidden } from './beacon-batch';

/** Where a failed load stopped (the API stores it; `compose report` counts failures by it). */
export type LoadPhase = 'manifest' | 'entry' | 'contract' | 'module' | 'refused' | 'timeout';

/** One load of a remote module, as POST /api/telemetry/remote-loads takes it. */
export interface RemoteLoadReport {
  remote: RemoteName;
  version?: string;
  manifest: string;
  /** True for a canary build only: a preview is one browser's, not the canary the abort rule judges. */
  canary: boolean;
  /** Which build the composition named for this browser (docs/composition.md). */
  served: ServedBuild;
  duration_ms: number;
  outcome: 'ok' | 'failed';
  phase?: LoadPhase;
}

export type LoadReporterOptions = BeaconBatchOptions;

export interface LoadReporter {
  record(load: RemoteLoadReport): void;
  flush(): void;
}

/**
 * Collects the shell's remote loads and sends them in batches with sendBeacon (beacon-batch.ts: after
 * 2 s, at 20 loads, or when the page is hidden).
 */
export function createLoadReporter(options: LoadReporterOptions): LoadReporter {
  const batch = createBeaconBatch<RemoteLoadReport>('loads', options);
  return { record: batch.add, flush: batch.flush };
}
