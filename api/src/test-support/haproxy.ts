import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../probes/api-instance.js';
import { deployFile } from './deploy-files.js';

/**
 * Debian's HAProxy in front of API instances, run from the recipe's own configuration
 * (deploy/haproxy.cfg, docs/deploying.md): its `server` lines are replaced by the instances given,
 * its ${...} variables set to free ports and to the test's check interval. It runs in the
 * foreground as the current user, in a temporary directory, until close().
 */
export interface Haproxy {
  url: string;
  /** Whether HAProxy currently sends to `backend` (its server is UP in the stats). */
  isSendingTo(backend: string): boolean;
  /** What the stats page says of each instance: requests sent, connections retried and redispatched. */
  counters(): Promise<Map<string, { sent: number; retried: number; redispatched: number; status: string }>>;
  /** What HAProxy printed (its request log included): shown when something fails. */
  output(): string;
  close(): Promise<void>;
}

export const HAPROXY_BINARY = process.env.HAPROXY_BINARY ?? '/usr/sbin/haproxy';

export interface HaproxyOptions {
  /** Instances' base URLs (http://127.0.0.1:port). */
  backends: string[];
  /** How often each instance's /readyz is asked (an HAProxy time: '200ms', '1s'). */
  checkInterval?: string;
  /** More of the configuration's variables (HAPROXY_REQUESTS_PER_CLIENT_10S, ...). */
  env?: Record<string, string>;
}

export async function startHaproxy(options: HaproxyOptions): Promise<Haproxy> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'storefront-haproxy-'));
  const names = new Map(options.backends.map((backend, index) => [`api${index + 1}`, backend]));
  const recipe = await readFile(deployFile('haproxy.cfg'), 'utf8');
  const config = withServers(recipe, names);
  const configFile = path.join(dir, 'haproxy.cfg');
  await writeFile(configFile, config);
  const [port, statsPort] = [await freePort(), await freePort()];
  const child = spawn(HAPROXY_BINARY, ['-db', '-f', configFile], {
    cwd: dir,
    env: {
      ...process.env,
      HAPROXY_LISTEN: `127.0.0.1:${port}`,
      HAPROXY_STATS_LISTEN: `127.0.0.1:${statsPort}`,
      HAPROXY_CHECK_INTERVAL: options.checkInterval ?? '1s',
      // Within a test process's file-descriptor limit.
      HAPROXY_MAXCONN: '2000',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  // The request log can be long: keep its end, where a failure's lines are.
  const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-200_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exit = once(child, 'exit');
  const statsUrl = `http://127.0.0.1:${statsPort}/stats;csv`;
  const up = new Set<string>();

  const readStats = async () => {
    const csv = await fetch(statsUrl).then((answer) => answer.text());
    return parseStats(csv).filter((row) => row.pxname === 'api' && names.has(row.svname ?? ''));
  };
  const poll = async () => {
    const rows = await readStats().catch(() => []);
    for (const row of rows) {
      const backend = names.get(row.svname!)!;
      if (row.status?.startsWith('UP') && !row.status.includes('going down')) up.add(backend);
      else up.delete(backend);
    }
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited at start:\n${log}`);
    if (
      await fetch(statsUrl).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`haproxy's stats did not answer within 10 s:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await poll();
  const timer = setInterval(() => void poll(), 100);

  return {
    url: `http://127.0.0.1:${port}`,
    isSendingTo: (backend) => up.has(backend),
    async counters() {
      const rows = await readStats();
      return new Map(
        rows.map((row) => [
          names.get(row.svname!)!,
          { sent: Number(row.stot), retried: Number(row.wretr), redispatched: Number(row.wredis), status: row.status ?? '' },
        ]),
      );
    },
    output: () => log,
    async close() {
      clearInterval(timer);
      if (child.exitCode === null && child.signalCode === null) {
        // SIGUSR1 is HAProxy's soft stop; the tests want it gone: SIGTERM stops it at once.
        child.kill('SIGTERM');
        await exit;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The recipe's `server` lines (one per instance) replaced by the given instances, on the recipe's default-server settings. */
function withServers(recipe: string, names: Map<string, string>): string {
  const servers = [...names].map(([name, backend]) => `    server ${name} ${new URL(backend).host}`);
  const lines = recipe.split('\n');
  const first = lines.findIndex((line) => /^\s*server\s/.test(line));
  if (first < 0) throw new Error('deploy/haproxy.cfg has no server line to replace');
  const rest = lines.filter((line, index) => index < first || !/^\s*server\s/.test(line));
  rest.splice(first, 0, ...servers);
  return rest.join('\n');
}

/** HAProxy's CSV stats: a header line starting "# ", then one row per proxy and server. */
function parseStats(csv: string): Record<string, string | undefined>[] {
  const [header, ...rows] = csv.trim().split('\n');
  const columns = (header ?? '').replace(/^# /, '').split(',');
  return rows.map((row) => Object.fromEntries(row.split(',').map((value, index) => [columns[index] ?? '', value])));
}
