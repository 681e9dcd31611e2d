import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { servedBuilds } from './served-builds.js';

const BASE = 'https://shop.example/composition.json';
const at = (path: string) => `https://shop.example${path}`;
const COMPOSITION = JSON.stringify({
  remotes: {
    catalog: { manifest: '/remotes/catalog/mf-manifest.json', canary: { manifest: '/releases/catalog/2/mf-manifest.json', percent: 10 } },
    cart: { manifest: '/remotes/cart/mf-manifest.json', canary: { manifest: '/releases/cart/2/mf-manifest.json', percent: 10 } },
    account: { manifest: 'https://cdn.example/account/mf-manifest.json' },
  },
});
const notAborted = async () => false;
const build = (remote: string, served: string, manifest: string) => ({ remote, served, manifest: at(manifest) });

describe('the builds the store serves a browser', () => {
  it("serves a bucket below the share the canary, the others the stable build, and every bucket an aborted canary's stable build", async () => {
    const aborted = async (remote: string) => remote === 'cart';
    const canaryBucket = await servedBuilds(COMPOSITION, BASE, 3, null, aborted);
    assert.equal(canaryBucket.serves(build('catalog', 'canary', '/releases/catalog/2/mf-manifest.json')), true);
    assert.equal(canaryBucket.serves(build('catalog', 'stable', '/remotes/catalog/mf-manifest.json')), false);
    assert.equal(canaryBucket.serves(build('cart', 'canary', '/releases/cart/2/mf-manifest.json')), false, 'aborted');
    assert.equal(canaryBucket.serves(build('cart', 'stable', '/remotes/cart/mf-manifest.json')), true);
    assert.equal(
      canaryBucket.serves({ remote: 'account', served: 'stable', manifest: 'https://cdn.example/account/mf-manifest.json' }),
      true,
    );
    const stableBucket = await servedBuilds(COMPOSITION, BASE, 50, null, aborted);
    assert.equal(stableBucket.serves(build('catalog', 'canary', '/releases/catalog/2/mf-manifest.json')), false);
    assert.equal(stableBucket.serves(build('catalog', 'stable', '/remotes/catalog/mf-manifest.json')), true);
    assert.deepEqual(
      canaryBucket.liveCanaries.map((canary) => [canary.remote, canary.stable]),
      [['catalog', at('/remotes/catalog/mf-manifest.json')]],
      'the aborted one is not judged again',
    );
  });

  it('serves no browser without a bucket a remote that has a canary, no build the file does not name, and never judges a preview', async () => {
    const unknown = await servedBuilds(COMPOSITION, BASE, null, null, notAborted);
    assert.equal(unknown.serves(build('catalog', 'stable', '/remotes/catalog/mf-manifest.json')), false);
    assert.equal(unknown.serves({ remote: 'account', served: 'stable', manifest: 'https://cdn.example/account/mf-manifest.json' }), true);
    const served = await servedBuilds(
      COMPOSITION,
      BASE,
      50,
      { remote: 'cart', manifest: at('/previews/cart/mf-manifest.json') },
      notAborted,
    );
    assert.equal(served.serves(build('catalog', 'stable', '/remotes/old/mf-manifest.json')), false);
    assert.equal(served.serves(build('cart', 'preview', '/previews/cart/mf-manifest.json')), false);
    assert.equal(served.names(build('cart', 'preview', '/previews/cart/mf-manifest.json')), true, "this browser's preview");
    assert.equal(served.names(build('cart', 'preview', '/previews/other/mf-manifest.json')), false);
    assert.equal(served.names(build('catalog', 'canary', '/releases/catalog/2/mf-manifest.json')), true);
    assert.equal(served.names(build('catalog', 'stable', '/releases/catalog/2/mf-manifest.json')), false, 'named as it is served');
    assert.equal(
      (await servedBuilds(null, BASE, 3, null, notAborted)).names(build('catalog', 'stable', '/remotes/catalog/mf-manifest.json')),
      false,
    );
  });
});
