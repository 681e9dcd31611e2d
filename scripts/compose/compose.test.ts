// The compose CLI on this repository's real builds (run `npm run build` first): the repository's own
// composition passes, and each kind of broken deployment fails with its problem in the table.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';

const REPO = resolve(__dirname, '../..');
const CART_DIST = join(REPO, 'mfe-cart/dist');

function compose(...args: string[]): { status: number | null; output: string } {
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(REPO, 'scripts/compose.ts'), ...args], { cwd: REPO, encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

/** The table line of `remote` (and the problem lines under it). */
function rowsOf(output: string, remote: string): string {
  const lines = output.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`${remote} `));
  const end = lines.findIndex((line, index) => index > start && /^(\S|$)/.test(line));
  return lines.slice(start, end === -1 ? undefined : end).join('\n');
}

let work: string;

/** A copy of the cart build, changed by `edit`, named in a composition beside the other real builds. */
function brokenCart(name: string, edit: (manifest: Record<string, unknown>, dir: string) => void, integrity?: string): string {
  const dir = join(work, name);
  cpSync(join(CART_DIST, 'mf-manifest.json'), join(dir, 'cart/mf-manifest.json'));
  cpSync(join(CART_DIST, 'server/remoteEntry.js'), join(dir, 'cart/server/remoteEntry.js'));
  const manifest = JSON.parse(readFileSync(join(dir, 'cart/mf-manifest.json'), 'utf8')) as Record<string, unknown>;
  edit(manifest, dir);
  writeFileSync(join(dir, 'cart/mf-manifest.json'), JSON.stringify(manifest, null, 2));
  const composition = JSON.parse(readFileSync(join(REPO, 'composition.json'), 'utf8')) as { remotes: Record<string, object> };
  composition.remotes.cart = { manifest: 'cart/mf-manifest.json', ...(integrity ? { integrity } : {}) };
  writeFileSync(join(dir, 'composition.json'), JSON.stringify(composition));
  return join(dir, 'composition.json');
}

describe('npm run compose -- check', () => {
  before(() => {
    assert.ok(existsSync(join(CART_DIST, 'server/remoteEntry.js')), 'the remotes are not built: run `npm run build` first');
    work = mkdtempSync(join(tmpdir(), 'compose-test-'));
  });
  after(() => rmSync(work, { recursive: true, force: true }));

  it("passes the repository's own composition and builds", () => {
    const { status, output } = compose('check');
    assert.equal(status, 0, output);
    assert.match(output, /^remote\s+version\s+manifest\s+status\s+problem$/m);
    for (const remote of ['catalog', 'cart', 'account', 'auth']) assert.match(rowsOf(output, remote), /\sok$/);
  });

  it('fails a manifest that does not match its pin', () => {
    const file = brokenCart('pin', () => undefined, `sha384-${Buffer.alloc(48).toString('base64')}`);
    const { status, output } = compose('check', file);
    assert.equal(status, 1, output);
    assert.match(rowsOf(output, 'cart'), /FAIL\s+integrity: the manifest does not match its pin/);
    assert.match(rowsOf(output, 'catalog'), /\sok$/);
  });

  it('fails a build that does not expose a page of the route table', () => {
    const file = brokenCart('exposes', (manifest) => {
      manifest.exposes = (manifest.exposes as { path: string }[]).filter((entry) => entry.path !== './CheckoutPage');
    });
    const { status, output } = compose('check', file);
    assert.equal(status, 1, output);
    assert.match(rowsOf(output, 'cart'), /exposes: does not expose \.\/CheckoutPage/);
  });

  it('fails a build whose server build is missing', () => {
    const file = brokenCart('server', (_manifest, dir) => rmSync(join(dir, 'cart/server'), { recursive: true }));
    const { status, output } = compose('check', file);
    assert.equal(status, 1, output);
    assert.match(rowsOf(output, 'cart'), /server-build: .*cart\/server\/remoteEntry\.js is missing/);
  });

  it('fails a build made against another shared-sdk major', () => {
    const file = brokenCart('sdk', (manifest) => {
      const sdk = (manifest.shared as { name: string; version: string; requiredVersion: string }[]).find(
        (entry) => entry.name === 'shared-sdk',
      )!;
      Object.assign(sdk, { version: '1.4.0', requiredVersion: '^1.4.0' });
    });
    const { status, output } = compose('check', file);
    assert.equal(status, 1, output);
    assert.match(rowsOf(output, 'cart'), /shared-sdk: built for shared-sdk 1\.4\.0; the shell runs 2\./);
  });

  it('fails a manifest that cannot be read, and names it', () => {
    const file = brokenCart('gone', (_manifest, dir) => writeFileSync(join(dir, 'composition.json'), '{}'));
    writeFileSync(
      file,
      JSON.stringify({
        remotes: {
          ...JSON.parse(readFileSync(join(REPO, 'composition.json'), 'utf8')).remotes,
          auth: { manifest: 'nowhere/mf-manifest.json' },
        },
      }),
    );
    const { status, output } = compose('check', file);
    assert.equal(status, 1, output);
    assert.match(rowsOf(output, 'auth'), /unreachable: no file .*nowhere\/mf-manifest\.json/);
  });
});

