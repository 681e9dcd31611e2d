import type { PageLoader } from 'shared-sdk';
import { createTestStore } from '../test-support/render-with-store';
import { fakeRemoteLoader } from '../test-support/fake-remote-loader';
import { matchRoute } from 'shared-sdk';
import { isServerRendered, loadPageData } from './route-data';
import { routePattern } from './route-pattern';

describe('page data by route', () => {
  it('matches paths to the route table, and tells the public pages from the shopper’s own', () => {
    expect(matchRoute('/products/7/details')).toMatchObject({ route: { name: 'productDetails' }, params: { id: '7' } });
    expect(matchRoute('/no/such/page')).toBeNull();
    const rendered = (path: string) => isServerRendered(matchRoute(path)!.route);
    expect(['/', '/products', '/shops/1', '/about-us', '/page/returns', '/flash-sale/2'].every(rendered)).toBe(true);
    expect(['/checkout', '/buynow', '/dashboard', '/order-history/3'].some(rendered)).toBe(false);
  });

  it('names a page by its route pattern, never by its ids, and an unknown path as /*', () => {
    expect(routePattern('/products/7/details')).toBe('/products/:id/details');
    expect(routePattern('/')).toBe('/');
    expect(routePattern('/manage-address/new')).toBe('/manage-address/new');
    expect(routePattern('/support-ticket/TK-123')).toBe('/support-ticket/:ticketNumber');
    expect(routePattern('/no/such/page')).toBe('/*');
  });

  it("runs the owning remote's page loader with the route's params and query", async () => {
    const loader = jest.fn<ReturnType<PageLoader>, Parameters<PageLoader>>().mockResolvedValue({ title: 'Oxford Shirt' });
    const remotes = fakeRemoteLoader(async () => () => null);
    remotes.loadModule = jest.fn(async () => ({ component: () => null, loader, ok: true }));
    const store = createTestStore();
    const url = new URL('https://shop.example/products/7/details?color=2');
    await expect(loadPageData(url, store, remotes)).resolves.toEqual({ title: 'Oxford Shirt' });
    expect(remotes.loadModule).toHaveBeenCalledWith('catalog', './ProductDetailsPage');
    const context = loader.mock.calls[0]![0];
    expect(context.params).toEqual({ id: '7' });
    expect(context.searchParams.get('color')).toBe('2');
    expect(context.store).toBe(store);
  });

  it('loads nothing for a page the browser renders alone', async () => {
    const remotes = fakeRemoteLoader(async () => () => null);
    remotes.loadModule = jest.fn();
    await expect(loadPageData(new URL('https://shop.example/checkout'), createTestStore(), remotes)).resolves.toBeUndefined();
    expect(remotes.loadModule).not.toHaveBeenCalled();
  });

  it("runs the shell's own loader for a content page", async () => {
    const getLegalPage = jest.fn().mockResolvedValue({ title: 'About Us', description: '<p>Many shops, one <b>checkout</b>.</p>' });
    const store = createTestStore({ api: { getLegalPage } });
    const meta = await loadPageData(
      new URL('https://shop.example/about-us'),
      store,
      fakeRemoteLoader(async () => () => null),
    );
    expect(meta).toEqual({ title: 'About Us', description: 'Many shops, one checkout.', hydrate: 'islands' });
    expect(getLegalPage).toHaveBeenCalledWith('about-us');
  });
});
