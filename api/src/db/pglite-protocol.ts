/** Messages between the request thread (pglite-database.ts) and PGlite's thread (pglite-worker.ts). */

export type WorkerRequest =
  | { id: number; op: 'query'; sql: string; params?: unknown[]; tx?: number }
  | { id: number; op: 'exec'; sql: string; tx?: number }
  /** Answered once the transaction holds the database; `end` is answered once it is over. */
  | { id: number; op: 'begin'; tx: number }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'listen'; channel: string }
  | { id: number; op: 'unlisten'; channel: string }
  | { id: number; op: 'close' };

/** A PostgreSQL error's fields (an Error loses its own properties between threads). */
export interface WorkerError {
  message: string;
  code?: string | undefined;
  constraint?: string | undefined;
  detail?: string | undefined;
  table?: string | undefined;
  column?: string | undefined;
}

/**
 * The answer to request `id` (0: not an answer: the worker is ready, failed to start, or passes
 * on a notification). `ms` is the time the database spent on it.
 */
export type WorkerReply =
  | { id: number; ok: true; ms: number; rows?: unknown[]; ready?: true; notify?: { channel: string; payload: string } }
  | { id: number; ok: false; error: WorkerError };
