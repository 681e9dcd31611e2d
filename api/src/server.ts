import { buildApp } from './app.js';
import { loadConfig } from './config.js';

/** `npm start`: one process serving the API, the built storefront and composition.json. */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp();
  // Close cleanly so PGlite flushes its data directory.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal} received, shutting down`);
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error('The API server failed to start:', error);
  process.exit(1);
});
