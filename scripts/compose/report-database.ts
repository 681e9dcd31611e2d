// The API's own database, opened for `compose report` the way the API finds it (api/src/config.ts):
// DATABASE_URL (PostgreSQL), else PGlite in <DATA_DIR>/pglite. Read only: no migration, no seed.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  apiConfig,
  apiDatabase,
  apiFieldData,
  apiRemoteLoads,
  type ApiDatabase,
  type CanaryAbort,
  type ErrorMessageCount,
  type FieldDataSummary,
  type LoadSummary,
} from './api-modules';

/** The database could not be opened or read: `compose report` exits 1 with this message. */
export class DatabaseUnavailable extends Error {}

/**
 * Why a PGlite data directory cannot be opened here, or null. PGlite serves one process, and it
 * takes no lock: a second process opening the directory of a running API would write the same files
 * unseen by it. What it does leave is postmaster.pid, there from open to close, so its presence
 * means a process has the database open (or one crashed with it open).
 */
export function pgliteProblem(dir: string): string | null {
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    return `There is no database in ${dir}: the API has not run with this DATA_DIR. Set DATA_DIR (or DATABASE_URL) as the API has it.`;
  }
  if (!existsSync(join(dir, 'postmaster.pid'))) return null;
  return (
    `The PGlite database in ${dir} is open in another process (its postmaster.pid is there), most likely the running API. ` +
    'PGlite serves one process at a time, and a second one could corrupt it: stop the API and run the report, ' +
    'or run the API on PostgreSQL (DATABASE_URL) and give the report the same DATABASE_URL. ' +
    'A server that crashed leaves the file behind; starting and stopping the API once clears it.'
  );
}

export async function openApiDatabase(env: NodeJS.ProcessEnv = process.env): Promise<ApiDatabase> {
  const [{ loadConfig }, { openDatabase }] = await Promise.all([apiConfig(), apiDatabase()]);
  let config;
  try {
    config = loadConfig(env);
  } catch (error) {
    throw new DatabaseUnavailable(messageOf(error));
  }
  const where = config.databaseUrl ? 'DATABASE_URL' : join(config.dataDir, 'pglite');
  const problem = config.databaseUrl ? null : pgliteProblem(where);
  if (problem) throw new DatabaseUnavailable(problem);
  try {
    return await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    throw new DatabaseUnavailable(`Could not open the database (${where}): ${messageOf(error)}`);
  }
}

export interface Telemetry {
  summaries: LoadSummary[];
  /** Page views, errors and vitals per build, from the hourly rows that overlap the window. */
  fieldData: FieldDataSummary[];
  /** Each build's error messages, from the same hours. */
  errorMessages: ErrorMessageCount[];
  aborts: CanaryAbort[];
}

/** The report's data: every build's loads and field data since `since`, and every canary abort on record. */
export async function readTelemetry(db: ApiDatabase, since: Date): Promise<Telemetry> {
  const [{ listCanaryAborts, summarizeRemoteLoads }, { summarizeFieldData, summarizeRemoteErrors }] = await Promise.all([
    apiRemoteLoads(),
    apiFieldData(),
  ]);
  try {
    return {
      summaries: await summarizeRemoteLoads(db, since),
      fieldData: await summarizeFieldData(db, since),
      errorMessages: await summarizeRemoteErrors(db, since),
      aborts: await listCanaryAborts(db),
    };
  } catch (error) {
    if ((error as { code?: string }).code === '42P01') {
      throw new DatabaseUnavailable(
        `The database has no telemetry tables of this version (${messageOf(error)}): start this version of the API once to migrate it.`,
      );
    }
    throw new DatabaseUnavailable(`Could not read the database: ${messageOf(error)}`);
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
