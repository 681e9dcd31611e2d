import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync, mkdirSync, rmSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import './fresh-connections.ts';
import { nextLogBase } from './log-files.ts';
import { ARTIFACTS, DATA_SCRATCH, ROOT } from './paths.ts';
import { seededTemplate } from './seeded-template.ts';
import { startSmsInbox, type SmsInbox } from './sms-inbox.ts';
import { cpuTicks, waitWhileProgressing } from './start-progress.ts';

/**
 * A test server lives for one test file: V8's optimising second compile of PGlite's WebAssembly
 * costs it CPU that it never earns back, so it runs on baseline code only, as the API suite's
 * processes do (api/scripts/run-tests.mjs, docs/testing.md). A JIT setting: what the server does
 * is unchanged.
 */
const TEST_NODE_FLAGS = ['--liftoff-only'];
/** Linux's clock ticks per second, the unit of /proc's CPU times. */
const CLOCK_TICKS = 100;
const elapsedSince = (started: number) => ((Date.now() - started) / 1000).toFixed(1);

export interface RunningServer {
  url: string;
  dataDir: string;
  /** Everything the server printed so far (its log). */
  output: () => string;
  /** The SMS the server delivered (one-time codes). */
  sms: SmsInbox;
  stop: () => Promise<void>;
}

/** The address Fastify logs once it listens ("Server listening at http://127.0.0.1:40123"). */
const LISTENING = /"msg":"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/;

/**
 * The server listens on a port of its own choosing (PORT=0) and says which in its log: a port
 * picked here and handed over could be taken in between by another process (the API suite's
 * servers run beside the e2e tests), and the test would then talk to that other server. Ready once
 * it listens and answers /api/master; the wait lasts as long as the server makes progress
 * (support/start-progress.ts).
 */
async function readyUrl(child: ChildProcess, output: () => string, what: string): Promise<string> {
  return waitWhileProgressing({ child, output, what }, async () => {
    const url = LISTENING.exec(output())?.[1];
    if (!url) return undefined;
    try {
      // Bounded, so a server that hangs after listening is still watched for progress.
      return (await fetch(`${url}/api/master`, { signal: AbortSignal.timeout(5_000) })).ok ? url : undefined;
    } catch {
      return undefined; // Listening, not answering yet.
    }
  });
}

/**
 * A new data directory holds the demo seed at once: a copy of the seeded template (what a server
 * writes into an empty directory, made once per run: support/seeded-template.ts) instead of every
 * server migrating and seeding its own. Not when the test chose no seed or another database.
 */
async function seedDataDir(dataDir: string, env: Record<string, string>): Promise<void> {
  const seeding = !['false', '0'].includes(env.SEED_DEMO_DATA ?? '');
  const target = join(dataDir, 'pglite');
  if (!seeding || env.DATABASE_URL || existsSync(target)) return;
  // The system's cp: a fifth of the CPU of Node's fs.cp for these ~1,300 files.
  execFileSync('cp', ['-R', join(await seededDataTemplate(), 'pglite'), target]);
}

/** A server started on the empty directory migrates and seeds it; stopped, it leaves it closed. */
async function fillTemplate(dataDir: string): Promise<void> {
  const started = Date.now();
  let log = '';
  const child = spawn(process.execPath, [...TEST_NODE_FLAGS, join(ROOT, 'api/dist/server.js')], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  try {
    await readyUrl(child, () => log, 'The server making the seeded template');
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  const ticks = cpuTicks(child.pid);
  if (ticks !== undefined) {
    // The figure docs/testing.md gives for a first start under npm test's load.
    console.error(
      `The seeded template's server was ready in ${elapsedSince(started)} s, using ${(ticks / CLOCK_TICKS).toFixed(1)} s of CPU.`,
    );
  }
  // Stopped gracefully: PGlite flushes the directory as it closes.
  child.kill('SIGTERM');
  const code = await exited;
  if (code !== 0) throw new Error(`The server making the seeded template exited with ${code}:\n${log}`);
}

/** The seeded template every server's data directory is a copy of: found, or made now. */
export function seededDataTemplate(): Promise<string> {
  return seededTemplate(fillTemplate);
}

/**
 * Starts `npm start`'s server (the built api/dist/server.js serving the built storefront) on a free
 * port with a fresh PGlite data directory, so each test file gets the demo seed and nothing else.
 * It logs every request (LOG_LEVEL info) to e2e/.logs (support/log-files.ts), which the redaction
 * check reads after the run, and delivers SMS to a local inbox (support/sms-inbox.ts).
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const serverFile = join(ROOT, 'api/dist/server.js');
  if (!existsSync(serverFile)) throw new Error('api/dist/server.js is missing: run `npm run build` first.');
  mkdirSync(ARTIFACTS, { recursive: true });
  mkdirSync(DATA_SCRATCH, { recursive: true });
  // A directory the caller passed (support/store-data.ts) is theirs to remove.
  const ownDataDir = env.DATA_DIR ? undefined : mkdtempSync(join(DATA_SCRATCH, 'data-'));
  const dataDir = env.DATA_DIR ?? ownDataDir!;
  await seedDataDir(dataDir, env);
  const logBase = nextLogBase();
  const sms = await startSmsInbox(`${logBase}.sms.jsonl`);
  let log = '';
  const child = spawn(process.execPath, [...TEST_NODE_FLAGS, serverFile], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      SMS_WEBHOOK_URL: sms.url,
      OUTBOX_POLL_SECONDS: '1',
      // The e2e files run three at a time beside both API suites on a 2-core machine: a request
      // queues for PGlite rather than being shed with 503 (shedding is the API probes' subject).
      PGLITE_MAX_WAIT_MS: '10000',
      // Ten times the 3 s a shopper's page gets, as the waits of load-scaled-timeouts.ts stretch at
      // most: a starved server leaves part of a page to the browser past its deadline, and a test
      // would then judge the machine's load, not the page (docs/server-rendering.md).
      RENDER_DEADLINE_MS: '30000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stdoutFile = createWriteStream(`${logBase}.log.jsonl`);
  const stderrFile = createWriteStream(`${logBase}.stderr.log`);
  child.stdout?.on('data', (chunk) => (log += chunk)).pipe(stdoutFile);
  child.stderr?.on('data', (chunk) => (log += chunk)).pipe(stderrFile);
  const url = await readyUrl(child, () => log, 'The server').catch(async (error: unknown) => {
    child.kill('SIGKILL');
    await sms.close();
    if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    throw error;
  });
  let stopping: Promise<void> | undefined;
  return {
    url,
    dataDir,
    output: () => log,
    sms,
    // Once: a test that stops its server early (to read its database) leaves the file's hook nothing to do.
    stop: () => (stopping ??= stopNow()),
  };
  async function stopNow(): Promise<void> {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      // Cleared once it has exited: a timer left pending kept the test file's process, and its
      // e2e slot, alive for the rest of the 5 s after its last test.
      const deadline = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(deadline);
    }
    await sms.close();
    if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
  }
}
