import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What one HTTP request asked of the database. The database wrappers count into the request
 * they run for (found through AsyncLocalStorage, so no query function takes a request), which
 * gives two things: the statement count per route that a test holds steady, and PGlite's
 * admission control, which admits a request at its first statement (a request answered from
 * the cache never queues).
 */
export class RequestWork {
  /** Statements run, transactions' inner statements included. */
  statements = 0;
  /** Time the database spent executing them (measured on PGlite, where one runs at a time). */
  databaseMs = 0;
  /** Admitted to PGlite's queue; released once, when the response is done or the client left. */
  admitted = false;
  released = false;
}

const scope = new AsyncLocalStorage<RequestWork>();

/** Runs `next` (the rest of a request) with `work` as the current request's account. */
export function runWithRequestWork(work: RequestWork, next: () => void): void {
  scope.run(work, next);
}

/** The request the current code runs for, or undefined in background work (outbox, housekeeping). */
export function currentRequestWork(): RequestWork | undefined {
  return scope.getStore();
}

/** Counts one statement against the current request, if any. */
export function countStatement(): RequestWork | undefined {
  const work = scope.getStore();
  if (work) work.statements += 1;
  return work;
}
