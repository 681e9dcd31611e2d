import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { DATA_SCRATCH } from './paths.ts';
import { startServer, type RunningServer } from './server.ts';

/**
 * The server on a store whose data the test changed first, straight in the database (texts no
 * storefront form can write, such as a product's name). The server seeds a new data directory and
 * stops; `write` runs on PGlite while nothing else holds the directory; the server starts again
 * on it, so nothing it keeps in memory predates the change.
 */
export async function startServerWithData(write: (db: PGlite) => Promise<void>, env: Record<string, string> = {}): Promise<RunningServer> {
  mkdirSync(DATA_SCRATCH, { recursive: true });
  const dataDir = mkdtempSync(join(DATA_SCRATCH, 'data-prepared-'));
  try {
    await (await startServer({ ...env, DATA_DIR: dataDir })).stop();
    // The extensions the API's PGlite thread loads (api/src/db/pglite-worker.ts): a product written
    // here runs the product search's triggers (migration 0240), which call them.
    const db = await PGlite.create(join(dataDir, 'pglite'), { extensions: { pg_trgm, unaccent, fuzzystrmatch } });
    try {
      await write(db);
    } finally {
      await db.close();
    }
    const server = await startServer({ ...env, DATA_DIR: dataDir });
    return {
      ...server,
      dataDir,
      stop: async () => {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
