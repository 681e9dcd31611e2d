import { exposedPagesOf, type RemoteName } from '../routes/route-table';
import { isSdkCompatible } from '../version';
import type { ManifestRef } from './composition';
import { matchesIntegrity, type ManifestBytes } from './integrity';
import { CONTAINER_NAMES, MODAL_SLOTS } from './remote-contract';
import { satisfiesRange } from './version-range';

/**
 * The checks a remote build must pass before a shell trusts it, run on the build's mf-manifest.json:
 * by the shell in the browser and on the server (a failing remote gets its fallback) and by
 * `npm run compose -- check` before a deployment ships (a failing remote fails the command).
 */
export type CheckName = 'manifest' | 'integrity' | 'name' | 'exposes' | 'shared-sdk' | 'shared' | 'server-build';

export interface ManifestProblem {
  check: CheckName;
  message: string;
}

/** What the shell shares: its shared-sdk version, and the version it provides of each share key. */
export interface HostShared {
  sdkVersion: string;
  shared: Readonly<Record<string, string>>;
}

/** The parts of a Module Federation manifest (mf-manifest.json) the checks read. */
export interface FederationManifest {
  name: string;
  metaData: {
    buildInfo?: { buildVersion?: string; buildId?: string };
    remoteEntry: { name: string; path: string };
    /** The remote's Node build, for server rendering (shared-sdk/build/remote-webpack.cjs). */
    ssrRemoteEntry?: { name: string; path: string };
    /** Where the remote's files are: 'auto' (next to remoteEntry.js, what our remotes build) or a URL. */
    publicPath?: string;
  };
  shared: { name: string; version?: string; requiredVersion?: string | false; singleton?: boolean }[];
  exposes: { path: string }[];
}

export interface ManifestCheckOptions {
  /** The server renderer and the compose CLI need the remote's Node build named in the manifest. */
  serverBuild?: boolean;
}

export interface ManifestCheck {
  /** Null when the bytes are not a federation manifest at all. */
  manifest: FederationManifest | null;
  problems: ManifestProblem[];
}

/** Every check on one fetched manifest: its pin, then its content. No problems: the build may be used. */
export async function checkManifest(
  remote: RemoteName,
  ref: ManifestRef,
  bytes: ManifestBytes,
  host: HostShared,
  options: ManifestCheckOptions = {},
): Promise<ManifestCheck> {
  const problems: ManifestProblem[] = [];
  if (ref.integrity && (await matchesIntegrity(bytes, ref.integrity)) === false) {
    problems.push({
      check: 'integrity',
      message: `the manifest does not match its pin ${abbreviate(ref.integrity)} (changed since it was pinned?)`,
    });
  }
  const manifest = readManifest(typeof bytes === 'string' ? bytes : new TextDecoder().decode(bytes));
  if (!manifest)
    return { manifest, problems: [...problems, { check: 'manifest', message: 'not a Module Federation manifest (mf-manifest.json)' }] };
  return { manifest, problems: [...problems, ...checkManifestContent(remote, manifest, host, options)] };
}

/** The content checks alone, on a parsed manifest. */
export function checkManifestContent(
  remote: RemoteName,
  manifest: FederationManifest,
  host: HostShared,
  options: ManifestCheckOptions = {},
): ManifestProblem[] {
  return [
    ...checkName(remote, manifest),
    ...checkExposes(remote, manifest),
    ...checkSharedSdk(manifest, host),
    ...checkSingletons(manifest, host),
    ...(options.serverBuild && !serverEntryPath(manifest)
      ? [{ check: 'server-build' as const, message: 'the manifest names no server build (metaData.ssrRemoteEntry)' }]
      : []),
  ];
}

/** Parses manifest text; null when it is not JSON or lacks the fields every federation manifest has. */
export function readManifest(text: string): FederationManifest | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const candidate = value as Partial<FederationManifest> | null;
  const valid =
    typeof candidate?.name === 'string' &&
    typeof candidate.metaData?.remoteEntry?.name === 'string' &&
    Array.isArray(candidate.shared) &&
    Array.isArray(candidate.exposes);
  return valid ? (candidate as FederationManifest) : null;
}

