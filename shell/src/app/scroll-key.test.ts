import { scrollKey } from './scroll-key';

describe('scrollKey', () => {
  it('keys an entry made by the router by its own key', () => {
    expect(scrollKey({ key: 'k3x9', pathname: '/products', search: '' })).toBe('k3x9');
  });

  it("keys a document's first entry by its path, so another page's first entry cannot lend it a position", () => {
    const buyNow = scrollKey({ key: 'default', pathname: '/products/7/details', search: '' });
    const history = scrollKey({ key: 'default', pathname: '/order-history', search: '?payment=success&order=9' });
    expect(buyNow).not.toBe(history);
    expect(history).toBe(scrollKey({ key: 'default', pathname: '/order-history', search: '?payment=success&order=9' }));
  });
});
