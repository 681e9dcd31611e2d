import { requestKind, type RequestFacts, type RequestKind } from './request-kinds';

const ORIGIN = 'https://shop.example';

/** What the worker does with `path` asked as `facts` say (a GET of the page's origin, without a session, unless said). */
function kindOf(path: string, facts: Partial<RequestFacts> = {}): RequestKind {
  return requestKind({ url: new URL(path, ORIGIN), method: 'GET', mode: 'cors', hasAuthorization: false, ...facts }, ORIGIN);
}

const NAVIGATION: Partial<RequestFacts> = { mode: 'navigate' };
const SIGNED_IN: Partial<RequestFacts> = { hasAuthorization: true };

describe('what the service worker does with a request', () => {
  // What composes the page comes from the network first, so a swap, a canary or a preview applies at the next load.
  it.each<[string, Partial<RequestFacts>, RequestKind]>([
    ['/composition.json', {}, 'composition'],
    ['/remotes/catalog/1.4.0/mf-manifest.json', {}, 'composition'],
    ['/remotes/catalog/1.4.0/remoteEntry.js', {}, 'composition'],
    ['/main.3f2a9c1b.js', {}, 'hashed'],
    ['/remotes/catalog/1.4.0/__federation_expose_CountdownIsland.2a49d316.js', {}, 'hashed'],
    ['/media/generated/banner/1/summer.svg', {}, 'image'],
    ['/store-icon/303ab9843a5e/icon-192.png', {}, 'image'],
    ['/api/products?page=2', {}, 'public-api'],
    ['/api/product-details/7', {}, 'public-api'],
    ['/api/master', {}, 'public-api'],
  ])('%s %j: %s', (path, facts, expected) => expect(kindOf(path, facts)).toBe(expected));

  it.each(['/', '/products', '/products/7/details', '/shops/3', '/about-us', '/flash-sale/2'])('keeps the public page %s', (path) =>
    expect(kindOf(path, NAVIGATION)).toBe('public-page'),
  );

  // Nothing signed-in is kept: no account page, no checkout, no request with a session, no write, no other origin.
  it.each<[string, Partial<RequestFacts>]>([
    ...['/checkout', '/buynow', '/profile', '/order-history', '/order-history/5', '/wishlist', '/no-such-page'].map(
      (path): [string, Partial<RequestFacts>] => [path, NAVIGATION],
    ),
    ...[
      '/api/orders',
      '/api/profile',
      '/api/carts',
      '/api/addresses',
      '/api/favorite-products',
      '/api/support-tickets',
      '/api/productsales',
    ].map((path): [string, Partial<RequestFacts>] => [path, {}]),
    ['/api/products', SIGNED_IN],
    ['/main.3f2a9c1b.js', SIGNED_IN],
    ['/api/products', { method: 'POST' }],
    ['https://cdn.example/main.3f2a9c1b.js', {}],
  ])('leaves %s %j to the network', (path, facts) => expect(kindOf(path, facts)).toBe('never'));
});
