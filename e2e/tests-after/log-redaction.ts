// Last step of `npm test -w e2e`, after every e2e file: reads the logs all their servers wrote
// (support/log-files.ts) and fails if any line holds a secret, or if there are no request lines to
// vouch for (tests-after/log-redaction-check.ts). Run it alone with `npm run logs:check -w e2e`.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { logFiles } from '../support/log-files.ts';
import { E2E_DIR } from '../support/paths.ts';
import { DEMO_SHOPPER } from '../support/shopper.ts';
import { checkLogLines, type LogLine, type SentSms } from './log-redaction-check.ts';

/** Every password the e2e files type (support/shopper.ts and the auth tests). */
const FIXTURE_PASSWORDS = [DEMO_SHOPPER.password, 'brand-new-pass', 'not-the-password', 'another-pass'];

function* linesOf(files: string[]): Generator<LogLine> {
  for (const file of files) {
    const name = relative(E2E_DIR, file);
    const lines = readFileSync(file, 'utf8').split('\n');
    for (const [index, text] of lines.entries()) yield { file: name, number: index + 1, text };
  }
}

const sent = [...linesOf(logFiles('.sms.jsonl'))].filter((line) => line.text.trim()).map((line) => JSON.parse(line.text) as SentSms);
const files = [...logFiles('.log.jsonl'), ...logFiles('.stderr.log')];
const result = checkLogLines(linesOf(files), { passwords: FIXTURE_PASSWORDS, sent });

console.log(
  `Log redaction: ${result.lines} lines in ${files.length} files, ${result.requestLines} request lines, ${sent.length} SMS codes checked.`,
);
if (result.problems.length) {
  for (const problem of result.problems.slice(0, 50)) console.error(`  ${problem.kind} at ${problem.where}: ${problem.excerpt}`);
  if (result.problems.length > 50) console.error(`  … and ${result.problems.length - 50} more`);
  console.error(`Log redaction FAILED: ${result.problems.length} problem(s).`);
  process.exit(1);
}
console.log('Log redaction passed: no secret in any line, every request line has its reqId.');
