import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { it } from 'node:test';
import { openPgliteDatabase } from './pglite-database.js';
import { scratchDir } from '../test-support/scratch-dir.js';

/**
 * PGlite's memory right after start (docs/api-performance.md, "Memory on PGlite"): a new data
 * directory must not bring back initdb's second WASM instance, never freed, nor a 128 MB buffer
 * pool touched in full. The bound is generous against the noise of a busy machine, and still far
 * below what either cause alone would bring back.
 */
const GROWTH_BOUND_MB = 330;
const MB = 1024 * 1024;
// The PostgreSQL pass of the suite has nothing to add here: PGlite is the same in both passes.
const skip = process.env.DATABASE_URL ? 'measured in the PGlite pass' : false;

it(`opens a new PGlite data directory with less than ${GROWTH_BOUND_MB} MB more memory`, { skip }, async (t) => {
  const dir = await mkdtemp(path.join(scratchDir(), 'storefront-pglite-memory-'));
  const before = process.memoryUsage.rss();
  const db = await openPgliteDatabase(path.join(dir, 'pglite'));
  try {
    await db.query('SELECT count(*) FROM pg_class');
    const grownMb = Math.round((process.memoryUsage.rss() - before) / MB);
    t.diagnostic(`resident memory grew by ${grownMb} MB`);
    assert.ok(grownMb < GROWTH_BOUND_MB, `grew by ${grownMb} MB`);
    // initdb's 128 MB pool would be touched in full on every start, whatever the data.
    const [pool] = await db.query<{ shared_buffers: string }>('SHOW shared_buffers');
    assert.equal(pool!.shared_buffers, '32MB');
  } finally {
    await db.close();
    await rm(dir, { recursive: true, force: true });
  }
});
