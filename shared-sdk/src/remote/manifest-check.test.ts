/** @jest-environment node */
import {
  checkManifest,
  checkManifestContent,
  manifestBuild,
  pathInManifest,
  readManifest,
  requiredModules,
  serverEntryPath,
} from './manifest-check';
import { HOST_SHARED as HOST, manifestFixture } from '../test-support/manifest-fixtures';
import { integrityOf } from './integrity';

const REF = { manifest: '/remotes/cart/mf-manifest.json' };
const checksOf = (problems: { check: string }[]) => problems.map((problem) => problem.check);

describe('checkManifestContent', () => {
  it('passes a build that matches the contract and the shell', () => {
    expect(checkManifestContent('cart', manifestFixture('cart'), HOST, { serverBuild: true })).toEqual([]);
  });

  it('names another remote', () => {
    const problems = checkManifestContent('cart', { ...manifestFixture('cart'), name: 'catalog' }, HOST);
    expect(problems).toEqual([{ check: 'name', message: "the manifest is remote 'catalog', not 'cart'" }]);
  });

  it('names every module of the route table and the modal slots that is not exposed', () => {
    const manifest = manifestFixture('cart');
    manifest.exposes = manifest.exposes.filter((entry) => entry.path !== './CheckoutPage' && entry.path !== './CartDrawer');
    expect(checkManifestContent('cart', manifest, HOST)).toEqual([
      { check: 'exposes', message: 'does not expose ./CheckoutPage, ./CartDrawer' },
    ]);
  });

  it('refuses another shared-sdk major once, without a second range complaint', () => {
    const problems = checkManifestContent('cart', manifestFixture('cart', '1.4.0'), HOST);
    expect(problems).toEqual([{ check: 'shared-sdk', message: 'built for shared-sdk 1.4.0; the shell runs 2.0.0' }]);
  });

  it('refuses a singleton the shell does not share, or in a version the remote does not accept', () => {
    const manifest = manifestFixture('cart');
    manifest.shared.push({ name: 'styled-components', version: '6.6.0', requiredVersion: '^6.6.0', singleton: true });
    manifest.shared[0] = { name: 'react', version: '20.0.0', requiredVersion: '^20.0.0', singleton: true };
    expect(checksOf(checkManifestContent('cart', manifest, HOST))).toEqual(['shared', 'shared']);
    expect(checkManifestContent('cart', manifest, HOST)[0]?.message).toBe('needs react ^20.0.0; the shell provides 19.3.1');
  });

  it('asks for the server build only when told to', () => {
    const { ssrRemoteEntry: _dropped, ...metaData } = manifestFixture('cart').metaData;
    const manifest = { ...manifestFixture('cart'), metaData };
    expect(checkManifestContent('cart', manifest, HOST)).toEqual([]);
    expect(checksOf(checkManifestContent('cart', manifest, HOST, { serverBuild: true }))).toEqual(['server-build']);
  });
});

describe('checkManifest', () => {
  const text = JSON.stringify(manifestFixture('cart'));

  it('accepts bytes that match their pin', async () => {
    const integrity = await integrityOf(text);
    expect(integrity).toMatch(/^sha384-/);
    expect((await checkManifest('cart', { ...REF, integrity }, new TextEncoder().encode(text), HOST)).problems).toEqual([]);
  });

  it('refuses bytes that changed since they were pinned', async () => {
    const integrity = await integrityOf(`${text} `);
    const { problems } = await checkManifest('cart', { ...REF, integrity }, text, HOST);
    expect(checksOf(problems)).toEqual(['integrity']);
  });

  it('refuses something that is not a federation manifest', async () => {
    expect(checksOf((await checkManifest('cart', REF, '<html>', HOST)).problems)).toEqual(['manifest']);
    expect((await checkManifest('cart', REF, '{"name":"cart"}', HOST)).manifest).toBeNull();
  });
});

describe('manifest readers', () => {
  it('reads the server entry, the build and the modules a remote owes the shell', () => {
    const manifest = readManifest(JSON.stringify(manifestFixture('auth')));
    expect(manifest && serverEntryPath(manifest)).toBe('server/remoteEntry.js');
    expect(manifest && manifestBuild(manifest)).toEqual({ version: '0.1.0', buildId: 'test' });
    expect(requiredModules('cart')).toEqual(['./CheckoutPage', './BuyNowPage', './CartDrawer', './StoreVoucherDialog', './contract']);
  });
});

describe('pathInManifest', () => {
  it('joins a file to the folder a manifest names, however its slashes are written', () => {
    for (const folder of ['server', './server', '/server/', './/server//', 'server///']) {
      expect(pathInManifest(folder, 'remoteEntry.js')).toBe('server/remoteEntry.js');
    }
    expect(pathInManifest('', 'remoteEntry.js')).toBe('remoteEntry.js');
    expect(pathInManifest('./', 'remoteEntry.js')).toBe('remoteEntry.js');
  });

  // Quadratic is seconds on 100 KB, linear ~1 ms: the bound leaves room for a loaded CI machine.
  it('reads 100 KB of slashes in linear time (a manifest is not ours)', () => {
    const started = performance.now();
    pathInManifest(`${'/'.repeat(100_000)}x`, 'remoteEntry.js');
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
