import { act, fireEvent, screen, within } from '@testing-library/react';
import { runInAction } from 'mobx';
import { CATEGORIES, SHOPS, product, products } from '../../test-support/catalog-fixtures';
import { renderPage } from 'shared-sdk/testing';
import type { ProductQuery } from 'shared-sdk';
import { catalogTestStore } from '../../test-support/catalog-store';
import HomePage from './home-page';

const RUNNING = { id: 4, name: 'Mega Flash Sale', thumbnail: '', start_date: '2026-11-21T00:00:00Z', end_date: '2026-11-23T12:30:15Z' };
const INCOMING = { id: 5, name: 'Weekend Flash Sale', thumbnail: '', start_date: '2026-11-24T10:00:00Z', end_date: '2026-11-27T00:00:00Z' };

function home(overrides = {}) {
  return {
    banners: [
      { id: 1, title: 'Summer Sale', thumbnail: '/b1.svg' },
      { id: 2, title: 'Gadgets', thumbnail: '/b2.svg' },
    ],
    ads: [],
    categories: CATEGORIES,
    shops: SHOPS,
    popular_products: products(2, 30),
    just_for_you: { total: 13, products: [] },
    incoming_flash_sale: { ...INCOMING, products: products(1, 80) },
    running_flash_sale: { ...RUNNING, products: [product({ id: 90, name: 'Sale Shirt', quantity: 3 })] },
    ...overrides,
  };
}

function setup(data = home()) {
  const getProducts = jest.fn(async (query?: ProductQuery) =>
    query?.page === 1 ? { total: 13, products: products(10, 50) } : { total: 13, products: products(3, 60) },
  );
  const getHome = jest.fn().mockResolvedValue(data);
  const { store } = catalogTestStore({ getHome, getProducts });
  renderPage(<HomePage />, { store });
  return { store, getProducts, getHome };
}

describe('HomePage', () => {
  beforeEach(() => {
    jest.useFakeTimers({ advanceTimers: true });
    jest.setSystemTime(new Date('2026-11-22T10:00:00Z'));
  });
  afterEach(() => jest.useRealTimers());

  it('shows banners, categories, shops, popular products and both flash sales', async () => {
    setup();
    expect(await screen.findByRole('img', { name: 'Summer Sale' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'ShopMart' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fashion' })).toHaveAttribute('href', '/categories/1');
    expect(screen.getByRole('heading', { name: 'Popular shops' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Popular products' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mega Flash Sale' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Weekend Flash Sale' })).toBeInTheDocument();
  });

  it('counts down the running sale live and shows its sale stock', async () => {
    setup();
    const timer = (await screen.findAllByRole('timer'))[0]!;
    // The clock runs on (advanceTimers), so read the seconds relative to the first tick.
    const seconds = () => Number(/(\d+) seconds$/.exec(timer.getAttribute('aria-label') ?? '')?.[1]);
    expect(timer).toHaveAccessibleName(/^Ends in 1 days 2 hours 30 minutes 1[0-5] seconds$/);
    const before = seconds();
    act(() => jest.advanceTimersByTime(2000));
    expect(seconds()).toBeLessThanOrEqual(before - 2);
    expect(screen.getByText('3 left')).toBeInTheDocument();
    const incoming = screen.getAllByRole('timer')[1]!;
    expect(incoming).toHaveAccessibleName(/^Starts in 1 days 23 hours 59 minutes/);
  });

  it('leaves out popular shops in single-vendor mode', async () => {
    const getHome = jest.fn().mockResolvedValue(home());
    const { store } = catalogTestStore({ getHome });
    runInAction(() => {
      store.settings.multiVendor = false;
    });
    renderPage(<HomePage />, { store });
    await screen.findByRole('heading', { name: 'Popular products' });
    expect(screen.queryByRole('heading', { name: 'Popular shops' })).not.toBeInTheDocument();
  });

  it("loads 'just for you' near the screen, not with the page, then more in the API's just_for_you order", async () => {
    const { getProducts, getHome } = setup();
    const section = (await screen.findByRole('heading', { name: 'Just for you' })).closest('section') as HTMLElement;
    expect(getHome).toHaveBeenCalledWith({ just_for_you: 'total' });
    // Without scripts (and in the server's HTML) 'View all' is the list.
    expect(within(section).getByRole('link', { name: /View all/ })).toHaveAttribute('href', '/products?sort_type=just_for_you');
    // jsdom has no IntersectionObserver: the section counts as near once mounted.
    expect(await within(section).findAllByTestId('product-card')).toHaveLength(10);
    expect(getProducts).toHaveBeenCalledWith({ page: 1, per_page: 10, sort_type: 'just_for_you' });
    await act(async () => fireEvent.click(within(section).getByRole('button', { name: 'Load more' })));
    expect(getProducts).toHaveBeenCalledWith({ page: 2, per_page: 10, sort_type: 'just_for_you' });
    expect(within(section).getAllByTestId('product-card')).toHaveLength(13);
    expect(within(section).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("has no 'just for you' when the catalogue has nothing for it", async () => {
    setup(home({ just_for_you: { total: 0, products: [] } }));
    await screen.findByRole('heading', { name: 'Popular products' });
    expect(screen.queryByRole('heading', { name: 'Just for you' })).not.toBeInTheDocument();
  });

  it('moves between banners with labelled buttons', async () => {
    setup();
    await screen.findByRole('img', { name: 'Summer Sale' });
    fireEvent.click(screen.getByRole('button', { name: 'Next banner' }));
    expect(screen.getByRole('img', { name: 'Gadgets' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Show banner 2' })).toHaveAttribute('aria-current', 'true');
  });
});
