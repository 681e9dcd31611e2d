import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { INT8_OID, NUMERIC_OID, parseNumber, type Database, type Queryable } from './database.js';

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<Row extends object>(text: string, params: readonly unknown[] = []) {
      const result = await target.query<Row>(text, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/** PGlite on a data directory: one connection, so transactions are serialised by PGlite itself. */
export async function openPgliteDatabase(dir: string): Promise<Database> {
  await mkdir(dir, { recursive: true });
  const pglite = await PGlite.create(dir, {
    parsers: { [NUMERIC_OID]: parseNumber, [INT8_OID]: parseNumber },
  });
  const base = wrap(pglite);
  return {
    kind: 'pglite',
    query: base.query,
    exec: base.exec,
    transaction: (work) => pglite.transaction((tx) => work(wrap(tx))),
    close: () => pglite.close(),
  };
}
