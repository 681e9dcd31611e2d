import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { CONTAINER_NAMES, REMOTE_NAMES, type Composition, type RemoteName } from 'shared-sdk';
import { hostShared } from '../composition/host-shared';
import { serverManifestBounds } from '../composition/bounded-body';
import { createManifestGate } from '../composition/manifest-gate';
import { networkPlugin } from '../composition/network-plugin';
import { createRemoteLoader, type RemoteLoader } from '../composition/remote-loader';

/** A failed server build is not tried again for this long: each page would otherwise wait for it. */
export const SERVER_FAILURE_MEMORY_MS = 30_000;

/** The manifest checks, the browser's plus the server build (the network plugin runs them). */
const gate = createManifestGate({ host: hostShared, serverBuild: true });
let pluginsRegistered = false;
let current: { key: string; loader: RemoteLoader } | null = null;

/**
 * The remotes of a composition for server rendering, through the federation runtime of the shell's
 * server build: each remote's manifest (the same file the browser reads) names its Node build
 * (`metaData.ssrRemoteEntry`), which @module-federation/node's runtime plugin fetches and runs.
 * A changed composition re-registers the remotes (`force`), so the next page renders the remote
 * the file now names: no rebuild, no restart. Its manifest passes the same checks as in the browser,
 * and must name a server build. No fallback plugin here: a remote that cannot be loaded or is refused
 * rejects, and React leaves its part of the page to the browser.
 */
export function serverRemotes(composition: Composition, timeoutMs: number): RemoteLoader {
  const key = JSON.stringify(composition.remotes);
  if (current?.key === key) return current.loader;
  gate.compose(composition);
  if (!pluginsRegistered) {
    registerPlugins([networkPlugin(gate, fetch, serverManifestBounds(timeoutMs))]);
    pluginsRegistered = true;
  }
  registerRemotes(
    REMOTE_NAMES.map((name) => ({ name: CONTAINER_NAMES[name], entry: composition.remotes[name].manifest })),
    { force: current !== null },
  );
  const loader = rememberFailures(createRemoteLoader({ loadRemote: (id) => loadRemote(id), timeoutMs, refusalOf: gate.refusalOf }));
  current = { key, loader };
  return loader;
}

/**
 * A failed load is kept for SERVER_FAILURE_MEMORY_MS from when it failed, then the next page that asks
 * (its data first, or a slot as it mounts) loads it again: every page of a busy server would otherwise
 * wait for a remote that is down, and one that was only slow (a starved start) must not stay left to
 * the browser for the life of the process. Asking again for a failure still kept does not make it newer.
 */
export function rememberFailures(loader: RemoteLoader, now: () => number = Date.now): RemoteLoader {
  const failedAt = new Map<string, number>();
  const keyOf = (remote: RemoteName, module: string) => `${remote}/${module}`;
  const forgetIfOld = (remote: RemoteName, module: string): void => {
    const at = failedAt.get(keyOf(remote, module));
    if (at === undefined || now() - at < SERVER_FAILURE_MEMORY_MS) return;
    failedAt.delete(keyOf(remote, module));
    loader.forgetFailed(remote, module);
  };
  const track = <T>(remote: RemoteName, module: string, promise: Promise<T>): Promise<T> => {
    promise.catch(() => {
      if (!failedAt.has(keyOf(remote, module))) failedAt.set(keyOf(remote, module), now());
    });
    return promise;
  };
  return {
    load(remote, module) {
      forgetIfOld(remote, module);
      return track(remote, module, loader.load(remote, module));
    },
    loadModule(remote, module) {
      forgetIfOld(remote, module);
      return track(remote, module, loader.loadModule(remote, module));
    },
    forgetFailed: forgetIfOld,
    onLateArrival: () => () => undefined,
  };
}
