import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { runInAction } from 'mobx';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'shared-sdk/harness';
import { AppProviders, findRoute, type RootStore, type RouteName } from 'shared-sdk';
import { httpError, switchLocale } from 'shared-sdk/testing';
import type { CatalogApi } from './data/catalog-api';
import { CATEGORIES, SHOPS, productDetails, products, reviewsPage } from './test-support/catalog-fixtures';
import { catalogTestStore } from './test-support/catalog-store';
import CategoriesPage from './features/categories/categories-page';
import CategoryProductsPage from './features/categories/category-products-page';
import BestDealPage from './features/deals/best-deal-page';
import MostPopularPage from './features/deals/most-popular-page';
import FlashSalePage from './features/flash-sale/flash-sale-page';
import HomePage from './features/home/home-page';
import ProductDetailsPage from './features/products/product-details-page';
import ProductsPage from './features/products/products-page';
import ShopCategoryProductsPage from './features/shops/shop-category-products-page';
import ShopDetailsPage from './features/shops/shop-details-page';
import ShopsPage from './features/shops/shops-page';

const SALE = { id: 4, name: 'Mega Flash Sale', thumbnail: '', start_date: '2026-01-01T00:00:00Z', end_date: '2099-01-01T00:00:00Z' };
const SHOP = { ...SHOPS[0]!, short_description: 'Everyday fashion.', description: 'Made to last.', banners: [] };

/** Every catalogue call answering with a little data. */
function catalog(): Partial<CatalogApi> {
  return {
    getHome: jest.fn().mockResolvedValue({
      banners: [{ id: 1, title: 'Summer Sale', thumbnail: '/b.svg' }],
      ads: [],
      categories: CATEGORIES,
      shops: SHOPS,
      popular_products: products(2),
      just_for_you: { total: 12, products: [] },
      incoming_flash_sale: null,
      running_flash_sale: { ...SALE, products: products(2, 90) },
    }),
    getProducts: jest.fn().mockResolvedValue({ total: 2, products: products(2) }),
    getCategoryProducts: jest.fn().mockResolvedValue({ total: 2, category: CATEGORIES[0], products: products(2) }),
    getProductDetails: jest.fn().mockResolvedValue({ product: productDetails(), related_products: [], popular_products: [] }),
    getCategories: jest.fn().mockResolvedValue({ total: 2, categories: CATEGORIES }),
    getShops: jest.fn().mockResolvedValue({ total: 1, shops: SHOPS }),
    getShop: jest.fn().mockResolvedValue(SHOP),
    getShopCategories: jest.fn().mockResolvedValue({ total: 2, categories: CATEGORIES }),
    getReviews: jest.fn().mockResolvedValue(reviewsPage()),
    getFlashSaleDetails: jest.fn().mockResolvedValue({ total_products: 2, flash_sale: SALE, products: products(2) }),
  };
}

interface PageCase {
  route: RouteName;
  Page: ComponentType;
  path: string;
  /** The call whose failure is the page's error state. */
  main: keyof CatalogApi;
  heading: string;
  title: string;
}

const PAGES: PageCase[] = [
  { route: 'home', Page: HomePage, path: '/', main: 'getHome', heading: 'ShopMart', title: 'ShopMart' },
  { route: 'shops', Page: ShopsPage, path: '/shops', main: 'getShops', heading: 'Shops', title: 'Shops - ShopMart' },
  { route: 'products', Page: ProductsPage, path: '/products', main: 'getProducts', heading: 'Products', title: 'Products - ShopMart' },
  {
    route: 'categories',
    Page: CategoriesPage,
    path: '/categories',
    main: 'getCategories',
    heading: 'Categories',
    title: 'Categories - ShopMart',
  },
  {
    route: 'mostPopular',
    Page: MostPopularPage,
    path: '/most-popular',
    main: 'getProducts',
    heading: 'Most Popular Products',
    title: 'Most Popular Products - ShopMart',
  },
  {
    route: 'bestDeal',
    Page: BestDealPage,
    path: '/best-deal',
    main: 'getProducts',
    heading: 'Best Deal Products',
    title: 'Best Deal Products - ShopMart',
  },
  {
    route: 'flashSale',
    Page: FlashSalePage,
    path: '/flash-sale/4',
    main: 'getFlashSaleDetails',
    heading: 'Mega Flash Sale',
    title: 'Mega Flash Sale - ShopMart',
  },
  {
    route: 'shopDetails',
    Page: ShopDetailsPage,
    path: '/shops/3',
    main: 'getShop',
    heading: 'Urban Threads',
    title: 'Urban Threads - ShopMart',
  },
  {
    route: 'shopCategoryProducts',
    Page: ShopCategoryProductsPage,
    path: '/shops/3/categories/1',
    main: 'getCategoryProducts',
    heading: 'Fashion',
    title: 'Fashion - Urban Threads - ShopMart',
  },
  {
    route: 'productDetails',
    Page: ProductDetailsPage,
    path: '/products/7/details',
    main: 'getProductDetails',
    heading: 'Linen Shirt',
    title: 'Linen Shirt - ShopMart',
  },
  {
    route: 'categoryProducts',
    Page: CategoryProductsPage,
    path: '/categories/1',
    main: 'getCategoryProducts',
    heading: 'Fashion',
    title: 'Fashion - ShopMart',
  },
];

