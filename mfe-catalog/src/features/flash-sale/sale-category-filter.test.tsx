import { fireEvent, screen } from '@testing-library/react';
import { createTestStore, fakeApi, renderPage } from 'shared-sdk/testing';
import { SaleCategoryFilter } from './sale-category-filter';

const CATEGORIES = [
  { id: 3, name: 'Shoes' },
  { id: 7, name: 'Bags' },
];

function renderFilter(path: string) {
  const rendered = renderPage(<SaleCategoryFilter categories={CATEGORIES} />, {
    store: createTestStore({ api: fakeApi({}) }),
    path,
    routePath: '/flash-sale/:id',
  });
  const select = screen.getByLabelText('Category');
  return { ...rendered, select, form: select.closest('form')! };
}

describe('SaleCategoryFilter', () => {
  it("is a GET form of the sale's URL with the URL's category chosen, and an Apply button for before the page is interactive", () => {
    const { form, select } = renderFilter('/flash-sale/2?category=7&page=2');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/flash-sale/2');
    expect(select).toHaveAttribute('name', 'category');
    expect(select).toHaveValue('7');
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveClass('sf-before-interactive');
  });

  it('applies a choice at once, back to page 1, and a submit (a tap on Apply replayed) applies the form in the page', () => {
    const { select, form, location } = renderFilter('/flash-sale/2?page=3');
    fireEvent.change(select, { target: { value: '3' } });
    expect(location()).toBe('/flash-sale/2?category=3');
    fireEvent.change(select, { target: { value: '' } });
    expect(location()).toBe('/flash-sale/2');
    (select as HTMLSelectElement).value = '7';
    expect(fireEvent.submit(form)).toBe(false);
    expect(location()).toBe('/flash-sale/2?category=7');
  });
});
