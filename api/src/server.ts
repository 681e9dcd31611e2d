import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { becomeReady, shutDown, type Shutdown } from './plugins/ops/lifecycle.js';

/** `npm start`: one process serving the API, the built storefront and composition.json. */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp();
  // SIGTERM (an orchestrator, a rolling restart) or SIGINT (Ctrl-C): the graceful shutdown of
  // plugins/ops/lifecycle.ts, which ends with the database closed so PGlite flushes its directory.
  // A second signal skips what is left of the grace period.
  let shutdown: Shutdown | null = null;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (shutdown) {
        app.log.info(`${signal} received again: skipping the rest of the grace period`);
        shutdown.hurry();
        return;
      }
      shutdown = shutDown(app, signal, { graceMs: config.shutdownGraceMs, drainMs: config.shutdownDrainMs });
      shutdown.done.then(
        (code) => process.exit(code),
        () => process.exit(1),
      );
    });
  }
  await app.listen({ port: config.port, host: config.host });
  await becomeReady(app);
}

main().catch((error: unknown) => {
  console.error('The API server failed to start:', error);
  process.exit(1);
});
