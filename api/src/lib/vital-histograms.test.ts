import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { bucketIndex, CLS_SCALE, emptyCounts, MS_SCALE, p75, storedValue } from './vital-histograms.js';

/** A histogram of the milliseconds scale with `counts` at the given bucket positions. */
function ms(counts: Record<number, number>): number[] {
  const histogram = emptyCounts(MS_SCALE);
  for (const [at, n] of Object.entries(counts)) histogram[Number(at)] = n;
  return histogram;
}

describe('field-data histograms', () => {
  it('have increasing bounds, about 20 buckets, and the overflow bucket last', () => {
    for (const scale of [MS_SCALE, CLS_SCALE]) {
      assert.ok(scale.bounds.every((bound, i) => i === 0 || bound > scale.bounds[i - 1]!));
      assert.ok(scale.top > scale.bounds.at(-1)!);
      assert.equal(emptyCounts(scale).length, scale.bounds.length + 1);
    }
    assert.equal(MS_SCALE.bounds.length + 1, 22);
    assert.equal(CLS_SCALE.bounds.length + 1, 20);
  });

  it('count a value in the first bucket whose bound is at least the value', () => {
    assert.equal(bucketIndex(0, MS_SCALE), 0);
    assert.equal(bucketIndex(25, MS_SCALE), 0);
    assert.equal(bucketIndex(25.1, MS_SCALE), 1);
    assert.equal(bucketIndex(200, MS_SCALE), 4);
    assert.equal(bucketIndex(60_000, MS_SCALE), 20);
    assert.equal(bucketIndex(600_000, MS_SCALE), 21, 'past the last bound: the overflow bucket');
    assert.equal(storedValue('CLS', 0.05), 50);
    assert.equal(storedValue('INP', 187.3), 187.3);
    assert.equal(bucketIndex(storedValue('CLS', 0), CLS_SCALE), 0, 'a CLS of 0 has a bucket of its own');
    assert.equal(bucketIndex(storedValue('CLS', 0.001), CLS_SCALE), 1);
    assert.equal(bucketIndex(storedValue('CLS', 0.05), CLS_SCALE), 4);
  });
});

describe('p75', () => {
  it('is null for an empty histogram', () => {
    assert.equal(p75(emptyCounts(MS_SCALE), MS_SCALE), null);
    assert.equal(p75([], MS_SCALE), null);
  });

  it('interpolates linearly inside the bucket the 75th percentile falls in', () => {
    // 20 values in (150, 200]: the 15th of 20 is three quarters of the way through it.
    assert.equal(p75(ms({ 4: 20 }), MS_SCALE), 187.5);
    // 2 in [0, 25], 2 in (25, 50]: rank 3 is half way through the second bucket.
    assert.equal(p75(ms({ 0: 2, 1: 2 }), MS_SCALE), 37.5);
    // 1 in (400, 500], 3 in (2500, 3000]: rank 3 is two thirds of the way through the second.
    assert.equal(p75(ms({ 7: 1, 14: 3 }), MS_SCALE), 2500 + (500 * 2) / 3);
  });

  it("is a bucket's upper bound when exactly three quarters are at or below it", () => {
    assert.equal(p75(ms({ 1: 3, 2: 1 }), MS_SCALE), 50);
    assert.equal(p75(ms({ 3: 30, 9: 5, 12: 5 }), MS_SCALE), 150);
  });

  it('starts the first bucket at 0 and ends the overflow bucket at the top', () => {
    assert.equal(p75(ms({ 0: 4 }), MS_SCALE), 18.75);
    assert.equal(p75(ms({ 21: 4 }), MS_SCALE), 60_000 + (600_000 - 60_000) * 0.75);
    const cls = emptyCounts(CLS_SCALE);
    cls[0] = 3;
    cls[5] = 1;
    assert.equal(p75(cls, CLS_SCALE), 0, 'three quarters of the pages did not move');
  });
});
