import { REMOTE_NAMES, type Composition } from 'shared-sdk';

/** Where the shell reads the composition (fetch-composition.ts); a page the server renders embeds it. */
export const COMPOSITION_URL = '/composition.json';

/** Manifest URLs made absolute against `base` (composition.json's own URL). */
export function resolveManifests(composition: Composition, base: string): Composition {
  const remotes = {} as Composition['remotes'];
  for (const name of REMOTE_NAMES) {
    const entry = composition.remotes[name];
    remotes[name] = { ...entry, manifest: new URL(entry.manifest, base).href };
    if (entry.canary) remotes[name].canary = { ...entry.canary, manifest: new URL(entry.canary.manifest, base).href };
  }
  return { ...composition, remotes };
}