describe('npm run compose -- pin', () => {
  before(() => {
    work = mkdtempSync(join(tmpdir(), 'compose-pin-test-'));
  });
  after(() => rmSync(work, { recursive: true, force: true }));

  it('pins every manifest so that check passes, and a changed manifest then fails', () => {
    const file = brokenCart('pinned', () => undefined);
    const pinned = compose('pin', file);
    assert.equal(pinned.status, 0, pinned.output);
    const remotes = (JSON.parse(readFileSync(file, 'utf8')) as { remotes: Record<string, { integrity?: string }> }).remotes;
    for (const entry of Object.values(remotes)) assert.match(entry.integrity ?? '', /^sha384-[A-Za-z0-9+/]{64}$/);
    assert.equal(compose('check', file).status, 0);

    const manifestFile = join(work, 'pinned/cart/mf-manifest.json');
    writeFileSync(manifestFile, `${readFileSync(manifestFile, 'utf8')}\n`);
    const { status, output } = compose('check', file);
    assert.equal(status, 1, output);
    assert.match(rowsOf(output, 'cart'), /integrity: /);
  });
});

describe('npm run compose -- preview', () => {
  const SECRET = 'compose-preview-secret-0123456789abcdef';
  const env = { ...process.env, PREVIEW_SECRET: SECRET };
  const preview = (...args: string[]) => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', join(REPO, 'scripts/compose.ts'), 'preview', ...args], {
      cwd: REPO,
      encoding: 'utf8',
      env,
    });
    return { status: run.status, output: run.stdout + run.stderr };
  };

  it('checks the build, then prints a link whose token the API reads as that build of that remote', async () => {
    const { readPreview } = await import('../../api/src/lib/preview-token');
    const { status, output } = preview('cart', '/remotes/cart/mf-manifest.json', '--ttl', '30m', '--origin', 'https://shop.example');
    assert.equal(status, 0, output);
    assert.match(rowsOf(output, 'cart'), /\sok$/);
    const link = /https:\/\/shop\.example\/preview\?token=(\S+)/.exec(output);
    assert.ok(link, output);
    const grant = readPreview(decodeURIComponent(link[1]!), SECRET);
    assert.equal(grant?.remote, 'cart');
    assert.equal(grant?.manifest, 'https://shop.example/remotes/cart/mf-manifest.json');
    assert.ok(grant && grant.expiresAt - Date.now() <= 30 * 60_000 && grant.expiresAt - Date.now() > 25 * 60_000);
  });

  it('signs nothing for a build that fails the checks, or without the secret or the origin', () => {
    const failed = preview('cart', '/remotes/catalog/mf-manifest.json', '--origin', 'https://shop.example');
    assert.equal(failed.status, 1, failed.output);
    assert.doesNotMatch(failed.output, /preview\?token=/);
    const unsigned = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        join(REPO, 'scripts/compose.ts'),
        'preview',
        'cart',
        '/remotes/cart/mf-manifest.json',
        '--origin',
        'https://shop.example',
      ],
      { cwd: REPO, encoding: 'utf8', env: { ...process.env, PREVIEW_SECRET: '' } },
    );
    assert.equal(unsigned.status, 2);
    assert.match(unsigned.stderr, /PREVIEW_SECRET must be set/);
    const tooLong = preview('cart', '/remotes/cart/mf-manifest.json', '--ttl', '30d', '--origin', 'https://shop.example');
    assert.equal(tooLong.status, 2);
  });
});
