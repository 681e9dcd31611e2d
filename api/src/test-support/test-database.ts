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
 * is set (CI), a fresh schema in that PostgreSQL database. The same suite runs on both. With
 * DATABASE_DIRECT_URL set too, DATABASE_URL is a transaction pooler in front of that server
 * (PgBouncer, as deploy/pgbouncer.ini): every file then gets a database of its own, whose
 * search_path names its schema (a pooler cannot set it per connection), reached through the pooler
 * and, for the change feed, directly.
 */
export interface TestDatabase {
  /** Spread into buildApp options. */
  options: { dataDir: string; databaseUrl: string | undefined; databaseDirectUrl: string | undefined; databaseSchema: string | undefined };
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
    return describe({ dataDir, databaseUrl: undefined, databaseDirectUrl: undefined, databaseSchema: undefined }, () => undefined);
  }
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const directUrl = process.env.DATABASE_DIRECT_URL || undefined;
  if (directUrl) return pooledDatabase(dataDir, baseUrl, directUrl, name, start);
  const template = start === 'seeded' ? await postgresTemplate(baseUrl) : undefined;
  if (template) {
    // A copy of the seeded template database (postgres-template.ts), its tables in TEMPLATE_SCHEMA.
    await copyTemplate(baseUrl, template, name);
    return describe(
      { dataDir, databaseUrl: databaseUrl(baseUrl, name), databaseDirectUrl: undefined, databaseSchema: TEMPLATE_SCHEMA },
      () => dropDatabase(baseUrl, name),
    );
  }
  // An empty schema in the given database, which the app then migrates (and seeds, unless told not to).
  return describe({ dataDir, databaseUrl: baseUrl, databaseDirectUrl: undefined, databaseSchema: name }, () => dropSchema(baseUrl, name));
}

/** Behind a pooler: a copy of the template, or an empty database, made and dropped directly, used through the pooler. */
async function pooledDatabase(
  dataDir: string,
  pooledUrl: string,
  directUrl: string,
  name: string,
  start: TestDatabaseOptions['start'],
): Promise<TestDatabase> {
  const template = start === 'seeded' ? await postgresTemplate(directUrl) : undefined;
  const admin = new pg.Client({ connectionString: directUrl });
  await admin.connect();
  try {
    if (template) await copyTemplate(directUrl, template, name);
    else if (start === 'seeded')
      throw new Error('DATABASE_DIRECT_URL: the role must be allowed to create databases (the pooled pass gives each file one)');
    else await admin.query(`CREATE DATABASE ${quoteIdent(name)}`);
    await admin.query(`ALTER DATABASE ${quoteIdent(name)} SET search_path = ${quoteIdent(TEMPLATE_SCHEMA)}`);
  } finally {
    await admin.end();
  }
  return describe(
    {
      dataDir,
      databaseUrl: databaseUrl(pooledUrl, name),
      databaseDirectUrl: databaseUrl(directUrl, name),
      databaseSchema: TEMPLATE_SCHEMA,
    },
    () => dropDatabase(directUrl, name),
  );
}

function describe(options: TestDatabase['options'], dropDatabaseOrSchema: () => Promise<void> | undefined): TestDatabase {
  return {
    options,
    kind: options.databaseUrl ? 'postgres' : 'pglite',
    open: () =>
      openDatabase({
        databaseUrl: options.databaseUrl,
        databaseDirectUrl: options.databaseDirectUrl,
        dataDir: options.dataDir,
        schema: options.databaseSchema,
      }),
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
