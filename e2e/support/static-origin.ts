import { createReadStream, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

export interface StaticOrigin {
  /** http://127.0.0.1:<port>: another origin than the store's. */
  url: string;
  /** Paths asked for, in order (what the browser and the store's server fetched from here). */
  requests: string[];
  stop: () => Promise<void>;
}

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css' };

/**
 * A second host for remote builds, the way a CDN serves them: every file with CORS open to any
 * origin (the shell fetches the manifest and loads the chunks from the store's origin). `cors: false`
 * is a host that forgot it.
 */
export async function startStaticOrigin(dir: string, { cors = true } = {}): Promise<StaticOrigin> {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://origin').pathname);
    requests.push(pathname);
    if (cors) response.setHeader('access-control-allow-origin', '*');
    const file = join(dir, normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
    const found = file.startsWith(dir) && statSync(file, { throwIfNoEntry: false })?.isFile();
    if (!found) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
