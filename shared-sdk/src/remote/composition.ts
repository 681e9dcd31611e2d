import type { RemoteName } from '../routes/route-table';
import { REMOTE_NAMES } from './remote-contract';

/**
 * composition.json, the file ops edit to choose which remote builds make up a deployment:
 * {
 *   "apiBase": "/api",
 *   "remotes": {
 *     "catalog": { "manifest": "/remotes/catalog/mf-manifest.json", "version": "0.1.0" },
 *     ...
 *   }
 * }
 */
export interface RemoteEntry {
  /** URL of the remote's mf-manifest.json (absolute, or relative to composition.json). */
  manifest: string;
  version?: string;
  /** Subresource-integrity hash of the manifest (sha256-/sha384-/sha512- base64). */
  integrity?: string;
}

export interface Composition {
  apiBase: string;
  remotes: Record<RemoteName, RemoteEntry>;
}

export type CompositionResult = { ok: true; composition: Composition } | { ok: false; errors: string[] };

const INTEGRITY = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/;

/** Validates composition.json; every problem is reported in words an operator can act on. */
export function parseComposition(input: unknown): CompositionResult {
  const errors: string[] = [];
  if (!input || typeof input !== 'object' || Array.isArray(input)) {
    return { ok: false, errors: ['composition.json must be a JSON object with a "remotes" object.'] };
  }
  const raw = input as Record<string, unknown>;
  const apiBase = raw.apiBase === undefined ? '/api' : raw.apiBase;
  if (typeof apiBase !== 'string' || apiBase === '') errors.push('"apiBase" must be a non-empty string, e.g. "/api".');
  const remotes = raw.remotes;
  if (!remotes || typeof remotes !== 'object' || Array.isArray(remotes)) {
    errors.push('"remotes" must be an object naming catalog, cart, account and auth.');
    return { ok: false, errors };
  }
  const out = {} as Record<RemoteName, RemoteEntry>;
  for (const name of REMOTE_NAMES) {
    const entry = (remotes as Record<string, unknown>)[name];
    if (!entry || typeof entry !== 'object') {
      errors.push(`remotes.${name} is missing: give it { "manifest": "<url of mf-manifest.json>" }.`);
      continue;
    }
    const { manifest, version, integrity } = entry as Record<string, unknown>;
    if (typeof manifest !== 'string' || !/mf-manifest\.json(\?.*)?$/.test(manifest)) {
      errors.push(`remotes.${name}.manifest must be the URL of an mf-manifest.json file.`);
    }
    if (version !== undefined && typeof version !== 'string') errors.push(`remotes.${name}.version must be a string.`);
    if (integrity !== undefined && (typeof integrity !== 'string' || !INTEGRITY.test(integrity))) {
      errors.push(`remotes.${name}.integrity must look like "sha384-<base64>".`);
    }
    out[name] = { manifest: String(manifest), version: version as string | undefined, integrity: integrity as string | undefined };
  }
  for (const name of Object.keys(remotes)) {
    if (!(REMOTE_NAMES as readonly string[]).includes(name)) errors.push(`remotes.${name} is not a known remote (${REMOTE_NAMES.join(', ')}).`);
  }
  return errors.length ? { ok: false, errors } : { ok: true, composition: { apiBase: apiBase as string, remotes: out } };
}
