// Shared by both drivers (postgres-database.ts, pglite-worker.ts), apart from database.ts, which opens them.
/** OIDs whose text form we parse: numeric (money, ratings) and int8 (count(*)) become numbers. */
export const NUMERIC_OID = 1700;
export const INT8_OID = 20;

export function parseNumber(value: string): number {
  return Number(value);
}
