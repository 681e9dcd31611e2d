import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/database.js';
import { abortCanary, recentFailureRate, type FailureRate } from '../../db/queries/remote-loads.js';
import type { FileCanary } from './canary-file.js';

export interface AbortRule {
  /** The latest loads compared, of the canary and of its remote's stable build. */
  window: number;
  /** How much higher (a fraction, 0.2 = 20 points) the canary's failure rate may be. */
  margin: number;
}

/**
 * A canary that aborts itself: after a batch that reported loads of a canary, its failure rate over
 * its last `window` loads is compared with the stable build's over its own last `window` (none yet
 * counts as no failure). Judged only on a full window, so a few early failures do not end it. Once
 * the canary's rate exceeds the stable one by more than `margin`, it is recorded as aborted with the
 * reason (and logged); answers the ones it aborted. Every API instance then hands out the stable build instead.
 */
export async function judgeCanaries(
  db: Queryable,
  canaries: readonly FileCanary[],
  rule: AbortRule,
  log: FastifyBaseLogger,
): Promise<FileCanary[]> {
  const aborted: FileCanary[] = [];
  for (const canary of canaries) {
    const tried = await recentFailureRate(db, canary.remote, canary.manifest, rule.window);
    if (tried.loads < rule.window) continue;
    const stable = await recentFailureRate(db, canary.remote, null, rule.window);
    if (rate(tried) - rate(stable) <= rule.margin) continue;
    const reason = abortReason(canary, tried, stable, rule);
    if (!(await abortCanary(db, canary.remote, canary.manifest, reason))) continue;
    log.warn({ remote: canary.remote, manifest: canary.manifest }, reason);
    aborted.push(canary);
  }
  return aborted;
}

function rate({ loads, failures }: FailureRate): number {
  return loads ? failures / loads : 0;
}

export function abortReason(canary: FileCanary, tried: FailureRate, stable: FailureRate, rule: AbortRule): string {
  const percent = (value: number) => `${Math.round(value * 100)}%`;
  return (
    `Canary of ${canary.remote} aborted (${canary.manifest}): ${tried.failures} of its last ${tried.loads} loads failed (${percent(rate(tried))}) ` +
    `against ${stable.failures} of ${stable.loads} for the stable build (${percent(rate(stable))}), more than the ${percent(rule.margin)} margin; ` +
    'every shopper now gets the stable build.'
  );
}
