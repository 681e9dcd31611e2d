import { REMOTE_NAMES, parseComposition, type Composition } from 'shared-sdk';

export const COMPOSITION_URL = '/composition.json';

export type CompositionLoad = { ok: true; composition: Composition; url: string } | { ok: false; errors: string[]; url: string };

/**
 * Fetches composition.json (never from cache: ops swap remotes by editing it) and validates it.
 * Manifest URLs come back absolute, resolved against the file's own URL, so a relative path in it
 * means "next to composition.json" wherever the shell is hosted.
 */
export async function loadComposition(url = COMPOSITION_URL): Promise<CompositionLoad> {
  const absolute = new URL(url, window.location.href).href;
  const body = await fetchJson(absolute);
  if (!body.ok) return { ok: false, errors: [body.error], url: absolute };
  const result = parseComposition(body.value);
  if (!result.ok) return { ok: false, errors: result.errors, url: absolute };
  return { ok: true, composition: resolveManifests(result.composition, absolute), url: absolute };
}

async function fetchJson(url: string): Promise<{ ok: true; value: unknown } | { ok: false; error: string }> {
  let text: string;
  try {
    const response = await fetch(url, { cache: 'no-cache', headers: { Accept: 'application/json' } });
    if (!response.ok) return { ok: false, error: `The file could not be loaded: the server answered HTTP ${response.status}.` };
    text = await response.text();
  } catch (error) {
    return { ok: false, error: `The file could not be loaded: ${error instanceof Error ? error.message : String(error)}.` };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, error: `The file is not valid JSON: ${error instanceof Error ? error.message : String(error)}.` };
  }
}

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
