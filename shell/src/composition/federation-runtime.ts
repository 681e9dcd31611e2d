import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { CONTAINER_NAMES, REMOTE_NAMES, type Composition, type RemoteName } from 'shared-sdk';
import { browserHostShared, createBrowserFederation } from './browser-federation';
import { fallbackPlugin } from './fallback-plugin';
import { compositionForBrowser } from './canary-bucket';
import { createLoadReporter, flushWhenHidden } from './load-reporter';
import { createManifestGate } from './manifest-gate';
import { networkPlugin } from './network-plugin';
import { createPageBuilds, type PageBuild, type PageBuilds } from './page-builds';
import { createRemoteErrorReporter, listenForRemoteErrors } from './remote-error-reporter';
import { createRemoteLoader, type RemoteLoader, type RemoteLoaderOptions } from './remote-loader';

/** One more try for a remoteEntry script or a module chunk that failed to load. */
const SCRIPT_RETRY = { retryTimes: 1, retryDelay: 300 };

/** What this document's remotes did, for the page-view report (features/field-data) when it goes out. */
export interface RemoteTelemetry {
  /** The build of every remote a module of which loaded in this document. */
  builds(): PageBuild[];
  /** The remote errors this page view reported (at most 10), of `remote` or of all. */
  errorCount(remote?: RemoteName): number;
}

export interface ConnectedRemotes {
  loader: RemoteLoader;
  telemetry: RemoteTelemetry;
}

/**
 * Creates the page's federation runtime (browser-federation.ts) with the composition's remotes and
 * the plugins that make failures survivable, and returns the loader the slots use. The only module
 * of the shell that calls the runtime in the browser. Every load, and every error a remote's build
 * can be blamed for, is reported to the API; `route` names the current page in the error reports
 * (its route pattern, never its URL).
 */
export function connectRemotes(named: Composition, { route }: { route: () => string }): ConnectedRemotes {
  const composition = compositionForBrowser(named);
  // The browser needs no server build: that check is the server renderer's and the compose CLI's.
  const gate = createManifestGate({ host: browserHostShared });
  gate.compose(composition);
  const federation = createBrowserFederation();
  federation.registerPlugins([networkPlugin(gate), scriptRetryPlugin(), fallbackPlugin()]);
  federation.registerRemotes(REMOTE_NAMES.map((name) => ({ name: CONTAINER_NAMES[name], entry: composition.remotes[name].manifest })));
  const builds = createPageBuilds(composition, { publicPathOf: gate.publicPathOf });
  // Listening from the start: an error before the page is even shown counts too.
  const errors = createRemoteErrorReporter({ url: `${composition.apiBase}/telemetry/remote-errors`, builds, route });
  listenForRemoteErrors(errors);
  const loader = createRemoteLoader({
    loadRemote: (id) => federation.loadRemote(id),
    refusalOf: gate.refusalOf,
    onSettled: reportLoads(composition, builds),
    onSlotError: (remote, error) => errors.report(remote, 'boundary', error),
  });
  return { loader, telemetry: { builds: builds.loaded, errorCount: errors.count } };
}

/** Every module load, with the build it came from, to the API (docs/composition.md, "Canary"). */
function reportLoads(composition: Composition, builds: PageBuilds): RemoteLoaderOptions['onSettled'] {
  const reporter = createLoadReporter({ url: `${composition.apiBase}/telemetry/remote-loads` });
  flushWhenHidden(reporter);
  return (remote, { ok, durationMs, phase }) => {
    if (ok) builds.noteLoaded(remote);
    const entry = composition.remotes[remote];
    reporter.record({
      remote,
      version: entry.version,
      manifest: entry.manifest,
      // False for a preview: it is one browser's build, not the canary the abort rule judges.
      canary: entry.served === 'canary',
      served: entry.served ?? 'stable',
      duration_ms: durationMs,
      outcome: ok ? 'ok' : 'failed',
      phase,
    });
  };
}

/**
 * retry-plugin's script retry, without its fetch hook: that hook runs on every manifest request even
 * when no fetch retry is configured, which would fetch each manifest twice next to networkPlugin.
 */
function scriptRetryPlugin(): ModuleFederationRuntimePlugin {
  const { fetch: _plainFetch, ...plugin } = RetryPlugin({ script: SCRIPT_RETRY });
  return plugin as ModuleFederationRuntimePlugin;
}
