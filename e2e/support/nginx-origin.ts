import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../../api/src/probes/api-instance.ts';
import { ARTIFACTS, ROOT } from './paths.ts';

export interface StaticOrigin {
  /** http://127.0.0.1:<port>: another origin than the store's. */
  url: string;
  /** Paths asked for so far, in order (what the browser and the store's server fetched), from nginx's access log. */
  readonly requests: string[];
  stop: () => Promise<void>;
}

export const NGINX_BINARY = process.env.NGINX_BINARY ?? '/usr/sbin/nginx';

/**
 * Debian's nginx as the remotes' static origin, run from the recipe's own server block
 * (deploy/nginx-remotes.conf, docs/deploying.md) with its `listen` and `root` replaced: each
 * `remotes` entry ('catalog/0.2.0') is a release folder served at /remotes/<name>/<version>/, as
 * an operator uploads it. nginx runs in the foreground as the current user, in a temporary
 * directory, with its logs there.
 */
export async function startNginxOrigin(remotes: Record<string, string>): Promise<StaticOrigin> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const dir = mkdtempSync(join(ARTIFACTS, 'nginx-origin-'));
  const root = join(dir, 'root');
  for (const [path, folder] of Object.entries(remotes)) {
    mkdirSync(join(root, 'remotes', path, '..'), { recursive: true });
    symlinkSync(folder, join(root, 'remotes', path));
  }
  const port = await freePort();
  const server = readFileSync(join(ROOT, 'deploy/nginx-remotes.conf'), 'utf8')
    .replace(/^(\s*)listen\s+[^;]+;/m, `$1listen 127.0.0.1:${port};`)
    .replace(/^(\s*)root\s+[^;]+;/m, `$1root ${root};`);
  if (!server.includes(`listen 127.0.0.1:${port};`) || !server.includes(`root ${root};`)) {
    throw new Error('deploy/nginx-remotes.conf: no listen or root line to replace');
  }
  const accessLog = join(dir, 'access.log');
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      // As root nginx's workers would take the user `nobody`, who may not read a checkout.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  sendfile on;',
      `  access_log ${accessLog};`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((temp) => `  ${temp}_temp_path ${join(dir, temp)};`),
      server,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(NGINX_BINARY, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exit = once(child, 'exit');
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (
    !(await fetch(`${url}/`).then(
      () => true,
      () => false,
    ))
  ) {
    const errors = existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '';
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not start:\n${stderr}\n${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    get requests() {
      const log = existsSync(accessLog) ? readFileSync(accessLog, 'utf8') : '';
      // The combined format: `… "GET /remotes/catalog/other/mf-manifest.json HTTP/1.1" 200 …`.
      return [...log.matchAll(/"[A-Z]+ (\S+) HTTP\/[\d.]+"/g)].map((match) => new URL(match[1]!, url).pathname);
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        // SIGQUIT is nginx's graceful stop; SIGTERM its fast one: the test is done with it.
        child.kill('SIGTERM');
        await exit;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
