// npm run release -w mfe-cart [-- --force]: builds one remote into its own versioned folder
// (releases/<package>/<version>/, or $RELEASE_DIR/<package>/<version>/), its version and build id
// stamped into mf-manifest.json, ready to upload to any static host or CDN path and name in a
// composition.json. Nothing else is built: not the shell, not another remote.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { integrityOf } from '../../shared-sdk/src/remote/integrity';
import { manifestBuild, readManifest, serverEntryPath } from '../../shared-sdk/src/remote/manifest-check';

const REPO = resolve(__dirname, '../..');

interface Release {
  name: string;
  version: string;
  buildId: string;
  folder: string;
}

/** The commit and the time: unique per build, and says which source it came from. */
export function buildIdFor(packageDir: string, now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const git = (...args: string[]) => execFileSync('git', args, { cwd: packageDir, encoding: 'utf8' }).trim();
  try {
    const dirty = git('status', '--porcelain', '--', '.', join(REPO, 'shared-sdk')) ? '-dirty' : '';
    return `${stamp}-${git('rev-parse', '--short', 'HEAD')}${dirty}`;
  } catch {
    return stamp;
  }
}

export function planRelease(packageDir: string, env: NodeJS.ProcessEnv = process.env): Release {
  const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { name: string; version: string };
  const root = resolve(env.RELEASE_DIR ?? join(REPO, 'releases'));
  return {
    name: pkg.name,
    version: pkg.version,
    buildId: env.REMOTE_BUILD_ID || buildIdFor(packageDir),
    folder: join(root, pkg.name, pkg.version),
  };
}

function build(packageDir: string, release: Release): void {
  const run = spawnSync('npm', ['run', 'build'], {
    cwd: packageDir,
    stdio: 'inherit',
    env: { ...process.env, REMOTE_OUT_DIR: release.folder, REMOTE_BUILD_ID: release.buildId },
  });
  if (run.status !== 0) throw new Error(`The build of ${release.name} failed.`);
}

/** The folder must hold what it claims: this version and build id, and the Node build. */
async function verify(release: Release): Promise<string> {
  const text = readFileSync(join(release.folder, 'mf-manifest.json'), 'utf8');
  const manifest = readManifest(text);
  const stamped = manifest && manifestBuild(manifest);
  if (stamped?.version !== release.version || stamped.buildId !== release.buildId) {
    throw new Error(`${release.folder}/mf-manifest.json says ${JSON.stringify(stamped)}, not ${release.version} (${release.buildId}).`);
  }
  const server = manifest && serverEntryPath(manifest);
  if (!server || !existsSync(join(release.folder, server))) throw new Error(`${release.folder} has no server build.`);
  return integrityOf(text, 'sha384');
}

async function main(argv: string[]): Promise<number> {
  const packageDir = process.cwd();
  const release = planRelease(packageDir);
  if (existsSync(join(release.folder, 'mf-manifest.json')) && !argv.includes('--force')) {
    console.error(
      `${release.folder} already holds ${release.name} ${release.version}: a released version is never rebuilt in place.\n` +
        `Bump the version (npm version patch -w ${release.name}) or pass -- --force.`,
    );
    return 1;
  }
  build(packageDir, release);
  const integrity = await verify(release);
  const remote = release.name.replace(/^mfe-/, '');
  console.log(`\nReleased ${release.name} ${release.version} (build ${release.buildId}) in ${release.folder}`);
  console.log('Upload the folder as it is, then name it in composition.json (and run `npm run compose -- check`):');
  console.log(
    `  "${remote}": { "manifest": "<where it is hosted>/mf-manifest.json", "version": "${release.version}", "integrity": "${integrity}" }`,
  );
  return 0;
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exitCode = 1;
    },
  );
}
