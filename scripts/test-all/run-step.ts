// One step of `npm test` (scripts/test-all.ts): a shell command run in a process group of its own,
// its output in a log file, stopped with every process it started once it passes its bound.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** GNU time: the summary gives each step's CPU time beside its wall time, which a shared machine blurs. */
const GNU_TIME = '/usr/bin/time';
/** After SIGTERM, how long a stopped step's processes get before SIGKILL. */
export const KILL_GRACE_MS = 10_000;

export interface Step {
  name: string;
  command: string;
  /** Variables for the step; null removes one (DATABASE_URL for the PGlite pass). */
  env?: Record<string, string | null>;
}

export interface StepResult {
  name: string;
  ok: boolean;
  /** It passed its bound and was stopped. */
  timedOut: boolean;
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
  /** How long it may run. */
  boundMs: number;
  /** Told of the step's process when it starts and (undefined) when it ends: `npm test` stops what runs when it is stopped. */
  onProcess?: (child: ChildProcess | undefined) => void;
  /** Where progress lines go (console.log). */
  say?: (line: string) => void;
  /** After its bound: how long its processes get between SIGTERM and SIGKILL, and its output to drain. */
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
  { cwd, logDir, boundMs, onProcess, say = console.log, killGraceMs = KILL_GRACE_MS }: RunOptions,
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
    let timedOut = false;
    const watchdog = setTimeout(() => {
      timedOut = true;
      say(`⏱ ${step.name} is still running after ${elapsed(boundMs)}, its bound: stopping it and every process it started`);
      void stopTree(child.pid, killGraceMs);
    }, boundMs);
    let finished = false;
    const finish = (code: number | null, signal: NodeJS.Signals | null) => {
      if (finished) return;
      finished = true;
      clearTimeout(watchdog);
      onProcess?.(undefined);
      child.stdout.destroy();
      child.stderr.destroy();
      log.end(() => {
        const ok = code === 0 && !timedOut;
        const result: StepResult = {
          name: step.name,
          ok,
          timedOut,
          code: timedOut ? `ran out of time: stopped after ${elapsed(boundMs)}` : (code ?? signal),
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

/** Every process below `pid` (Linux's /proc; none elsewhere, where the process group still goes). */
export function descendantsOf(pid: number): number[] {
  if (!existsSync('/proc')) return [];
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(name)]);
    } catch {
      // It ended while we looked.
    }
  }
  const found: number[] = [];
  const visit = (parent: number) => {
    for (const child of children.get(parent) ?? []) {
      found.push(child);
      visit(child);
    }
  };
  visit(pid);
  return found;
}
