import {
  checkManifest,
  composedManifests,
  sdkVersionOf,
  type Composition,
  type FederationManifest,
  type HostShared,
  type ManifestCheckOptions,
  type ManifestProblem,
  type ManifestRef,
  type RemoteName,
} from 'shared-sdk';
import { IncompatibleRemoteError, RemoteRefusedError } from './remote-errors';

/**
 * The shell's side of the manifest checks (shared-sdk's checkManifest, the same checks as
 * `npm run compose -- check`): the network plugin hands it every manifest the federation runtime
 * fetches, and a manifest that fails is refused before any of the remote's code runs. The remote
 * then gets its fallback, as a remote that is down does.
 */
export interface ManifestGate {
  /** Names the manifests to check (a changed composition on the server replaces the last ones). */
  compose(composition: Composition): void;
  /** The composition's pin for the manifest at `url`, for the browser's own fetch check. */
  integrityOf(url: string): string | undefined;
  /** Resolves when the manifest at `url` passes the checks; rejects with why it does not. */
  inspect(url: string, response: Response): Promise<void>;
  /** Why the last manifest of `remote` was refused; undefined once one passes. */
  refusalOf(remote: RemoteName): Error | undefined;
  /** The publicPath the last manifest of `remote` that passed names ('auto' for ours), for telling its scripts. */
  publicPathOf(remote: RemoteName): string | undefined;
}

export interface ManifestGateOptions extends ManifestCheckOptions {
  /** Read at each check: the runtime knows the shell's shared modules once it has started. */
  host: () => HostShared;
}

export function createManifestGate({ host, ...checkOptions }: ManifestGateOptions): ManifestGate {
  let byUrl = new Map<string, { remote: RemoteName; ref: ManifestRef }>();
  const refusals = new Map<RemoteName, Error>();
  const publicPaths = new Map<RemoteName, string>();
  return {
    compose(composition) {
      byUrl = new Map(composedManifests(composition).map(({ remote, ref }) => [ref.manifest, { remote, ref }]));
      refusals.clear();
    },
    integrityOf: (url) => byUrl.get(url)?.ref.integrity,
    async inspect(url, response) {
      const named = byUrl.get(url);
      if (!named) return;
      const bytes = new Uint8Array(await response.clone().arrayBuffer());
      const shell = host();
      const { manifest, problems } = await checkManifest(named.remote, named.ref, bytes, shell, checkOptions);
      const refusal = problems.length ? refusalFor(named.remote, problems, shell, manifest) : undefined;
      if (!refusal) {
        refusals.delete(named.remote);
        const publicPath = manifest?.metaData.publicPath;
        if (typeof publicPath === 'string') publicPaths.set(named.remote, publicPath);
        return;
      }
      refusals.set(named.remote, refusal);
      throw refusal;
    },
    refusalOf: (remote) => refusals.get(remote),
    publicPathOf: (remote) => publicPaths.get(remote),
  };
}

/** Another shared-sdk major keeps its own error: the fallback names both versions, as it always has. */
function refusalFor(remote: RemoteName, problems: ManifestProblem[], host: HostShared, manifest: FederationManifest | null): Error {
  const version = manifest && sdkVersionOf(manifest);
  if (version && problems.some((problem) => problem.check === 'shared-sdk'))
    return new IncompatibleRemoteError(remote, version, host.sdkVersion);
  return new RemoteRefusedError(remote, problems);
}
