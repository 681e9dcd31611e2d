import { act, fireEvent, screen } from '@testing-library/react';
import { createTestStore, renderWithStore } from '../../test-support/render-with-store';
import { SearchForm } from './search-form';

const box = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Search products' });

describe('SearchForm: the term it shows', () => {
  it('shows the term of a results URL opened directly', async () => {
    await renderWithStore(<SearchForm />, { path: '/products?search=red%20shoes&sort_type=newest' });
    expect(box()).toHaveValue('red shoes');
  });

  it('empties once the shopper leaves the results, and the store forgets the term', async () => {
    const store = createTestStore();
    const { router } = await renderWithStore(<SearchForm />, { store });
    fireEvent.change(box(), { target: { value: 'lamp' } });
    await act(async () => fireEvent.submit(screen.getByRole('search')));
    expect(box()).toHaveValue('lamp');
    expect(store.settings.search).toBe('lamp');

    await act(async () => router.navigate('/products/7/details'));
    expect(box()).toHaveValue('');
    expect(store.settings.search).toBe('');

    // Back to the results: their term again.
    await act(async () => router.navigate(-1));
    expect(box()).toHaveValue('lamp');
  });

  it('does not bring back a term kept from an earlier visit', async () => {
    const store = createTestStore();
    store.settings.setSearch('old words');
    await renderWithStore(<SearchForm />, { store, path: '/' });
    expect(box()).toHaveValue('');
    expect(store.settings.search).toBe('');
  });

  it('follows the results page when its term changes or is cleared there', async () => {
    const { router } = await renderWithStore(<SearchForm />, { path: '/products?search=lamp' });
    await act(async () => router.navigate('/products?search=desk'));
    expect(box()).toHaveValue('desk');
    await act(async () => router.navigate('/products'));
    expect(box()).toHaveValue('');
  });

  it('drops words typed but not searched when the shopper goes elsewhere', async () => {
    const { router } = await renderWithStore(<SearchForm />, { path: '/' });
    fireEvent.change(box(), { target: { value: 'half typed' } });
    await act(async () => router.navigate('/shops'));
    expect(box()).toHaveValue('');
  });
});
