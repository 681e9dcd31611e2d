import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { openPgliteDatabase } from '../db/pglite-database.js';
import { runMigrations } from '../db/migrate.js';
import { seedDemoData } from '../db/seed/seed-demo-data.js';
import { scratchDir } from './scratch-dir.js';
import { sourceKey } from './source-key.js';

const PREFIX = 'storefront-api-pglite-';
const HOUR_MS = 3_600_000;

const execFileAsync = promisify(execFile);

/**
 * A copy of a PGlite directory where `to` does not exist yet. The system's cp, not Node's fs.cp: it
 * takes far less time and CPU (docs/testing.md), and every test file makes one.
 */
export async function copyPgliteDir(from: string, to: string): Promise<void> {
  await execFileAsync('cp', ['-R', from, to]);
}

/**
 * Creating a PGlite database (initdb in WASM) takes seconds, more on a busy machine; copying a
 * data directory takes a fraction of that. So tests copy one of two templates kept in the temp
 * directory: 'empty' (just initdb, per PGlite version) for tests of the migration runner and the
 * seed, 'seeded' (migrated and seeded; per day and per version of the source, so a changed
 * migration or seed rebuilds it) for everything else.
 * Returns a directory holding `pglite/`.
 */
export async function pgliteTemplateDir(kind: 'empty' | 'seeded'): Promise<string> {
  if (kind === 'empty') {
    return cachedTemplate(`empty-${await pgliteVersion()}`, async () => undefined);
  }
  const empty = await pgliteTemplateDir('empty');
  return cachedTemplate(`seeded-${await sourceKey()}`, async (pgliteDir) => {
    await copyPgliteDir(path.join(empty, 'pglite'), pgliteDir);
    const db = await openPgliteDatabase(pgliteDir);
    try {
      await runMigrations(db);
      await seedDemoData(db);
    } finally {
      await db.close();
    }
  });
}

async function cachedTemplate(key: string, fill: (pgliteDir: string) => Promise<void>): Promise<string> {
  const dir = path.join(scratchDir(), `${PREFIX}${key}`);
  if (existsSync(path.join(dir, 'pglite', 'PG_VERSION'))) return dir;
  const building = await mkdtemp(path.join(scratchDir(), `${PREFIX}build-`));
  const pgliteDir = path.join(building, 'pglite');
  await fill(pgliteDir);
  if (!existsSync(path.join(pgliteDir, 'PG_VERSION'))) {
    // Nothing copied in: let PGlite create the cluster.
    await (await openPgliteDatabase(pgliteDir)).close();
  }
  // Another test process may have finished first: keep theirs.
  await rename(building, dir).catch(() => rm(building, { recursive: true, force: true }));
  await removeStaleTemplates(dir);
  return dir;
}

async function pgliteVersion(): Promise<string> {
  const entry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  let dir = path.dirname(entry);
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')).version;
}

async function removeStaleTemplates(keep: string): Promise<void> {
  const tmp = scratchDir();
  for (const name of await readdir(tmp)) {
    const full = path.join(tmp, name);
    if (!name.startsWith(PREFIX) || name.startsWith(`${PREFIX}empty-`) || full === keep) continue;
    const info = await stat(full).catch(() => undefined);
    if (info && Date.now() - info.mtimeMs > HOUR_MS) await rm(full, { recursive: true, force: true });
  }
}
