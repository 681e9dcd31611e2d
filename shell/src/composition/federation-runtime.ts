import { loadRemote, registerPlugins, registerRemotes, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { CONTAINER_NAMES, REMOTE_NAMES, type Composition } from 'shared-sdk';
import { fallbackPlugin } from './fallback-plugin';
import { hostShared } from './host-shared';
import { compositionForBrowser } from './canary-bucket';
import { createLoadReporter, flushWhenHidden } from './load-reporter';
import { createManifestGate } from './manifest-gate';
import { networkPlugin } from './network-plugin';
import { createRemoteLoader, type RemoteLoader, type RemoteLoaderOptions } from './remote-loader';

/** One more try for a remoteEntry script or a module chunk that failed to load. */
const SCRIPT_RETRY = { retryTimes: 1, retryDelay: 300 };

/**
 * Hands the composition's remotes to the federation runtime the webpack plugin already created
 * (the shell is built with `remotes: {}`), with the plugins that make failures survivable, and
 * returns the loader the slots use. The only module of the shell that calls the runtime.
 */
export function connectRemotes(named: Composition): RemoteLoader {
  const composition = compositionForBrowser(named);
  // The browser needs no server build: that check is the server renderer's and the compose CLI's.
  const gate = createManifestGate({ host: hostShared });
  gate.compose(composition);
  registerPlugins([networkPlugin(gate), scriptRetryPlugin(), fallbackPlugin()]);
  registerRemotes(REMOTE_NAMES.map((name) => ({ name: CONTAINER_NAMES[name], entry: composition.remotes[name].manifest })));
  return createRemoteLoader({ loadRemote: (id) => loadRemote(id), refusalOf: gate.refusalOf, onSettled: reportLoads(composition) });
}

/** Every module load, with the build it came from, to the API (docs/composition.md, "Canary"). */
function reportLoads(composition: Composition): RemoteLoaderOptions['onSettled'] {
  const reporter = createLoadReporter({ url: `${composition.apiBase}/telemetry/remote-loads` });
  flushWhenHidden(reporter);
  return (remote, { ok, durationMs, phase }) => {
    const entry = composition.remotes[remote];
    reporter.record({
      remote,
      version: entry.version,
      manifest: entry.manifest,
      canary: entry.served === 'canary',
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
