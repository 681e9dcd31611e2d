/**
 * A random key for one order attempt (the Idempotency-Key header). crypto.randomUUID exists only in
 * secure contexts; a store opened over plain http on a LAN address still has getRandomValues.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
