import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { encodedBody, etagOf, type CachedAnswer } from '../lib/public-cache.js';
import { collectShown } from '../lib/shown-products.js';
import type { SsrFallbackReason } from './ops/metrics-registry.js';
import { LOCALE_COOKIE } from '../lib/cookies.js';
import { readPageRequest, type PageRequest } from './page-request.js';
import { PUBLIC_TABLES } from './public-answers.js';
import { requestOrigin } from '../lib/request-origin.js';
import { cspNonceOf } from './security.js';
import { createRenderPool, isRenderThreadCut, RenderOverdue, RenderPoolFull, type RenderPool } from '../rendering/render-pool.js';

export interface PageRenderingOptions {
  /** The shell's server build; null when server rendering is off. */
  entry: string | null;
  /** The built shell (its index.html is every page's template). */
  shellDir: string;
  compositionFile: string;
  /** The store's public origin; else each request's own. */
  publicUrl: string | undefined;
  /** Render threads (RENDER_THREADS); by default one fewer than the cores. */
  threads?: number;
  /** RENDER_DEADLINE_MS: what a page's data and render may take before a part is left to the browser. */
  deadlineMs?: number;
}

export interface PageRendering {
  /** Answers a storefront page with its server-rendered HTML; false when the browser must render it. */
  tryRender(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  /** How server rendering stands, for GET /readyz (routes/health/). */
  state(): PageRenderingState;
}

export interface PageRenderingState {
  /**
   * 'idle' until the first page loads the shell's server build; 'missing' when that build is not on
   * disk (pages render in the browser); 'failed' when it would not load.
   */
  renderer: 'off' | 'idle' | 'loading' | 'ready' | 'missing' | 'failed';
  /** Whether the latest rendered page was whole (every remote's server build loaded in time); null before the first. */
  lastPageComplete: boolean | null;
}

/**
 * Server rendering of the storefront's public pages: the shell's server build renders them in a pool
 * of worker threads (rendering/render-pool.ts), started on the first page request, with the API
 * answering their calls here in-process (`inject`: the routes, schemas and public cache, no socket).
 * Anything that goes wrong falls back to the shell's index.html, which renders the page in the
 * browser as before.
 */
export function createPageRendering(app: FastifyInstance, options: PageRenderingOptions): PageRendering {
  let pool: Promise<RenderPool | null> | null = null;
  const state: PageRenderingState = { renderer: options.entry ? 'idle' : 'off', lastPageComplete: null };
  app.addHook('onClose', async () => {
    const started = await pool;
    await started?.close();
  });

  const start = async (): Promise<RenderPool | null> => {
    const { entry } = options;
    if (!entry) return null;
    const template = path.join(options.shellDir, 'index.html');
    if (!existsSync(entry) || !existsSync(template)) {
      state.renderer = 'missing';
      app.log.warn(
        `No server rendering: ${existsSync(entry) ? template : entry} is missing (npm run build -w shell); pages render in the browser.`,
      );
      return null;
    }
    const started = createRenderPool({
      entry,
      template: await readFile(template, 'utf8'),
      threads: options.threads,
      deadlineMs: options.deadlineMs,
      callApi: async (call) => {
        const answer = await app.inject({ method: call.method as 'GET', url: call.url, headers: call.headers, payload: call.body });
        return { status: answer.statusCode, headers: answer.headers, body: answer.body };
      },
      warn: (message, error) => app.log.warn({ err: error }, message),
    });
    // 'loading' until a thread has loaded the shell's server build and answered a page.
    return started;
  };

  /** The shell's server build would not load in a render thread: pages render in the browser from now on. */
  const unavailable = (reason: string): void => {
    if (state.renderer !== 'failed') app.log.error(`${reason}; pages render in the browser.`);
    state.renderer = 'failed';
    const failed = pool;
    pool = Promise.resolve(null);
    void failed?.then((started) => started?.close());
  };

  /** The page's HTML, or null when the browser must render it (no renderer, or it declined or failed). */
  const render = async (
    request: FastifyRequest,
    page: PageRequest & { origin: string; composition: string | null },
    nonce: string | undefined,
  ): Promise<RenderedHtml | null> => {
    if (!pool) state.renderer = options.entry ? 'loading' : 'off';
    pool ??= start().catch((error: unknown) => {
      state.renderer = 'failed';
      app.log.error({ err: error }, 'The render threads could not start; pages render in the browser.');
      return null;
    });
    const active = await pool;
    if (!active) return leftToBrowser(options.entry ? 'unavailable' : 'off');
    const timer = app.metrics.ssrRenderDuration.startTimer();
    try {
      const rendered = await active.render(
        {
          path: page.path,
          composition: page.composition,
          origin: page.origin,
          locale: page.locale,
          localeSource: page.localeSource,
          nonce,
        },
        selfOrigin(app),
      );
      if (rendered.kind === 'unavailable') {
        unavailable(rendered.reason);
        return leftToBrowser('unavailable', timer);
      }
      if (state.renderer === 'loading') state.renderer = 'ready';
      if (rendered.kind === 'declined') return leftToBrowser('declined', timer);
      state.lastPageComplete = rendered.complete;
      if (rendered.complete) timer({ outcome: 'complete' });
      else leftToBrowser('partial', timer);
      return { status: rendered.status, complete: rendered.complete, html: rendered.html };
    } catch (error) {
      if (error instanceof RenderPoolFull) {
        request.log.warn('Every render thread is busy; the page renders in the browser.');
        return leftToBrowser('busy', timer);
      }
      if (error instanceof RenderOverdue) {
        request.log.error({ err: error }, 'A render went on past its bound; the page renders in the browser.');
        return leftToBrowser('overdue', timer);
      }
      if (isRenderThreadCut(error)) {
        request.log.warn(
          'A render was cut with its thread (the server is shutting down, or another render on it overran); the page renders in the browser.',
        );
        return leftToBrowser('error', timer);
      }
      request.log.error({ err: error }, 'Server rendering failed; the page renders in the browser.');
      return leftToBrowser('error', timer);
    }
  };

  /** Counts a page (for 'partial', a part of one) left to the browser, and the render's time under that outcome. */
  const leftToBrowser = (reason: SsrFallbackReason, timer?: (labels: { outcome: string }) => void): null => {
    app.metrics.ssrFallbacks.inc({ reason });
    timer?.({ outcome: reason });
    return null;
  };

  return {
    state: () => ({ ...state }),
    async tryRender(request, reply) {
      // What the page depends on, read once: the renderer gets exactly this and the cache keys exactly this.
      const origin = requestOrigin(request, options.publicUrl);
      if (!origin) {
        reply.code(400).header('cache-control', 'no-store').send({ message: 'The Host header does not name a host.' });
        return true;
      }
      const reading = readPageRequest(request.url, request.headers.cookie, {
        codes: app.storeLanguages.codes(),
        defaultLocale: app.storeLanguages.defaultLocale(),
      });
      if ('redirect' in reading) {
        reply.code(308).header('location', reading.redirect).header('cache-control', 'no-store').send();
        return true;
      }
      // A known language (validated against the store's own codes): the cookie the browser would write.
      if (reading.rememberLocale)
        reply.header(
          'set-cookie',
          `${LOCALE_COOKIE}=${encodeURIComponent(reading.rememberLocale)}; Path=/; Max-Age=31536000; SameSite=Lax`,
        );
      const file = await readFile(options.compositionFile, 'utf8').catch(() => null);
      // The page renders the builds this browser gets (its canary bucket, its preview), as its shell will load them.
      const composition =
        file !== null && app.hasDecorator('browserComposition') ? await app.browserComposition(file, request, reply) : file;
      const page = { ...reading.page, origin, composition };
      const cache = app.pageCache;
      // A preview is one browser's: its pages are never kept for anyone else.
      const previewing = app.hasDecorator('previewOf') && app.previewOf(request) !== null;
      if (!page.keepable || !cache || previewing) {
        const rendered = await render(request, page, cspNonceOf(reply.raw));
        return rendered
          ? sendPage(
              request,
              reply,
              { status: rendered.status, body: rendered.html, etag: etagOf(rendered.html), productIds: [], salesOrdered: false },
              'bypass',
              previewing ? PREVIEW_CACHE_CONTROL : PAGE_CACHE_CONTROL,
            )
          : false;
      }
      // Kept pages are the same for every guest: React's inline scripts (none are written now) would
      // need the response's nonce, so a kept page is rendered without one.
      const { answer, outcome } = await cache.answer(pageCacheKey(page), PUBLIC_TABLES, async () => {
        // The page shows what the answers its render asked for show: a stock change drops it only
        // when it showed one of those products, or a list ordered by sales (public-cache.ts).
        const { result: rendered, shown } = await collectShown(() => render(request, page, undefined));
        // A page with a part left to the browser is sent but not kept: the next guest gets a whole one.
        return rendered
          ? { status: rendered.status, payload: null, body: rendered.html, keep: rendered.complete, shown }
          : { status: NOT_RENDERED, payload: null, body: '' };
      });
      return answer.status === NOT_RENDERED ? false : sendPage(request, reply, answer, outcome);
    },
  };
}

interface RenderedHtml {
  status: number;
  complete: boolean;
  html: string;
}

/** What a kept computation says when the browser must render the page (never kept: not a 200). */
const NOT_RENDERED = 0;

/**
 * The key a guest's page is kept under: exactly what its render was given (page-request.ts: the
 * plain path with the parameters pages read, the language and where it came from, the origin) and
 * the composition it was rendered with.
 */
function pageCacheKey(page: PageRequest & { origin: string; composition: string | null }): string {
  const compositionHash = createHash('sha1')
    .update(page.composition ?? '')
    .digest('base64url');
  return [page.path, page.locale, page.localeSource, page.origin, compositionHash].join(' ');
}

/** The page carries current prices and stock: browsers revalidate it every time. */
const PAGE_CACHE_CONTROL = 'no-cache';
/** A preview is one browser's build (docs/composition.md, "Previews"): no cache, shared or its own, keeps it. */
const PREVIEW_CACHE_CONTROL = 'private, no-store';

/** A page as HTML with an ETag (a revalidation is a 304), brotli or gzip made once when kept. */
async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedAnswer,
  outcome: string,
  cacheControl = PAGE_CACHE_CONTROL,
): Promise<boolean> {
  reply
    .code(page.status)
    .type('text/html; charset=utf-8')
    .header('cache-control', cacheControl)
    .header('vary', 'Cookie, Accept-Encoding')
    .header('x-cache', outcome);
  if (page.status !== 200) {
    reply.send(page.body);
    return true;
  }
  reply.header('etag', page.etag);
  if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === page.etag)) {
    reply.code(304).send();
    return true;
  }
  const encoding = outcome === 'bypass' ? null : new Negotiator(request).encoding(['br', 'gzip']);
  if (encoding === 'br' || encoding === 'gzip') reply.header('content-encoding', encoding).send(await encodedBody(page, encoding));
  else reply.send(page.body);
  return true;
}

/** Where this server can reach itself (remote manifests and builds it hosts), once it listens. */
function selfOrigin(app: FastifyInstance): string | null {
  const address = app.server.address();
  if (!address || typeof address === 'string') return null;
  const host =
    address.address === '::' || address.address === '0.0.0.0'
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
  return `http://${host}:${address.port}`;
}
