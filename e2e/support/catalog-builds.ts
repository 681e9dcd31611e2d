import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ARTIFACTS, ROOT } from './paths.ts';

/**
 * Builds of the catalog remote that differ only in their build id, which the catalog stamps on its
 * pages (data-catalog-build="<version>+<build id>"): two versions of one remote with a visible
 * difference, from the same source. Each build takes 30 to 60 s here, so they are made once per
 * test file; E2E_REUSE_BUILDS=1 keeps builds already in e2e/.artifacts (while writing a test).
 */
export function buildCatalog(buildId: string): string {
  const folder = join(ARTIFACTS, 'catalog-builds', buildId);
  if (process.env.E2E_REUSE_BUILDS === '1' && builtWith(folder) === buildId) return folder;
  execFileSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build', '-w', 'mfe-catalog'], {
    cwd: ROOT,
    env: { ...process.env, REMOTE_OUT_DIR: folder, REMOTE_BUILD_ID: buildId },
    stdio: 'ignore',
  });
  if (builtWith(folder) !== buildId) throw new Error(`The catalog build ${buildId} did not land in ${folder}.`);
  return folder;
}

function builtWith(folder: string): string | undefined {
  const file = join(folder, 'mf-manifest.json');
  if (!existsSync(file) || !existsSync(join(folder, 'server/remoteEntry.js'))) return undefined;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { metaData?: { buildInfo?: { buildId?: string } } };
  return manifest.metaData?.buildInfo?.buildId;
}
