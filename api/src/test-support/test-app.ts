import path from 'node:path';
import { after, before } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  /** Closes the app and destroys its database. */
  close(): Promise<void>;
}

/** The whole app on a fresh, migrated and seeded database, with no storefront mounted. */
export async function createTestApp(options: BuildAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  try {
    const app = await buildApp({
      logger: false,
      staticMounts: [],
      compositionFile: path.join(database.options.dataDir, 'composition.json'),
      // Tests that want it turn it on; elsewhere a background prune would race the test's own rows.
      housekeepingIntervalMinutes: 0,
      ...database.options,
      ...options,
    });
    return {
      app,
      database,
      async close() {
        await app.close();
        await database.destroy();
      },
    };
  } catch (error) {
    await database.destroy();
    throw error;
  }
}

/**
 * The suite's app (the file's, or a describe's when called in one): made by the suite's first
 * `before` hook and closed by its `after` hook, as fastify/demo's test helper does. Its `app` and
 * `database` are there from that hook on; reading them sooner is a mistake the error names.
 */
export function appForSuite(options: BuildAppOptions = {}): TestApp {
  let made: TestApp | undefined;
  before(async () => {
    made = await createTestApp(options);
  });
  after(() => made?.close());
  const ready = (): TestApp => {
    if (!made) throw new Error("The suite's app is made in its before hook: read it in a test or a later hook.");
    return made;
  };
  return {
    get app() {
      return ready().app;
    },
    get database() {
      return ready().database;
    },
    close: () => ready().close(),
  };
}

/** Another instance of the app on the test app's database, as a second server behind a load balancer (PostgreSQL only). */
export function createSecondInstance(t: TestApp, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  return buildApp({
    logger: false,
    staticMounts: [],
    compositionFile: path.join(t.database.options.dataDir, 'composition.json'),
    housekeepingIntervalMinutes: 0,
    ...t.database.options,
    ...options,
  });
}
