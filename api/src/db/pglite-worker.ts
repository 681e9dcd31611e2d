/**
 * The thread PGlite runs in (started by pglite-database.ts). PGlite executes SQL synchronously in
 * WebAssembly: on the request thread, a busy database stops Node from reading requests, so under
 * load requests waited unseen in socket buffers and even answers kept in memory waited behind
 * database work. Here the database has a core of its own and the request thread stays free.
 *
 * One statement or one whole transaction runs at a time, in arrival order. Every answer carries
 * the time the database spent on it, which the request thread's admission control learns from.
 */
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { INT8_OID, NUMERIC_OID, parseNumber } from './number-parsers.js';
import type { WorkerReply, WorkerRequest, WorkerError } from './pglite-protocol.js';

interface OpenTransaction {
  tx: Transaction;
  /** Ends the transaction's callback: resolve commits, reject rolls back. */
  end(commit: boolean): void;
}

/** Runs tasks one after another (a transaction holds its turn until it ends). */
class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task);
    this.tail = result.catch(() => undefined);
    return result;
  }
}

const port = parentPort!;
const ROLLBACK = Symbol('rollback');

function post(reply: WorkerReply): void {
  port.postMessage(reply);
}

/** PostgreSQL errors cross the thread boundary as plain fields (callers read code and constraint). */
function errorFields(error: unknown): WorkerError {
  const e = (error ?? {}) as Record<string, unknown>;
  const text = (key: string) => (typeof e[key] === 'string' ? (e[key] as string) : undefined);
  return {
    message: error instanceof Error ? error.message : String(error),
    code: text('code'),
    constraint: text('constraint'),
    detail: text('detail'),
    table: text('table'),
    column: text('column'),
  };
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

/**
 * PostgreSQL's buffer pool lives inside the WASM heap, and initdb sizes it at 128 MB, which PGlite
 * touches in full at start: most of the process's memory before it has served anything. PGlite
 * reads the data directory through the operating system, whose page cache keeps hot files anyway,
 * so a pool a fraction of that size costs little (docs/api-performance.md, "Memory").
 */
const PGLITE_SHARED_BUFFERS = '32MB';

function openPglite(dir: string): Promise<PGlite> {
  return PGlite.create(dir, {
    parsers: { [NUMERIC_OID]: parseNumber, [INT8_OID]: parseNumber },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    // Product search's (migration 0240, docs/search.md): contrib modules PostgreSQL ships as well.
    extensions: { pg_trgm, unaccent, fuzzystrmatch },
  });
}

async function main(): Promise<void> {
  const pglite = await openPglite(workerData.dir as string);
  const queue = new SerialQueue();
  const transactions = new Map<number, OpenTransaction>();
  const unlisten = new Map<string, () => Promise<void>>();

  /** The id of each open transaction's 'end' request, which is answered once it is over. */
  const endIds = new Map<number, number>();

  /** A transaction takes one turn of the queue, from 'begin' until its 'end'. */
  function begin(id: number, txId: number): void {
    let started = false;
    const body = (tx: Transaction) =>
      new Promise<void>((resolve, reject) => {
        started = true;
        transactions.set(txId, { tx, end: (commit) => (commit ? resolve() : reject(ROLLBACK)) });
        post({ id, ok: true, ms: 0 });
      });
    queue
      .run(() =>
        timed(() =>
          pglite.transaction(body).catch((error: unknown) => {
            if (error !== ROLLBACK) throw error;
          }),
        ),
      )
      .then(
        ({ ms }) => post({ id: endIds.get(txId)!, ok: true, ms }),
        (error: unknown) => post({ id: started ? endIds.get(txId)! : id, ok: false, error: errorFields(error) }),
      )
      .finally(() => endIds.delete(txId));
  }

  async function handle(request: WorkerRequest): Promise<WorkerReply | null> {
    switch (request.op) {
      case 'query':
      case 'exec': {
        const run = (target: PGlite | Transaction) =>
          request.op === 'query'
            ? target.query(request.sql, request.params ?? []).then((result) => result.rows)
            : target.exec(request.sql).then(() => []);
        if (request.tx === undefined) {
          const { value, ms } = await queue.run(() => timed(() => run(pglite)));
          return { id: request.id, ok: true, rows: value, ms };
        }
        const open = transactions.get(request.tx);
        if (!open) throw new Error(`transaction ${request.tx} is not open`);
        // Its time is counted once, for the whole transaction.
        return { id: request.id, ok: true, rows: await run(open.tx), ms: 0 };
      }
      case 'begin':
        begin(request.id, request.tx);
        return null;
      case 'end': {
        const open = transactions.get(request.tx);
        if (!open) throw new Error(`transaction ${request.tx} is not open`);
        transactions.delete(request.tx);
        endIds.set(request.tx, request.id);
        open.end(request.commit);
        return null;
      }
      case 'listen': {
        // A notification is posted before the reply of the statement that committed it.
        const stop = await pglite.listen(request.channel, (payload) =>
          post({ id: 0, ok: true, ms: 0, notify: { channel: request.channel, payload } }),
        );
        unlisten.set(request.channel, stop);
        return { id: request.id, ok: true, ms: 0 };
      }
      case 'unlisten':
        await unlisten.get(request.channel)?.();
        unlisten.delete(request.channel);
        return { id: request.id, ok: true, ms: 0 };
      case 'close':
        await queue.run(() => pglite.close());
        return { id: request.id, ok: true, ms: 0 };
    }
  }

  port.on('message', (request: WorkerRequest) => {
    handle(request).then(
      (reply) => {
        if (reply) post(reply);
      },
      (error: unknown) => post({ id: request.id, ok: false, error: errorFields(error) }),
    );
  });
  post({ id: 0, ok: true, ms: 0, ready: true });
}

main().catch((error: unknown) => post({ id: 0, ok: false, error: errorFields(error) }));
