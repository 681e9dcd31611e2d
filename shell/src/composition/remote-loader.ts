import type { ComponentType } from 'react';
import { CONTAINER_NAMES, SDK_VERSION, isSdkCompatible, type PageLoader, type RemoteContract, type RemoteName } from 'shared-sdk';
import { isFallbackModule } from './fallback-module';
import type { LoadPhase } from './load-reporter';
import { IncompatibleRemoteError, RemoteRefusedError, RemoteTimeoutError } from './remote-errors';
import { withTimeout } from './with-timeout';

/**
 * The whole load (contract, then module) must settle by then: with the shell's own start-up before
 * it, a slot then shows its fallback within 5 s of the page being opened, whatever the remote does.
 */
export const REMOTE_LOAD_TIMEOUT_MS = 3500;

// A remote module's props are its own business (pages take none, modals take ModalProps).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type RemoteComponent = ComponentType<any>;

/** A loaded exposed module: its component, and its page loader when it is a page that has one. */
export interface LoadedRemoteModule {
  component: RemoteComponent;
  loader?: PageLoader;
  /** False when `component` is the fallback that says the remote could not be loaded. */
  ok: boolean;
  /** Where a failed load stopped. */
  phase?: LoadPhase;
}

export interface RemoteLoader {
  /** The component a remote exposes as `module`; one load per module for the life of the page. */
  load(remote: RemoteName, module: string): Promise<RemoteComponent>;
  /** The same load, with the module's page loader (a fallback has none). */
  loadModule(remote: RemoteName, module: string): Promise<LoadedRemoteModule>;
  /** Drops a failed load (and a failed contract check), so the next `load` tries again. */
  forgetFailed(remote: RemoteName, module: string): void;
  /**
   * Calls `listener` when a load that had timed out arrives after all (a slow network, not a dead
   * remote): the slot then swaps its fallback for the remote by itself. Answers an unsubscribe.
   */
  onLateArrival(remote: RemoteName, module: string, listener: () => void): () => void;
  /** Told of an error a slot's boundary caught (the browser's loader counts it against the remote's build). */
  reportError?(remote: RemoteName, error: unknown): void;
}

export interface RemoteLoaderOptions {
  /** The federation runtime's loadRemote (a fake in tests). */
  loadRemote: (id: string) => Promise<unknown>;
  timeoutMs?: number;
  hostSdkVersion?: string;
  /** Why the manifest checks refused a remote (manifest-gate.ts), when they did. */
  refusalOf?: (remote: RemoteName) => Error | undefined;
  /** Told how each module load went (load-reporter.ts sends it to the API). */
  onSettled?: (remote: RemoteName, outcome: LoadOutcome) => void;
  /** Told of each error a slot of `remote` caught (remote-error-reporter.ts sends it to the API). */
  onSlotError?: (remote: RemoteName, error: unknown) => void;
}

export interface LoadOutcome {
  ok: boolean;
  durationMs: number;
  phase?: LoadPhase;
}

type ContractCheck = { ok: true } | { ok: false; fallback: RemoteComponent; phase: LoadPhase };

/** './HomePage' of catalog is requested as 'catalog/HomePage'. */
export function remoteModuleId(remote: RemoteName, module: string): string {
  return `${CONTAINER_NAMES[remote]}/${module.replace(/^\.\//, '')}`;
}

/**
 * Loads remote modules for the slots: the remote's './contract' first (a remote built against another
 * shared-sdk major is refused), then the module, all raced against a timer. Results are cached so that
 * navigating back and forth fetches nothing; failures stay cached until a slot asks to retry, because
 * a slot re-renders with the same promise and must not start a new load on every render.
 */
