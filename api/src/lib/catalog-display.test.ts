import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { displayCount } from './catalog-display.js';

describe('displayCount', () => {
  it('shows counts below 10,000 exactly, with thousands separators', () => {
    assert.equal(displayCount(0), '0');
    assert.equal(displayCount(7), '7');
    assert.equal(displayCount(999), '999');
    assert.equal(displayCount(1234), '1,234');
    assert.equal(displayCount(9999), '9,999');
  });

  it('abbreviates from 10,000 on, rounding down to one decimal', () => {
    assert.equal(displayCount(10_000), '10K');
    assert.equal(displayCount(12_345), '12.3K');
    assert.equal(displayCount(19_999), '19.9K');
    assert.equal(displayCount(999_999), '999.9K');
    assert.equal(displayCount(1_250_000), '1.2M');
    assert.equal(displayCount(3_000_000_000), '3B');
  });

  it('never shows a negative or fractional count', () => {
    assert.equal(displayCount(-5), '0');
    assert.equal(displayCount(12.9), '12');
  });
});
