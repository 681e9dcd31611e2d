import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Request ids and the one log line per request (docs/logging.md).
 *
 * A client may suggest an id (`X-Request-Id`, the storefront sends one with every call) so that the
 * reference a shopper reads from an error toast finds the server's line; anything that is not a
 * plain token is ignored and replaced, so a header can never put its own text into the log.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Answers slower than this are logged at warn. */
export const SLOW_REQUEST_MS = 1000;

/** Fastify's genReqId: the client's id when it is a sane token, else a fresh UUID. */
export function requestIdOf(raw: IncomingMessage): string {
  const offered = raw.headers['x-request-id'];
  return typeof offered === 'string' && SANE_REQUEST_ID.test(offered) ? offered : randomUUID();
}

/** Request body fields that carry a secret (auth and account schemas under routes/). */
const SECRET_FIELDS = [
  'password',
  'password_confirmation',
  'current_password',
  'new_password',
  'otp',
  'code',
  'token',
  'access_token',
  'refresh_token',
  'id_token',
];
const SECRET_HEADERS = ['authorization', 'cookie', 'set-cookie', 'x-ops-token', 'proxy-authorization'];

/**
 * Where pino blanks out a value in a logged object (headers, body fields, top level and one level
 * down). No line logs headers or bodies today; this is the net under a future `log.info({ body })`.
 * `code` is only blanked inside a body: elsewhere it is an error's code (ECONNREFUSED), which an
 * operator needs.
 */
export const REDACTED_PATHS = [
  ...SECRET_HEADERS.flatMap((header) => [`req.headers["${header}"]`, `headers["${header}"]`, `res.headers["${header}"]`]),
  ...SECRET_FIELDS.flatMap((field) => [`body.${field}`, `req.body.${field}`]),
  ...SECRET_FIELDS.filter((field) => field !== 'code').flatMap((field) => [field, `*.${field}`]),
  'access.token',
  '*.access.token',
];

/** The server's logger options: the level, and the secrets pino must never write. */
export function loggerOptions(level: string): { level: string; redact: { paths: string[]; censor: string } } {
  return { level, redact: { paths: REDACTED_PATHS, censor: '[Redacted]' } };
}

/**
 * Some pages are named by an unguessable token (payment and invoice pages, uploads: routes/orders,
 * routes/uploads); the path is the capability, so the line keeps the segment's shape, not its value.
 * A random base64url segment of 24+ characters has capitals and digits; slugs and hashes do not.
 */
const TOKEN_SEGMENT = /(?<=\/)[A-Za-z0-9_-]{24,}(?=\.[A-Za-z0-9]+$|\/|$)/g;

/** The path without its query string and with capability tokens masked. */
export function loggedPath(url: string): string {
  const path = url.split('?', 1)[0] ?? '';
  return path.replace(TOKEN_SEGMENT, (segment) => (/[A-Z]/.test(segment) && /\d/.test(segment) ? '[token]' : segment));
}

/** Byte count of the answer when it was known before sending (not for streams). */
function responseBytes(reply: FastifyReply): number | undefined {
  const length = Number(reply.getHeader('content-length'));
  return Number.isFinite(length) && length >= 0 ? length : undefined;
}

/**
 * The fields of the request's line. The query string is left out: it carries typed search words
 * and could carry a token a link was made with; route, path and reqId find the call. `userId` is
 * there on routes that look at the caller (requireUser, optionalUser), never the token.
 */
export function requestLine(request: FastifyRequest, reply: FastifyReply) {
  return {
    method: request.method,
    route: request.routeOptions.url,
    path: loggedPath(request.url),
    status: reply.statusCode,
    ms: Math.round(reply.elapsedTime * 10) / 10,
    bytes: responseBytes(reply),
    userId: request.session?.id,
    ip: request.ip,
  };
}

/**
 * Echoes the request id on every answer and writes one line when the answer is done, through
 * `request.log`, so routes with `logLevel: 'silent'` (probes, metrics) write nothing. A 5xx is an
 * error line without the stack: error-handler.ts has already logged the error with the same reqId.
 */
export const requestLog = fp(
  async function requestLog(app: FastifyInstance) {
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('x-request-id', request.id);
      done();
    });
    app.addHook('onResponse', async (request, reply) => {
      const line = requestLine(request, reply);
      if (line.status >= 500) request.log.error(line, 'request');
      else if (line.ms > SLOW_REQUEST_MS) request.log.warn(line, 'slow request');
      else request.log.info(line, 'request');
    });
  },
  { name: 'request-log' },
);
