import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { runStep } from './run-step';

const logDir = mkdtempSync(path.join(tmpdir(), 'run-step-'));
after(() => rmSync(logDir, { recursive: true, force: true }));
const quiet = () => undefined;

/** Processes whose environment holds `marker` (Linux's /proc): what a step started and left. */
function processesMarked(marker: string): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const zombie = stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
        return !zombie && readFileSync(`/proc/${pid}/environ`, 'utf8').includes(marker);
      } catch {
        return false;
      }
    })
    .map(Number);
}

function marked(): { env: Record<string, string>; marker: string } {
  const value = randomBytes(8).toString('hex');
  return { env: { RUN_STEP_TEST_MARK: value }, marker: `RUN_STEP_TEST_MARK=${value}` };
}

describe('a step of npm test', () => {
  it('passes with its output in its log file', async () => {
    const result = await runStep({ name: 'passes', command: 'echo all good' }, { cwd: logDir, logDir, boundMs: 30_000, say: quiet });
    assert.equal(result.ok, true);
    assert.equal(result.timedOut, false);
    assert.match(readFileSync(result.logFile, 'utf8'), /all good/);
  });

  it('is stopped at its bound with every process it started, a new process group included, and says so', async () => {
    const { env, marker } = marked();
    const lines: string[] = [];
    const started = Date.now();
    // A child, a grandchild, and one that left the step's process group (as Chromium does).
    const command = 'echo working; sleep 300 & (sleep 300 & wait) & setsid sleep 300 & wait';
    const result = await runStep(
      { name: 'hangs', command, env },
      { cwd: logDir, logDir, boundMs: 1_000, killGraceMs: 2_000, say: (line) => lines.push(line) },
    );
    const seconds = (Date.now() - started) / 1000;
    assert.equal(result.ok, false);
    assert.equal(result.timedOut, true);
    assert.match(String(result.code), /ran out of time: stopped after 1s/);
    assert.ok(seconds < 8, `ended ${seconds.toFixed(1)} s after it started`);
    assert.ok(
      lines.some((line) => /⏱ hangs is still running after 1s, its bound: stopping it/.test(line)),
      lines.join('\n'),
    );
    assert.match(readFileSync(result.logFile, 'utf8'), /working/, 'its output up to the stop is kept');
    assert.deepEqual(processesMarked(marker), [], 'nothing it started is left');
  });

  it('ends when its own process has, though a process it left holds its output open', async () => {
    const { env, marker } = marked();
    const started = Date.now();
    const result = await runStep(
      { name: 'leaves-one', command: 'setsid sleep 60 & echo done', env },
      { cwd: logDir, logDir, boundMs: 30_000, killGraceMs: 1_000, say: quiet },
    );
    const seconds = (Date.now() - started) / 1000;
    for (const pid of processesMarked(marker)) process.kill(pid, 'SIGKILL');
    assert.equal(result.ok, true, String(result.code));
    assert.ok(seconds < 10, `ended ${seconds.toFixed(1)} s after it started`);
  });
});
