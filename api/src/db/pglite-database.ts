import { mkdir } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { INT8_OID, NUMERIC_OID, parseNumber, type Database, type Queryable } from './database.js';
import { AdmissionGate } from './pglite-admission.js';
import { countStatement, currentRequestWork } from './request-work.js';

/** How long a request may expect to queue for PGlite before it is refused (PGLITE_MAX_WAIT_MS). */
export const DEFAULT_PGLITE_MAX_WAIT_MS = 1000;

/**
 * Runs tasks one after another. PGlite serialises statements itself; doing it here instead tells
 * us when a statement really starts, so its execution time (not its wait) is what gets measured.
 */
class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task);
    this.tail = result.catch(() => undefined);
    return result;
  }
}

/** Statements inside a transaction: counted for the request, already inside the queue's turn. */
function wrapTransaction(tx: Transaction): Queryable {
  return {
    async query<Row extends object>(text: string, params: readonly unknown[] = []) {
      countStatement();
      return (await tx.query<Row>(text, [...params])).rows;
    },
    async exec(sql: string) {
      countStatement();
      await tx.exec(sql);
    },
  };
}

export interface PgliteOptions {
  maxWaitMs?: number | undefined;
}

/**
 * PGlite on a data directory: one connection, one statement at a time, on the request thread.
 * Every statement or transaction of a request passes the admission gate (see pglite-admission.ts)
 * and then waits its turn in one queue.
 */
export async function openPgliteDatabase(dir: string, options: PgliteOptions = {}): Promise<Database> {
  await mkdir(dir, { recursive: true });
  const pglite = await PGlite.create(dir, {
    parsers: { [NUMERIC_OID]: parseNumber, [INT8_OID]: parseNumber },
  });
  const admission = new AdmissionGate(options.maxWaitMs ?? DEFAULT_PGLITE_MAX_WAIT_MS);
  const queue = new SerialQueue();

  /** Admits the current request (or throws), then runs the task alone and times it. */
  async function inTurn<T>(task: () => Promise<T>, isStatement: boolean): Promise<T> {
    const work = isStatement ? countStatement() : currentRequestWork();
    if (work) admission.admit(work);
    return queue.run(async () => {
      const started = performance.now();
      try {
        return await task();
      } finally {
        if (work) work.databaseMs += performance.now() - started;
      }
    });
  }

  return {
    kind: 'pglite',
    admission,
    query: <Row extends object>(text: string, params: readonly unknown[] = []) =>
      inTurn(async () => (await pglite.query<Row>(text, [...params])).rows, true),
    exec: (sql: string) => inTurn(() => pglite.exec(sql).then(() => undefined), true),
    // A transaction takes one turn; its statements are counted one by one inside it.
    transaction: (work) => inTurn(() => pglite.transaction((tx) => work(wrapTransaction(tx))), false),
    async listen(channel, events) {
      // PGlite is one connection in this process: a notification is delivered before the
      // statement that committed it resolves, so there is never anything to wait for.
      const unsubscribe = await pglite.listen(channel, events.notify);
      return { sync: async () => undefined, close: () => unsubscribe() };
    },
    close: () => pglite.close(),
  };
}
