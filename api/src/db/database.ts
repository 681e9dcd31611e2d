import path from 'node:path';
import { openPgliteDatabase } from './pglite-database.js';
import { openPostgresDatabase } from './postgres-database.js';

/** Something SQL can run on: the database itself or an open transaction. */
export interface Queryable {
  /** One parameterised statement ($1, $2 ...); returns its rows. */
  query<Row extends object = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; PGlite is used when absent. */
  databaseUrl?: string | undefined;
  /** PGlite data directory parent: the database lives in `<dataDir>/pglite`. */
  dataDir: string;
  /** PostgreSQL only: a schema to create and use (tests isolate themselves this way). */
  schema?: string | undefined;
}

export function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    return openPostgresDatabase({ connectionString: options.databaseUrl, schema: options.schema });
  }
  return openPgliteDatabase(path.join(options.dataDir, 'pglite'));
}

/** OIDs whose text form we parse: numeric (money, ratings) and int8 (count(*)) become numbers. */
export const NUMERIC_OID = 1700;
export const INT8_OID = 20;

export function parseNumber(value: string): number {
  return Number(value);
}
