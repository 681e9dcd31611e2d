import assert from 'node:assert/strict';
import { test } from 'node:test';
import { failedTestReports } from './failed-tests';

const LOG = `# Subtest: the cart
    # Subtest: adds a line
    ok 1 - adds a line
      ---
      duration_ms: 10
      ...
    # Subtest: removes a line
    not ok 2 - removes a line
      ---
      duration_ms: 30000
      failureType: 'testCodeFailure'
      error: 'waiting for the drawer timed out'
      ...
    1..2
not ok 1 - the cart
  ---
  duration_ms: 30010
  failureType: 'subtestsFailed'
  error: '1 subtest failed'
  ...
`;

test('names the failed test with its error, and not the suite that failed because of it', () => {
  const reports = failedTestReports(LOG);
  assert.equal(reports.length, 1);
  assert.match(reports[0]!, /not ok 2 - removes a line/);
  assert.match(reports[0]!, /waiting for the drawer timed out/);
  assert.doesNotMatch(reports[0]!, /the cart/);
});

test('finds nothing in a log of passed tests, and bounds a long report', () => {
  assert.deepEqual(failedTestReports('ok 1 - fine\n'), []);
  const long = `not ok 1 - long\n${Array.from({ length: 100 }, (_, i) => `  line ${i}`).join('\n')}\n  ...\n`;
  const [report] = failedTestReports(long);
  assert.ok(report!.split('\n').length <= 25);
  assert.match(report!, /more lines/);
});
