import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { E2E_DIR } from './paths.ts';

/**
 * Where the e2e servers' logs go (git-ignored): per server `<test file>-<pid>-<n>.log.jsonl` (stdout:
 * the JSON lines), `.stderr.log`, and `.sms.jsonl` (the SMS it delivered, codes included: not a log).
 * `npm test -w e2e` empties the folder first and checks it last (tests-after/log-redaction.ts).
 */
export const LOGS_DIR = join(E2E_DIR, '.logs');

let started = 0;

/** The path prefix of the next server's files in this test process. */
export function nextLogBase(): string {
  mkdirSync(LOGS_DIR, { recursive: true });
  const testFile = basename(process.argv[1] ?? 'server').replace(/\.test\.ts$|\.ts$/, '');
  return join(LOGS_DIR, `${testFile}-${process.pid}-${++started}`);
}

/** Empties the folder: a run's check looks at that run's logs only. */
export function resetLogs(): void {
  rmSync(LOGS_DIR, { recursive: true, force: true });
  mkdirSync(LOGS_DIR, { recursive: true });
}

/** The files of one kind, e.g. '.log.jsonl'. */
export function logFiles(suffix: string): string[] {
  try {
    return readdirSync(LOGS_DIR)
      .filter((name) => name.endsWith(suffix))
      .sort()
      .map((name) => join(LOGS_DIR, name));
  } catch {
    return [];
  }
}
