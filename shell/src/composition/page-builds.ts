import { REMOTE_NAMES, type Composition, type RemoteName, type ServedBuild } from 'shared-sdk';

/** One remote build as the telemetry reports name it (page views, remote errors). */
export interface PageBuild {
  remote: RemoteName;
  version: string | null;
  /** Absolute URL of the build's mf-manifest.json. */
  manifest: string;
  served: ServedBuild;
}

export interface PageBuilds {
  /** The build of `remote` this page runs (what its loads and errors are counted against). */
  buildOf(remote: RemoteName): PageBuild;
  /** A module of `remote` loaded: its build is one of the page's from now on. */
  noteLoaded(remote: RemoteName): void;
  /** The builds of every remote a module of which loaded in this document, in remote order. */
  loaded(): PageBuild[];
  /** The loaded remote whose files include the script at `url`, if any. */
  remoteAt(url: string): RemoteName | undefined;
}

export interface PageBuildsOptions {
  /** The manifest's own publicPath, when it names one (manifest-gate.ts); our remotes build with 'auto'. */
  publicPathOf?: (remote: RemoteName) => string | undefined;
  /** The shell's own files are here: a remote whose base would hold them is not told from the shell. */
  shellBase?: string;
}

/**
 * The remote builds of this document. A script belongs to a remote when its URL lies under the
 * remote's base: the directory of its manifest (remoteEntry.js and the chunks sit beside it with
 * publicPath 'auto'), or the publicPath its manifest names.
 */
export function createPageBuilds(
  composition: Composition,
  { publicPathOf = () => undefined, shellBase }: PageBuildsOptions = {},
): PageBuilds {
  const loaded = new Set<RemoteName>();
  const shell = shellBase ?? new URL('/', document.baseURI).href;
  const buildOf = (remote: RemoteName): PageBuild => {
    const entry = composition.remotes[remote];
    return { remote, version: entry.version ?? null, manifest: entry.manifest, served: entry.served ?? 'stable' };
  };
  const basesOf = (remote: RemoteName): string[] => {
    const manifest = composition.remotes[remote].manifest;
    const publicPath = publicPathOf(remote);
    const bases = [new URL('.', manifest).href];
    // The runtime puts a named publicPath before each file's name, and the browser resolves that against the page.
    if (publicPath && publicPath !== 'auto') bases.push(new URL(publicPath, document.baseURI).href);
    return bases.filter((base) => !shell.startsWith(base));
  };
  return {
    buildOf,
    noteLoaded: (remote) => void loaded.add(remote),
    loaded: () => REMOTE_NAMES.filter((remote) => loaded.has(remote)).map(buildOf),
    remoteAt(url) {
      let found: { remote: RemoteName; base: string } | undefined;
      for (const remote of loaded) {
        for (const base of basesOf(remote)) {
          // The longest base wins: one remote may be hosted below another's directory.
          if (url.startsWith(base) && base.length > (found?.base.length ?? 0)) found = { remote, base };
        }
      }
      return found?.remote;
    },
  };
}
