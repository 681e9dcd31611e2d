import { pathInManifest, type Composition, type RemoteName } from 'shared-sdk';
import { boundedResponse, SERVER_MANIFEST_BOUNDS } from '../composition/bounded-body';

interface ManifestAssets {
  js: { sync: string[] };
}

interface Manifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { path: string; assets: ManifestAssets }[];
}

const manifests = new Map<string, Promise<Manifest | null>>();

/** Drops the manifests read for an earlier composition. */
export function forgetManifests(): void {
  manifests.clear();
}

function manifestAt(url: string): Promise<Manifest | null> {
  let pending = manifests.get(url);
  if (!pending) {
    const startedAt = Date.now();
    pending = fetch(url, { signal: AbortSignal.timeout(SERVER_MANIFEST_BOUNDS.totalMs) })
      .then((response) => (response.ok ? boundedResponse(url, response, SERVER_MANIFEST_BOUNDS, startedAt) : null))
      .then((response) => (response ? (response.json() as Promise<Manifest>) : null))
      .catch(() => null);
    manifests.set(url, pending);
  }
  return pending;
}

/**
 * The browser files a page's remote module needs (its remoteEntry.js, the contract's and the
 * module's chunks), as URLs relative to the page, for `<link rel="preload">` in the head: the
 * browser then fetches them with main.js instead of one after the other (manifest, entry, chunks).
 */
export async function remotePreloads(
  composition: Composition,
  remote: RemoteName,
  module: string,
  serverBase: string,
  pageUrl: URL,
): Promise<{ manifest: string; scripts: string[] } | null> {
  const entry = composition.remotes[remote];
  const manifest = await manifestAt(new URL(entry.manifest, serverBase).href);
  if (!manifest) return null;
  const publicManifest = new URL(entry.manifest, pageUrl);
  // With publicPath 'auto', chunks live beside remoteEntry.js.
  const remoteEntry = new URL(pathInManifest(manifest.metaData.remoteEntry.path, manifest.metaData.remoteEntry.name), publicManifest);
  const chunks: string[] = [];
  for (const exposed of manifest.exposes) {
    if (exposed.path === module || exposed.path === './contract') chunks.push(...exposed.assets.js.sync);
  }
  const sameOrigin = (href: URL) => (href.origin === pageUrl.origin ? href.pathname + href.search : href.href);
  return {
    manifest: sameOrigin(publicManifest),
    scripts: [remoteEntry, ...[...new Set(chunks)].map((file) => new URL(file, remoteEntry))].map(sameOrigin),
  };
}
