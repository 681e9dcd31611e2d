import { statfsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const E2E_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
export const ROOT = join(E2E_DIR, '..');
/** Scratch space for browser profiles, screenshots and other files of a run (git-ignored). */
export const ARTIFACTS = join(E2E_DIR, '.artifacts');

/**
 * Where the servers' PGlite data directories and their template go: /dev/shm (memory) when it has
 * room, else ARTIFACTS. Copying the template there costs far less CPU than on disk (docs/testing.md),
 * and every server makes a copy (the API suite does the same, api/src/test-support/scratch-dir.ts).
 */
export const DATA_SCRATCH = hasRoom('/dev/shm', 2 * 1024 ** 3) ? '/dev/shm/storefront-e2e' : ARTIFACTS;

function hasRoom(dir: string, bytes: number): boolean {
  try {
    const { bavail, bsize } = statfsSync(dir);
    return bavail * bsize >= bytes;
  } catch {
    return false;
  }
}