export function createRemoteLoader({
  loadRemote,
  timeoutMs = REMOTE_LOAD_TIMEOUT_MS,
  hostSdkVersion = SDK_VERSION,
  refusalOf = () => undefined,
  onSettled = () => undefined,
  onSlotError = () => undefined,
}: RemoteLoaderOptions): RemoteLoader {
  const loads = new Map<string, Promise<LoadedRemoteModule>>();
  // `use()` needs the same promise at every render: the component's is kept beside the module's.
  const components = new WeakMap<Promise<LoadedRemoteModule>, Promise<RemoteComponent>>();
  const contracts = new Map<RemoteName, Promise<ContractCheck>>();
  const failed = new Set<string>();
  const lateListeners = new Map<string, Set<() => void>>();

  const remember = <T>(key: string, promise: Promise<T>, isOk: (value: T) => boolean): void => {
    promise.then(
      (value) => !isOk(value) && failed.add(key),
      () => failed.add(key),
    );
  };

  const checkContract = (remote: RemoteName): Promise<ContractCheck> => {
    let check = contracts.get(remote);
    if (!check) {
      check = loadRemote(remoteModuleId(remote, './contract')).then((mod) =>
        verifyContract(remote, mod, hostSdkVersion, refusalOf(remote)),
      );
      contracts.set(remote, check);
      remember(contractKey(remote), check, (result) => result.ok);
    }
    return check;
  };

  const loadModule = async (remote: RemoteName, module: string): Promise<LoadedRemoteModule> => {
    const check = await checkContract(remote);
    if (!check.ok) return { component: check.fallback, ok: false, phase: check.phase };
    const id = remoteModuleId(remote, module);
    const mod = await loadRemote(id);
    if (isFallbackModule(mod)) return { component: mod.default, ok: false, phase: 'module' };
    return { component: defaultComponent(mod, id), loader: pageLoader(mod), ok: true };
  };

  /** The timed-out load `pending` goes on in the background; if it works, it replaces the failure. */
  const awaitLateArrival = (id: string, pending: Promise<LoadedRemoteModule>, untimed: Promise<LoadedRemoteModule>): void => {
    untimed.then(
      (result) => {
        // A Retry started a new load meanwhile: that one reports for itself.
        if (!result.ok || loads.get(id) !== pending) return;
        failed.delete(id);
        loads.set(id, Promise.resolve(result));
        for (const listener of lateListeners.get(id) ?? []) listener();
      },
      () => undefined,
    );
  };

  const moduleLoad = (remote: RemoteName, module: string): Promise<LoadedRemoteModule> => {
    const id = remoteModuleId(remote, module);
    let pending = loads.get(id);
    if (!pending) {
      const untimed = loadModule(remote, module);
      const loaded = withTimeout(untimed, timeoutMs, () => new RemoteTimeoutError(remote, timeoutMs));
      remember(id, loaded, (result) => result.ok);
      reportOutcome(remote, loaded, onSettled);
      const current: Promise<LoadedRemoteModule> = loaded;
      pending = current;
      // The slot shows failures; a preload nobody awaits must not report an unhandled rejection.
      current.catch((error: unknown) => {
        if (error instanceof RemoteTimeoutError) awaitLateArrival(id, current, untimed);
      });
      loads.set(id, current);
    }
    return pending;
  };

  return {
    load(remote, module) {
      const pending = moduleLoad(remote, module);
      let component = components.get(pending);
      if (!component) {
        const promise = pending.then((result) => result.component);
        // Marked the way React's `use` reads a settled promise: a module already loaded (the
        // page being hydrated) then renders in the same pass instead of suspending once more.
        // (The handlers return nothing: returning `promise` itself would chain its rejection.)
        promise.then(
          (value) => void Object.assign(promise, { status: 'fulfilled', value }),
          (reason: unknown) => void Object.assign(promise, { status: 'rejected', reason }),
        );
        components.set(pending, promise);
        component = promise;
      }
      return component;
    },
    loadModule: moduleLoad,
    forgetFailed(remote, module) {
      const id = remoteModuleId(remote, module);
      if (failed.delete(id)) loads.delete(id);
      if (failed.delete(contractKey(remote))) contracts.delete(remote);
    },
    onLateArrival(remote, module, listener) {
      const id = remoteModuleId(remote, module);
      const listeners = lateListeners.get(id) ?? new Set();
      listeners.add(listener);
      lateListeners.set(id, listeners);
      return () => listeners.delete(listener);
    },
    reportError: onSlotError,
  };
}

const contractKey = (remote: RemoteName) => remoteModuleId(remote, './contract');

/** How long the load took and, when it failed, where it stopped. */
function reportOutcome(
  remote: RemoteName,
  loaded: Promise<LoadedRemoteModule>,
  onSettled: NonNullable<RemoteLoaderOptions['onSettled']>,
): void {
  const started = performance.now();
  const durationMs = () => Math.round(performance.now() - started);
  loaded.then(
    (result) =>
      onSettled(remote, result.ok ? { ok: true, durationMs: durationMs() } : { ok: false, durationMs: durationMs(), phase: result.phase }),
    (error: unknown) => onSettled(remote, { ok: false, durationMs: durationMs(), phase: thrownPhase(error) }),
  );
}

function thrownPhase(error: unknown): LoadPhase {
  if (error instanceof RemoteTimeoutError) return 'timeout';
  if (error instanceof RemoteRefusedError) return 'refused';
  if (error instanceof IncompatibleRemoteError) return 'contract';
  return 'module';
}

/** The runtime says which step failed only in its message: RUNTIME-003 is the manifest fetch. */
function fallbackPhase(error: unknown): LoadPhase {
  const message = error instanceof Error ? error.message : String(error);
  return /RUNTIME-003|manifest/i.test(message) ? 'manifest' : 'entry';
}

/**
 * A remote refused for its shared-sdk major says so in its fallback, whether its manifest (refusal)
 * or its './contract' told: the runtime hands back only a plain fallback for a refused manifest.
 */
function verifyContract(remote: RemoteName, mod: unknown, hostSdkVersion: string, refusal: Error | undefined): ContractCheck {
  if (isFallbackModule(mod)) {
    if (refusal instanceof IncompatibleRemoteError) throw refusal;
    return { ok: false, fallback: mod.default, phase: refusal ? 'refused' : fallbackPhase(mod.error) };
  }
  const contract = readContract(mod);
  if (!contract || !isSdkCompatible(contract.sdkVersion, hostSdkVersion)) {
    throw new IncompatibleRemoteError(remote, contract?.sdkVersion ?? 'unknown', hostSdkVersion);
  }
  return { ok: true };
}

/** './contract' exports the RemoteContract as its default export (a named `contract` is accepted too). */
function readContract(mod: unknown): RemoteContract | null {
  const exports = mod as { default?: unknown; contract?: unknown } | null;
  const value = exports?.default ?? exports?.contract;
  const candidate = value as Partial<RemoteContract> | null | undefined;
  return candidate && typeof candidate.sdkVersion === 'string' ? (candidate as RemoteContract) : null;
}

function pageLoader(mod: unknown): PageLoader | undefined {
  const loader = (mod as { loader?: unknown } | null)?.loader;
  return typeof loader === 'function' ? (loader as PageLoader) : undefined;
}

function defaultComponent(mod: unknown, id: string): RemoteComponent {
  const component = (mod as { default?: unknown } | null)?.default;
  if (typeof component === 'function' || (typeof component === 'object' && component !== null)) {
    return component as RemoteComponent;
  }
  throw new Error(`${id} has no default export to render.`);
}
