import { bucketFromCookieHeader, drawBucket, parseBucket, resolveCanaries } from './canary';
import { parseComposition, type Composition } from './composition';

const remote = (name: string) => ({ manifest: `/remotes/${name}/mf-manifest.json` });
const canary = { manifest: '/releases/mfe-catalog/0.2.0/mf-manifest.json', version: '0.2.0', percent: 10 };
const parsed = parseComposition({
  remotes: {
    catalog: { ...remote('catalog'), version: '0.1.0', canary },
    cart: remote('cart'),
    account: remote('account'),
    auth: remote('auth'),
  },
});
const composition = (parsed as { composition: Composition }).composition;

describe('resolveCanaries', () => {
  it('gives buckets below the percent the canary, marked as such', () => {
    for (const bucket of [0, 9]) {
      expect(resolveCanaries(composition, bucket).remotes.catalog).toEqual({
        manifest: canary.manifest,
        version: '0.2.0',
        served: 'canary',
      });
    }
  });
  it('gives the other buckets the stable build', () => {
    expect(resolveCanaries(composition, 10).remotes.catalog).toEqual({ ...remote('catalog'), version: '0.1.0', served: 'stable' });
  });
  it('gives everyone the stable build once the canary is aborted', () => {
    const aborted = resolveCanaries(composition, 0, (name, manifest) => name === 'catalog' && manifest === canary.manifest);
    expect(aborted.remotes.catalog.served).toBe('stable');
  });
  it('leaves remotes without a canary untouched, and the result parses again', () => {
    const resolved = resolveCanaries(composition, 3);
    expect(resolved.remotes.cart).toEqual(remote('cart'));
    expect(parseComposition(JSON.parse(JSON.stringify(resolved)))).toMatchObject({
      ok: true,
      composition: { remotes: { catalog: { served: 'canary' } } },
    });
  });
});

describe('the bucket', () => {
  it('is a whole number 0 to 99 in its cookie', () => {
    expect(bucketFromCookieHeader('a=1; storefront_bucket=42; b=2')).toBe(42);
    expect(bucketFromCookieHeader('storefront_bucket=100')).toBeNull();
    expect(bucketFromCookieHeader('storefront_bucket=-1')).toBeNull();
    expect(bucketFromCookieHeader(undefined)).toBeNull();
    expect(parseBucket('07')).toBe(7);
  });
  it('is drawn evenly over 0 to 99', () => {
    expect(drawBucket(() => 0)).toBe(0);
    expect(drawBucket(() => 0.999999)).toBe(99);
  });
});
