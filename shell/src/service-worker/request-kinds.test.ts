import { requestKind, type RequestFacts } from './request-kinds';

const ORIGIN = 'https://shop.example';
const kind = (path: string, facts: Partial<RequestFacts> = {}) =>
  requestKind({ url: new URL(path, ORIGIN), method: 'GET', mode: 'cors', hasAuthorization: false, ...facts }, ORIGIN);
const page = (path: string) => kind(path, { mode: 'navigate' });

describe('what the service worker does with a request', () => {
  it('asks the network first for what composes the page, so a swap, a canary or a preview applies at the next load', () => {
    expect(kind('/composition.json')).toBe('composition');
    expect(kind('/remotes/catalog/1.4.0/mf-manifest.json')).toBe('composition');
    expect(kind('/remotes/catalog/1.4.0/remoteEntry.js')).toBe('composition');
  });

  it('keeps files named by their content, pictures and public answers', () => {
    expect(kind('/main.3f2a9c1b.js')).toBe('hashed');
    expect(kind('/remotes/catalog/1.4.0/__federation_expose_CountdownIsland.2a49d316.js')).toBe('hashed');
    expect(kind('/media/generated/banner/1/summer.svg')).toBe('image');
    expect(kind('/store-icon/303ab9843a5e/icon-192.png')).toBe('image');
    expect(kind('/api/products?page=2')).toBe('public-api');
    expect(kind('/api/product-details/7')).toBe('public-api');
    expect(kind('/api/master')).toBe('public-api');
  });

  it('keeps the public pages, never an account page or the checkout', () => {
    for (const path of ['/', '/products', '/products/7/details', '/shops/3', '/about-us', '/flash-sale/2'])
      expect(page(path)).toBe('public-page');
    for (const path of ['/checkout', '/buynow', '/profile', '/order-history', '/order-history/5', '/wishlist', '/no-such-page']) {
      expect(page(path)).toBe('never');
    }
  });

  it('keeps nothing signed-in, nothing but reads, nothing of another origin', () => {
    expect(kind('/api/products', { hasAuthorization: true })).toBe('never');
    expect(kind('/main.3f2a9c1b.js', { hasAuthorization: true })).toBe('never');
    for (const path of ['/api/orders', '/api/profile', '/api/carts', '/api/addresses', '/api/favorite-products', '/api/support-tickets']) {
      expect(kind(path)).toBe('never');
    }
    expect(kind('/api/products', { method: 'POST' })).toBe('never');
    expect(kind('https://cdn.example/main.3f2a9c1b.js')).toBe('never');
    expect(kind('/api/productsales')).toBe('never');
  });
});
