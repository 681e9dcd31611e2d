import type { Queryable } from '../database.js';

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;
/** PostgreSQL allows 65535 parameters a statement; stay well below. */
const MAX_PARAMS = 30_000;

type Value = string | number | boolean | Date | null | undefined | object;

function toParam(value: Value): unknown {
  // Plain objects and arrays go to jsonb columns (the schema has no SQL array columns).
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) return JSON.stringify(value);
  return value ?? null;
}

/**
 * Multi-row INSERT for the seed: one statement per chunk instead of one per row, which keeps
 * seeding a fresh PGlite database well under a second.
 */
export interface InsertOptions {
  /** Comma-separated columns to return, e.g. 'id, slug'. */
  returning?: string;
  /** Skip rows that violate a unique constraint instead of failing. */
  ignoreConflicts?: boolean;
}

export async function insertRows<Returned extends object = Record<string, never>>(
  tx: Queryable,
  table: string,
  rows: ReadonlyArray<Record<string, Value>>,
  options: InsertOptions = {},
): Promise<Returned[]> {
  const { returning, ignoreConflicts = false } = options;
  const first = rows[0];
  if (!first) return [];
  const columns = Object.keys(first);
  const returnedColumns = returning ? returning.split(',').map((c) => c.trim()) : [];
  for (const name of [table, ...columns, ...returnedColumns]) {
    if (!IDENTIFIER.test(name)) throw new Error(`Unsafe SQL identifier: ${name}`);
  }
  const perChunk = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  const result: Returned[] = [];
  for (let start = 0; start < rows.length; start += perChunk) {
    const chunk = rows.slice(start, start + perChunk);
    const params: unknown[] = [];
    const tuples = chunk.map((row) => {
      const placeholders = columns.map((column) => {
        params.push(toParam(row[column]));
        return `$${params.length}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    const sql =
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}` +
      (ignoreConflicts ? ' ON CONFLICT DO NOTHING' : '') +
      (returnedColumns.length ? ` RETURNING ${returnedColumns.join(', ')}` : '');
    result.push(...(await tx.query<Returned>(sql, params)));
  }
  return result;
}
