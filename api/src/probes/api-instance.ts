import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * The probes' one way to run `npm start`'s server as a process of its own (from the suite's own code,
 * so the suite needs no build), which they can then stop the way an orchestrator does, or kill as a crash would:
 * the crash probes (durability/) and the restart probes (restart/) share it.
 */
const API_DIR = fileURLToPath(new URL('../../', import.meta.url));
/**
 * server.ts through tsx, or server.js beside this file when the suite runs compiled
 * (scripts/compile-tests.mjs); on baseline WebAssembly code only, as every test process
 * (scripts/run-tests.mjs, WASM_FLAGS).
 */
const SERVER_COMMAND = import.meta.url.endsWith('.ts')
  ? ['--liftoff-only', '--import', 'tsx', 'src/server.ts']
  : ['--liftoff-only', '--enable-source-maps', fileURLToPath(new URL('../server.js', import.meta.url))];
const STARTED_WITHIN_MS = 60_000;
const EXIT_WITHIN_MS = 30_000;

/** The address Fastify logs once it listens ("Server listening at http://127.0.0.1:40123"). */
const LISTENING = /"msg":"Server listening at http:\/\/127\.0\.0\.1:(\d+)"/;

export interface ApiInstance {
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
  /** SIGKILL: no shutdown code runs, as in a crash or an out-of-memory kill. */
  kill(): Promise<void>;
}

export interface StartOptions {
  /**
   * The port to listen on: a restarted instance takes its predecessor's. By default the server picks
   * one itself (PORT=0) and the kit reads it from the log: a port picked here and handed over could be
   * taken in between by another process of the suite (or the e2e servers beside it).
   */
  port?: number;
  /**
   * What "started" means: '/readyz' answering 200 (the instance would get traffic from a balancer),
   * or the API answering at all ('/api/master').
   */
  until: '/readyz' | '/api/master';
}

/** The test's schema for every connection of a spawned server, as the suite isolates its files. */
export function schemaUrl(databaseUrl: string, schema: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.href;
}

/** A port free right now, for servers that need one named (a private PostgreSQL cluster). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts the server with the probe's environment, which wins over the inherited one, DATABASE_URL
 * and DATABASE_DIRECT_URL included (the test decides which database an instance uses), and waits until it has started.
 */
export async function startApiInstance(env: Record<string, string>, options: StartOptions): Promise<ApiInstance> {
  const { DATABASE_URL: _url, DATABASE_DIRECT_URL: _directUrl, ...inherited } = process.env;
  const child = spawn(process.execPath, SERVER_COMMAND, {
    cwd: API_DIR,
    env: {
      ...inherited,
      PORT: String(options.port ?? 0),
      HOST: '127.0.0.1',
      // At least info: the kit reads the listening line.
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
  const output = () => log;
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const kill = () => killHard(child, exit);
  try {
    const port = await listeningPort(output, exited);
    const instance: ApiInstance = {
      url: `http://127.0.0.1:${port}`,
      port,
      output,
      exited,
      exit,
      terminate: () => terminate(child, exit, output),
      kill,
    };
    await waitUntilStarted(instance, options.until);
    return instance;
  } catch (error) {
    await kill();
    throw error;
  }
}

async function listeningPort(output: () => string, exited: () => boolean): Promise<number> {
  const deadline = Date.now() + STARTED_WITHIN_MS;
  while (Date.now() < deadline) {
    const port = LISTENING.exec(output())?.[1];
    if (port) return Number(port);
    if (exited()) throw new Error(`the API exited while starting:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the API did not listen within ${STARTED_WITHIN_MS / 1000} s:\n${output()}`);
}

async function waitUntilStarted(instance: ApiInstance, path: StartOptions['until']): Promise<void> {
  const deadline = Date.now() + STARTED_WITHIN_MS;
  while (Date.now() < deadline) {
    if (instance.exited()) throw new Error(`the API exited while starting:\n${instance.output()}`);
    const status = await fetch(`${instance.url}${path}`).then(
      (answer) => answer.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${path} did not answer 200 within ${STARTED_WITHIN_MS / 1000} s:\n${instance.output()}`);
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
