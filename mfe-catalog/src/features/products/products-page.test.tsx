import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { runInAction } from 'mobx';
import { CATEGORIES, SHOPS, products } from '../../test-support/catalog-fixtures';
import { renderPage } from 'shared-sdk/testing';
import { catalogTestStore } from '../../test-support/catalog-store';
import ProductsPage from './products-page';

/** Lets the requests a change started answer, inside act. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

function setup(path: string, total = 35) {
  const getProducts = jest.fn(async ({ page = 1 }: { page?: number } = {}) => ({
    total,
    products: products(Math.min(10, Math.max(0, total - (page - 1) * 10)), (page - 1) * 10 + 1),
  }));
  const { store } = catalogTestStore({
    getProducts,
    getCategories: jest.fn().mockResolvedValue({ total: 2, categories: CATEGORIES }),
    getShops: jest.fn().mockResolvedValue({ total: 1, shops: SHOPS }),
  });
  renderPage(<ProductsPage />, { store, path });
  const location = () => screen.getByTestId('location').textContent;
  return { store, getProducts, location };
}

describe('ProductsPage: filters and pages in the URL', () => {
  it('loads what the URL says, so a link reproduces the page', async () => {
    const { getProducts } = setup('/products?category=1&subcategory=10&min_price=5&max_price=50&rating=4&shop=3&sort=high_to_low&page=2');
    await screen.findAllByTestId('product-card');
    expect(getProducts).toHaveBeenLastCalledWith({
      page: 2,
      per_page: 10,
      category_id: 1,
      sub_category_id: 10,
      min_price: 5,
      max_price: 50,
      rating: 4,
      shop_id: 3,
      sort_type: 'high_to_low',
    });
    expect(screen.getByLabelText('Category')).toHaveValue('1');
    expect(screen.getByLabelText('Sub-category')).toHaveValue('10');
    expect(screen.getByLabelText('Min')).toHaveValue(5);
    expect(screen.getByLabelText('Max')).toHaveValue(50);
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(screen.getByLabelText('Shop')).toHaveValue('3');
    expect(screen.getByLabelText('Sort by')).toHaveValue('high_to_low');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('writes a changed filter to the URL and starts again at page 1', async () => {
    const { location, getProducts } = setup('/products?page=3&sort=newest');
    await screen.findAllByTestId('product-card');
    await waitFor(() => expect(screen.getByLabelText('Category')).toContainHTML('Fashion'));
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: '2' } });
    expect(location()).toBe('/products?category=2&sort=newest');
    await settle();
    expect(getProducts).toHaveBeenLastCalledWith({ page: 1, per_page: 10, category_id: 2, sort_type: 'newest' });
    fireEvent.click(screen.getByRole('radio', { name: '3 stars' }));
    expect(location()).toBe('/products?category=2&rating=3&sort=newest');
    fireEvent.change(screen.getByLabelText('Min'), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText('Max'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(location()).toBe('/products?category=2&min_price=10&max_price=20&rating=3&sort=newest');
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'top_selling' } });
    expect(location()).toBe('/products?category=2&min_price=10&max_price=20&rating=3&sort=top_selling');
    const clear = screen.getByRole('link', { name: 'Clear filters' });
    expect(clear).toHaveAttribute('href', '/products?sort=top_selling');
    // A new tab (a modified click) is the browser's: this page keeps its filters.
    expect(fireEvent.click(clear, { ctrlKey: true })).toBe(true);
    expect(location()).toBe('/products?category=2&min_price=10&max_price=20&rating=3&sort=top_selling');
    fireEvent.click(clear);
    expect(location()).toBe('/products?sort=top_selling');
    await settle();
  });

  it('is a GET form of the page: each filter named as its URL parameter, the search and sort carried along', async () => {
    setup('/products?search=shirt&sort=newest&utm_source=mail&rating=4&page=2');
    await screen.findAllByTestId('product-card');
    const form = screen.getByRole('form', { name: 'Filters' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/products');
    const hidden = [...form.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map((input) => [input.name, input.value]);
    expect(hidden).toEqual([
      ['search', 'shirt'],
      ['sort', 'newest'],
    ]);
    expect(screen.getByLabelText('Category')).toHaveAttribute('name', 'category');
    expect(screen.getByLabelText('Min')).toHaveAttribute('name', 'min_price');
    expect(screen.getByRole('radio', { name: '4 stars' })).toHaveAttribute('name', 'rating');
    expect(screen.getByRole('radio', { name: '4 stars' })).toHaveAttribute('value', '4');
  });

  it('offers every sort of the API', async () => {
    setup('/products');
    const options = within(screen.getByLabelText('Sort by'))
      .getAllByRole('option')
      .map((o) => (o as HTMLOptionElement).value);
    expect(options).toEqual(['', 'newest', 'popular_product', 'top_selling', 'low_to_high', 'high_to_low', 'just_for_you']);
    await screen.findAllByTestId('product-card');
  });

  it('shows the search term from the header, sends it, and clears it from the list and settings', async () => {
    const { store, location, getProducts } = setup('/products?search=linen');
    await screen.findAllByTestId('product-card');
    expect(getProducts).toHaveBeenLastCalledWith({ page: 1, per_page: 10, search: 'linen' });
    expect(screen.getByRole('heading', { level: 1, name: 'Search results' })).toBeInTheDocument();
    expect(screen.getByText('linen')).toBeInTheDocument();
    expect(store.settings.search).toBe('linen');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(location()).toBe('/products');
    await waitFor(() => expect(store.settings.search).toBe(''));
    expect(screen.getByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
  });

  it('pages 10 at a time with 5 page links to their URL, and ignores a click on the current page', async () => {
    const { location, getProducts } = setup('/products?sort=newest', 95);
    await screen.findAllByTestId('product-card');
    const pages = within(screen.getByRole('navigation', { name: 'Pagination' }));
    expect(pages.getAllByRole('link', { name: /^Page / }).map((b) => b.textContent)).toEqual(['2', '3', '4', '5']);
    expect(pages.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/products?sort=newest&page=3');
    const calls = getProducts.mock.calls.length;
    fireEvent.click(pages.getByRole('button', { name: 'Page 1' }));
    expect(location()).toBe('/products?sort=newest');
    expect(getProducts).toHaveBeenCalledTimes(calls);
    fireEvent.click(pages.getByRole('link', { name: 'Next page' }));
    expect(location()).toBe('/products?sort=newest&page=2');
    await waitFor(() => expect(getProducts).toHaveBeenLastCalledWith({ page: 2, per_page: 10, sort_type: 'newest' }));
  });

  it('clamps a page past the end to the last page', async () => {
    const { location } = setup('/products?page=9', 35);
    await waitFor(() => expect(location()).toBe('/products?page=4'));
    await screen.findAllByTestId('product-card');
  });

  it('shows the empty state with a way out when nothing matches', async () => {
    const { location } = setup('/products?search=zzz&rating=5', 0);
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(location()).toBe('/products');
    await settle();
  });

  it('shows the error with Retry, which asks again', async () => {
    const { store } = catalogTestStore({
      getProducts: jest
        .fn()
        .mockRejectedValueOnce(new Error('Network down'))
        .mockResolvedValue({ total: 1, products: products(1) }),
      getCategories: jest.fn().mockResolvedValue({ total: 0, categories: [] }),
      getShops: jest.fn().mockResolvedValue({ total: 0, shops: [] }),
    });
    renderPage(<ProductsPage />, { store, path: '/products' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Network down');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findAllByTestId('product-card')).toHaveLength(1);
  });

  it('leaves out the shop filter in single-vendor mode', async () => {
    const { store } = catalogTestStore({
      getProducts: jest.fn().mockResolvedValue({ total: 1, products: products(1) }),
      getCategories: jest.fn().mockResolvedValue({ total: 0, categories: [] }),
    });
    runInAction(() => {
      store.settings.multiVendor = false;
    });
    renderPage(<ProductsPage />, { store, path: '/products' });
    await screen.findAllByTestId('product-card');
    expect(screen.queryByLabelText('Shop')).not.toBeInTheDocument();
  });
});
