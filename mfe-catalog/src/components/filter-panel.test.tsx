import { render } from '@testing-library/react';
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

describe('FilterPanel with its facets', () => {
  const FACETS = {
    total: 9,
    categories: [{ id: 3, count: 9 }],
    sub_categories: [],
    shops: [],
    ratings: [
      { rating: 5, count: 2 },
      { rating: 4, count: 7 },
      { rating: 3, count: 0 },
      { rating: 2, count: 0 },
      { rating: 1, count: 0 },
    ],
    price_bands: [
      { min: null, max: 10, count: 4 },
      { min: 10, max: 25, count: 0 },
      { min: 25, max: null, count: 5 },
    ],
  };

  function panel(filters: ProductFilters) {
    const onChange = jest.fn();
    render(
      <TestProviders store={createTestStore({ api: fakeApi({}) })} path="/products?search=lamp&page=2" routePath="/products">
        <FilterPanel filters={filters} onChange={onChange} categories={CATEGORIES} facets={FACETS} />
      </TestProviders>,
    );
    return onChange;
  }

  it('counts each choice beside it and disables those that count nothing, unless chosen', () => {
    panel({ ...EMPTY_FILTERS, rating: 3 });
    const options = [...document.querySelectorAll<HTMLOptionElement>('select[name="category"] option')];
    expect(options.map((o) => [o.textContent, o.disabled])).toEqual([
      ['All categories', false],
      ['Shoes (9)', false],
      ['Bags (0)', true],
    ]);
    expect(radio(document.querySelector('form')!, '4')).toBeEnabled();
    expect(radio(document.querySelector('form')!, '3')).toBeEnabled(); // the choice
    expect(radio(document.querySelector('form')!, '2')).toBeDisabled();
    expect(document.querySelector('label[for$="-4"]')).toHaveTextContent(/4 stars\s*\(7\)/);
  });

  it('offers the price bands as links of the list with that range, a band counting nothing unlinked', () => {
    const onChange = panel(EMPTY_FILTERS);
    const bands = document.querySelector('ul[aria-label="Price bands"]')!;
    const links = [...bands.querySelectorAll('a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Up to $10.00 (4)', '/products?search=lamp&max_price=10'],
      ['$25.00 and above (5)', '/products?search=lamp&min_price=25'],
    ]);
    expect(bands.querySelector('[aria-disabled="true"]')).toHaveTextContent('$10.00 to $25.00 (0)');
    links[1]!.click();
    expect(onChange).toHaveBeenCalledWith({ minPrice: 25, maxPrice: null });
  });
});
