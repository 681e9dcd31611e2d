// One step of `npm test` (scripts/test-all.ts): a shell command run in a process group of its own,
// its output in a log file, stopped with every process it started once it stalls (no output and no
// CPU used by any of its processes for a while) or passes its ceiling, however busy it is.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { descendantsOf, treeCpuTicks } from './process-tree';

/** GNU time: the summary gives each step's CPU time beside its wall time, which a shared machine blurs. */
const GNU_TIME = '/usr/bin/time';
/** After SIGTERM, how long a stopped step's processes get before SIGKILL. */
export const KILL_GRACE_MS = 10_000;
/**
 * How often a step's processes are read for the CPU they used: a walk of /proc costs about 10 ms
 * with a hundred processes, for each running step, and the stall window is minutes long.
 */
export const POLL_MS = 15_000;

export interface Step {
  name: string;
  command: string;
  /** Variables for the step; null removes one (DATABASE_URL for the PGlite pass). */
  env?: Record<string, string | null>;
}

export interface StepResult {
  name: string;
  ok: boolean;
  /** Why it was stopped, if it was: it stood still for the stall window, or it passed its ceiling. */
  stopped?: 'stalled' | 'ceiling';
  /** Its exit code or signal, or why it failed otherwise. */
  code: number | string | null;
  ms: number;
  /** User + system CPU of the step and all its processes, from GNU time, where there is one. */
  cpuMs?: number;
  logFile: string;
}

export interface RunOptions {
  cwd: string;
  logDir: string;
  /**
   * How long it may show no sign of work (no output, and no CPU used by any of its processes)
   * before it is stopped as hung. Without /proc (no CPU to read) only the ceiling applies: a test
   * file that works in silence would otherwise be stopped.
   */
  stallMs: number;
  /** How long it may run however busy it is: a step that prints in a loop forever still ends. */
  ceilingMs: number;
  /** How often its processes' CPU is read (POLL_MS). */
  pollMs?: number;
  /** Told of the step's process when it starts and (undefined) when it ends: `npm test` stops what runs when it is stopped. */
  onProcess?: (child: ChildProcess | undefined) => void;
  /** Where progress lines go (console.log). */
  say?: (line: string) => void;
  /** Once stopped: how long its processes get between SIGTERM and SIGKILL, and its output to drain. */
  killGraceMs?: number;
}

export function elapsed(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds}s` : `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`;
}

function stepEnv(step: Step): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, FORCE_COLOR: '0' };
  for (const [key, value] of Object.entries(step.env ?? {})) {
    if (value === null) delete env[key];
    else env[key] = value;
  }
  return env;
}

/** Runs a step with its output in `<logDir>/<name>.log`; resolves with its result, never rejects. */
export function runStep(
  step: Step,
  { cwd, logDir, stallMs, ceilingMs, pollMs = POLL_MS, onProcess, say = console.log, killGraceMs = KILL_GRACE_MS }: RunOptions,
): Promise<StepResult> {
  const logFile = path.join(logDir, `${step.name}.log`);
  const cpuFile = path.join(logDir, `${step.name}.cpu`);
  const log = createWriteStream(logFile);
  const started = Date.now();
  say(`▶ ${step.name}: ${step.command}`);
  return new Promise((resolve) => {
    // GNU time, where the machine has it, writes the CPU the step used (with all its processes) to cpuFile.
    const [file, args] = existsSync(GNU_TIME)
      ? [GNU_TIME, ['-f', '%U %S', '-o', cpuFile, 'sh', '-c', step.command]]
      : ['sh', ['-c', step.command]];
    const child = spawn(file, args, { cwd, env: stepEnv(step), stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    onProcess?.(child);
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    // Progress is new output or CPU used anywhere in the step's process tree (the way an e2e
    // server's start is waited for: e2e/support/start-progress.ts).
    let lastProgress = started;
    const moved = () => (lastProgress = Date.now());
    child.stdout.on('data', moved);
    child.stderr.on('data', moved);
    let stopped: StepResult['stopped'];
    const stop = (why: NonNullable<StepResult['stopped']>, message: string) => {
      if (stopped) return;
      stopped = why;
      say(`⏱ ${step.name} ${message}: stopping it and every process it started`);
      void stopTree(child.pid, killGraceMs);
    };
    let cpuSeen: number | undefined;
    const stallWatch = setInterval(() => {
      const cpu = child.pid === undefined ? undefined : treeCpuTicks(child.pid);
      if (cpu === undefined) return; // No /proc: the ceiling alone applies.
      if (cpu !== cpuSeen) moved();
      cpuSeen = cpu;
      if (Date.now() - lastProgress >= stallMs) stop('stalled', `has printed nothing and used no CPU for ${elapsed(stallMs)}`);
    }, pollMs);
    const ceiling = setTimeout(() => stop('ceiling', `is still running after ${elapsed(ceilingMs)}, its ceiling`), ceilingMs);
    let finished = false;
    const finish = (code: number | null, signal: NodeJS.Signals | null) => {
      if (finished) return;
      finished = true;
      clearInterval(stallWatch);
      clearTimeout(ceiling);
      onProcess?.(undefined);
      child.stdout.destroy();
      child.stderr.destroy();
      log.end(() => {
        const ok = code === 0 && !stopped;
        const result: StepResult = {
          name: step.name,
          ok,
          stopped,
          code:
            stopped === 'stalled'
              ? `stalled: no output or CPU for ${elapsed(stallMs)}`
              : stopped === 'ceiling'
                ? `ran out of time: still working after ${elapsed(ceilingMs)}, its ceiling`
                : (code ?? signal),
          ms: Date.now() - started,
          cpuMs: cpuUsed(cpuFile),
          logFile,
        };
        say(`${ok ? '✔' : '✘'} ${step.name} ${ok ? 'passed' : `FAILED (${result.code})`} in ${elapsed(result.ms)}`);
        resolve(result);
      });
    };
    child.on('close', finish);
    // A process that outlives the step's own holds its output open: once the step's process has
    // exited, the output gets killGraceMs to drain, and the step ends without waiting for the rest.
    child.on('exit', (code, signal) => setTimeout(() => finish(code, signal), killGraceMs).unref());
  });
}

/** The CPU time GNU time recorded for a step (user + system), or undefined without it. */
function cpuUsed(cpuFile: string): number | undefined {
  if (!existsSync(cpuFile)) return undefined;
  const times = (readFileSync(cpuFile, 'utf8').trim().split('\n').pop() ?? '').split(' ').map(Number);
  return times.length === 2 && times.every(Number.isFinite) ? (times[0]! + times[1]!) * 1000 : undefined;
}

/**
 * Stops a process and every process it started, found by walking /proc before anything is killed (a
 * killed parent's children are handed to init and would be lost), and its process group: SIGTERM,
 * then SIGKILL for what is left after `graceMs`. Chromium runs in a process group of its own.
 */
export async function stopTree(pid: number | undefined, graceMs = KILL_GRACE_MS): Promise<void> {
  if (pid === undefined) return;
  const pids = [pid, ...descendantsOf(pid)];
  const signalAll = (signal: NodeJS.Signals) => {
    for (const target of [-pid, ...pids]) {
      try {
        process.kill(target, signal);
      } catch {
        // That process, or the group, has ended.
      }
    }
  };
  signalAll('SIGTERM');
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline && pids.some(isRunning)) await new Promise((resolve) => setTimeout(resolve, 100));
  signalAll('SIGKILL');
}

/** Alive and not a zombie (a zombie has ended; only its parent's wait is missing). */
function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    if (existsSync('/proc')) return false;
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  }
}
