import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { checkComposition } from './health-composition.js';

/**
 * shared-sdk's parser, compiled from its source with esbuild as the shell's build compiles it
 * (whether this suite runs from source or compiled, scripts/compile-tests.mjs).
 */
type SharedParse = (input: unknown) => { ok: true } | { ok: false; errors: string[] };
const { parseComposition } = (await import(await bundled('../../../../shared-sdk/src/remote/composition.ts'))) as {
  parseComposition: SharedParse;
};

async function bundled(relativeSource: string): Promise<string> {
  const source = fileURLToPath(new URL(relativeSource, import.meta.url));
  const { outputFiles } = await esbuild.build({
    entryPoints: [source],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'silent',
  });
  return `data:text/javascript;base64,${Buffer.from(outputFiles[0]!.contents).toString('base64')}`;
}

const build = (name: string, extra: Record<string, unknown> = {}) => ({ manifest: `/remotes/${name}/mf-manifest.json`, ...extra });
const remotes = (overrides: Record<string, unknown> = {}) => ({
  catalog: build('catalog', { version: '0.1.0' }),
  cart: build('cart'),
  account: build('account'),
  auth: build('auth'),
  ...overrides,
});

/** Files ops could write: the valid ones first, then every way the shell's parser refuses one. */
const SAMPLES: Record<string, unknown> = {
  minimal: { remotes: remotes() },
  'with apiBase and pins': { apiBase: '/api', remotes: remotes({ cart: build('cart', { integrity: 'sha384-AbC+/12=' }) }) },
  'absolute manifest with query': { remotes: remotes({ auth: { manifest: 'https://cdn.example/auth/mf-manifest.json?v=3' } }) },
  'with a canary': {
    remotes: remotes({ cart: build('cart', { canary: { manifest: '/r/cart/2/mf-manifest.json', percent: 10, version: '2.0.0' } }) }),
  },
  'served marks': { remotes: remotes({ cart: build('cart', { served: 'canary' }) }) },
  'not an object': [1, 2],
  'no remotes': { apiBase: '/api' },
  'empty apiBase': { apiBase: '', remotes: remotes() },
  'a remote missing': { remotes: { catalog: build('catalog'), cart: build('cart'), account: build('account') } },
  'an unknown remote': { remotes: remotes({ wishlist: build('wishlist') }) },
  'remoteEntry instead of the manifest': { remotes: remotes({ catalog: { manifest: '/remotes/catalog/remoteEntry.js' } }) },
  'bad integrity': { remotes: remotes({ catalog: build('catalog', { integrity: 'md5-abc' }) }) },
  'numeric version': { remotes: remotes({ catalog: build('catalog', { version: 1 }) }) },
  'bad served': { remotes: remotes({ catalog: build('catalog', { served: 'beta' }) }) },
  'canary percent out of range': {
    remotes: remotes({ cart: build('cart', { canary: { manifest: '/r/mf-manifest.json', percent: 101 } }) }),
  },
  'canary percent a fraction': { remotes: remotes({ cart: build('cart', { canary: { manifest: '/r/mf-manifest.json', percent: 2.5 } }) }) },
  'canary not an object': { remotes: remotes({ cart: build('cart', { canary: 'yes' }) }) },
  'canary without a manifest': { remotes: remotes({ cart: build('cart', { canary: { percent: 5 } }) }) },
};

describe('readiness composition check', () => {
  for (const [name, sample] of Object.entries(SAMPLES)) {
    it(`agrees with shared-sdk's parseComposition: ${name}`, () => {
      const shared = parseComposition(sample);
      const ours = checkComposition(JSON.stringify(sample));
      assert.equal(ours.ok, shared.ok, JSON.stringify({ ours, shared }));
      if (!ours.ok && !shared.ok) assert.equal(ours.errors.length, shared.errors.length, JSON.stringify({ ours, shared }));
    });
  }

  it('refuses text that is not JSON, and names the versions of a valid file', () => {
    assert.deepEqual(checkComposition('{ "remotes": '), { ok: false, errors: ['composition.json is not valid JSON.'] });
    const canary = { manifest: '/r/mf-manifest.json', percent: 5, version: '2.0.0' };
    assert.deepEqual(checkComposition(JSON.stringify({ remotes: remotes({ cart: build('cart', { canary }) }) })), {
      ok: true,
      versions: { catalog: '0.1.0', cart: 'unversioned', 'cart.canary': '2.0.0', account: 'unversioned', auth: 'unversioned' },
    });
  });
});
