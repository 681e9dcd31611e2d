import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chown, mkdtemp, open, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../probes/api-instance.js';
import { deployFile } from './deploy-files.js';

/**
 * Debian's PgBouncer run from the recipe's own configuration (deploy/pgbouncer.ini,
 * docs/deploying.md), in transaction mode, in front of the PostgreSQL server of `directUrl`: every
 * database of that server is reachable through it under its own name (a `*` entry replaces the
 * recipe's [databases]), with the same role and password. Its port, files and user are the test's.
 * PgBouncer refuses to run as root: as root it is started with `-u nobody`.
 */
export interface Pgbouncer {
  readonly port: number;
  /** `directUrl` with its host and port replaced by PgBouncer's (same database, role, password). */
  through(directUrl: string): string;
  /** SIGINT (PgBouncer's safe shutdown: transactions in flight end first), then the exit. */
  stop(): Promise<void>;
  /** Started again on the same port, from the same files. */
  start(): Promise<void>;
  /** What PgBouncer logged (a file: a pipe left unread while a test runner waits would stall it). */
  output(): Promise<string>;
  close(): Promise<void>;
}

export const PGBOUNCER_BINARY = process.env.PGBOUNCER_BINARY ?? '/usr/sbin/pgbouncer';
const RUN_AS = 'nobody';

export async function startPgbouncer(directUrl: string, port?: number): Promise<Pgbouncer> {
  const server = new URL(directUrl);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'storefront-pgbouncer-'));
  const listenPort = port ?? (await freePort());
  const users = path.join(dir, 'userlist.txt');
  const quote = (value: string) => `"${value.replaceAll('"', '""')}"`;
  await writeFile(users, `${quote(decodeURIComponent(server.username))} ${quote(decodeURIComponent(server.password))}\n`, { mode: 0o600 });
  const configFile = path.join(dir, 'pgbouncer.ini');
  const recipe = await readFile(deployFile('pgbouncer.ini'), 'utf8');
  await writeFile(
    configFile,
    withSettings(recipe, `* = host=${server.hostname} port=${server.port || '5432'}`, {
      listen_addr: '127.0.0.1',
      listen_port: String(listenPort),
      unix_socket_dir: '',
      auth_file: users,
      logfile: '',
      pidfile: '',
    }),
  );
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', RUN_AS]).toString());
    for (const file of [dir, users, configFile]) await chown(file, uid, -1);
  }
  const logFile = path.join(dir, 'pgbouncer.log');
  const output = async () => (await readFile(logFile, 'utf8').catch(() => '')).slice(-20_000);
  let child: ChildProcess | undefined;
  let exit: Promise<unknown> = Promise.resolve();

  const start = async () => {
    const log = await open(logFile, 'a');
    try {
      child = spawn(PGBOUNCER_BINARY, [...(asRoot ? ['-u', RUN_AS] : []), configFile], { cwd: dir, stdio: ['ignore', log.fd, log.fd] });
    } finally {
      await log.close();
    }
    exit = once(child, 'exit');
    const deadline = Date.now() + 10_000;
    while (!(await accepts(listenPort))) {
      if (child.exitCode !== null) throw new Error(`pgbouncer exited at start:\n${await output()}`);
      if (Date.now() > deadline) throw new Error(`pgbouncer did not listen within 10 s:\n${await output()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const stop = async () => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGINT');
    await exit;
  };
  await start();

  return {
    port: listenPort,
    through(url) {
      const pooled = new URL(url);
      pooled.hostname = '127.0.0.1';
      pooled.port = String(listenPort);
      return pooled.href;
    },
    stop,
    start,
    output,
    async close() {
      if (child && child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exit;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The recipe with its [databases] section's entries replaced and the given [pgbouncer] settings set. */
function withSettings(recipe: string, databases: string, settings: Record<string, string>): string {
  let section = '';
  const lines: string[] = [];
  for (const line of recipe.split('\n')) {
    const header = /^\[(\w+)\]/.exec(line);
    if (header) {
      section = header[1]!;
      lines.push(line);
      if (section === 'databases') lines.push(databases);
      continue;
    }
    const key = /^(\w+)\s*=/.exec(line)?.[1];
    if (section === 'databases' && key) continue;
    if (section === 'pgbouncer' && key && key in settings) lines.push(`${key} = ${settings[key]}`);
    else lines.push(line);
  }
  return lines.join('\n');
}
