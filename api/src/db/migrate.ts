import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database, Queryable } from './database.js';

/**
 * Key of the PostgreSQL advisory lock that serialises migrations and the seed, so two instances
 * starting at once on one database cannot both apply a migration (or seed twice).
 */
export const SCHEMA_LOCK_KEY = 73_112_004;

const MIGRATION_FILE = /^(\d{4})_([a-z0-9_]+)\.sql$/;

export interface Migration {
  version: string;
  name: string;
  file: string;
}

/**
 * The SQL files sit beside this module in src/; `tsc` does not copy them, so after a build
 * they are found either where the build script copied them (dist/db/migrations) or back in src.
 */
export function findMigrationsDir(): string {
  const candidates = [
    fileURLToPath(new URL('./migrations/', import.meta.url)),
    fileURLToPath(new URL('../../src/db/migrations/', import.meta.url)),
  ];
  const found = candidates.find((dir) => existsSync(dir));
  if (!found) throw new Error(`Migrations directory not found (looked in ${candidates.join(', ')})`);
  return found;
}

export async function listMigrations(dir: string): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  return files.map((file) => {
    const match = MIGRATION_FILE.exec(file);
    if (!match) throw new Error(`Migration file name must look like 0001_name.sql: ${file}`);
    return { version: match[1]!, name: match[2]!, file: path.join(dir, file) };
  });
}

/** Takes the schema lock until the surrounding transaction ends (a no-op cost on PGlite). */
export async function lockSchema(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
}

/**
 * Applies the pending migrations in order, all in one transaction under the schema lock, calling
 * `onApplied` after each (the server logs it: a first start's progress). Returns the versions
 * applied (empty when the database was up to date).
 */
export async function runMigrations(
  db: Database,
  dir: string = findMigrationsDir(),
  onApplied: (migration: Migration) => void = () => undefined,
): Promise<string[]> {
  const migrations = await listMigrations(dir);
  return db.transaction(async (tx) => {
    await lockSchema(tx);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const rows = await tx.query<{ version: string }>('SELECT version FROM schema_migrations');
    const done = new Set(rows.map((r) => r.version));
    const applied: string[] = [];
    for (const migration of migrations) {
      if (done.has(migration.version)) continue;
      await tx.exec(await readFile(migration.file, 'utf8'));
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      applied.push(migration.version);
      onApplied(migration);
    }
    return applied;
  });
}
