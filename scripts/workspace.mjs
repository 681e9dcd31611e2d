// What the root scripts know about the workspace: which packages build, and where their output lands.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Each buildable package, the file whose presence means "built" (the last one its build writes: the
 * Node build for the shell and the remotes), and the sources it comes from.
 */
export const BUILDS = [
  { name: 'api', output: 'api/dist/server.js', sources: ['api/src'] },
  { name: 'shell', output: 'shell/dist-server/server-entry.js', sources: ['shell/src', 'shared-sdk/src'] },
  { name: 'mfe-catalog', output: 'mfe-catalog/dist/server/remoteEntry.js', sources: ['mfe-catalog/src', 'shared-sdk/src'] },
  { name: 'mfe-cart', output: 'mfe-cart/dist/server/remoteEntry.js', sources: ['mfe-cart/src', 'shared-sdk/src'] },
  { name: 'mfe-account', output: 'mfe-account/dist/server/remoteEntry.js', sources: ['mfe-account/src', 'shared-sdk/src'] },
  { name: 'mfe-auth', output: 'mfe-auth/dist/server/remoteEntry.js', sources: ['mfe-auth/src', 'shared-sdk/src'] },
];

/** Dev-server ports: the shell's composition.dev.json points at these. */
export const DEV_PORTS = { shell: 3000, 'mfe-catalog': 3001, 'mfe-cart': 3002, 'mfe-account': 3003, 'mfe-auth': 3004 };

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** A package needs a build when its output is missing or older than any of its sources. */
export function needsBuild(build) {
  const output = join(ROOT, build.output);
  if (!existsSync(output)) return true;
  const builtAt = statSync(output).mtimeMs;
  return build.sources.some((source) => newestMtime(join(ROOT, source)) > builtAt);
}
