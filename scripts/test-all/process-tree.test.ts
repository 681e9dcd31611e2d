import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { descendantsOf, treeCpuTicks } from './process-tree';

/** Linux's clock ticks per second, the unit of /proc's CPU times. */
const CLOCK_TICKS = 100;

const command = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return 'ended';
  }
};

async function until(what: string, check: () => boolean): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`still waiting for ${what} after 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("a step's process tree", () => {
  it('counts the CPU of every process below, those that ended included, and none while they all sleep', async () => {
    // A grandchild that uses one second of CPU (however long a loaded machine makes that take)
    // and ends, then a child that sleeps.
    const burn = `"${process.execPath}" -e "while (process.cpuUsage().user < 1e6);"`;
    const step = spawn('sh', ['-c', `sh -c '${burn}; echo burnt'; sleep 1000`], { stdio: ['ignore', 'pipe', 'ignore'] });
    try {
      const pid = step.pid!;
      let printed = '';
      step.stdout.on('data', (chunk) => (printed += chunk));
      await until('the burning process to end', () => printed.includes('burnt'));
      await until('only the sleep to be left', () => descendantsOf(pid).map(command).join() === 'sleep');
      const afterBurning = treeCpuTicks(pid)!;
      assert.ok(afterBurning >= 0.95 * CLOCK_TICKS, `${afterBurning} ticks: the ended grandchild's second of CPU is kept`);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      assert.equal(treeCpuTicks(pid), afterBurning, 'a sleeping tree uses no CPU');
    } finally {
      for (const pid of [...descendantsOf(step.pid!), step.pid!]) process.kill(pid, 'SIGKILL');
    }
  });
});
