/** A positive integer route or query parameter (an id), or null: an unknown page rather than a bad request. */
export function idParam(value: string | null | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n > 0 && Number.isSafeInteger(n) ? n : null;
}
