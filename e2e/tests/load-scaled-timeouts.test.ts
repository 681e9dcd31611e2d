// The e2e waits stretch with the machine's load (e2e/support/load-scaled-timeouts.ts).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { availableParallelism } from 'node:os';
import { loadFactor } from '../support/load-scaled-timeouts.ts';

const cores = availableParallelism();

describe('the load factor of the e2e waits', () => {
  it('is 1 on a machine with a core for every thread that wants one', () => {
    assert.equal(loadFactor([1, cores, 0], cores / 2), 1);
    assert.equal(loadFactor([], 0), 1, 'nothing read: the quiet window');
  });

  it('grows with the threads wanting each core, the recent average or the minute’s load, whichever is larger', () => {
    assert.equal(loadFactor([cores * 4, cores * 6], 0), 5);
    assert.equal(loadFactor([cores], cores * 3), 3, 'a burst that just ended still counts');
  });

  it('stops at ten times the quiet window', () => {
    assert.equal(loadFactor([cores * 50], cores * 50), 10);
  });
});
