import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasOpsCredentials, hasOpsToken } from './ops-token.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Who is asking for an operators' view (/ops, /metrics, /readyz's details): see OpsAccess. */
    opsAccess: OpsAccess;
  }
}

/**
 * Wrong operator tokens one address may send in a window before every attempt from it is refused,
 * the right token included (docs/security.md, "Operators' views"), as sign-in limits guesses.
 */
export const OPS_GUESS_LIMIT = { max: 10, windowMs: 15 * 60_000, addresses: 10_000 };

/** 'operator': the token was right. 'stranger': no credentials sent. 'wrong': counted. Else refused for this long. */
export type OpsVerdict = 'operator' | 'stranger' | 'wrong' | { retryAfterSeconds: number };

/** How a view takes the token: Bearer only (scripts, Prometheus), or HTTP Basic too (a browser). */
export type OpsCredentials = 'bearer' | 'bearer-or-basic';

interface Failures {
  count: number;
  windowEndsAt: number;
}

/**
 * Counts wrong operator tokens per client address, in this instance's memory rather than the
 * database: the operators' views must answer while the database is down (that is when they are
 * needed), and N instances allow N times the guesses, still a bound against a token of 16 or more
 * random characters. The table of addresses is bounded too: when full, ended windows go first,
 * then the oldest entries.
 */
export class OpsAccess {
  private readonly failures = new Map<string, Failures>();

  constructor(
    private readonly opsToken: string | undefined,
    private readonly limit = OPS_GUESS_LIMIT,
    private readonly now: () => number = Date.now,
  ) {}

  judge(request: FastifyRequest, credentials: OpsCredentials): OpsVerdict {
    if (!this.opsToken || !request.headers.authorization) return 'stranger';
    const address = request.ip;
    const seen = this.failures.get(address);
    const now = this.now();
    if (seen && seen.windowEndsAt > now && seen.count >= this.limit.max) {
      return { retryAfterSeconds: Math.max(1, Math.ceil((seen.windowEndsAt - now) / 1000)) };
    }
    const right = credentials === 'bearer' ? hasOpsToken(request, this.opsToken) : hasOpsCredentials(request, this.opsToken);
    if (right) return 'operator';
    this.countFailure(address, seen && seen.windowEndsAt > now ? seen : undefined, now);
    return 'wrong';
  }

  private countFailure(address: string, current: Failures | undefined, now: number): void {
    if (current) {
      current.count += 1;
      return;
    }
    this.failures.delete(address);
    if (this.failures.size >= this.limit.addresses) this.makeRoom(now);
    this.failures.set(address, { count: 1, windowEndsAt: now + this.limit.windowMs });
  }

  private makeRoom(now: number): void {
    for (const [address, failures] of this.failures) if (failures.windowEndsAt <= now) this.failures.delete(address);
    // Map keeps insertion order: the first entries are the oldest windows.
    for (const address of this.failures.keys()) {
      if (this.failures.size < this.limit.addresses) break;
      this.failures.delete(address);
    }
  }
}

/** Decorates the app with `opsAccess`, one per instance, before any operators' view is registered. */
export const opsAccess = fp<{ opsToken: string | undefined }>(
  async function opsAccessPlugin(app: FastifyInstance, { opsToken }) {
    app.decorate('opsAccess', new OpsAccess(opsToken));
  },
  { name: 'ops-access' },
);
