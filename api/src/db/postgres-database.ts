import { createHash } from 'node:crypto';
import pg from 'pg';
import type { Database, ListenEvents, Listener, Queryable } from './database.js';
import { INT8_OID, NUMERIC_OID, parseNumber } from './number-parsers.js';
import { countStatement } from './request-work.js';

const typeParsers: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === NUMERIC_OID || oid === INT8_OID) return parseNumber;
    return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid, 'text');
  }) as pg.CustomTypesConfig['getTypeParser'],
};

/** Told of every statement that changed data (its command is not SELECT), once it is done. */
type OnWrite = () => Promise<void> | void;

/**
 * Statements are prepared once per connection under a name derived from their text: PostgreSQL
 * then parses them once, and after a few runs reuses a generic plan instead of planning again.
 * Planning is most of a catalogue statement's cost (docs/api-performance.md, "Every statement counted").
 */
const statementNames = new Map<string, string>();
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) statementNames.set(text, (name = `s_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`));
  return name;
}

/**
 * `named`: prepare each statement once per connection (above). Behind a transaction pooler a
 * connection is not the client's beyond one transaction, and PgBouncer 1.18 (Debian 12's) keeps no
 * prepared statement across them: statements then go unnamed, parsed and planned on every run.
 */
function wrap(target: pg.Pool | pg.PoolClient, onWrite: OnWrite, named: boolean): Queryable {
  return {
    async query<Row extends object>(text: string, params: readonly unknown[] = []) {
      countStatement();
      const statement = named ? { name: statementName(text), text, values: [...params] } : { text, values: [...params] };
      const result = await target.query<Row & pg.QueryResultRow>(statement);
      if (result.command !== 'SELECT') await onWrite();
      return result.rows;
    },
    async exec(sql: string) {
      countStatement();
      // Without parameters pg uses the simple query protocol, which accepts several statements.
      await target.query(sql);
    },
  };
}

