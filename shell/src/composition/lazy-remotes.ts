import type { RemoteName } from 'shared-sdk';
import type { ConnectedRemotes, RemoteTelemetry } from './federation-runtime';
import type { RemoteComponent, RemoteLoader } from './remote-loader';

type Settled<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * Marks `promise` the way React's `use` reads a settled promise (as the loader does), which also
 * handles its rejection: a preload nobody awaits reports no unhandled rejection.
 */
function markSettled<T>(promise: Settled<T>): Settled<T> {
  promise.then(
    (value) => void Object.assign(promise, { status: 'fulfilled', value }),
    (reason: unknown) => void Object.assign(promise, { status: 'rejected', reason }),
  );
  return promise;
}

/**
 * The remotes of a page of islands, connected (`connect`: the federation runtime's chunk, then the
 * runtime) only when something first loads one of their modules. Until then `load` hands out one
 * promise per module, as the loader does, since React's `use` needs the same promise at every
 * render; from then on the loader's own.
 */
export function connectWhenNeeded(connect: () => Promise<ConnectedRemotes>): ConnectedRemotes {
  let connected: ConnectedRemotes | undefined;
  let connecting: Promise<ConnectedRemotes> | undefined;
  const early = new Map<string, Settled<RemoteComponent>>();
  const remotes = () =>
    (connecting ??= connect().then(
      (remotesNow) => (connected = remotesNow),
      (error: unknown) => {
        // The runtime's own chunk did not come: the next load asks for it again.
        connecting = undefined;
        throw error;
      },
    ));
  const keyOf = (remote: RemoteName, module: string) => `${remote}/${module}`;

  const loader: RemoteLoader = {
    load(remote, module) {
      if (connected) return connected.loader.load(remote, module);
      const key = keyOf(remote, module);
      let promise = early.get(key);
      if (!promise) {
        promise = markSettled(remotes().then((c) => c.loader.load(remote, module)));
        early.set(key, promise);
      }
      return promise;
    },
    loadModule(remote, module) {
      const promise = remotes().then((c) => c.loader.loadModule(remote, module));
      promise.catch(() => undefined);
      return promise;
    },
    forgetFailed(remote, module) {
      const key = keyOf(remote, module);
      if (early.get(key)?.status === 'rejected') early.delete(key);
      connected?.loader.forgetFailed(remote, module);
    },
    // Nothing has been loaded before the runtime has started, so no slot has caught a remote's error.
    reportError: (remote, error) => connected?.loader.reportError?.(remote, error),
    onLateArrival(remote, module, listener) {
      let stop: (() => void) | undefined;
      let stopped = false;
      void remotes().then(
        (c) => {
          if (!stopped) stop = c.loader.onLateArrival(remote, module, listener);
        },
        () => undefined,
      );
      return () => {
        stopped = true;
        stop?.();
      };
    },
  };
  const telemetry: RemoteTelemetry = {
    builds: () => connected?.telemetry.builds() ?? [],
    errorCount: (remote) => connected?.telemetry.errorCount(remote) ?? 0,
  };
  return { loader, telemetry };
}
