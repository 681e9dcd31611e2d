// Apart from load-composition.ts: a page of islands has its composition embedded and never fetches
// or validates one, so the validation stays out of its first load.
import { parseComposition, type Composition } from 'shared-sdk';
import { COMPOSITION_URL, resolveManifests } from './load-composition';

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
