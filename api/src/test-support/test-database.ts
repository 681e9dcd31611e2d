import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../db/database.js';
import { quoteIdent } from '../db/postgres-database.js';
import { pgliteTemplateDir } from './pglite-template.js';

/**
 * An isolated database for one test file: a temporary PGlite directory, or, when DATABASE_URL
 * is set (CI), a fresh schema in that PostgreSQL database. The same suite runs on both.
 */
export interface TestDatabase {
  /** Spread into buildApp options. */
  options: { dataDir: string; databaseUrl: string | undefined; databaseSchema: string | undefined };
  kind: 'pglite' | 'postgres';
  /** Opens a direct connection (the app's own closes with the app). */
  open(): Promise<Database>;
  /** Drops the schema or deletes the directory. */
  destroy(): Promise<void>;
}

export interface TestDatabaseOptions {
  /**
   * 'seeded' (default): on PGlite, a copy of an already migrated and seeded template (fast);
   * on PostgreSQL an empty schema, which the app then migrates and seeds. 'empty': a database
   * with no tables at all, on both.
   */
  start?: 'seeded' | 'empty';
}

export async function createTestDatabase(setup: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'storefront-api-test-'));
  const databaseUrl = process.env.DATABASE_URL || undefined;
  if (!databaseUrl) {
    const template = await pgliteTemplateDir(setup.start ?? 'seeded');
    await cp(path.join(template, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
  }
  const databaseSchema = databaseUrl ? `test_${process.pid}_${randomBytes(4).toString('hex')}` : undefined;
  const options = { dataDir, databaseUrl, databaseSchema };
  return {
    options,
    kind: databaseUrl ? 'postgres' : 'pglite',
    open: () => openDatabase({ databaseUrl, dataDir, schema: databaseSchema }),
    async destroy() {
      if (databaseUrl && databaseSchema) await dropSchema(databaseUrl, databaseSchema);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function dropSchema(connectionString: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${quoteIdent(schema)} CASCADE`);
  } finally {
    await client.end();
  }
}
