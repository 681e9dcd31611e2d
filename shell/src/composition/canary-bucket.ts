import { BUCKET_COOKIE, BUCKET_MAX_AGE_SECONDS, bucketFromCookieHeader, drawBucket, resolveCanaries, type Composition } from 'shared-sdk';

/**
 * This browser's canary bucket: the cookie the server set (the page and composition.json it served
 * were resolved for it), or a new one kept a year when the shell is hosted without our server.
 */
export function browserBucket(target: Document = document): number {
  const kept = bucketFromCookieHeader(target.cookie);
  if (kept !== null) return kept;
  const bucket = drawBucket();
  target.cookie = `${BUCKET_COOKIE}=${bucket}; max-age=${BUCKET_MAX_AGE_SECONDS}; path=/; samesite=lax`;
  return bucket;
}

/**
 * The composition for this browser: our server answers it resolved already (aborted canaries left
 * out); a file served as it is still names its canaries, and the bucket picks here.
 */
export function compositionForBrowser(composition: Composition, target: Document = document): Composition {
  const named = Object.values(composition.remotes).some((entry) => entry.canary);
  return named ? resolveCanaries(composition, browserBucket(target)) : composition;
}
