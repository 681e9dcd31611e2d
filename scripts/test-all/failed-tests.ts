// The failed tests of a step's log, for the summary: a CI run shows only the end of its output, and
// a failed e2e test's report sits hundreds of lines above the step's last lines.

/** At most this many lines of one failure's report (its "not ok" line and its diagnostics). */
const LINES_PER_FAILURE = 24;
const MAX_FAILURES = 5;

/**
 * The reports of the innermost failed tests in node:test's TAP output: each "not ok" line whose
 * diagnostics do not say it failed because a test inside it did, with the lines up to its "...".
 */
export function failedTestReports(log: string): string[] {
  const lines = log.split('\n');
  const reports: string[] = [];
  for (let i = 0; i < lines.length && reports.length < MAX_FAILURES; i += 1) {
    if (!/^\s*not ok \d+ - /.test(lines[i]!)) continue;
    const end = lines.findIndex((line, j) => j > i && /^\s*\.\.\.\s*$/.test(line));
    const block = lines.slice(i, end === -1 ? lines.length : end + 1);
    if (block.some((line) => /failureType: 'subtestsFailed'/.test(line))) continue;
    const shown = block.slice(0, LINES_PER_FAILURE);
    if (shown.length < block.length) shown.push(`  … ${block.length - shown.length} more lines`);
    reports.push(shown.join('\n'));
  }
  return reports;
}