export interface PostgresOptions {
  connectionString: string;
  /**
   * A direct session connection to the same database (DATABASE_DIRECT_URL), when
   * `connectionString` is a pooler in transaction mode (PgBouncer, deploy/pgbouncer.ini): the
   * change feed's LISTEN stays on it for as long as the app runs, which a pooler cannot give.
   */
  directConnectionString?: string | undefined;
  schema?: string | undefined;
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** The pool's size per instance (also reported by /metrics). */
const POOL_MAX = 10;
const CONNECT_TIMEOUT_MS = 5_000;

export async function openPostgresDatabase(options: PostgresOptions): Promise<Database> {
  const { connectionString, directConnectionString, schema } = options;
  const pooled = Boolean(directConnectionString);
  if (schema) await createSchema(directConnectionString ?? connectionString, schema);
  // Every connection works inside the requested schema. A pooler refuses the startup option
  // (PgBouncer: "unsupported startup parameter: options"): behind one, the schema must be the
  // database's own search_path (ALTER DATABASE … SET search_path), checked below.
  const inSchema = schema ? { options: `-c search_path=${quoteIdent(schema)}` } : {};
  const clientConfig: pg.ClientConfig = { connectionString, types: typeParsers, ...(pooled ? {} : inSchema) };
  const listenerConfig: pg.ClientConfig = { connectionString: directConnectionString ?? connectionString, types: typeParsers, ...inSchema };
  // A connection that cannot be made in time fails the request (503, database-unavailable.ts)
  // instead of holding it for as long as the network takes to give up.
  const pool = new pg.Pool({ ...clientConfig, max: POOL_MAX, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  if (pooled && schema) await checkPooledSchema(pool, schema);
  // An idle connection that breaks (the database restarted or crashed) is dropped by the pool,
  // which then emits 'error': unheard, that event would end the process. The next query connects anew.
  pool.on('error', () => undefined);
  // Read-your-writes for this instance: a write (a transaction with a write, at its commit)
  // resolves only once the listeners have received the change notices it caused, so whoever
  // wrote never reads an answer cached from before. Other instances hear of it milliseconds later.
  const listeners = new Set<PostgresListener>();
  const heardOwnWrites = async () => {
    await Promise.all([...listeners].map((listener) => listener.sync().catch(() => undefined)));
  };
  const base = wrap(pool, heardOwnWrites, !pooled);
  return {
    kind: 'postgres',
    query: base.query,
    exec: base.exec,
    transaction: (work) => inTransaction(pool, work, heardOwnWrites, !pooled),
    async listen(channel, events) {
      const listener = new PostgresListener(listenerConfig, channel, events);
      await listener.start();
      listeners.add(listener);
      return {
        sync: () => listener.sync(),
        close: async () => {
          listeners.delete(listener);
          await listener.close();
        },
      };
    },
    stats: () => ({ pool: { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: POOL_MAX } }),
    close: () => pool.end(),
  };
}

const FIRST_RETRY_MS = 500;
export const LISTENER_NAME = 'storefront-change-feed';
const LONGEST_RETRY_MS = 30_000;

/**
 * LISTEN needs a connection of its own, outside the pool, for as long as the app runs. When it
 * breaks (a database restart, a network cut) the listener says so, reconnects with back-off and
 * says when it listens again, so that the cache can stop trusting itself in between.
 */
class PostgresListener implements Listener {
  private client: pg.Client | null = null;
  private closed = false;
  private retryMs = FIRST_RETRY_MS;
  private pendingSync: Promise<void> | null = null;

  constructor(
    private readonly clientConfig: pg.ClientConfig,
    private readonly channel: string,
    private readonly events: ListenEvents,
  ) {}

  /** The first connection must succeed: a database that cannot LISTEN fails the start. */
  start(): Promise<void> {
    return this.connect();
  }

  /**
   * One round trip on the listening connection: PostgreSQL delivers the notifications committed
   * before a query ahead of that query's answer. Calls made together share one round trip,
   * started after all of them.
   */
  sync(): Promise<void> {
    this.pendingSync ??= Promise.resolve().then(async () => {
      this.pendingSync = null;
      if (!this.client) throw new Error('The database change feed is not connected.');
      await this.client.query('SELECT 1');
    });
    return this.pendingSync;
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    // Named, so an operator sees it in pg_stat_activity (and a test can cut it).
    const client = new pg.Client({ ...this.clientConfig, application_name: LISTENER_NAME });
    client.on('notification', (message) => {
      if (message.channel === this.channel && message.payload !== undefined) this.events.notify(message.payload);
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${quoteIdent(this.channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    this.client = client;
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    client.end().catch(() => undefined);
    if (this.closed) return;
    this.events.interrupted();
    this.reconnectLater();
  }

  private reconnectLater(): void {
    const timer = setTimeout(() => {
      if (this.closed) return;
      this.connect().then(
        () => {
          this.retryMs = FIRST_RETRY_MS;
          if (this.closed) void this.close();
          else this.events.resumed();
        },
        () => {
          this.retryMs = Math.min(this.retryMs * 2, LONGEST_RETRY_MS);
          this.reconnectLater();
        },
      );
    }, this.retryMs);
    timer.unref();
  }
}

async function inTransaction<T>(pool: pg.Pool, work: (tx: Queryable) => Promise<T>, afterWrites: OnWrite, named: boolean): Promise<T> {
  const client = await pool.connect();
  // A checked-out connection has no listener of the pool's: when the database goes away mid
  // transaction, its 'error' event would end the process. The failed query rejects anyway.
  const ignoreBreak = () => undefined;
  client.on('error', ignoreBreak);
  try {
    return await runTransaction(client, work, afterWrites, named);
  } finally {
    client.off('error', ignoreBreak);
  }
}

async function runTransaction<T>(
  client: pg.PoolClient,
  work: (tx: Queryable) => Promise<T>,
  afterWrites: OnWrite,
  named: boolean,
): Promise<T> {
  let wrote = false;
  try {
    await client.query('BEGIN');
    const result = await work(
      wrap(
        client,
        () => {
          wrote = true;
        },
        named,
      ),
    );
    await client.query('COMMIT');
    client.release();
    if (wrote) await afterWrites();
    return result;
  } catch (error) {
    // A connection that cannot even roll back is broken: destroy it instead of pooling it again.
    const rolledBack = await client.query('ROLLBACK').then(
      () => true,
      () => false,
    );
    client.release(!rolledBack);
    throw error;
  }
}

/** Behind a pooler the schema cannot be asked for per connection: the database's search_path must name it. */
async function checkPooledSchema(pool: pg.Pool, schema: string): Promise<void> {
  const { rows } = await pool.query<{ schema: string | null }>('SELECT current_schema() AS schema');
  if (rows[0]?.schema === schema) return;
  await pool.end();
  throw new Error(
    `Through the pooler (DATABASE_DIRECT_URL set) this database's search_path gives schema ${rows[0]?.schema ?? 'none'}, not ${schema}: ` +
      `a pooler cannot set it per connection, so set it on the database (ALTER DATABASE … SET search_path = ${quoteIdent(schema)}).`,
  );
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
