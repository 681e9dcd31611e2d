import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/database.js';
import { judgedFieldData, type JudgedFieldData } from '../../db/queries/judged-field-data.js';
import { abortCanary, recentFailureRate, type FailureRate } from '../../db/queries/remote-loads.js';
import type { FileCanary } from './canary-file.js';
import type { VitalsMargin } from './telemetry-config.js';
import { MS_SCALE, p75 } from '../../lib/vital-histograms.js';

/**
 * The canary rules (docs/composition.md, "Canary"). Each compares a canary with its remote's stable
 * build on what the store judges (judged loads, judged page views: counted per source, each source
 * capped, only of builds the store served that browser), and reads every figure (a failure rate,
 * errors per page view, a p75) without the one source whose reports move it most. A client's
 * reports then steer nothing unless they move a figure less than some real shopper's do
 * (docs/composition.md, "What a client can still do").
 */

export interface AbortRule {
  /** The latest judged loads compared, of the canary and of its remote's stable build. */
  window: number;
  /** How much higher (a fraction, 0.2 = 20 points) the canary's failure rate may be. */
  margin: number;
}

/** A canary and the stable build it is compared with (that remote's manifest in the composition). */
export interface JudgedCanary extends FileCanary {
  stable: string;
}

/**
 * After a batch that counted loads of a canary: its failure rate over its last `window` judged loads
 * against the stable build's over its own last `window` (none yet counts as no failure), each
 * without its most influential source. Judged only on a full window from two sources or more, so a
 * few early failures do not end it, nor one source's. Once the canary's rate exceeds the stable
 * build's by more than `margin`, it is recorded as aborted with the reason (and logged); answers the
 * ones it aborted. Every API instance then hands out the stable build instead.
 */
export async function judgeCanaries(
  db: Queryable,
  canaries: readonly JudgedCanary[],
  rule: AbortRule,
  log: FastifyBaseLogger,
): Promise<FileCanary[]> {
  const aborted: FileCanary[] = [];
  for (const canary of canaries) {
    const tried = await recentFailureRate(db, { remote: canary.remote, manifest: canary.manifest, canary: true }, rule.window);
    if (tried.loads < rule.window || tried.trimmedRate === null) continue;
    const stable = await recentFailureRate(db, { remote: canary.remote, manifest: canary.stable, canary: false }, rule.window);
    if (tried.trimmedRate - trimmedRate(stable) <= rule.margin) continue;
    if (await recordAbort(db, canary, abortReason(canary, tried, stable, rule), log)) aborted.push(canary);
  }
  return aborted;
}

/** The failure rate without the most influential source; with fewer than two sources, the rate itself (none counts as no failure). */
function trimmedRate(rate: FailureRate): number {
  return rate.trimmedRate ?? (rate.loads ? rate.failures / rate.loads : 0);
}

const percent = (value: number) => `${Math.round(value * 100)}%`;

export function abortReason(canary: FileCanary, tried: FailureRate, stable: FailureRate, rule: AbortRule): string {
  const rate = ({ loads, failures }: FailureRate) => (loads ? failures / loads : 0);
  return abortedBecause(
    canary,
    `load rule: ${tried.failures} of its last ${tried.loads} loads failed (${percent(rate(tried))}, from ${sources(tried.sources)}), ` +
      `${percent(trimmedRate(tried))} without its most influential source, against ${stable.failures} of ${stable.loads} ` +
      `for the stable build (${percent(rate(stable))}, from ${sources(stable.sources)}), ${percent(trimmedRate(stable))} without its most ` +
      `influential source, more than the ${percent(rule.margin)} margin`,
  );
}

const sources = (n: number) => `${n} ${n === 1 ? 'source' : 'sources'}`;

/** What the field data rules compare (docs/composition.md, "Canary"). */
export interface FieldDataRule {
  /** Minutes of field data compared: the hourly rows that overlap them. */
  windowMinutes: number;
  /** Page views the canary and its stable build each need, without their largest source's, before they are compared. */
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
 * After a batch of page views that counted for a canary: its judged page views over the last
 * `windowMinutes` against its stable build's, once each has `minPageViews` page views without its
 * largest source's. It is aborted (as the load rule does, with the rule and its numbers as the
 * reason) when, each figure without the one source that moves it most,
 * - its errors per page view exceed the stable build's by more than `errorMargin` (error rule), or
 * - its p75 INP, or else its p75 LCP, is worse than the stable build's by more than both the share
 *   and the floor of `vitals` (INP rule, LCP rule). A vital is compared only when both still have
 *   `minPageViews` measurements of it: not every page view has an INP.
 * A page's vitals count for every build on it, so canary and stable are compared on the same kind
 * of pages; a build's errors are those blamed on it.
 */
