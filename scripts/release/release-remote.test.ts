// `npm run release -w <remote>` for real: one remote built alone into its versioned folder.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { buildIdFor, planRelease } from './release-remote';

const REPO = resolve(__dirname, '../..');

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): { status: number | null; output: string } {
  const result = spawnSync(command, args, { cwd: REPO, encoding: 'utf8', env: { ...process.env, ...env } });
  return { status: result.status, output: result.stdout + result.stderr };
}

describe('planRelease', () => {
  it('puts a release in <root>/<package>/<version>, with the build id it is given', () => {
    const plan = planRelease(join(REPO, 'mfe-cart'), { RELEASE_DIR: '/srv/releases', REMOTE_BUILD_ID: 'ci-42' });
    assert.deepEqual(plan, { name: 'mfe-cart', version: plan.version, buildId: 'ci-42', folder: `/srv/releases/mfe-cart/${plan.version}` });
    assert.match(plan.version, /^\d+\.\d+\.\d+/);
  });

  it('names a build by its time and commit when none is given', () => {
    assert.match(buildIdFor(join(REPO, 'mfe-cart'), new Date('2026-11-24T05:56:03.120Z')), /^20261124T055603Z-[0-9a-f]{7,}(-dirty)?$/);
  });
});

describe('npm run release -w mfe-auth', () => {
  let releases: string;
  before(() => {
    releases = mkdtempSync(join(tmpdir(), 'release-test-'));
  });
  after(() => rmSync(releases, { recursive: true, force: true }));

  it('builds the remote alone into its versioned folder, version and build id in its manifest', () => {
    const env = { RELEASE_DIR: releases, REMOTE_BUILD_ID: 'test-build-1' };
    const released = run('npm', ['run', 'release', '-w', 'mfe-auth'], env);
    assert.equal(released.status, 0, released.output);
    const version = (JSON.parse(readFileSync(join(REPO, 'mfe-auth/package.json'), 'utf8')) as { version: string }).version;
    const folder = join(releases, 'mfe-auth', version);
    const manifest = JSON.parse(readFileSync(join(folder, 'mf-manifest.json'), 'utf8')) as {
      metaData: { buildInfo: Record<string, string> };
    };
    assert.equal(manifest.metaData.buildInfo.buildVersion, version);
    assert.equal(manifest.metaData.buildInfo.buildId, 'test-build-1');
    assert.ok(existsSync(join(folder, 'server/remoteEntry.js')));
    assert.match(released.output, /"auth": \{ "manifest": .*"integrity": "sha384-/);

    // The folder passes the deployment checks in place of the auth build npm start serves.
    const checked = run(process.execPath, ['--import', 'tsx', 'scripts/compose.ts', 'check', '--mount', `/remotes/auth/=${folder}`]);
    assert.equal(checked.status, 0, checked.output);
    assert.match(checked.output, new RegExp(`auth\\s+${version.replace(/\./g, '\\.')} \\(test-build-1\\)`));

    // A released version is never rebuilt in place.
    const again = run('npm', ['run', 'release', '-w', 'mfe-auth'], env);
    assert.equal(again.status, 1, again.output);
    assert.match(again.output, /already holds mfe-auth/);
  });
});
