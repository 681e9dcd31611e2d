import { statfsSync } from 'node:fs';
import os from 'node:os';

/** Memory-backed, where Linux has it: /dev/shm. */
const MEMORY_DIR = '/dev/shm';
/**
 * Room to leave: a few seeded data directories live at once, the templates beside them (a seeded
 * store's size on disk: docs/api-performance.md, "Memory on PGlite").
 */
const NEEDED_BYTES = 2 * 1024 ** 3;

let chosen: string | undefined;

/**
 * Where the suite puts its PGlite data directories and their templates: /dev/shm when it has room,
 * else the system's temp directory (a container's /dev/shm is often 64 MB). Copying a template there
 * takes far less CPU than on disk (docs/testing.md), every test file makes a copy, and the database's
 * own writes are cheaper too. What the tests check does not change: a crash probe kills the process,
 * not the machine, so memory keeps what disk would.
 */
export function scratchDir(): string {
  chosen ??= hasRoom(MEMORY_DIR) ? MEMORY_DIR : os.tmpdir();
  return chosen;
}

function hasRoom(dir: string): boolean {
  try {
    const { bavail, bsize } = statfsSync(dir);
    return bavail * bsize >= NEEDED_BYTES;
  } catch {
    return false;
  }
}