/** What the shell loads from `remote`: its route-table pages, its modal slots and './contract'. */
export function requiredModules(remote: RemoteName): string[] {
  const modals = MODAL_SLOTS.filter((slot) => slot.remote === remote).map((slot) => slot.module);
  return [...exposedPagesOf(remote), ...modals, './contract'];
}

/** The Node build's entry relative to the manifest (e.g. 'server/remoteEntry.js'), or null. */
export function serverEntryPath(manifest: FederationManifest): string | null {
  const entry = manifest.metaData.ssrRemoteEntry;
  if (!entry?.name) return null;
  return pathInManifest(entry.path ?? '', entry.name);
}

/**
 * `name` in the folder a manifest names ('./server/', '/server', ''): 'server/remoteEntry.js'. The
 * folder's leading dot and slashes and its trailing slashes go, without a pattern anchored at the
 * end: /\/*$/ tries every slash of a long run and scans the rest each time (a manifest is not ours).
 */
export function pathInManifest(folder: string, name: string): string {
  let start = folder.startsWith('.') ? 1 : 0;
  while (folder[start] === '/') start += 1;
  let end = folder.length;
  while (end > start && folder[end - 1] === '/') end -= 1;
  const trimmed = folder.slice(start, end);
  return trimmed ? `${trimmed}/${name}` : name;
}

/** The version and build id the remote's build stamped into its manifest. */
export function manifestBuild(manifest: FederationManifest): { version?: string; buildId?: string } {
  const info = manifest.metaData.buildInfo;
  return { version: info?.buildVersion, buildId: info?.buildId };
}

function checkName(remote: RemoteName, manifest: FederationManifest): ManifestProblem[] {
  const expected = CONTAINER_NAMES[remote];
  return manifest.name === expected ? [] : [{ check: 'name', message: `the manifest is remote '${manifest.name}', not '${expected}'` }];
}

function checkExposes(remote: RemoteName, manifest: FederationManifest): ManifestProblem[] {
  const exposed = new Set(manifest.exposes.map((entry) => entry.path));
  const missing = requiredModules(remote).filter((module) => !exposed.has(module));
  return missing.length ? [{ check: 'exposes', message: `does not expose ${missing.join(', ')}` }] : [];
}

/** The shared-sdk version the remote was built against (what its './contract' also says). */
export function sdkVersionOf(manifest: FederationManifest): string | undefined {
  return manifest.shared.find((entry) => entry.name === 'shared-sdk')?.version;
}

function checkSharedSdk(manifest: FederationManifest, host: HostShared): ManifestProblem[] {
  const version = sdkVersionOf(manifest);
  if (!version) return [{ check: 'shared-sdk', message: 'does not share shared-sdk' }];
  if (isSdkCompatible(version, host.sdkVersion)) return [];
  return [{ check: 'shared-sdk', message: `built for shared-sdk ${version}; the shell runs ${host.sdkVersion}` }];
}

/** Each singleton the remote shares must come from the shell, in a version the remote accepts. */
function checkSingletons(manifest: FederationManifest, host: HostShared): ManifestProblem[] {
  const problems: ManifestProblem[] = [];
  for (const entry of manifest.shared) {
    if (!entry.singleton) continue;
    const provided = host.shared[entry.name];
    if (provided === undefined) problems.push({ check: 'shared', message: `shares ${entry.name}, which the shell does not share` });
    else if (entry.name === 'shared-sdk' && !isSdkCompatible(entry.version ?? '', host.sdkVersion)) continue;
    else if (entry.requiredVersion && !satisfiesRange(provided, entry.requiredVersion)) {
      problems.push({ check: 'shared', message: `needs ${entry.name} ${entry.requiredVersion}; the shell provides ${provided}` });
    }
  }
  return problems;
}

function abbreviate(integrity: string): string {
  return integrity.length > 20 ? `${integrity.slice(0, 18)}…` : integrity;
}
