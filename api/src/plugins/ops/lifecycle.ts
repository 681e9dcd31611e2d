import { Server as NetServer } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  /**
   * SHUTDOWN_GRACE_MS: not ready but still serving, so load balancers see /readyz fail and stop
   * sending. Skipped when nobody has asked /readyz since the start: there is nobody to tell
   * (development, tests, a single process), and waiting would only slow every stop down.
   */
  graceMs: number;
  /** SHUTDOWN_DRAIN_MS: how long requests in flight may take once no new connection is accepted. */
  drainMs: number;
}

/** How soon a browser whose event stream a drain ended reconnects (to another instance). */
const LIVE_RETRY_AFTER_DRAIN_MS = 500;

/** The longest cut connections may take to end, and the database to close. */
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
    page.then(
      (answer) => `answered ${answer.statusCode}`,
      (error: unknown) => `failed: ${String(error)}`,
    ),
    new Promise<string>((resolve) => setTimeout(resolve, warmUpTimeoutMs, 'timed out').unref()),
  ]);
  // A signal during the warm-up has already started the shutdown: stay draining.
  if (app.lifecycle !== 'starting') return;
  app.lifecycle = 'ready';
  app.log.info({ warmUp: answered, warmUpMs: Date.now() - started }, 'started: /readyz now answers from its checks');
}

export interface Shutdown {
  /** Resolves with the exit code: 0 when every request finished in time, 1 when the drain timed out. */
  done: Promise<number>;
  /** A second signal: skip what is left of the grace period. */
  hurry(): void;
}

/**
 * A connection accepted just before the listener closed may not have sent its request yet; Node
 * counts it idle, and closing idle connections at once would reset it. It gets this long to send.
 */
export const SETTLE_MS = 300;

/**
 * The graceful shutdown (docs/operating.md): not ready at once, serving on for the grace period,
 * then no new connections, idle keep-alive ones closed, requests in flight finished within the drain
 * time, the database closed (PGlite flushes its directory). Every answer from the first step on says
 * Connection: close (health.ts), so a connection ends with the answer it carried.
 */
export function shutDown(app: FastifyInstance, signal: string, options: ShutdownOptions): Shutdown {
  const hurried = new AbortController();
  const done = (async () => {
    app.lifecycle = 'draining';
    const graceMs = app.readinessWatched ? options.graceMs : 0;
    app.log.info(
      { signal, graceMs, readinessWatched: app.readinessWatched },
      'shutdown 1/4: not ready; serving on while load balancers notice',
    );
    await sleep(graceMs, hurried.signal);
    const drained = await drain(app, options.drainMs);
    app.log.info(`shutdown 3/4: ${drained ? 'every request finished' : 'requests cut'}; closing the database`);
    const closed = await Promise.race([
      app.close().then(
        () => true,
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown: closing failed');
          return false;
        },
      ),
      new Promise<false>((resolve) => setTimeout(resolve, CLOSE_AFTER_TIMEOUT_MS, false).unref()),
    ]);
    const exitCode = drained && closed ? 0 : 1;
    app.log.info({ exitCode }, 'shutdown 4/4: database closed; exiting');
    return exitCode;
  })();
  return { done, hurry: () => hurried.abort() };
}

/**
 * Stops accepting and waits for the connections to end; true when they all did within `drainMs`,
 * else they are cut. The listener is closed through net.Server's close, not http.Server's: the
 * latter also closes every idle connection at once (see SETTLE_MS). app.close() then finds the
 * server closed and only runs the onClose hooks (the database last).
 */
async function drain(app: FastifyInstance, drainMs: number): Promise<boolean> {
  const server = app.server;
  const allEnded = new Promise<true>((resolve) => server.once('close', () => resolve(true)));
  // When, not when logged: what the close resets can only be seen after it (pglite-restart.test.ts).
  const listenerClosedAt = Date.now();
  NetServer.prototype.close.call(server);
  // Event streams never end by themselves: they are ended with a retry hint, and their browsers
  // reconnect (to another instance) with Last-Event-ID, missing nothing (docs/live-updates.md).
  app.liveStreams?.endAll(LIVE_RETRY_AFTER_DRAIN_MS);
  app.log.info(
    { drainMs, connections: await connectionCount(app), listenerClosedAt },
    'shutdown 2/4: no new connections; waiting for requests in flight',
  );
  const deadline = Date.now() + drainMs;
  const timeUp = (ms: number) => new Promise<false>((resolve) => setTimeout(resolve, Math.max(0, ms), false).unref());
  if (await Promise.race([allEnded, timeUp(Math.min(SETTLE_MS, drainMs))])) return true;
  server.closeIdleConnections();
  if (await Promise.race([allEnded, timeUp(deadline - Date.now())])) return true;
  app.log.error(
    { drainMs, connections: await connectionCount(app) },
    'shutdown: requests still running after the drain time; cutting them',
  );
  server.closeAllConnections();
  await Promise.race([allEnded, timeUp(CLOSE_AFTER_TIMEOUT_MS)]);
  return false;
}

function connectionCount(app: FastifyInstance): Promise<number> {
  return new Promise((resolve) => app.server.getConnections((error, count) => resolve(error ? -1 : count)));
}