export async function judgeFieldData(
  db: Queryable,
  canaries: readonly JudgedCanary[],
  rule: FieldDataRule,
  log: FastifyBaseLogger,
): Promise<FileCanary[]> {
  const aborted: FileCanary[] = [];
  for (const canary of canaries) {
    const tried = await judgedFieldData(db, { remote: canary.remote, manifest: canary.manifest, served: 'canary' }, rule.windowMinutes);
    if (tried.views - tried.largest < rule.minPageViews) continue;
    const stable = await judgedFieldData(db, { remote: canary.remote, manifest: canary.stable, served: 'stable' }, rule.windowMinutes);
    if (stable.views - stable.largest < rule.minPageViews) continue;
    const reason = fieldDataAbortReason(canary, tried, stable, rule);
    if (reason && (await recordAbort(db, canary, reason, log))) aborted.push(canary);
  }
  return aborted;
}

/** The abort reason when the canary's field data breaks a rule (the first it breaks), else null. */
export function fieldDataAbortReason(
  canary: FileCanary,
  tried: JudgedFieldData,
  stable: JudgedFieldData,
  rule: FieldDataRule,
): string | null {
  const broken = fieldDataProblem(tried, stable, rule);
  return broken ? abortedBecause(canary, broken) : null;
}

/** Which rule the canary breaks, in the words of its abort reason; null when it breaks none. */
function fieldDataProblem(tried: JudgedFieldData, stable: JudgedFieldData, rule: FieldDataRule): string | null {
  const perView = (data: JudgedFieldData) => (data.views ? data.errors / data.views : 0);
  const trimmed = (data: JudgedFieldData) => data.trimmedRate ?? perView(data);
  if (trimmed(tried) - trimmed(stable) > rule.errorMargin) {
    return (
      `error rule: ${perView(tried).toFixed(2)} errors per page view over its last ${rule.windowMinutes} min ` +
      `(${tried.errors} of ${tried.views} views, from ${sources(tried.sources)}), ${trimmed(tried).toFixed(2)} without its most influential source, ` +
      `against ${perView(stable).toFixed(2)} for the stable build (${stable.errors} of ${stable.views}, from ${sources(stable.sources)}), ` +
      `${trimmed(stable).toFixed(2)} without its most influential source, more than the ${rule.errorMargin} margin`
    );
  }
  const { share, floorMs } = rule.vitals;
  for (const [vital, field] of JUDGED_VITALS) {
    const canaryP75 = trimmedP75(tried, field);
    const stableP75 = trimmedP75(stable, field);
    if (!canaryP75 || !stableP75 || canaryP75.measured < rule.minPageViews || stableP75.measured < rule.minPageViews) continue;
    const [slow, fast] = [canaryP75.value, stableP75.value];
    if (slow > fast * (1 + share) && slow - fast > floorMs) {
      return (
        `${vital} rule: p75 ${vital} ${Math.round(canaryP75.whole)} ms (${canaryP75.all} page views, from ${sources(tried.sources)}), ` +
        `${Math.round(slow)} ms without its most influential source, against ${Math.round(stableP75.whole)} ms for the stable build ` +
        `(${stableP75.all}, from ${sources(stable.sources)}), ${Math.round(fast)} ms without its most influential source, ` +
        `worse by more than ${Math.round(share * 100)}% and ${floorMs} ms`
      );
    }
  }
  return null;
}

/**
 * A build's p75 of `field` (`whole`, of `all` measurements) and as it is without the one of its
 * heaviest sources whose removal moves it most (`value`, of `measured`); null without measurements.
 */
function trimmedP75(data: JudgedFieldData, field: 'inp' | 'lcp') {
  const sum = (counts: readonly number[]) => counts.reduce((total, n) => total + n, 0);
  const whole = p75(data[field], MS_SCALE);
  if (whole === null) return null;
  const all = sum(data[field]);
  let trimmed = { value: whole, measured: all, moved: -1 };
  for (const source of data.heaviest) {
    const rest = data[field].map((n, i) => n - (source[field][i] ?? 0));
    const value = p75(rest, MS_SCALE);
    if (value !== null && Math.abs(value - whole) > trimmed.moved) trimmed = { value, measured: sum(rest), moved: Math.abs(value - whole) };
  }
  return { whole, all, value: trimmed.value, measured: trimmed.measured };
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
