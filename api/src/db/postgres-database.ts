import pg from 'pg';
import { INT8_OID, NUMERIC_OID, parseNumber, type Database, type Queryable } from './database.js';

const typeParsers: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === NUMERIC_OID || oid === INT8_OID) return parseNumber;
    return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid, 'text');
  }) as pg.CustomTypesConfig['getTypeParser'],
};

function wrap(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row extends object>(text: string, params: readonly unknown[] = []) {
      const result = await target.query<Row & pg.QueryResultRow>(text, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      // Without parameters pg uses the simple query protocol, which accepts several statements.
      await target.query(sql);
    },
  };
}

export interface PostgresOptions {
  connectionString: string;
  schema?: string | undefined;
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export async function openPostgresDatabase(options: PostgresOptions): Promise<Database> {
  const { connectionString, schema } = options;
  if (schema) await createSchema(connectionString, schema);
  const pool = new pg.Pool({
    connectionString,
    types: typeParsers,
    max: 10,
    // Every pooled connection works inside the requested schema.
    ...(schema ? { options: `-c search_path=${quoteIdent(schema)}` } : {}),
  });
  const base = wrap(pool);
  return {
    kind: 'postgres',
    query: base.query,
    exec: base.exec,
    transaction: (work) => inTransaction(pool, work),
    close: () => pool.end(),
  };
}

async function inTransaction<T>(pool: pg.Pool, work: (tx: Queryable) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(wrap(client));
    await client.query('COMMIT');
    client.release();
    return result;
  } catch (error) {
    // A connection that cannot even roll back is broken: destroy it instead of pooling it again.
    const rolledBack = await client.query('ROLLBACK').then(() => true, () => false);
    client.release(!rolledBack);
    throw error;
  }
}

async function createSchema(connectionString: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schema)}`).catch((error: { code?: string }) => {
      // IF NOT EXISTS still races with a concurrent CREATE: losing that race is fine.
      if (error.code !== '23505' && error.code !== '42P06') throw error;
    });
  } finally {
    await client.end();
  }
}
