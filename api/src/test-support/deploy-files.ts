import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A file of the recipe's `deploy/` folder at the repository's root, found from here whether the
 * suite runs from src/ or compiled (.src-js/): the tests run the operators' own configurations.
 */
export function deployFile(name: string): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, 'deploy', name);
    if (existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`deploy/${name} not found above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
}
