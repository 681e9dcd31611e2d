import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  /** SHUTDOWN_GRACE_MS: not ready but still serving, so load balancers see /readyz fail and stop sending. */
  graceMs: number;
  /** SHUTDOWN_DRAIN_MS: how long requests in flight may take once no new connection is accepted. */
  drainMs: number;
}

/** The longest closing the database may take after a drain that timed out. */
const CLOSE_AFTER_TIMEOUT_MS = 10_000;

const sleep = (ms: number, cancel: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    cancel.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Turns ready once the server listens, after one page has been rendered: that loads the shell's
 * server build and the remotes' server builds (plugins/page-rendering.ts), so the first shopper sent
 * here does not wait for them. A page that fails only leaves its rendering to the browser.
 */
export async function becomeReady(app: FastifyInstance, warmUpTimeoutMs = 20_000): Promise<void> {
  const started = Date.now();
  const page = app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
  const answered = await Promise.race([
    page.then((answer) => `answered ${answer.statusCode}`, (error: unknown) => `failed: ${String(error)}`),
    new Promise<string>((resolve) => setTimeout(resolve, warmUpTimeoutMs, 'timed out').unref()),
  ]);
  // A signal during the warm-up has already started the shutdown: stay draining.
  if (app.lifecycle !== 'starting') return;
  app.lifecycle = 'ready';
  app.log.info({ warmUp: answered, warmUpMs: Date.now() - started }, 'ready: /readyz answers 200');
}

export interface Shutdown {
  /** Resolves with the exit code: 0 when every request finished in time, 1 when the drain timed out. */
  done: Promise<number>;
  /** A second signal: skip what is left of the grace period. */
  hurry(): void;
}

/**
 * The graceful shutdown (docs/operating.md): not ready at once, serving on for the grace period,
 * then no new connections and idle keep-alive ones closed (app.close() with forceCloseConnections
 * 'idle', app.ts), requests in flight finished within the drain time, the database closed (PGlite
 * flushes its directory). Every answer from the first step on says Connection: close (health.ts).
 */
export function shutDown(app: FastifyInstance, signal: string, options: ShutdownOptions): Shutdown {
  const hurried = new AbortController();
  const done = (async () => {
    app.lifecycle = 'draining';
    app.log.info({ signal, graceMs: options.graceMs }, 'shutdown 1/4: not ready; serving on while load balancers notice');
    await sleep(options.graceMs, hurried.signal);
    const inFlight = await connectionCount(app);
    app.log.info({ drainMs: options.drainMs, connections: inFlight }, 'shutdown 2/4: no new connections; idle ones closed; waiting for requests in flight');
    let cut = false;
    let failed = false;
    app.server.once('close', () => app.log.info(`shutdown 3/4: ${cut ? 'requests cut' : 'every request finished'}; closing the database`));
    const closing = app.close().catch((error: unknown) => {
      failed = true;
      app.log.error({ err: error }, 'shutdown: closing failed');
    });
    const drained = await Promise.race([closing.then(() => true), new Promise<false>((resolve) => setTimeout(resolve, options.drainMs, false).unref())]);
    if (!drained) {
      cut = true;
      app.log.error({ drainMs: options.drainMs, connections: await connectionCount(app) }, 'shutdown: requests still running after the drain time; cutting them');
      app.server.closeAllConnections();
      await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, CLOSE_AFTER_TIMEOUT_MS).unref())]);
    }
    const exitCode = drained && !failed ? 0 : 1;
    app.log.info({ exitCode }, 'shutdown 4/4: database closed; exiting');
    return exitCode;
  })();
  return { done, hurry: () => hurried.abort() };
}

function connectionCount(app: FastifyInstance): Promise<number> {
  return new Promise((resolve) => app.server.getConnections((error, count) => resolve(error ? -1 : count)));
}
