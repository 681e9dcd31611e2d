import path from 'node:path';
import type { AdmissionGate, AdmissionStats } from './pglite-admission.js';
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
  /** PGlite's admission control (the request plugin releases a request's place when it is done). */
  readonly admission?: AdmissionGate;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Receives the NOTIFY payloads of `channel` from every connection to this database (every
   * instance of the API, and an operator's psql). Notifications are sent at commit. A write made
   * through this Database resolves only after the notifications it caused have reached its own
   * listeners (a statement whose command is not SELECT; a transaction at its commit).
   */
  listen(channel: string, events: ListenEvents): Promise<Listener>;
  /** How loaded the database is right now, without running a statement (plugins/ops/metrics.ts). */
  stats(): DatabaseStats;
  close(): Promise<void>;
}

/** PGlite's admission figures or PostgreSQL's pool, whichever this database has. */
export interface DatabaseStats {
  pglite?: AdmissionStats;
  pool?: { total: number; idle: number; waiting: number; max: number };
}

export interface ListenEvents {
  notify(payload: string): void;
  /** The listening connection broke: notifications may be missed until `resumed`. */
  interrupted(): void;
  /** Listening again after an interruption (what happened in between is unknown). */
  resumed(): void;
}

export interface Listener {
  /**
   * Resolves once every notification committed before the call has been delivered to `notify`,
   * or rejects when the listening connection is down.
   */
  sync(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseLimits {
  /** PGlite only: the longest a request may expect to wait for the database before it is refused. */
  pgliteMaxWaitMs?: number | undefined;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; PGlite is used when absent. */
  databaseUrl?: string | undefined;
  /** PostgreSQL only: a direct session connection when `databaseUrl` is a transaction pooler (postgres-database.ts). */
  databaseDirectUrl?: string | undefined;
  /** PGlite data directory parent: the database lives in `<dataDir>/pglite`. */
  dataDir: string;
  /** PostgreSQL only: a schema to create and use (tests isolate themselves this way). */
  schema?: string | undefined;
}

export function openDatabase(options: DatabaseOptions & DatabaseLimits): Promise<Database> {
  if (options.databaseUrl) {
    return openPostgresDatabase({
      connectionString: options.databaseUrl,
      directConnectionString: options.databaseDirectUrl,
      schema: options.schema,
    });
  }
  return openPgliteDatabase(path.join(options.dataDir, 'pglite'), { maxWaitMs: options.pgliteMaxWaitMs });
}
