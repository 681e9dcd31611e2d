import { ROUTES, exposedPagesOf, findRoute } from './route-table';
import { linkTo, pageTitle } from './links';

describe('route table', () => {
  it('mounts every storefront and account route of docs/product.md#routes', () => {
    const paths = ROUTES.map((r) => `${r.layout} ${r.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'storefront /',
        'storefront /shops',
        'storefront /products',
        'storefront /categories',
        'storefront /most-popular',
        'storefront /best-deal',
        'storefront /flash-sale/:id',
        'storefront /shops/:id',
        'storefront /shops/:id/categories/:slug',
        'storefront /products/:id/details',
        'storefront /categories/:slug',
        'storefront /checkout',
        'storefront /buynow',
        'storefront /support',
        'storefront /terms-and-conditions',
        'storefront /privacy-policy',
        'storefront /about-us',
        'storefront /contact-us',
        'storefront /page/:slug',
        'account /dashboard',
        'account /order-history',
        'account /order-history/:id',
        'account /wishlist',
        'account /profile',
        'account /manage-address',
        'account /manage-address/new',
        'account /manage-address/:id/edit',
        'account /change-password',
        'account /support-tickets',
        'account /support-ticket/:ticketNumber',
      ]),
    );
    expect(ROUTES).toHaveLength(30);
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
  });
  it('gives home no title, so its page title is the app name alone', () => {
    expect('title' in findRoute('home')).toBe(false);
    expect(findRoute('profile').title?.defaultMessage).toBe('My Profile');
  });
  it('lists each remote exposed pages once', () => {
    expect(exposedPagesOf('cart')).toEqual(['./CheckoutPage', './BuyNowPage']);
    expect(exposedPagesOf('account')).toContain('./AddressFormPage');
    expect(exposedPagesOf('account').filter((m) => m === './AddressFormPage')).toHaveLength(1);
  });
});

describe('links', () => {
  it('fills params and query', () => {
    expect(linkTo('productDetails', { id: 5 })).toBe('/products/5/details');
    expect(linkTo('products', {}, { search: 'red shoes', page: undefined })).toBe('/products?search=red+shoes');
    expect(linkTo('shopCategoryProducts', { id: 2, slug: 'men' })).toBe('/shops/2/categories/men');
  });
  it('refuses a link with a missing param', () => {
    expect(() => linkTo('flashSale')).toThrow('needs param id');
  });
  it("formats titles as '{title} - {app name}' or the app name alone", () => {
    expect(pageTitle('Products', 'ShopMart')).toBe('Products - ShopMart');
    expect(pageTitle(undefined, 'ShopMart')).toBe('ShopMart');
  });
});
