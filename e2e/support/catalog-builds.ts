import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { ARTIFACTS, ROOT } from './paths.ts';

/** A build of the catalog remote: its folder, and the build id it stamps on its pages (data-catalog-build="<version>+<id>"). */
export interface CatalogBuild {
  folder: string;
  buildId: string;
}

/** The catalog of the storefront's own build (`npm run build`), which every e2e server serves at /remotes/catalog/. */
export function storefrontCatalog(): CatalogBuild {
  const folder = join(ROOT, 'mfe-catalog/dist');
  const buildId = builtWith(folder);
  if (!buildId) throw new Error('mfe-catalog/dist is missing: run `npm run build` first.');
  return { folder, buildId };
}

const OTHER_BUILD_ID = 'other';
const BUILDS = join(ARTIFACTS, 'catalog-builds');

/**
 * A second build of the same catalog source under another build id: two versions of one remote that
 * differ visibly. A build is costly (docs/testing.md), so one is made per source and kept in
 * e2e/.artifacts for every file and run that needs it, named by a hash of what the build reads. The
 * e2e files run in processes of their own: a build is made in a folder of its own and renamed into
 * place once complete, so none ever uses a half-made one (two files may both make it, once).
 */
export function otherCatalogBuild(): CatalogBuild {
  const folder = join(BUILDS, `${OTHER_BUILD_ID}-${sourceKey()}`);
  if (builtWith(folder) === OTHER_BUILD_ID) return { folder, buildId: OTHER_BUILD_ID };
  mkdirSync(BUILDS, { recursive: true });
  const building = mkdtempSync(join(BUILDS, 'building-'));
  try {
    execFileSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build', '-w', 'mfe-catalog'], {
      cwd: ROOT,
      env: { ...process.env, REMOTE_OUT_DIR: building, REMOTE_BUILD_ID: OTHER_BUILD_ID },
      stdio: 'ignore',
    });
    if (builtWith(building) !== OTHER_BUILD_ID) throw new Error(`The catalog build ${OTHER_BUILD_ID} did not land in ${building}.`);
    renameSync(building, folder);
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    // Another file renamed its build into place first: use that one.
    if (builtWith(folder) !== OTHER_BUILD_ID) throw error;
  }
  removeOtherBuilds(folder);
  return { folder, buildId: OTHER_BUILD_ID };
}

/** What a broken build throws: the first line of the error it reports. */
export const BROKEN_PRODUCT_PAGE = 'E2E: this catalog build throws on its product page';

/**
 * A copy of `build` in `folder` whose product page throws while it renders (its Buy Now button's
 * message id becomes a throw), in its browser and its server code alike: a build that loads fine
 * and breaks once a shopper opens a product. Everything else is `build`'s, its manifest included.
 */
export function brokenCatalogBuild(build: CatalogBuild, folder: string): CatalogBuild {
  cpSync(build.folder, folder, { recursive: true });
  const buyNow = /id:\s*"product\.buyNow"/;
  const patched = filesOf(folder).filter((file) => file.endsWith('.js') && buyNow.test(readFileSync(file, 'utf8')));
  if (patched.length < 2) throw new Error(`Expected the product page in the browser and server code of ${build.folder}.`);
  for (const file of patched) {
    const code = readFileSync(file, 'utf8').replace(
      new RegExp(buyNow, 'g'),
      `id:(() => { throw new Error(${JSON.stringify(BROKEN_PRODUCT_PAGE)}); })()`,
    );
    writeFileSync(file, code);
    // The static host prefers a precompressed copy: the patched file is served as it is now.
    for (const copy of [`${file}.br`, `${file}.gz`]) rmSync(copy, { force: true });
  }
  return { folder, buildId: build.buildId };
}

function builtWith(folder: string): string | undefined {
  const file = join(folder, 'mf-manifest.json');
  if (!existsSync(file) || !existsSync(join(folder, 'server/remoteEntry.js'))) return undefined;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { metaData?: { buildInfo?: { buildId?: string } } };
  return manifest.metaData?.buildInfo?.buildId;
}

/** What a catalog build reads: its package and shared-sdk (sources, configs, build helpers), and the lock file. */
const SOURCES = ['mfe-catalog', 'shared-sdk', 'package-lock.json', 'tsconfig.base.json'];
const NOT_SOURCES = new Set(['node_modules', 'dist', 'dist-server', '.cache']);

function sourceKey(): string {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap((source) => filesOf(join(ROOT, source))).sort()) {
    hash.update(relative(ROOT, file)).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

function filesOf(path: string): string[] {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat?.isDirectory()) return stat ? [path] : [];
  return readdirSync(path)
    .filter((name) => !NOT_SOURCES.has(name))
    .flatMap((name) => filesOf(join(path, name)));
}

/** Builds of other sources: the one just made or found is the only one this source can use. Others' half-made ones stay. */
function removeOtherBuilds(keep: string): void {
  for (const entry of readdirSync(BUILDS)) {
    const path = join(BUILDS, entry);
    if (path !== keep && !entry.startsWith('building-')) rmSync(path, { recursive: true, force: true });
  }
}
