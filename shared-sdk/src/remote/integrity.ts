/**
 * Subresource-integrity hashes of a manifest's bytes (`sha384-<base64>`), computed with Web Crypto:
 * the same code in the browser, in the server renderer and in the compose CLI (Node 20 has
 * `globalThis.crypto.subtle`).
 */
export type IntegrityAlgorithm = 'sha256' | 'sha384' | 'sha512';

const DIGESTS: Record<IntegrityAlgorithm, string> = { sha256: 'SHA-256', sha384: 'SHA-384', sha512: 'SHA-512' };

/** Web Crypto is missing on a plain-HTTP page that is not localhost; the browser's own fetch
 * `integrity` check still covers that case. */
export function canComputeIntegrity(): boolean {
  return typeof globalThis.crypto?.subtle?.digest === 'function';
}

/** The manifest as fetched: its bytes, or its text (UTF-8, as manifests are written). */
export type ManifestBytes = string | Uint8Array<ArrayBuffer>;

export async function integrityOf(bytes: ManifestBytes, algorithm: IntegrityAlgorithm = 'sha384'): Promise<string> {
  const data = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes;
  const digest = await globalThis.crypto.subtle.digest(DIGESTS[algorithm], data);
  let binary = '';
  for (const byte of new Uint8Array(digest)) binary += String.fromCharCode(byte);
  return `${algorithm}-${btoa(binary)}`;
}

/** Null when this environment cannot compute a digest (see canComputeIntegrity). */
export async function matchesIntegrity(bytes: ManifestBytes, integrity: string): Promise<boolean | null> {
  if (!canComputeIntegrity()) return null;
  const algorithm = integrity.slice(0, integrity.indexOf('-')) as IntegrityAlgorithm;
  if (!(algorithm in DIGESTS)) return false;
  return (await integrityOf(bytes, algorithm)) === integrity;
}
