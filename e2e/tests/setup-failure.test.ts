// A test file whose setup fails ends, with everything it opened closed: a file whose `before` failed
// while its browser was still launching once kept its Chromium, its process and `npm test` alive
// for good (docs/testing.md, "Never hang").
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { scaled } from '../support/load-scaled-timeouts.ts';
import { E2E_DIR } from '../support/paths.ts';

/**
 * How long the fixture may take before it counts as hung: a browser launch and a server's failed
 * start, 45 s at least, longer as the machine's load stretches the same work (load-scaled-timeouts.ts).
 */
const boundMs = () => Math.max(45_000, scaled(30_000));

/** Processes whose environment holds `marker` (Linux's /proc): what the fixture started and left. */
function processesMarked(marker: string): number[] {
  const found: number[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/environ`, 'utf8').includes(marker)) found.push(Number(pid));
    } catch {
      // Ended while we looked, or not ours to read.
    }
  }
  return found;
}

describe('a test file whose setup fails', () => {
  it('ends within seconds, its browser and server closed', async () => {
    const marker = `E2E_SETUP_FAILURE_MARK=${randomBytes(8).toString('hex')}`;
    const [name, value] = marker.split('=') as [string, string];
    const started = Date.now();
    const bound = boundMs();
    const child = spawn(process.execPath, ['--import', 'tsx', '--test', join(E2E_DIR, 'tests/fixtures/failing-setup.ts')], {
      cwd: E2E_DIR,
      // Without the test runner's own variable, which would make it skip the file as a nested run.
      env: { ...process.env, NODE_TEST_CONTEXT: undefined, [name]: value },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), bound);
    const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
      child.once('close', (c, s) => resolve([c, s])),
    );
    clearTimeout(timer);
    const seconds = (Date.now() - started) / 1000;
    // Whatever the file left is stopped here, whether or not the checks below pass.
    const left = processesMarked(marker);
    for (const pid of left) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // It ended meanwhile.
      }
    }
    assert.equal(signal, null, `the file's process ended by itself, not killed after ${bound / 1000} s:\n${output}`);
    assert.notEqual(code, 0, `the failed setup failed the file:\n${output}`);
    assert.match(output, /The server exited \(1\) before it was ready/, 'the failure names the server and carries its output');
    assert.match(output, /PORT/, "the server's own message is in the failure");
    assert.doesNotMatch(output, /the setup should have failed/, 'no test ran after the failed setup');
    assert.ok(seconds < bound / 1000, `ended in ${seconds.toFixed(1)} s`);
    assert.deepEqual(left, [], 'no process the file started (Chromium, the server) is left');
  });
});
