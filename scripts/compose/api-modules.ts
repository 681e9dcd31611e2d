// The API's own modules that `compose report` and its tests run (config, database, telemetry
// queries), loaded from the API's sources at run time rather than imported, for two reasons:
// - they are ES modules that use import.meta.resolve (api/src/db/pglite-database.ts), and this CLI
//   is CommonJS, whose static imports tsx would compile them into, losing it;
// - `tsc -p scripts` checks against the root's @types/node, and the API's sources are written
//   against the API's own, older one, which types a worker's 'error' event differently, so the
//   scripts program must not pull them in. What is used of them is typed here, as the API declares it.
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const API_SRC = resolve(__dirname, '../../api/src');

function load<T>(file: string): Promise<T> {
  return import(pathToFileURL(join(API_SRC, file)).href) as Promise<T>;
}

/** api/src/db/database.ts's Database, as far as the report and its tests use it. */
export interface ApiDatabase {
  query<Row extends object = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<Row[]>;
  transaction<T>(work: (tx: ApiDatabase) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** api/src/db/queries/remote-loads.ts */
export interface RemoteLoad {
  remote: string;
  version: string | null;
  manifest: string;
  canary: boolean;
  preview: boolean;
  durationMs: number;
  ok: boolean;
  phase: string | null;
}

export interface LoadSummary {
  remote: string;
  version: string | null;
  manifest: string;
  canary: boolean;
  preview: boolean;
  loads: number;
  failures: number;
  phases: Record<string, number>;
  p50_ms: number;
  p95_ms: number;
}

export interface CanaryAbort {
  remote: string;
  manifest: string;
  aborted_at: string;
  reason: string;
}

export interface FailureRate {
  loads: number;
  failures: number;
  sources: number;
  trimmedRate: number | null;
  trimmedLoads: number;
}

/** api/src/db/queries/field-data.ts */
export interface PageViewTotals {
  route: string;
  remote: string;
  manifest: string;
  served: string;
  device: string;
  version: string | null;
  views: number;
  errors: number;
  lcp: number[];
  inp: number[];
  cls: number[];
  fcp: number[];
  ttfb: number[];
}

export interface ErrorCount {
  remote: string;
  manifest: string;
  served: string;
  message: string;
  errors: number;
}

export interface FieldDataSummary {
  remote: string;
  manifest: string;
  served: string;
  version: string | null;
  views: number;
  errors: number;
  lcp: number[];
  inp: number[];
  cls: number[];
}

export interface ErrorMessageCount {
  remote: string;
  manifest: string;
  served: string;
  message: string;
  errors: number;
}

/** api/src/db/queries/judged-field-data.ts's JudgedFieldData */
export interface FieldData {
  views: number;
  errors: number;
  sources: number;
  largest: number;
  trimmedRate: number | null;
  trimmedViews: number;
  lcp: number[];
  inp: number[];
  heaviest: Array<{ lcp: number[]; inp: number[] }>;
}

interface ConfigModule {
  loadConfig(env?: NodeJS.ProcessEnv): { databaseUrl: string | undefined; dataDir: string };
}

interface DatabaseModule {
  openDatabase(options: { databaseUrl?: string | undefined; dataDir: string }): Promise<ApiDatabase>;
}

interface RemoteLoadsModule {
  insertRemoteLoads(db: ApiDatabase, loads: readonly RemoteLoad[], options?: { source?: string | null }): Promise<void>;
  abortCanary(db: ApiDatabase, remote: string, manifest: string, reason: string): Promise<boolean>;
  listCanaryAborts(db: ApiDatabase): Promise<CanaryAbort[]>;
  summarizeRemoteLoads(db: ApiDatabase, since: Date): Promise<LoadSummary[]>;
}

interface FieldDataModule {
  recordPageViews(
    db: ApiDatabase,
    rows: readonly PageViewTotals[],
    budget?: { keysPerHour?: number; sourceKeysPerHour?: number },
  ): Promise<{ dropped: number }>;
  recordRemoteErrors(db: ApiDatabase, rows: readonly ErrorCount[]): Promise<{ dropped: number }>;
  summarizeFieldData(db: ApiDatabase, since: Date): Promise<FieldDataSummary[]>;
  summarizeRemoteErrors(db: ApiDatabase, since: Date): Promise<ErrorMessageCount[]>;
}

interface MigrateModule {
  runMigrations(db: ApiDatabase): Promise<string[]>;
}

interface CanaryAbortModule {
  abortReason(
    canary: { remote: string; manifest: string; percent: number },
    tried: FailureRate,
    stable: FailureRate,
    rule: { window: number; margin: number },
  ): string;
  fieldDataAbortReason(
    canary: { remote: string; manifest: string; percent: number },
    tried: FieldData,
    stable: FieldData,
    rule: { windowMinutes: number; minPageViews: number; errorMargin: number; vitals: { share: number; floorMs: number } },
  ): string | null;
}

export const apiConfig = () => load<ConfigModule>('config.ts');
export const apiDatabase = () => load<DatabaseModule>('db/database.ts');
export const apiRemoteLoads = () => load<RemoteLoadsModule>('db/queries/remote-loads.ts');
export const apiFieldData = () => load<FieldDataModule>('db/queries/field-data.ts');
export const apiMigrate = () => load<MigrateModule>('db/migrate.ts');
export const apiCanaryAbort = () => load<CanaryAbortModule>('plugins/remote-telemetry/canary-abort.ts');
