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
/** Windows no step of these tests comes near unless it is meant to (a loaded machine only slows them). */
const LONG = { stallMs: 60_000, ceilingMs: 120_000, pollMs: 100 };
/** A busy loop in a process of its own, silent, for `ms` of wall time: CPU used below the step's own process. */
const busySilently = (ms: number) => `"${process.execPath}" -e "const end = Date.now() + ${ms}; while (Date.now() < end);"`;

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
    const result = await runStep({ name: 'passes', command: 'echo all good' }, { cwd: logDir, logDir, ...LONG, say: quiet });
    assert.equal(result.ok, true);
    assert.equal(result.stopped, undefined);
    assert.match(readFileSync(result.logFile, 'utf8'), /all good/);
  });

  it('is not stopped while it prints, however long past the stall window it runs', async () => {
    const result = await runStep(
      { name: 'prints', command: 'i=0; while [ $i -lt 24 ]; do echo "test $i passed"; sleep 0.25; i=$((i+1)); done' },
      { cwd: logDir, logDir, ...LONG, stallMs: 1_500, say: quiet },
    );
    assert.equal(result.ok, true, String(result.code));
    assert.equal(result.stopped, undefined);
    assert.ok(result.ms >= 6_000, `ran ${result.ms} ms, four stall windows`);
    assert.match(readFileSync(result.logFile, 'utf8'), /test 23 passed/);
  });

  it('is not stopped while a process below it uses CPU, though nothing is printed for several stall windows', async () => {
    // A test file that prints only when it ends, run by a process the step started.
    const result = await runStep(
      { name: 'works-silently', command: `${busySilently(6_000)}; echo file passed` },
      { cwd: logDir, logDir, ...LONG, stallMs: 1_500, say: quiet },
    );
    assert.equal(result.ok, true, String(result.code));
    assert.equal(result.stopped, undefined);
    assert.ok(result.ms >= 6_000, `ran ${result.ms} ms, four stall windows`);
    assert.match(readFileSync(result.logFile, 'utf8'), /file passed/);
  });

  it('is stopped once it has printed nothing and used no CPU for the stall window, with every process it started', async () => {
    const { env, marker } = marked();
    const lines: string[] = [];
    // A child, a grandchild, and one that left the step's process group (as Chromium does), all asleep.
    const command = 'echo working; sleep 1000 & (sleep 1000 & wait) & setsid sleep 1000 & wait';
    const result = await runStep(
      { name: 'hangs', command, env },
      { cwd: logDir, logDir, ...LONG, stallMs: 1_000, killGraceMs: 2_000, say: (line) => lines.push(line) },
    );
    assert.equal(result.ok, false);
    assert.equal(result.stopped, 'stalled');
    assert.equal(result.code, 'stalled: no output or CPU for 1s');
    assert.ok(result.ms >= 1_000, `stopped after ${result.ms} ms, before the stall window`);
    assert.ok(result.ms < LONG.ceilingMs, `stopped after ${result.ms} ms, at the ceiling rather than the stall window`);
    assert.ok(
      lines.some((line) => /⏱ hangs has printed nothing and used no CPU for 1s: stopping it and every process it started/.test(line)),
      lines.join('\n'),
    );
    assert.match(readFileSync(result.logFile, 'utf8'), /working/, 'its output up to the stop is kept');
    assert.deepEqual(processesMarked(marker), [], 'nothing it started is left');
  });

  it('is stopped at its ceiling though it keeps printing, and says so', async () => {
    const { env, marker } = marked();
    const lines: string[] = [];
    const result = await runStep(
      { name: 'loops', command: 'while :; do echo still going; sleep 0.1; done', env },
      { cwd: logDir, logDir, ...LONG, ceilingMs: 2_000, killGraceMs: 2_000, say: (line) => lines.push(line) },
    );
    assert.equal(result.ok, false);
    assert.equal(result.stopped, 'ceiling');
    assert.equal(result.code, 'ran out of time: still working after 2s, its ceiling');
    assert.ok(result.ms < LONG.stallMs, `stopped after ${result.ms} ms`);
    assert.ok(
      lines.some((line) => /⏱ loops is still running after 2s, its ceiling: stopping it/.test(line)),
      lines.join('\n'),
    );
    assert.match(readFileSync(result.logFile, 'utf8'), /still going/);
    assert.deepEqual(processesMarked(marker), [], 'nothing it started is left');
  });

  it('ends when its own process has, though a process it left holds its output open', async () => {
    const { env, marker } = marked();
    const result = await runStep(
      { name: 'leaves-one', command: 'setsid sleep 60 & echo done', env },
      { cwd: logDir, logDir, ...LONG, killGraceMs: 1_000, say: quiet },
    );
    for (const pid of processesMarked(marker)) process.kill(pid, 'SIGKILL');
    assert.equal(result.ok, true, String(result.code));
    assert.ok(result.ms < 30_000, `ended ${result.ms} ms after it started, not when what it left ended`);
  });
});
