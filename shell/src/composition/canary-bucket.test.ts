import { parseComposition, type Composition } from 'shared-sdk';
import { browserBucket, compositionForBrowser } from './canary-bucket';

const remote = (name: string) => ({ manifest: `http://shop/remotes/${name}/mf-manifest.json` });
const file = {
  remotes: {
    catalog: { ...remote('catalog'), canary: { manifest: 'http://shop/next/mf-manifest.json', percent: 50 } },
    cart: remote('cart'),
    account: remote('account'),
    auth: remote('auth'),
  },
};
const composition = (parseComposition(file) as { composition: Composition }).composition;

describe('the canary bucket in the browser', () => {
  beforeEach(() => (document.cookie = 'storefront_bucket=; max-age=0; path=/'));

  it('keeps the bucket the server set', () => {
    document.cookie = 'storefront_bucket=7; path=/';
    expect(browserBucket()).toBe(7);
    expect(compositionForBrowser(composition).remotes.catalog).toMatchObject({
      manifest: 'http://shop/next/mf-manifest.json',
      served: 'canary',
    });
  });

  it('draws one and keeps it when there is none', () => {
    const bucket = browserBucket();
    expect(bucket).toBeGreaterThanOrEqual(0);
    expect(bucket).toBeLessThan(100);
    expect(document.cookie).toContain(`storefront_bucket=${bucket}`);
    expect(browserBucket()).toBe(bucket);
  });
});
