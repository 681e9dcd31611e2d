import type { RemoteName } from 'shared-sdk';
import { createBeaconBatch, flushWhenHidden, type BeaconBatchOptions } from './beacon-batch';
import type { PageBuild, PageBuilds } from './page-builds';
import { cleanMessage, messageOf, scriptUrlOf } from './remote-error-message';

/** Where the shell saw the error: a slot's error boundary, or the window's `error` / `unhandledrejection`. */
export type RemoteErrorSource = 'boundary' | 'error' | 'unhandledrejection';

/** One error of a remote build, as POST /api/telemetry/remote-errors takes it. */
export interface RemoteErrorReport extends PageBuild {
  /** The route pattern of the page the shopper was on (never the URL itself). */
  route: string;
  source: RemoteErrorSource;
  message: string;
}

export interface RemoteErrorReporterOptions extends BeaconBatchOptions {
  builds: PageBuilds;
  /** The route pattern of the current page, e.g. '/products/:id/details'. */
  route: () => string;
  /** A page in a loop of errors reports its first ones, not a flood. */
  maxPerPage?: number;
}

export interface RemoteErrorReporter {
  /** An error of `remote` (a slot's boundary caught it). */
  report(remote: RemoteName, source: RemoteErrorSource, error: unknown): void;
  /** An error from a script: reported when the script is one of a loaded remote's files, else ignored. */
  reportScriptError(source: Exclude<RemoteErrorSource, 'boundary'>, error: unknown, filename?: string, fallbackMessage?: string): void;
  /** How many errors this page view reported, of `remote` or of all (the page-view report counts them). */
  count(remote?: RemoteName): number;
  flush(): void;
}

export const MAX_ERRORS_PER_PAGE = 10;

/**
 * Counts errors against the remote build they came from and sends them in batches, as the loads are
 * (beacon-batch.ts). An error no remote can be blamed for (the shell's own, a browser extension's, a
 * cross-origin "Script error.") is not sent: this report is about remote builds.
 */
export function createRemoteErrorReporter({
  builds,
  route,
  maxPerPage = MAX_ERRORS_PER_PAGE,
  ...batchOptions
}: RemoteErrorReporterOptions): RemoteErrorReporter {
  const batch = createBeaconBatch<RemoteErrorReport>('errors', batchOptions);
  let reported = 0;
  const reportedOf = new Map<RemoteName, number>();
  const report = (remote: RemoteName, source: RemoteErrorSource, error: unknown, fallbackMessage?: string) => {
    if (reported >= maxPerPage) return;
    reported += 1;
    reportedOf.set(remote, (reportedOf.get(remote) ?? 0) + 1);
    batch.add({ ...builds.buildOf(remote), route: route(), source, message: cleanMessage(messageOf(error, fallbackMessage)) });
  };
  return {
    report,
    reportScriptError(source, error, filename, fallbackMessage) {
      const url = scriptUrlOf(error, filename);
      const remote = url ? builds.remoteAt(url) : undefined;
      if (remote) report(remote, source, error, fallbackMessage);
    },
    count: (remote) => (remote ? (reportedOf.get(remote) ?? 0) : reported),
    flush: batch.flush,
  };
}

/** The window's uncaught errors and unhandled rejections go to `reporter`; what is left goes out when the page is hidden. */
export function listenForRemoteErrors(reporter: RemoteErrorReporter, win: Window = window): void {
  // (A resource that fails to load fires an `error` that does not bubble: this listener never hears it.)
  win.addEventListener('error', (event: ErrorEvent) => reporter.reportScriptError('error', event.error, event.filename, event.message));
  win.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) =>
    reporter.reportScriptError('unhandledrejection', event.reason),
  );
  flushWhenHidden(reporter, win.document);
}
