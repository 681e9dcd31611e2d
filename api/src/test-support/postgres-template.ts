import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgresDatabase, quoteIdent } from '../db/postgres-database.js';
import { runMigrations } from '../db/migrate.js';
import { seedDemoData } from '../db/seed/seed-demo-data.js';
import { sourceKey } from './source-key.js';

/**
 * On PostgreSQL every test file once got an empty schema that the app migrated and seeded: seconds
 * of the server's CPU for every file. Now the suite migrates and seeds one template database per
 * day and source (source-key.ts), and each file gets a copy of it (CREATE DATABASE … TEMPLATE,
 * copied inside the server). The copy holds its tables in the schema below, which the app is told
 * to use.
 */
export const TEMPLATE_SCHEMA = 'storefront';
const PREFIX = 'storefront_tpl_';
/** A copy fails while another session is connected to the template (only while it is built): try again. */
const OBJECT_IN_USE = '55006';
const DUPLICATE_DATABASE = '42P04';
const INSUFFICIENT_PRIVILEGE = '42501';

/** The same server and credentials, another database. */
export function databaseUrl(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withClient<T>(connectionString: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const failureCode = (error: unknown) => (error as { code?: string }).code;

/**
 * The name of the seeded template database on the server of `baseUrl`, built once; undefined when the
 * role may not create databases (then each file migrates and seeds a schema of its own, as before).
 */
export async function postgresTemplate(baseUrl: string): Promise<string | undefined> {
  const today = new Date().toISOString().slice(0, 10).replaceAll('-', '');
  const name = `${PREFIX}${today}_${await sourceKey()}`;
  const exists = await withClient(baseUrl, async (client) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    return found.rowCount === 1;
  });
  if (exists) return name;
  const building = `${name}_build_${randomBytes(4).toString('hex')}`;
  try {
    await withClient(baseUrl, (client) => client.query(`CREATE DATABASE ${quoteIdent(building)}`));
  } catch (error) {
    if (failureCode(error) === INSUFFICIENT_PRIVILEGE) return undefined;
    throw error;
  }
  const db = await openPostgresDatabase({ connectionString: databaseUrl(baseUrl, building), schema: TEMPLATE_SCHEMA });
  try {
    await runMigrations(db);
    await seedDemoData(db);
  } finally {
    await db.close();
  }
  await withClient(baseUrl, async (client) => {
    // Another test process may have finished first: keep theirs.
    await client.query(`ALTER DATABASE ${quoteIdent(building)} RENAME TO ${quoteIdent(name)}`).catch(async (error: unknown) => {
      if (failureCode(error) !== DUPLICATE_DATABASE) throw error;
      await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(building)}`);
    });
    await dropEarlierDaysTemplates(client, today);
  });
  return name;
}

/** Templates of earlier days: no run of today uses them. */
async function dropEarlierDaysTemplates(client: pg.Client, today: string): Promise<void> {
  const { rows } = await client.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE 'storefront\\_tpl\\_%'");
  for (const { datname } of rows) {
    const day = datname.slice(PREFIX.length, PREFIX.length + 8);
    if (day < today) await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(datname)} WITH (FORCE)`).catch(() => undefined);
  }
}

/** A new database copied from the template. */
export async function copyTemplate(baseUrl: string, template: string, database: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await withClient(baseUrl, (client) => client.query(`CREATE DATABASE ${quoteIdent(database)} TEMPLATE ${quoteIdent(template)}`));
      return;
    } catch (error) {
      if (failureCode(error) !== OBJECT_IN_USE || attempt === 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

export async function dropDatabase(baseUrl: string, database: string): Promise<void> {
  await withClient(baseUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${quoteIdent(database)} WITH (FORCE)`));
}
