import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** A start that shows no sign of work this long has stalled: it is stopped and reported. */
export const STALL_MS = 60_000;
/** However busy it stays, a start that takes this long is reported: far longer than a first start takes on a quiet machine. */
export const CEILING_MS = 10 * 60_000;
const POLL_MS = 250;

export interface StartWatch {
  child: ChildProcess;
  /** Everything the process printed so far. */
  output: () => string;
  /** What is starting, for the messages ("the server making the seeded template"). */
  what: string;
  stallMs?: number;
  ceilingMs?: number;
}

/**
 * Polls `ready` until it answers a value, for as long as the process moves: a start on a starved
 * machine (the API suite's PGlite processes, the build and jest beside it on two cores) can take
 * minutes, so there is no fixed deadline, only one for standing still. Progress is new output (the
 * API logs each start phase: opening the database, each migration, the seed) or CPU time the
 * process used (PGlite's initdb and its WebAssembly compile print nothing for tens of seconds).
 * Fails when the process exits, stalls for `stallMs` or passes `ceilingMs`, with its whole output.
 */
export async function waitWhileProgressing<T>(watch: StartWatch, ready: () => Promise<T | undefined>): Promise<T> {
  const { child, output, what, stallMs = STALL_MS, ceilingMs = CEILING_MS } = watch;
  const started = Date.now();
  let lastMove = started;
  let seen = { printed: output().length, cpu: cpuTicks(child.pid) };
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${what} exited (${child.exitCode ?? child.signalCode}) before it was ready.${printed(output())}`);
    }
    const value = await ready();
    if (value !== undefined) return value;
    const now = { printed: output().length, cpu: cpuTicks(child.pid) };
    if (now.printed !== seen.printed || (now.cpu !== undefined && now.cpu !== seen.cpu)) lastMove = Date.now();
    seen = now;
    const waited = Date.now() - started;
    if (Date.now() - lastMove > stallMs) {
      throw new Error(
        `${what} stalled: no output and no CPU used for ${Math.round(stallMs / 1000)} s (${Math.round(waited / 1000)} s since it started).${printed(output())}`,
      );
    }
    if (waited > ceilingMs) {
      throw new Error(`${what} was still not ready after ${Math.round(ceilingMs / 1000)} s, though it kept working.${printed(output())}`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

function printed(output: string): string {
  return output.trim() ? ` What it printed:\n${output}` : ' It printed nothing.';
}

/**
 * The CPU time (user + system, in clock ticks, all threads: PGlite runs in a worker) the process
 * has used, from Linux's /proc; undefined where there is none, and then only output counts.
 */
export function cpuTicks(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces), from the third: utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}
