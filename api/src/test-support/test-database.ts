import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../db/database.js';
import { quoteIdent } from '../db/postgres-database.js';
import { copyPgliteDir, pgliteTemplateDir } from './pglite-template.js';
import { scratchDir } from './scratch-dir.js';
import { copyTemplate, databaseUrl, dropDatabase, postgresTemplate, TEMPLATE_SCHEMA } from './postgres-template.js';

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
   * 'seeded' (default): a copy of an already migrated and seeded template (fast): a PGlite
   * directory, or a PostgreSQL database (where the role may not create databases, an empty schema
   * that the app then migrates and seeds). 'empty': a database with no tables at all, on both.
   */
  start?: 'seeded' | 'empty';
}

export async function createTestDatabase(setup: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const dataDir = await mkdtemp(path.join(scratchDir(), 'storefront-api-test-'));
  const baseUrl = process.env.DATABASE_URL || undefined;
  const start = setup.start ?? 'seeded';
  if (!baseUrl) {
    await copyPgliteDir(path.join(await pgliteTemplateDir(start), 'pglite'), path.join(dataDir, 'pglite'));
    return describe({ dataDir, databaseUrl: undefined, databaseSchema: undefined }, () => undefined);
  }
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = start === 'seeded' ? await postgresTemplate(baseUrl) : undefined;
  if (template) {
    // A copy of the seeded template database (postgres-template.ts), its tables in TEMPLATE_SCHEMA.
    await copyTemplate(baseUrl, template, name);
    return describe({ dataDir, databaseUrl: databaseUrl(baseUrl, name), databaseSchema: TEMPLATE_SCHEMA }, () =>
      dropDatabase(baseUrl, name),
    );
  }
  // An empty schema in the given database, which the app then migrates (and seeds, unless told not to).
  return describe({ dataDir, databaseUrl: baseUrl, databaseSchema: name }, () => dropSchema(baseUrl, name));
}

function describe(options: TestDatabase['options'], dropDatabaseOrSchema: () => Promise<void> | undefined): TestDatabase {
  return {
    options,
    kind: options.databaseUrl ? 'postgres' : 'pglite',
    open: () => openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir, schema: options.databaseSchema }),
    async destroy() {
      await dropDatabaseOrSchema();
      await rm(options.dataDir, { recursive: true, force: true });
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
