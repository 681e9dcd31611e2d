/**
 * The fixed buckets of the field-data histograms (docs/composition.md, "Field data and errors"),
 * defined once: the stored aggregates (page_view_hours, one integer count per bucket), the p75s the
 * canary rule and `compose report` read from them, and the Prometheus histograms all use these.
 * Changing a bound changes what a stored position means: it needs a migration that empties
 * page_view_hours.
 *
 * Bounds are upper bounds, a value equal to one counting in its bucket (Prometheus' `le`); one more
 * bucket past the last bound counts the rest, up to the largest value the API takes (`top`). They
 * are roughly log-spaced (each 1.2 to 2 times the one before, 3 for the last), with the good and
 * poor thresholds of each vital among them (INP 200/500 ms, LCP 2500/4000 ms, FCP 1800/3000 ms,
 * TTFB 800/1800 ms, CLS 0.1/0.25), so "share of good page views" is exact.
 */

export const VITALS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type Vital = (typeof VITALS)[number];

export interface VitalScale {
  /** Upper bounds of the buckets, increasing; the overflow bucket follows the last. */
  bounds: readonly number[];
  /** The largest value stored: the overflow bucket's upper end. */
  top: number;
}

/** Milliseconds (LCP, INP, FCP, TTFB): 21 bounds, 22 buckets; the API takes up to 10 minutes. */
export const MS_SCALE: VitalScale = {
  bounds: [25, 50, 100, 150, 200, 300, 400, 500, 650, 800, 1000, 1300, 1800, 2500, 3000, 4000, 5000, 7000, 10_000, 20_000, 60_000],
  top: 600_000,
};

/**
 * CLS in thousandths (0.05 is 50): 19 bounds, 20 buckets. The first holds exactly 0, what most
 * pages that do not move score; the API takes up to 100.
 */
export const CLS_SCALE: VitalScale = {
  bounds: [0, 5, 10, 25, 50, 75, 100, 150, 200, 250, 300, 400, 500, 750, 1000, 1500, 2500, 5000, 10_000],
  top: 100_000,
};

export const VITAL_SCALES: Readonly<Record<Vital, VitalScale>> = {
  LCP: MS_SCALE,
  INP: MS_SCALE,
  CLS: CLS_SCALE,
  FCP: MS_SCALE,
  TTFB: MS_SCALE,
};

/** A vital as reported (ms, or CLS unitless) in its stored unit: CLS in whole thousandths. */
export function storedValue(vital: Vital, value: number): number {
  return vital === 'CLS' ? Math.round(value * 1000) : value;
}

/** The bucket a value counts in: the first whose bound is at least the value, else the overflow bucket. */
export function bucketIndex(value: number, scale: VitalScale): number {
  const index = scale.bounds.findIndex((bound) => value <= bound);
  return index === -1 ? scale.bounds.length : index;
}

export function emptyCounts(scale: VitalScale): number[] {
  return new Array<number>(scale.bounds.length + 1).fill(0);
}

/**
 * The 75th percentile of a histogram, by linear interpolation inside the bucket it falls in (the
 * values of a bucket taken as spread evenly from its lower to its upper bound; the first bucket
 * starts at 0, the overflow bucket ends at `top`). Null for an empty histogram. Exact at a bucket's
 * bounds, within a bucket's width elsewhere: enough to compare a canary with the stable build.
 */
export function p75(counts: readonly number[], scale: VitalScale): number | null {
  const total = counts.reduce((sum, n) => sum + n, 0);
  if (total <= 0) return null;
  const rank = total * 0.75;
  let below = 0;
  for (let i = 0; i < counts.length; i += 1) {
    const n = counts[i] ?? 0;
    if (n > 0 && below + n >= rank) {
      const lower = i === 0 ? 0 : (scale.bounds[i - 1] ?? scale.top);
      const upper = scale.bounds[i] ?? scale.top;
      return lower + ((upper - lower) * (rank - below)) / n;
    }
    below += n;
  }
  return scale.top;
}
