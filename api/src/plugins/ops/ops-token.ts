import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether the request carries the operator's token (`Authorization: Bearer <OPS_TOKEN>`). With no
 * OPS_TOKEN configured nobody does. Compared through fixed-length digests so the answer's timing
 * says nothing about how much of a guess was right.
 */
export function hasOpsToken(request: FastifyRequest, opsToken: string | undefined): boolean {
  if (!opsToken) return false;
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer (.+)$/i.exec(header.trim()) : null;
  if (!match?.[1]) return false;
  return timingSafeEqual(digest(match[1]), digest(opsToken));
}

/**
 * The same token from a browser: HTTP Basic with OPS_TOKEN as the password (any user name), which
 * every browser, a phone's included, asks for by itself; or the Bearer header, as scripts send it.
 */
export function hasOpsCredentials(request: FastifyRequest, opsToken: string | undefined): boolean {
  if (!opsToken) return false;
  const header = request.headers.authorization;
  const basic = typeof header === 'string' ? /^Basic ([A-Za-z0-9+/=]{1,2000})$/i.exec(header.trim()) : null;
  if (!basic?.[1]) return hasOpsToken(request, opsToken);
  const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
  const password = decoded.slice(decoded.indexOf(':') + 1);
  return decoded.includes(':') && timingSafeEqual(digest(password), digest(opsToken));
}
