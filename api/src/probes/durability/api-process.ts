import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const API_DIR = fileURLToPath(new URL('../../../', import.meta.url));

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

/** `npm start`'s server as its own process (from source, so the suite needs no build). */
export interface ApiProcess {
  url: string;
  /** What the server printed: shown when something fails. */
  output(): string;
  /** SIGKILL: no shutdown code runs, as in a crash or an out-of-memory kill. */
  kill(): Promise<void>;
}

export async function startApi(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SERVER_RENDERING: 'off',
      HOUSEKEEPING_INTERVAL_MINUTES: '0',
      // The stream keeps PGlite busy; a request refused for waiting is not what is being tested.
      PGLITE_MAX_WAIT_MS: '30000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const api: ApiProcess = { url: `http://127.0.0.1:${port}`, output: () => log, kill: () => killHard(child) };
  await waitForAnswer(api, child);
  return api;
}

async function killHard(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}

async function waitForAnswer(api: ApiProcess, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited (${child.exitCode}):\n${api.output()}`);
    const answered = await fetch(`${api.url}/api/master`).then(
      (r) => r.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await killHard(child);
  throw new Error(`the API did not answer within 60 s:\n${api.output()}`);
}
