import type { RequestWork } from './request-work.js';

/**
 * PGlite runs one statement at a time on the request thread. Under load requests pile up behind
 * each other and, unbounded, wait for many seconds. The gate admits a request at its first
 * statement only while the work already admitted is expected to finish within `maxWaitMs`;
 * beyond that the request is refused at once (503 with Retry-After) and loses nothing, because
 * it has not run a statement yet. A request admitted keeps its place until its response is done.
 *
 * The expected wait is the number of admitted requests times the database time an average
 * request needs (an exponentially weighted mean of what requests really took), which holds for
 * a serial database: the backlog is the sum of the work queued in front.
 */
/**
 * A refusal is held this long before it is sent. Clients that retry at once (a load generator, a
 * crowd pressing reload) otherwise turn refusals into a flood whose handling takes the cores the
 * database needs (docs/api-performance.md, "Refusals are held 100 ms").
 */
export const REFUSAL_PAUSE_MS = 100;

export class DatabaseBusyError extends Error {
  readonly statusCode = 503;

  constructor(readonly retryAfterSeconds: number) {
    super('The store is busy right now. Please try again in a moment.');
    this.name = 'DatabaseBusyError';
  }
}

export interface AdmissionStats {
  admitted: number;
  refused: number;
  averageRequestMs: number;
}

/** Weight of the newest request in the running mean: about the last 20 requests count. */
const SMOOTHING = 0.05;

export class AdmissionGate {
  private admittedNow = 0;
  private refusedTotal = 0;
  /** Start from a typical uncached catalogue request; the mean adapts within a few requests. */
  private averageMs = 5;

  constructor(private readonly maxWaitMs: number) {}

  /** Admits the request (once) or throws DatabaseBusyError. */
  admit(work: RequestWork): void {
    if (work.admitted) return;
    // The client left before its first statement: nobody waits for the answer, and a place taken
    // now would never be given back (its release has already happened).
    if (work.released) throw new DatabaseBusyError(1);
    const expectedMs = (this.admittedNow + 1) * this.averageMs;
    // An idle database always admits, however slow the last requests were.
    if (this.admittedNow > 0 && expectedMs > this.maxWaitMs) {
      this.refusedTotal += 1;
      throw new DatabaseBusyError(Math.max(1, Math.ceil(expectedMs / 1000)));
    }
    work.admitted = true;
    this.admittedNow += 1;
  }

  /** The request's response is done (or it was aborted): its place is free. */
  release(work: RequestWork): void {
    if (work.released) return;
    work.released = true;
    if (!work.admitted) return;
    this.admittedNow -= 1;
    this.averageMs += SMOOTHING * (work.databaseMs - this.averageMs);
  }

  stats(): AdmissionStats {
    return { admitted: this.admittedNow, refused: this.refusedTotal, averageRequestMs: this.averageMs };
  }
}
