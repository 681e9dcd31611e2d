import { execFile, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { chmod, chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from '../api-instance.js';

const run = promisify(execFile);

/**
 * A throwaway PostgreSQL cluster in a temporary directory on a free port, so that killing its
 * server cannot disturb anything else (the shared cluster serves the other test files). initdb and
 * postgres refuse to run as root: as root they run as the `postgres` user through runuser.
 */
export interface PrivateCluster {
  url: string;
  /** SIGKILL to the postmaster and every process it started: a crash of the whole server. */
  crash(): Promise<void>;
  /** Starts the server again on the same directory (it runs crash recovery first). */
  start(): Promise<void>;
  destroy(): Promise<void>;
}

/** The newest installed PostgreSQL's bin directory, or null. */
function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')));
  const newest = versions.sort((a, b) => Number(a) - Number(b)).at(-1);
  return newest ? path.join(root, newest, 'bin') : null;
}

/** Why a private cluster cannot be made here, or null when it can. */
export function privateClusterUnavailable(): string | null {
  if (!postgresBin()) return 'no PostgreSQL server binaries under /usr/lib/postgresql';
  if (process.getuid?.() === 0 && !existsSync('/usr/sbin/runuser') && !existsSync('/sbin/runuser')) {
    return 'running as root without runuser, and initdb refuses root';
  }
  return null;
}

function asServerUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

export async function startPrivateCluster(): Promise<PrivateCluster> {
  const bin = postgresBin()!;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'storefront-pg-'));
  if (process.getuid?.() === 0) await chownToServerUser(dir);
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  await run(...asServerUser(path.join(bin, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'storefront', '--no-sync', '-E', 'UTF8']));
  const start = async () => {
    const [command, args] = asServerUser(path.join(bin, 'postgres'), [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-k',
      dir,
      '-c',
      'listen_addresses=127.0.0.1',
      // Durable as in production: fsync and synchronous commit stay on.
      '-c',
      'fsync=on',
      '-c',
      'synchronous_commit=on',
      '-c',
      'max_connections=40',
    ]);
    spawn(command, args, { stdio: 'ignore', detached: true }).unref();
    await waitForConnections(`postgres://storefront@127.0.0.1:${port}/postgres`);
  };
  await start();
  return {
    url: `postgres://storefront@127.0.0.1:${port}/postgres`,
    crash: () => killCluster(dataDir),
    start,
    async destroy() {
      await killCluster(dataDir).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function chownToServerUser(dir: string): Promise<void> {
  const { stdout } = await run('id', ['-u', 'postgres']);
  const { stdout: group } = await run('id', ['-g', 'postgres']);
  await chown(dir, Number(stdout.trim()), Number(group.trim()));
  await chmod(dir, 0o700);
}

async function waitForConnections(url: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}

/** The postmaster (first line of postmaster.pid) and its children, all at once. */
async function killCluster(dataDir: string): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const postmaster = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  const family = [postmaster, ...childrenOf(postmaster)];
  for (const pid of family) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  await waitUntilGone(family);
}

function childrenOf(parent: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        // The fourth field of /proc/<pid>/stat is the parent's pid (after "(command)").
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parent;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** A process is gone once it has exited (a zombie waiting to be reaped counts as gone). */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

async function waitUntilGone(pids: number[]): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (pids.some(alive)) {
    if (Date.now() > deadline) throw new Error(`PostgreSQL processes still running: ${pids.filter(alive).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
