import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { StaticMount } from '../config.js';
import type { PageRendering } from './page-rendering.js';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';

/** URL spaces that are never the storefront's HTML, so a miss there is a real 404. */
const NOT_SPA_PREFIXES = ['/api/', '/media/', '/remotes/'];
/** The last path segment looks like a file: `name.ext`, or a dotfile such as `.env`. */
const FILE_NAME = /\/[^/]*\.[a-z0-9]{1,8}$/i;

/**
 * A file whose name carries a content hash (`main.3f2a9c1b.js`, `123.a1b2c3d4.js`,
 * `logo-5e9f01ab77.png`, also their `.map`) never changes: cache it for a year. Everything else
 * (index.html, remoteEntry.js, mf-manifest.json, composition.json) must be revalidated, which
 * is what lets ops swap a remote without a rebuild.
 */
export function isHashedAsset(filePath: string): boolean {
  // A precompressed copy (main.3f2a9c1b.js.br) is as immutable as the file it compresses.
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  const match = /(?:^|[.-])([0-9a-f]{8,})\.[a-z0-9]+(?:\.map)?$/i.exec(name);
  return match !== null && /\d/.test(match[1]!);
}

export function cacheControlFor(filePath: string): string {
  return isHashedAsset(filePath) ? IMMUTABLE : NO_CACHE;
}

export function pathnameOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

function sortMounts(mounts: readonly StaticMount[]): StaticMount[] {
  // Longest prefix first, so /remotes/catalog/ wins over /.
  return [...mounts].sort((a, b) => b.prefix.length - a.prefix.length);
}

export interface StaticHosting {
  /**
   * Starts answering a GET for a storefront route with its server-rendered HTML, else the shell's
   * index.html (the caller returns the reply); false when the request is not one.
   */
  trySpaFallback(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}

export interface StaticHostingOptions {
  mounts: readonly StaticMount[];
  compositionFile: string;
  /** Server rendering of public pages; without it every page is the shell's index.html. */
  pages?: PageRendering;
}

export async function registerStaticHosting(app: FastifyInstance, options: StaticHostingOptions): Promise<StaticHosting> {
  const mounts = sortMounts(options.mounts);
  logMissingDirectories(app, mounts);
  // Only the sendFile decorator: routing to the mounts is ours, so the mount map stays one list.
  await app.register(fastifyStatic, {
    serve: false,
    cacheControl: false,
    // The build writes .br (quality 11) and .gz beside each text file: sent as they are to clients
    // that accept them, instead of compressing every response on the fly at a lower level.
    preCompressed: true,
    dotfiles: 'ignore',
    setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(filePath)),
  });

  // Read at every request: ops swap remotes by editing this one file, without a restart.
  // A file that names a canary is answered resolved for the browser's bucket (remote-telemetry), and
  // with the browser's preview in place (previews.ts).
  app.get('/composition.json', { schema: { hide: true } }, async (request, reply) => {
    const text = await readFile(options.compositionFile, 'utf8').catch(() => null);
    if (text === null) return reply.code(404).header('cache-control', NO_CACHE).send({ message: 'composition.json is not configured.' });
    const body = app.hasDecorator('browserComposition') ? await app.browserComposition(text, request, reply) : text;
    // A preview's composition is that browser's alone: no cache keeps it.
    const previewing = app.hasDecorator('previewOf') && app.previewOf(request) !== null;
    return reply
      .header('cache-control', previewing ? 'private, no-store' : NO_CACHE)
      .type('application/json; charset=utf-8')
      .send(body);
  });

  // Not async and returning nothing: sendFile answers (or calls the not-found handler) itself.
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const pathname = pathnameOf(request.url);
    const mount = mounts.find((m) => pathname.startsWith(m.prefix));
    // A page (not a file) goes to the page handler: rendered on the server, else index.html.
    if (
      !mount ||
      pathname.startsWith('/api/') ||
      pathname.startsWith('/media/') ||
      (mount.prefix === '/' && wantsStorefrontPage(request))
    ) {
      reply.callNotFound();
      return;
    }
    // Keep the leading slash; @fastify/send decodes the path and refuses to leave the root.
    reply.sendFile(pathname.slice(mount.prefix.length - 1), mount.dir);
  });

  const shell = mounts.find((m) => m.prefix === '/');
  return {
    async trySpaFallback(request, reply) {
      if (!shell || !wantsStorefrontPage(request)) return false;
      if (options.pages && (await options.pages.tryRender(request, reply))) return true;
      const index = path.join(shell.dir, 'index.html');
      const found = await stat(index).then(
        (s) => s.isFile(),
        () => false,
      );
      if (!found) return false;
      reply.sendFile('index.html', shell.dir);
      return true;
    },
  };
}

/**
 * A request for a storefront route: not an API, media or remote URL, and not a file name (a missing
 * /logo.png stays a 404 rather than becoming a page). Browsers ask for text/html; link-preview
 * bots and crawlers often accept any type (star slash star) or send nothing, and get the page too. Only a client that
 * asks for JSON and not HTML gets the JSON 404.
 */
function wantsStorefrontPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = pathnameOf(request.url);
  if (NOT_SPA_PREFIXES.some((prefix) => pathname.startsWith(prefix) || pathname === prefix.slice(0, -1))) return false;
  if (FILE_NAME.test(pathname)) return false;
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html') || !accept.includes('application/json');
}

function logMissingDirectories(app: FastifyInstance, mounts: readonly StaticMount[]): void {
  for (const mount of mounts) {
    if (existsSync(mount.dir)) continue;
    app.log.warn(
      `Static mount ${mount.prefix} → ${mount.dir} does not exist; build the storefront ` +
        '(npm run build at the repository root) to serve it. The API works without it.',
    );
  }
}
