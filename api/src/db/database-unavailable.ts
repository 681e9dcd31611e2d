/**
 * Whether an error means the database cannot be reached right now (a refused or dropped
 * connection, a server shutting down or starting, no connection within the pool's timeout), as
 * opposed to a fault of the statement or of our code. Such a request is answered 503 with
 * Retry-After (plugins/error-handler.ts): nothing it asked for was done, and asking again later
 * is the right thing to do. docs/operating.md, "When the database is down".
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EPIPE',
  'EAI_AGAIN',
]);

/** SQLSTATEs of a server going away or not yet there: admin_shutdown, crash_shutdown, cannot_connect_now. */
const SHUTDOWN_STATES = new Set(['57P01', '57P02', '57P03']);

/** What node-postgres says when a connection ends or cannot be made in time (it sets no code). */
const DROPPED = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/** How deep to look through `cause` and AggregateError's `errors` (a refusal of every address of a host). */
const MAX_DEPTH = 3;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > MAX_DEPTH) return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SHUTDOWN_STATES.has(code) || code.startsWith('08'))) return true;
  if (typeof message === 'string' && DROPPED.test(message)) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
