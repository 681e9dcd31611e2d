import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/database.js';
import { recentFieldData, type FieldData } from '../../db/queries/field-data.js';
import { abortCanary, recentFailureRate, type FailureRate } from '../../db/queries/remote-loads.js';
import type { FileCanary } from './canary-file.js';
import type { VitalsMargin } from './telemetry-config.js';
import { MS_SCALE, p75 } from '../../lib/vital-histograms.js';

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
    if (await recordAbort(db, canary, abortReason(canary, tried, stable, rule), log)) aborted.push(canary);
  }
  return aborted;
}

function rate({ loads, failures }: FailureRate): number {
  return loads ? failures / loads : 0;
}

export function abortReason(canary: FileCanary, tried: FailureRate, stable: FailureRate, rule: AbortRule): string {
  const percent = (value: number) => `${Math.round(value * 100)}%`;
  return abortedBecause(
    canary,
    `${tried.failures} of its last ${tried.loads} loads failed (${percent(rate(tried))}) ` +
      `against ${stable.failures} of ${stable.loads} for the stable build (${percent(rate(stable))}), more than the ${percent(rule.margin)} margin`,
  );
}

/** What the field data rules compare (docs/composition.md, "Canary"). */
export interface FieldDataRule {
  /** Minutes of field data compared: the hourly rows that overlap them. */
  windowMinutes: number;
  /** Page views the canary and its stable build each need before they are compared. */
  minPageViews: number;
  /** How much higher (errors per page view) the canary's error rate may be: CANARY_ABORT_MARGIN. */
  errorMargin: number;
  /** How much worse the canary's p75 INP and LCP may be. */
  vitals: VitalsMargin;
}

/** The vitals the rule compares, in this order: responsiveness first, it is what a broken build costs most. */
const JUDGED_VITALS = [
  ['INP', 'inp'],
  ['LCP', 'lcp'],
] as const;

/**
 * After a batch of page views or errors that concerned a canary: its field data over the last
 * `windowMinutes` against its stable build's, once each has `minPageViews` page views. It is
 * aborted (as the load rule does, with the rule and its numbers as the reason) when
 * - its errors per page view exceed the stable build's by more than `errorMargin` (error rule), or
 * - its p75 INP, or else its p75 LCP, is worse than the stable build's by more than both the share
 *   and the floor of `vitals` (INP rule, LCP rule). A vital is compared only when both have
 *   `minPageViews` measurements of it: not every page view has an INP.
 * A page's vitals count for every build on it, so canary and stable are compared on the same kind
 * of pages; a build's errors are those blamed on it. Each comes from the same (possibly sampled)
 * page views as the count.
 */
export async function judgeFieldData(
  db: Queryable,
  canaries: readonly FileCanary[],
  rule: FieldDataRule,
  log: FastifyBaseLogger,
): Promise<FileCanary[]> {
  const aborted: FileCanary[] = [];
  for (const canary of canaries) {
    const tried = await recentFieldData(db, canary.remote, canary.manifest, rule.windowMinutes);
    if (tried.views < rule.minPageViews) continue;
    const stable = await recentFieldData(db, canary.remote, null, rule.windowMinutes);
    if (stable.views < rule.minPageViews) continue;
    const reason = fieldDataAbortReason(canary, tried, stable, rule);
    if (reason && (await recordAbort(db, canary, reason, log))) aborted.push(canary);
  }
  return aborted;
}

/** The abort reason when the canary's field data breaks a rule (the first it breaks), else null. */
export function fieldDataAbortReason(canary: FileCanary, tried: FieldData, stable: FieldData, rule: FieldDataRule): string | null {
  const broken = fieldDataProblem(tried, stable, rule);
  return broken ? abortedBecause(canary, broken) : null;
}

/** Which rule the canary breaks, in the words of its abort reason; null when it breaks none. */
function fieldDataProblem(tried: FieldData, stable: FieldData, rule: FieldDataRule): string | null {
  const perView = (data: FieldData) => (data.views ? data.errors / data.views : 0);
  if (perView(tried) - perView(stable) > rule.errorMargin) {
    return (
      `error rule: ${perView(tried).toFixed(2)} errors per page view over its last ${rule.windowMinutes} min ` +
      `(${tried.errors} of ${tried.views} views) against ${perView(stable).toFixed(2)} for the stable build ` +
      `(${stable.errors} of ${stable.views}), more than the ${rule.errorMargin} margin`
    );
  }
  const { share, floorMs } = rule.vitals;
  for (const [vital, field] of JUDGED_VITALS) {
    const measured = (data: FieldData) => data[field].reduce((sum, n) => sum + n, 0);
    if (measured(tried) < rule.minPageViews || measured(stable) < rule.minPageViews) continue;
    const canaryP75 = p75(tried[field], MS_SCALE);
    const stableP75 = p75(stable[field], MS_SCALE);
    if (canaryP75 === null || stableP75 === null) continue;
    if (canaryP75 > stableP75 * (1 + share) && canaryP75 - stableP75 > floorMs) {
      return (
        `${vital} rule: p75 ${vital} ${Math.round(canaryP75)} ms against ${Math.round(stableP75)} ms for the stable build, ` +
        `worse by more than ${Math.round(share * 100)}% and ${floorMs} ms`
      );
    }
  }
  return null;
}

/** "Canary of cart aborted (<manifest>): <why>; every shopper now gets the stable build." */
function abortedBecause(canary: FileCanary, why: string): string {
  return `Canary of ${canary.remote} aborted (${canary.manifest}): ${why}; every shopper now gets the stable build.`;
}

/** Records the abort once (the first reason stands) and logs it; answers whether this call recorded it. */
async function recordAbort(db: Queryable, canary: FileCanary, reason: string, log: FastifyBaseLogger): Promise<boolean> {
  if (!(await abortCanary(db, canary.remote, canary.manifest, reason))) return false;
  log.warn({ remote: canary.remote, manifest: canary.manifest }, reason);
  return true;
}
