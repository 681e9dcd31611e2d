import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { freePort } from '../durability/api-process.js';

const API_DIR = fileURLToPath(new URL('../../../', import.meta.url));
const READY_WITHIN_MS = 60_000;
const EXIT_WITHIN_MS = 30_000;

/** `npm start`'s server as its own process, which can be stopped the way an orchestrator does. */
export interface Instance {
  readonly url: string;
  readonly port: number;
  /** What the server printed: shown when something fails. */
  output(): string;
  /** Whether the process has ended. */
  exited(): boolean;
  /** Resolves with the exit code once the process has ended. */
  exit: Promise<number | null>;
  /** SIGTERM, then the exit code (the graceful shutdown, plugins/ops/lifecycle.ts). */
  terminate(): Promise<number | null>;
  /** SIGKILL, for cleaning up after a failed test. */
  kill(): Promise<void>;
}

/**
 * Starts the server from source (so the suite needs no build) on `port` (a free one by default)
 * and waits until GET /readyz says ready. The probe's own environment wins over the inherited one,
 * DATABASE_URL included: the test decides which database an instance uses.
 */
export async function startInstance(env: Record<string, string>, port?: number): Promise<Instance> {
  const chosen = port ?? (await freePort());
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...inherited,
      PORT: String(chosen),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      SERVER_RENDERING: 'off',
      HOUSEKEEPING_INTERVAL_MINUTES: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exit = once(child, 'exit').then(([code]) => code as number | null);
  const instance: Instance = {
    url: `http://127.0.0.1:${chosen}`,
    port: chosen,
    output: () => log,
    exited: () => child.exitCode !== null || child.signalCode !== null,
    exit,
    terminate: () => terminate(child, exit, () => log),
    kill: () => killHard(child, exit),
  };
  await waitUntilReady(instance);
  return instance;
}

async function terminate(child: ChildProcess, exit: Promise<number | null>, output: () => string): Promise<number | null> {
  child.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no exit within ${EXIT_WITHIN_MS / 1000} s of SIGTERM:\n${output().slice(-3000)}`)),
      EXIT_WITHIN_MS,
    );
  });
  try {
    return await Promise.race([exit, late]);
  } finally {
    clearTimeout(timer);
  }
}

async function killHard(child: ChildProcess, exit: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGKILL');
  await exit;
}

async function waitUntilReady(instance: Instance): Promise<void> {
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (instance.exited()) throw new Error(`the API exited while starting:\n${instance.output()}`);
    const status = await fetch(`${instance.url}/readyz`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await instance.kill();
  throw new Error(`the API was not ready within ${READY_WITHIN_MS / 1000} s:\n${instance.output()}`);
}
