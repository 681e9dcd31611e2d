import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Database, ListenEvents, Queryable } from './database.js';
import { AdmissionGate } from './pglite-admission.js';
import type { WorkerError, WorkerReply, WorkerRequest } from './pglite-protocol.js';
import { countStatement, currentRequestWork, type RequestWork } from './request-work.js';

/** How long a request may expect to queue for PGlite before it is refused (PGLITE_MAX_WAIT_MS). */
export const DEFAULT_PGLITE_MAX_WAIT_MS = 1000;

/** Distributive Omit: a request without the id the connection gives it. */
type Unnumbered<T> = T extends unknown ? Omit<T, 'id'> : never;

/** A PostgreSQL error rebuilt with the fields callers read (code, constraint...). */
function databaseError(fields: WorkerError): Error {
  return Object.assign(new Error(fields.message), fields);
}

/**
 * The worker's file beside this one: .js once built; from source (tests, `npm run dev`) the .ts
 * file, loaded through tsx's loader, which a worker does not inherit.
 */
function startWorker(dir: string): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./pglite-worker.js', import.meta.url), { workerData: { dir } });
  const source = JSON.stringify(new URL('./pglite-worker.ts', import.meta.url).href);
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${source}); });`;
  return new Worker(boot, { eval: true, workerData: { dir } });
}

/** The worker's first message: ready, or why it could not open the database. */
function firstReply(worker: Worker): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const first = (reply: WorkerReply) => {
      if (reply.id !== 0) return;
      worker.off('message', first);
      if (reply.ok) resolve();
      else reject(databaseError(reply.error));
    };
    worker.on('message', first);
    worker.once('error', reject);
  });
}

/**
 * A new data directory is created (initdb) in a short-lived process of its own: initdb runs in a
 * second WASM instance whose memory PGlite never lets go of, and only the end of a process hands
 * all of it back, not a thread's end (docs/api-performance.md, "Memory on PGlite"). The serving
 * thread then only opens the directory.
 */
async function initialiseDataDir(dir: string): Promise<void> {
  if (existsSync(path.join(dir, 'PG_VERSION'))) return;
  const pglite = JSON.stringify(import.meta.resolve('@electric-sql/pglite'));
  const script = `const { PGlite } = await import(${pglite}); await (await PGlite.create(process.argv[1])).close();`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script, dir], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`PGlite could not create ${dir} (exit ${code}): ${stderr.trim()}`);
}

/** Requests to PGlite's thread and their answers. */
class WorkerConnection {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve(reply: WorkerReply & { ok: true }): void; reject(error: Error): void }>();
  private readonly channels = new Map<string, ListenEvents>();

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: WorkerReply) => this.receive(reply));
    worker.on('error', (error) => this.failAll(error));
    worker.on('exit', (code) => this.failAll(new Error(`the PGlite thread exited (code ${code})`)));
  }

  static async start(dir: string): Promise<WorkerConnection> {
    await initialiseDataDir(dir);
    const worker = startWorker(dir);
    const ready = firstReply(worker);
    const connection = new WorkerConnection(worker);
    await ready;
    return connection;
  }

  send(request: Unnumbered<WorkerRequest>): Promise<WorkerReply & { ok: true }> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  listen(channel: string, events: ListenEvents): Promise<unknown> {
    this.channels.set(channel, events);
    return this.send({ op: 'listen', channel });
  }

  async unlisten(channel: string): Promise<void> {
    this.channels.delete(channel);
    await this.send({ op: 'unlisten', channel });
  }

  async close(): Promise<void> {
    await this.send({ op: 'close' });
    await this.worker.terminate();
  }

  private receive(reply: WorkerReply): void {
    if (reply.id === 0) {
      if (reply.ok && reply.notify) this.channels.get(reply.notify.channel)?.notify(reply.notify.payload);
      return;
    }
    const waiting = this.pending.get(reply.id);
    this.pending.delete(reply.id);
    if (reply.ok) waiting?.resolve(reply);
    else waiting?.reject(databaseError(reply.error));
  }

  private failAll(error: Error): void {
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}

export interface PgliteOptions {
  maxWaitMs?: number | undefined;
}

/**
 * PGlite on a data directory, in a thread of its own (pglite-worker.ts): one statement or
 * transaction at a time. Every statement or transaction of a request first passes the admission
 * gate (pglite-admission.ts), which refuses a request that would wait too long, and the time the
 * database spent is added to the request's account, which the gate learns from.
 */
export async function openPgliteDatabase(dir: string, options: PgliteOptions = {}): Promise<Database> {
  await mkdir(dir, { recursive: true });
  const connection = await WorkerConnection.start(dir);
  const admission = new AdmissionGate(options.maxWaitMs ?? DEFAULT_PGLITE_MAX_WAIT_MS);
  let nextTransaction = 1;

  /** Admits the request (or throws) before anything reaches the database. */
  function admit(isStatement: boolean): RequestWork | undefined {
    const work = isStatement ? countStatement() : currentRequestWork();
    if (work) admission.admit(work);
    return work;
  }

  async function statement(request: Unnumbered<WorkerRequest>, work: RequestWork | undefined) {
    const reply = await connection.send(request);
    if (work) work.databaseMs += reply.ms;
    return reply.rows ?? [];
  }

  function inTransaction(tx: number): Queryable {
    return {
      async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
        countStatement();
        return (await statement({ op: 'query', sql, params: [...params], tx }, undefined)) as Row[];
      },
      async exec(sql: string) {
        countStatement();
        await statement({ op: 'exec', sql, tx }, undefined);
      },
    };
  }

  return {
    kind: 'pglite',
    admission,
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      return (await statement({ op: 'query', sql, params: [...params] }, admit(true))) as Row[];
    },
    async exec(sql: string) {
      await statement({ op: 'exec', sql }, admit(true));
    },
    async transaction(work) {
      const owner = admit(false);
      const tx = nextTransaction++;
      await connection.send({ op: 'begin', tx });
      let result;
      try {
        result = await work(inTransaction(tx));
      } catch (error) {
        await statement({ op: 'end', tx, commit: false }, owner).catch(() => undefined);
        throw error;
      }
      // The answer to 'end' carries the whole transaction's time, and its failure if COMMIT failed.
      await statement({ op: 'end', tx, commit: true }, owner);
      return result;
    },
    async listen(channel, events) {
      // A notification arrives before the answer of the statement that committed it, so a
      // write never resolves before its own notice: there is nothing to wait for in sync().
      await connection.listen(channel, events);
      return { sync: async () => undefined, close: () => connection.unlisten(channel) };
    },
    stats: () => ({ pglite: admission.stats() }),
    close: () => connection.close(),
  };
}
