import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database.js';
import { listCanaryAborts } from '../../db/queries/remote-loads.js';
import { remotesOf } from './canary-file.js';

export const BUCKET_COOKIE = 'storefront_bucket';
const BUCKET_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** Aborts are read from the database at most this often per instance: an abort applies everywhere within it. */
export const ABORTS_CACHE_MS = 5000;

/** The request's public origin, as the browser resolves composition.json's relative URLs against it. */
export function compositionBase(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}/composition.json`;
}

const BUCKET = new RegExp(`(?:^|;\\s*)${BUCKET_COOKIE}=(\\d{1,2})(?:;|$)`);

/**
 * The browser's bucket (0 to 99) from its cookie; a browser without one is given one here, in a
 * year-long cookie, so that this server-rendered page and the shell that hydrates it agree.
 */
export function bucketOf(request: FastifyRequest, reply: FastifyReply, random: () => number = Math.random): number {
  const kept = keptBucket(request);
  if (kept !== null) return kept;
  const bucket = Math.min(99, Math.floor(random() * 100));
  const cookie = `${BUCKET_COOKIE}=${bucket}; Max-Age=${BUCKET_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
  const existing = reply.getHeader('set-cookie');
  reply.header('set-cookie', [...(Array.isArray(existing) ? existing : existing === undefined ? [] : [String(existing)]), cookie]);
  return bucket;
}

/** The bucket the browser's cookie holds, or null (a report is judged on it, and never given one). */
export function keptBucket(request: FastifyRequest): number | null {
  const kept = BUCKET.exec(request.headers.cookie ?? '')?.[1];
  return kept === undefined ? null : Number(kept);
}

/** The aborted canaries (`remote manifest` keys), read from the database at most every ABORTS_CACHE_MS. */
export function abortedCanaries(
  db: Queryable,
  now: () => number = Date.now,
): { has(remote: string, manifest: string): Promise<boolean>; forget(): void } {
  let cached: { at: number; keys: Promise<Set<string>> } | null = null;
  const keys = () => {
    if (!cached || now() - cached.at > ABORTS_CACHE_MS) {
      const pending = listCanaryAborts(db).then((rows) => new Set(rows.map((row) => `${row.remote} ${row.manifest}`)));
      // A failed read is not kept: the next request asks again.
      pending.catch(() => (cached = null));
      cached = { at: now(), keys: pending };
    }
    return cached.keys;
  };
  return {
    has: async (remote, manifest) => (await keys()).has(`${remote} ${manifest}`),
    forget: () => void (cached = null),
  };
}

/**
 * composition.json's text as one browser gets it: every entry with a canary names the canary
 * (bucket below its percent, and the canary not aborted) or its stable build, marked `served`.
 * A file without a canary is answered as it is (so caches keyed on it see one composition).
 */
export async function resolveCompositionText(
  text: string,
  bucket: number,
  base: string,
  isAborted: (remote: string, manifest: string) => Promise<boolean>,
): Promise<string> {
  const remotes = remotesOf(text);
  if (!remotes || !Object.values(remotes).some((entry) => entry?.canary !== undefined)) return text;
  const parsed = JSON.parse(text) as { remotes: typeof remotes };
  for (const [remote, entry] of Object.entries(remotes)) {
    const canary = entry?.canary;
    if (!entry || typeof canary?.manifest !== 'string' || typeof canary.percent !== 'number') continue;
    const { canary: _canary, ...stable } = entry;
    const absolute = URL.parse(canary.manifest, base)?.href ?? canary.manifest;
    const useCanary = bucket < canary.percent && !(await isAborted(remote, absolute));
    parsed.remotes[remote] = useCanary ? { ...canary, percent: undefined, served: 'canary' } : { ...stable, served: 'stable' };
  }
  return JSON.stringify(parsed, null, 2);
}
