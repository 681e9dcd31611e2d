import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DATA_SCRATCH, ROOT } from './paths.ts';

const TEMPLATES = join(DATA_SCRATCH, 'templates');
/** Written last: a template without it was cut short and is made again. */
const COMPLETE = 'complete';
const HOUR_MS = 3_600_000;

/**
 * Migrating and seeding a new PGlite directory is most of a server's start. Every e2e server wants
 * the same demo store, so one server fills a template directory (`fill`: what `npm start` does on
 * an empty directory) and each server then starts on a copy of its `pglite/` (support/server.ts).
 * The template belongs to one build of the API (api/dist), one lock file and one day: the seed's
 * dates (flash sales, vouchers) are whole days around the moment it ran, so a template from today
 * shows what a fresh seed would. e2e files run in processes of their own; the first to need it
 * makes it and the others find it (a half-made one is never renamed into place).
 * Returns the directory holding `pglite/`.
 */
export async function seededTemplate(fill: (dataDir: string) => Promise<void>): Promise<string> {
  making ??= findOrMake(fill).finally(() => (making = undefined));
  return making;
}

let making: Promise<string> | undefined;

async function findOrMake(fill: (dataDir: string) => Promise<void>): Promise<string> {
  const dir = join(TEMPLATES, templateKey());
  if (existsSync(join(dir, COMPLETE))) {
    // In use: another checkout's run (a second clone on this machine) leaves it alone for an hour more.
    utimesSync(dir, new Date(), new Date());
    return dir;
  }
  mkdirSync(TEMPLATES, { recursive: true });
  const building = mkdtempSync(join(TEMPLATES, 'building-'));
  try {
    await fill(building);
    mkdirSync(join(building, COMPLETE));
    renameSync(building, dir);
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    // Another process renamed its template into place first: use that one.
    if (!existsSync(join(dir, COMPLETE))) throw error;
  }
  removeOtherTemplates(dir);
  return dir;
}

/** Today, the lock file and every file of api/dist (migrations and seed included). */
function templateKey(): string {
  const hash = createHash('sha256').update(new Date().toISOString().slice(0, 10));
  hash.update(readFileSync(join(ROOT, 'package-lock.json')));
  const dist = join(ROOT, 'api/dist');
  const files = readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(relative(dist, file)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/** Other templates no server has started from for an hour: no run still copying them (findOrMake marks each use). */
function removeOtherTemplates(keep: string): void {
  for (const name of readdirSync(TEMPLATES)) {
    const full = join(TEMPLATES, name);
    if (full !== keep && Date.now() - statSync(full).mtimeMs > HOUR_MS) rmSync(full, { recursive: true, force: true });
  }
}
