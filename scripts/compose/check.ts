// `compose check`: every manifest a composition names, through the shell's own checks
// (shared-sdk's checkManifest) plus what only a deployment tool can see: that the server build is there.
import { composedManifests, type Composition, type ComposedManifest } from '../../shared-sdk/src/remote/composition';
import { checkManifest, manifestBuild, serverEntryPath, type HostShared } from '../../shared-sdk/src/remote/manifest-check';
import { besides, describe, manifestSource, readSource, sourceExists, type Mount, type Source } from './sources';

export interface CheckRow {
  remote: string;
  version: string;
  manifest: string;
  problems: string[];
}

export interface CheckContext {
  composition: Source;
  mounts: readonly Mount[];
  base?: string;
  host: HostShared;
}

export function checkComposition(composition: Composition, context: CheckContext): Promise<CheckRow[]> {
  return Promise.all(composedManifests(composition).map((entry) => checkOne(entry, context)));
}

async function checkOne({ remote, role, ref }: ComposedManifest, context: CheckContext): Promise<CheckRow> {
  const row: CheckRow = { remote: role === 'current' ? remote : `${remote} (${role})`, version: '?', manifest: ref.manifest, problems: [] };
  let source: Source;
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    source = manifestSource(ref.manifest, context.composition, context.mounts, context.base);
    bytes = await readSource(source);
  } catch (error) {
    row.problems.push(`unreachable: ${reason(error)}`);
    return row;
  }
  const { manifest, problems } = await checkManifest(remote, ref, bytes, context.host, { serverBuild: true });
  row.problems.push(...problems.map((problem) => `${problem.check}: ${problem.message}`));
  if (!manifest) return row;
  const build = manifestBuild(manifest);
  row.version = [build.version ?? '?', build.buildId && `(${build.buildId})`].filter(Boolean).join(' ');
  const server = serverEntryPath(manifest);
  if (server && !(await sourceExists(besides(source, server)))) {
    row.problems.push(`server-build: ${describe(besides(source, server))} is missing`);
  }
  return row;
}

function reason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  // fetch hides the cause (connection refused, DNS) one level down.
  const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `${message.replace(/^ENOENT: no such file or directory, open /, 'no file ')}${cause}`;
}
