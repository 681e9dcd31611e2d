import type { RemoteName } from '../routes/route-table';
import { REMOTE_NAMES } from './remote-contract';

/**
 * composition.json, the file ops edit to choose which remote builds make up a deployment:
 * {
 *   "apiBase": "/api",
 *   "remotes": {
 *     "catalog": { "manifest": "/remotes/catalog/mf-manifest.json", "version": "0.1.0", "integrity": "sha384-..." },
 *     "cart": { "manifest": "...", "canary": { "manifest": "/releases/mfe-cart/0.3.0/mf-manifest.json", "percent": 10 } },
 *     ...
 *   },
 *   "telemetry": { "vitals_sample_rate": 0.1 }
 * }
 * `telemetry` is the server's, never the file's: it says what the shell measures (docs/field-data.md).
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
  /** Another build handed to `percent` of the shoppers instead of this one (canary.ts). */
  canary?: CanaryEntry;
  /**
   * Set where a canary was resolved for one browser (the server's answer, canary.ts), or a team's
   * preview link put another build in its place for that browser: which build this entry now names.
   * The shell reports it with each load and error, and shows a banner for a preview; absent in a
   * file ops write.
   */
  served?: ServedBuild;
}

export interface CanaryEntry extends ManifestRef {
  version?: string;
  /** Share of shoppers (by their bucket, 0 to 99) who get the canary: 0 to 100. */
  percent: number;
}

/** 'preview': a build one browser asked for with a team's signed preview link, not the composition's. */
export type ServedBuild = 'stable' | 'canary' | 'preview';

const SERVED_BUILDS: readonly ServedBuild[] = ['stable', 'canary', 'preview'];

/** What the server tells the shell to measure in the field (docs/field-data.md). */
export interface CompositionTelemetry {
  /** Share of page views, 0 to 1, whose Core Web Vitals the shell reports. */
  vitals_sample_rate: number;
}

export interface Composition {
  apiBase: string;
  remotes: Record<RemoteName, RemoteEntry>;
  /** Absent in a file ops write; a value that is not valid is left out (the shell then measures every page view). */
  telemetry?: CompositionTelemetry;
}

export type CompositionResult = { ok: true; composition: Composition } | { ok: false; errors: string[] };

/**
 * One manifest a composition names. `path` is where its ref sits in the JSON (what `compose pin`
 * writes the integrity into). Every remote has its 'current' build; further roles (a canary build
 * beside it) add rows here, and every tool that walks this list checks and pins them too.
 */
export interface ComposedManifest {
  remote: RemoteName;
  role: 'current' | 'canary';
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
    if (!(REMOTE_NAMES as readonly string[]).includes(name))
      errors.push(`remotes.${name} is not a known remote (${REMOTE_NAMES.join(', ')}).`);
  }
  if (errors.length) return { ok: false, errors };
  const composition: Composition = { apiBase: apiBase as string, remotes: out };
  const telemetry = parseTelemetry(input.telemetry);
  if (telemetry) composition.telemetry = telemetry;
  return { ok: true, composition };
}

/**
 * The server's telemetry settings, when valid. Leniently: a store keeps working with a setting it
 * cannot read (the shell then measures every page view), so a bad one is dropped, not an error.
 */
function parseTelemetry(telemetry: unknown): CompositionTelemetry | undefined {
  if (!isObject(telemetry)) return undefined;
  const rate = telemetry.vitals_sample_rate;
  return typeof rate === 'number' && rate >= 0 && rate <= 1 ? { vitals_sample_rate: rate } : undefined;
}

function parseRemoteEntry(at: string, entry: unknown, errors: string[]): RemoteEntry {
  if (!isObject(entry)) {
    errors.push(`${at} is missing: give it { "manifest": "<url of mf-manifest.json>" }.`);
    return { manifest: '' };
  }
  const { canary, served } = entry;
  // null: a build whose version is not known (a preview link may name none), as if absent.
  const version = entry.version ?? undefined;
  if (version !== undefined && typeof version !== 'string') errors.push(`${at}.version must be a string.`);
  if (served !== undefined && !(SERVED_BUILDS as readonly unknown[]).includes(served))
    errors.push(`${at}.served must be ${SERVED_BUILDS.map((build) => `"${build}"`).join(', ')}.`);
  const parsed: RemoteEntry = { ...parseManifestRef(at, entry, errors), version: version as string | undefined };
  if (canary !== undefined) parsed.canary = parseCanary(`${at}.canary`, canary, errors);
  if (served !== undefined) parsed.served = served as ServedBuild;
  return parsed;
}

function parseCanary(at: string, canary: unknown, errors: string[]): CanaryEntry {
  if (!isObject(canary)) {
    errors.push(`${at} must be { "manifest": "<url of mf-manifest.json>", "percent": 10 }.`);
    return { manifest: '', percent: 0 };
  }
  const { percent, version } = canary;
  const ref = parseManifestRef(at, canary, errors);
  if (typeof percent !== 'number' || !Number.isInteger(percent) || percent < 0 || percent > 100) {
    errors.push(`${at}.percent must be a whole number from 0 to 100 (the share of shoppers who get the canary).`);
  }
  if (version !== undefined && typeof version !== 'string') errors.push(`${at}.version must be a string.`);
  return { ...ref, version: version as string | undefined, percent: Number(percent) };
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

/** Every manifest the composition names, in remote order, each remote's canary after its current build. */
export function composedManifests(composition: Composition): ComposedManifest[] {
  return REMOTE_NAMES.flatMap((remote): ComposedManifest[] => {
    const entry = composition.remotes[remote];
    const current: ComposedManifest = { remote, role: 'current', ref: entry, path: ['remotes', remote] };
    return entry.canary ? [current, { remote, role: 'canary', ref: entry.canary, path: ['remotes', remote, 'canary'] }] : [current];
  });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
