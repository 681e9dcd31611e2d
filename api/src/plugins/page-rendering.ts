import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cspNonceOf } from './security.js';

/**
 * What the shell's server build (shell/src/server/server-entry.ts) offers. Declared here, the
 * consumer's side, because the API does not compile against the shell: a renderer that does not
 * match is refused at load time and pages are then rendered by the browser.
 */
interface PageRenderer {
  render(request: { path: string; origin: string; cookie?: string; nonce?: string }): Promise<{ status: number; body: Readable } | null>;
}

interface RendererModule {
  createPageRenderer(options: {
    template: string;
    readComposition: () => Promise<string | null>;
    callApi: (call: { method: string; url: string; headers: Record<string, string>; body?: string }) => Promise<{
      status: number;
      headers: Record<string, string | number | string[] | undefined>;
      body: string;
    }>;
    selfOrigin: () => string | null;
    log: { warn: (message: string, error?: unknown) => void };
  }): Promise<PageRenderer>;
}

export interface PageRenderingOptions {
  /** The shell's server build; null when server rendering is off. */
  entry: string | null;
  /** The built shell (its index.html is every page's template). */
  shellDir: string;
  compositionFile: string;
  /** The store's public origin; else each request's own. */
  publicUrl: string | undefined;
}

export interface PageRendering {
  /** Answers a storefront page with its server-rendered HTML; false when the browser must render it. */
  tryRender(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}

/**
 * Server rendering of the storefront's public pages: the shell's server build is loaded on the
 * first page request, and from then on renders pages with the API answering its calls in-process
 * (`inject`: the routes, schemas and public cache, no socket). Anything that goes wrong falls back
 * to the shell's index.html, which renders the page in the browser as before.
 */
export function createPageRendering(app: FastifyInstance, options: PageRenderingOptions): PageRendering {
  let renderer: Promise<PageRenderer | null> | null = null;

  const load = async (): Promise<PageRenderer | null> => {
    const { entry } = options;
    if (!entry) return null;
    const template = path.join(options.shellDir, 'index.html');
    if (!existsSync(entry) || !existsSync(template)) {
      app.log.warn(`No server rendering: ${existsSync(entry) ? template : entry} is missing (npm run build -w shell); pages render in the browser.`);
      return null;
    }
    const imported = (await import(pathToFileURL(entry).href)) as Partial<RendererModule> & { default?: Partial<RendererModule> };
    const create = imported.createPageRenderer ?? imported.default?.createPageRenderer;
    if (typeof create !== 'function') {
      app.log.error(`${entry} has no createPageRenderer; pages render in the browser.`);
      return null;
    }
    return create({
      template: await readFile(template, 'utf8'),
      readComposition: () => readFile(options.compositionFile, 'utf8').catch(() => null),
      callApi: async (call) => {
        const answer = await app.inject({ method: call.method as 'GET', url: call.url, headers: call.headers, payload: call.body });
        return { status: answer.statusCode, headers: answer.headers, body: answer.body };
      },
      selfOrigin: () => selfOrigin(app),
      log: { warn: (message, error) => app.log.warn({ err: error }, message) },
    });
  };

  return {
    async tryRender(request, reply) {
      renderer ??= load().catch((error: unknown) => {
        app.log.error({ err: error }, 'The shell server build could not be loaded; pages render in the browser.');
        return null;
      });
      const active = await renderer;
      if (!active) return false;
      const page = await active
        .render({
          path: request.url,
          origin: options.publicUrl ?? `${request.protocol}://${request.host}`,
          cookie: request.headers.cookie,
          nonce: cspNonceOf(reply.raw),
        })
        .catch((error: unknown) => {
          request.log.error({ err: error }, 'Server rendering failed; the page renders in the browser.');
          return null;
        });
      if (!page) return false;
      reply
        .code(page.status)
        .type('text/html; charset=utf-8')
        // The page carries current prices and stock: revalidate every time (it is cheap to make).
        .header('cache-control', 'no-cache')
        .header('vary', 'Cookie, Accept-Encoding')
        .send(page.body);
      return true;
    },
  };
}

/** Where this server can reach itself (remote manifests and builds it hosts), once it listens. */
function selfOrigin(app: FastifyInstance): string | null {
  const address = app.server.address();
  if (!address || typeof address === 'string') return null;
  const host = address.address === '::' || address.address === '0.0.0.0' ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}
