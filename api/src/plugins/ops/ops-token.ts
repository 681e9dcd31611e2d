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
