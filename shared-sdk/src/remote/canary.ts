import type { RemoteName } from '../routes/route-table';
import type { Composition, RemoteEntry } from './composition';
import { REMOTE_NAMES } from './remote-contract';

/**
 * Canary builds (composition.json: `"canary": { "manifest": ..., "percent": 10 }` beside a remote's
 * manifest). Every browser carries a bucket, a whole number 0 to 99 drawn once and kept in a
 * long-lived cookie, so a shopper stays on one build across visits and the server renders the build
 * the browser then hydrates. Buckets below `percent` get the canary.
 */
export const BUCKET_COOKIE = 'storefront_bucket';
/** A year: the bucket outlives any canary. */
export const BUCKET_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The bucket in a cookie value, or null when it is absent or not one (a new one is then drawn). */
export function parseBucket(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,2}$/.test(value)) return null;
  return Number(value);
}

export function drawBucket(random: () => number = Math.random): number {
  return Math.min(99, Math.floor(random() * 100));
}

/** The bucket cookie in a Cookie header. */
export function bucketFromCookieHeader(header: string | null | undefined): number | null {
  const match = new RegExp(`(?:^|;\\s*)${BUCKET_COOKIE}=([^;]*)`).exec(header ?? '');
  return parseBucket(match?.[1]);
}

/**
 * The composition as one browser gets it: each entry with a canary names the canary (bucket below
 * its percent, and the canary not aborted) or its stable build, marked `served`. An entry resolved
 * already (no canary left in it) stays as it is.
 */
export function resolveCanaries(
  composition: Composition,
  bucket: number,
  isAborted: (remote: RemoteName, canaryManifest: string) => boolean = () => false,
): Composition {
  const remotes = {} as Composition['remotes'];
  for (const name of REMOTE_NAMES) remotes[name] = resolveEntry(name, composition.remotes[name], bucket, isAborted);
  return { ...composition, remotes };
}

function resolveEntry(
  remote: RemoteName,
  entry: RemoteEntry,
  bucket: number,
  isAborted: (remote: RemoteName, manifest: string) => boolean,
): RemoteEntry {
  const { canary, ...stable } = entry;
  if (!canary) return entry;
  if (bucket < canary.percent && !isAborted(remote, canary.manifest)) {
    return { manifest: canary.manifest, integrity: canary.integrity, version: canary.version, served: 'canary' };
  }
  return { ...stable, served: 'stable' };
}
