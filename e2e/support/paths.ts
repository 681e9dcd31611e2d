import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const E2E_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
export const ROOT = join(E2E_DIR, '..');
/** Scratch space for browser profiles, data directories and screenshots (git-ignored). */
export const ARTIFACTS = join(E2E_DIR, '.artifacts');
