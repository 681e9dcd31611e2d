import type { RemoteName } from '../routes/route-table';
import { REMOTE_NAMES } from './remote-contract';

/**
 * composition.json, the file ops edit to choose which remote builds make up a deployment:
 * {
 *   "apiBase": "/api",
 *   "remotes": {
 *     "catalog": { "manifest": "/remotes/catalog/mf-manifest.json", "version": "0.1.0", "integrity": "sha384-..." },
 *     ...
 *   }
 * }
 */

/** Where one remote build is: its manifest, and optionally the pin of that manifest's bytes. */
export interface ManifestRef {
  /** URL of the remote's mf-manifest.json (absolute, or relative to composition.json). */
  manifest: string;
  /** Subresource-integrity hash of the manifest (sha256-/sha384-/sha512- base64). */
  integrity?: string;
}

export interface RemoteEntry extends ManifestRef {
  /** Informational: the version ops expect at that URL. */
  version?: string;
}

export interface Composition {
  apiBase: string;
  remotes: Record<RemoteName, RemoteEntry>;
}

export type CompositionResult = { ok: true; composition: Composition } | { ok: false; errors: string[] };

/**
 * One manifest a composition names. `path` is where its ref sits in the JSON (what `compose pin`
 * writes the integrity into). Every remote has its 'current' build; further roles (a canary build
 * beside it) add rows here, and every tool that walks this list checks and pins them too.
 */
export interface ComposedManifest {
  remote: RemoteName;
  role: 'current';
  ref: ManifestRef;
  path: readonly string[];
}

const INTEGRITY = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/;

/** Validates composition.json; every problem is reported in words an operator can act on. */
export function parseComposition(input: unknown): CompositionResult {
  if (!isObject(input)) return { ok: false, errors: ['composition.json must be a JSON object with a "remotes" object.'] };
  const errors: string[] = [];
  const apiBase = input.apiBase === undefined ? '/api' : input.apiBase;
  if (typeof apiBase !== 'string' || apiBase === '') errors.push('"apiBase" must be a non-empty string, e.g. "/api".');
  const remotes = input.remotes;
  if (!isObject(remotes)) {
    errors.push('"remotes" must be an object naming catalog, cart, account and auth.');
    return { ok: false, errors };
  }
  const out = {} as Record<RemoteName, RemoteEntry>;
  for (const name of REMOTE_NAMES) out[name] = parseRemoteEntry(`remotes.${name}`, remotes[name], errors);
  for (const name of Object.keys(remotes)) {
    if (!(REMOTE_NAMES as readonly string[]).includes(name)) errors.push(`remotes.${name} is not a known remote (${REMOTE_NAMES.join(', ')}).`);
  }
  return errors.length ? { ok: false, errors } : { ok: true, composition: { apiBase: apiBase as string, remotes: out } };
}

function parseRemoteEntry(at: string, entry: unknown, errors: string[]): RemoteEntry {
  if (!isObject(entry)) {
    errors.push(`${at} is missing: give it { "manifest": "<url of mf-manifest.json>" }.`);
    return { manifest: '' };
  }
  const { version } = entry;
  if (version !== undefined && typeof version !== 'string') errors.push(`${at}.version must be a string.`);
  return { ...parseManifestRef(at, entry, errors), version: version as string | undefined };
}

/** The manifest URL and its pin: the part of an entry that names one build (reused by any build role). */
function parseManifestRef(at: string, entry: Record<string, unknown>, errors: string[]): ManifestRef {
  const { manifest, integrity } = entry;
  if (typeof manifest !== 'string' || !/mf-manifest\.json(\?.*)?$/.test(manifest)) {
    errors.push(`${at}.manifest must be the URL of an mf-manifest.json file.`);
  }
  if (integrity !== undefined && (typeof integrity !== 'string' || !INTEGRITY.test(integrity))) {
    errors.push(`${at}.integrity must look like "sha384-<base64>".`);
  }
  return { manifest: String(manifest), integrity: integrity as string | undefined };
}

/** Every manifest the composition names, in remote order. */
export function composedManifests(composition: Composition): ComposedManifest[] {
  return REMOTE_NAMES.map((remote) => ({ remote, role: 'current', ref: composition.remotes[remote], path: ['remotes', remote] }));
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
