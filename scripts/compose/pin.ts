// `compose pin`: the sha384 of each manifest, written into the composition file as its `integrity`,
// so the shell (and the server) refuse a manifest that changes after it was checked.
import { composedManifests, type Composition } from '../../shared-sdk/src/remote/composition';
import { integrityOf } from '../../shared-sdk/src/remote/integrity';
import { manifestSource, readSource, type Mount, type Source } from './sources';

export interface PinRow {
  remote: string;
  manifest: string;
  integrity: string;
  change: 'pinned' | 'unchanged' | 'changed';
}

/** Writes the pins into `raw` (the parsed file, which keeps every other field as it was). */
export async function pinComposition(
  raw: Record<string, unknown>,
  composition: Composition,
  context: { composition: Source; mounts: readonly Mount[]; base?: string },
): Promise<PinRow[]> {
  const rows: PinRow[] = [];
  for (const { remote, ref, path } of composedManifests(composition)) {
    const bytes = await readSource(manifestSource(ref.manifest, context.composition, context.mounts, context.base));
    const integrity = await integrityOf(bytes, 'sha384');
    const change = !ref.integrity ? 'pinned' : ref.integrity === integrity ? 'unchanged' : 'changed';
    entryAt(raw, path).integrity = integrity;
    rows.push({ remote, manifest: ref.manifest, integrity, change });
  }
  return rows;
}

function entryAt(raw: Record<string, unknown>, path: readonly string[]): Record<string, unknown> {
  return path.reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, raw);
}
