import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// What names a seeded test template (pglite-template.ts, postgres-template.ts): a changed migration,
// seed or any other source file makes a new one, and so does a new day.

// api/src itself, also when the suite runs compiled from api/.src-js (scripts/compile-tests.mjs).
const SRC_DIR = fileURLToPath(new URL('../../src/', import.meta.url));

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && !e.name.endsWith('.test.ts'))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => !file.includes(`${path.sep}test-support${path.sep}`))
    .sort();
}

/** Today's date plus the content of every source file. */
export async function sourceKey(): Promise<string> {
  const hash = createHash('sha256').update(new Date().toISOString().slice(0, 10));
  for (const file of await sourceFiles(SRC_DIR)) {
    hash.update(path.relative(SRC_DIR, file)).update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}
