import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { requestOrigin } from '../lib/request-origin.js';

/**
 * The origin of the URLs a provider sends the shopper back to (docs/payments.md, "Where the shopper
 * comes back"). A page printed for a request's host goes back to that request, and a kept one is
 * kept under that host's key; a provider's session is made once, at the link's first visit, and
 * every later visit is sent to it. So no one request's Host or X-Forwarded-Host may choose it:
 *
 * - PUBLIC_URL when it is set (a live store sets it);
 * - else the request's origin, validated as every origin the server prints (requestOrigin), and only
 *   when its host is this server itself: a loopback name or address (`npm start`, the e2e tests),
 *   or the very address the connection came in on (the store opened by its address on a network).
 *
 * Null for any other host (a name the server cannot tell is its own): the caller refuses.
 */
export function paymentReturnOrigin(request: FastifyRequest, publicUrl: string | undefined): string | null {
  const origin = requestOrigin(request, publicUrl);
  if (!origin || publicUrl) return origin;
  // The parser's form: lower case, IPv4 as four numbers, IPv6 compressed in brackets.
  const host = new URL(origin).hostname;
  return isLoopback(host) || host === connectionAddress(request) ? origin : null;
}

function isLoopback(host: string): boolean {
  if (host === 'localhost' || host.endsWith('.localhost') || host === '[::1]') return true;
  return isIP(host) === 4 && host.startsWith('127.');
}

/** The address this server was reached at on the request's connection, written as a URL's host writes it. */
function connectionAddress(request: FastifyRequest): string | null {
  const address = request.socket?.localAddress;
  if (!address) return null;
  const mapped = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (isIP(mapped) === 4) return mapped;
  return isIP(address) === 6 ? `[${address}]` : null;
}
