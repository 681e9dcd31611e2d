import type { FastifyReply } from 'fastify';
import { waitMessage } from '../i18n/message.js';

/** A rate limit's refusal (domain/rate-limit.ts): when the subject may ask again. */
export interface RateLimitRefusal {
  retryAfterSeconds: number;
}

/** 429 `{ message }` with `Retry-After` in seconds (docs/api.md#errors). */
export function sendTooManyRequests(reply: FastifyReply, refusal: RateLimitRefusal): FastifyReply {
  return reply
    .code(429)
    .header('retry-after', String(refusal.retryAfterSeconds))
    .send({
      message: reply.request.say(waitMessage('http.too_many_attempts', 'http.too_many_attempts_minutes', refusal.retryAfterSeconds)),
    });
}