/** Renders the page at its path over `calls`, after `prepare` has set the store up (a language, a mode). */
function renderPage({ route, Page, path }: PageCase, calls: Partial<CatalogApi>, prepare?: (store: RootStore) => void) {
  const { store } = catalogTestStore(calls);
  prepare?.(store);
  render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={findRoute(route).path} element={<Page />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return store;
}

describe.each(PAGES)('the $route page', (page) => {
  it('holds its layout with a skeleton, then shows its heading and title', async () => {
    renderPage(page, catalog());
    expect(screen.getAllByRole('status').some((el) => el.getAttribute('aria-busy') === 'true')).toBe(true);
    expect(await screen.findByRole('heading', { level: 1, name: page.heading })).toBeInTheDocument();
    expect(document.title).toBe(page.title);
  });

  it('shows the error state, whose Retry asks again', async () => {
    const calls = catalog();
    const main = calls[page.main] as jest.Mock;
    const answer = await main();
    main.mockReset().mockRejectedValueOnce(new Error('Network down')).mockResolvedValue(answer);
    renderPage(page, calls);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Network down');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByRole('heading', { level: 1, name: page.heading })).toBeInTheDocument();
  });
});

describe('empty states', () => {
  it.each([
    ['products', 'getProducts', { total: 0, products: [] }, 'No products found'],
    ['mostPopular', 'getProducts', { total: 0, products: [] }, 'No products found'],
    ['bestDeal', 'getProducts', { total: 1, products: products(1).map((p) => ({ ...p, discount_price: 0 })) }, 'No deals right now'],
    ['categories', 'getCategories', { total: 0, categories: [] }, 'No categories yet'],
    ['shops', 'getShops', { total: 0, shops: [] }, 'No shops yet'],
    ['flashSale', 'getFlashSaleDetails', { total_products: 0, flash_sale: SALE, products: [] }, 'No products in this flash sale'],
  ] as const)('%s says so when there is nothing to show', async (route, call, answer, text) => {
    const page = PAGES.find((p) => p.route === route)!;
    renderPage(page, { ...catalog(), [call]: jest.fn().mockResolvedValue(answer) });
    expect(await screen.findByRole('heading', { name: text })).toBeInTheDocument();
  });
});

describe('shops in single-vendor mode', () => {
  it.each(['shops', 'shopDetails', 'shopCategoryProducts'] as const)('%s is a not-found page', async (route) => {
    const page = PAGES.find((p) => p.route === route)!;
    renderPage(page, catalog(), (store) => {
      runInAction(() => {
        store.settings.multiVendor = false;
      });
    });
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(document.title).toMatch(/^Page Not Found/);
  });
});

describe('a shop page', () => {
  it('isolates the shop name in its heading, and its cards, categories and descriptions', async () => {
    const page = PAGES.find((p) => p.route === 'shopDetails')!;
    renderPage(page, catalog());
    const heading = await screen.findByRole('heading', { level: 1, name: 'Urban Threads' });
    expect(within(heading).getByText('Urban Threads').tagName).toBe('BDI');
    expect(screen.getByText('Everyday fashion.')).toHaveAttribute('dir', 'auto');
    expect((await screen.findByText('Fashion')).tagName).toBe('BDI');
  });

  it("opens the shop's vouchers in the store-voucher dialog", async () => {
    const page = PAGES.find((p) => p.route === 'shopDetails')!;
    const store = renderPage(page, catalog());
    fireEvent.click(await screen.findByRole('button', { name: 'Store Vouchers' }));
    expect(store.ui.isOpen('storeVoucher')).toBe(true);
    expect(store.ui.voucherShopId).toBe(SHOP.id);
  });
});

describe('an unknown product or shop', () => {
  const WORDS = {
    en: { heading: 'Page Not Found', back: 'Back to home' },
    ar: { heading: 'الصفحة غير موجودة', back: 'العودة إلى الرئيسية' },
  };

  it.each([
    ['productDetails', 'getProductDetails', 'en'],
    ['productDetails', 'getProductDetails', 'ar'],
    ['shopDetails', 'getShop', 'en'],
    ['shopDetails', 'getShop', 'ar'],
  ] as const)('%s is the not-found page of the shell: the 404 and a real h1 (%s, %s)', async (route, call, language) => {
    const page = PAGES.find((p) => p.route === route)!;
    renderPage(page, { ...catalog(), [call]: jest.fn().mockRejectedValue(httpError(404, 'Not found')) }, (store) => {
      if (language === 'ar') switchLocale(store, 'ar', 'rtl', { 'page.notFound': WORDS.ar.heading, 'page.backHome': WORDS.ar.back });
    });
    const heading = await screen.findByRole('heading', { level: 1, name: WORDS[language].heading });
    expect(screen.getAllByRole('heading', { level: 1 })).toEqual([heading]);
    expect(screen.queryByTestId('empty-state')).not.toBeInTheDocument();
    const box = heading.parentElement!;
    expect(within(box).getByText('404')).toHaveAttribute('aria-hidden', 'true');
    expect(within(box).getByRole('link', { name: WORDS[language].back })).toHaveAttribute('href', '/');
    expect(document.title).toBe(`${WORDS[language].heading} - ShopMart`);
  });
});
