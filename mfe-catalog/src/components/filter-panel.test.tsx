import { TestProviders, createTestStore, fakeApi, hydrateAfter } from 'shared-sdk/testing';
import { EMPTY_FILTERS, type ProductFilters } from '../data/product-query';
import { FilterPanel } from './filter-panel';

const CATEGORIES = [
  { id: 3, name: 'Shoes', sub_categories: [] },
  { id: 7, name: 'Bags', sub_categories: [] },
];

/**
 * The panel's server HTML in the page, the shopper's choices made on it, then hydrated (as its island
 * wakes when reached for): what it reports.
 */
function wokenAfter(filters: ProductFilters, choose: (form: HTMLFormElement) => void): jest.Mock {
  const onChange = jest.fn();
  const panel = (
    <TestProviders store={createTestStore({ api: fakeApi({}) })} path="/products" routePath="/products">
      <FilterPanel filters={filters} onChange={onChange} categories={CATEGORIES} />
    </TestProviders>
  );
  hydrateAfter(panel, (container) => choose(container.querySelector('form')!));
  return onChange;
}

const radio = (form: HTMLFormElement, value: string) => form.querySelector<HTMLInputElement>(`input[name="rating"][value="${value}"]`)!;

afterEach(() => document.body.replaceChildren());

describe('FilterPanel woken after the shopper chose', () => {
  it('applies a rating picked on the server’s HTML as it wakes', () => {
    expect(wokenAfter(EMPTY_FILTERS, (form) => (radio(form, '4').checked = true)).mock.calls).toEqual([[{ rating: 4 }]]);
    expect(wokenAfter({ ...EMPTY_FILTERS, rating: 2 }, (form) => (radio(form, '').checked = true)).mock.calls).toEqual([
      [{ rating: null }],
    ]);
  });

  it('applies a category chosen before it woke, and reports nothing when nothing was chosen', () => {
    const chosen = wokenAfter(EMPTY_FILTERS, (form) => (form.querySelector<HTMLSelectElement>('select[name="category"]')!.value = '7'));
    expect(chosen.mock.calls).toEqual([[{ category: 7 }]]);
    expect(wokenAfter({ ...EMPTY_FILTERS, category: 3, rating: 5 }, () => undefined)).not.toHaveBeenCalled();
  });

  it('leaves prices typed before it woke in their fields, for Apply', () => {
    const onChange = wokenAfter(EMPTY_FILTERS, (form) => (form.querySelector<HTMLInputElement>('input[name="min_price"]')!.value = '12'));
    expect(onChange).not.toHaveBeenCalled();
    expect(document.querySelector('input[name="min_price"]')).toHaveValue(12);
  });
});
