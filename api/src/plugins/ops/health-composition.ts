/**
 * Whether composition.json is one the shell can start from, for GET /readyz. The rules are those
 * of shared-sdk's parseComposition (shared-sdk/src/remote/composition.ts), which the shell and its
 * server build run; the API cannot import that module at run time (shared-sdk ships TypeScript
 * source and the built API runs on plain Node), so they are restated here and
 * health-composition.test.ts holds both to the same answers on valid and broken files.
 */
export const REMOTE_NAMES = ['catalog', 'cart', 'account', 'auth'] as const;

export type CompositionVerdict = { ok: true; versions: Record<string, string> } | { ok: false; errors: string[] };

const MANIFEST = /mf-manifest\.json(\?.*)?$/;
const INTEGRITY = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/;

type Entry = Record<string, unknown>;

function isObject(value: unknown): value is Entry {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** composition.json's text judged; `versions` names each build's version as the file gives it. */
export function checkComposition(text: string): CompositionVerdict {
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch {
    return { ok: false, errors: ['composition.json is not valid JSON.'] };
  }
  if (!isObject(input)) return { ok: false, errors: ['composition.json must be a JSON object with a "remotes" object.'] };
  const errors: string[] = [];
  if (input.apiBase !== undefined && (typeof input.apiBase !== 'string' || input.apiBase === ''))
    errors.push('"apiBase" must be a non-empty string.');
  const remotes = input.remotes;
  if (!isObject(remotes)) return { ok: false, errors: [...errors, '"remotes" must be an object naming catalog, cart, account and auth.'] };
  const versions: Record<string, string> = {};
  for (const name of REMOTE_NAMES) checkEntry(`remotes.${name}`, remotes[name], errors, versions);
  for (const name of Object.keys(remotes)) {
    if (!(REMOTE_NAMES as readonly string[]).includes(name)) errors.push(`remotes.${name} is not a known remote.`);
  }
  return errors.length ? { ok: false, errors } : { ok: true, versions };
}

function checkEntry(at: string, entry: unknown, errors: string[], versions: Record<string, string>): void {
  if (!isObject(entry)) {
    errors.push(`${at} is missing.`);
    return;
  }
  checkBuild(at, entry, errors, versions);
  if (entry.served !== undefined && entry.served !== 'stable' && entry.served !== 'canary')
    errors.push(`${at}.served must be "stable" or "canary".`);
  if (entry.canary === undefined) return;
  if (!isObject(entry.canary)) {
    errors.push(`${at}.canary must be an object.`);
    return;
  }
  checkBuild(`${at}.canary`, entry.canary, errors, versions);
  const { percent } = entry.canary;
  if (typeof percent !== 'number' || !Number.isInteger(percent) || percent < 0 || percent > 100) {
    errors.push(`${at}.canary.percent must be a whole number from 0 to 100.`);
  }
}

/** One build's manifest URL, pin and version (a remote's current build or its canary). */
function checkBuild(at: string, build: Entry, errors: string[], versions: Record<string, string>): void {
  if (typeof build.manifest !== 'string' || !MANIFEST.test(build.manifest))
    errors.push(`${at}.manifest must be the URL of an mf-manifest.json file.`);
  if (build.integrity !== undefined && (typeof build.integrity !== 'string' || !INTEGRITY.test(build.integrity))) {
    errors.push(`${at}.integrity must look like "sha384-<base64>".`);
  }
  if (build.version !== undefined && typeof build.version !== 'string') errors.push(`${at}.version must be a string.`);
  else versions[at.replace(/^remotes\./, '')] = typeof build.version === 'string' ? build.version : 'unversioned';
}
