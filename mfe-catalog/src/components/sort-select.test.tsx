import { fireEvent, screen } from '@testing-library/react';
import { TestProviders, createTestStore, fakeApi, hydrateAfter, renderPage } from 'shared-sdk/testing';
import { SortSelect } from './sort-select';

function renderSort(path: string, value: 'low_to_high' | null = null) {
  const onChange = jest.fn();
  renderPage(<SortSelect value={value} onChange={onChange} />, {
    store: createTestStore({ api: fakeApi({}) }),
    path,
    routePath: '/products',
  });
  const form = screen.getByLabelText('Sort by').closest('form')!;
  return { onChange, form };
}

describe('SortSelect', () => {
  it("is a GET form of the page's URL that keeps the list's other filters (no others) and goes back to page 1", () => {
    const { form } = renderSort('/products?search=shirt&utm_source=mail&min_price=5&page=3&sort=newest');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/products');
    const hidden = [...form.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map((input) => [input.name, input.value]);
    expect(hidden).toEqual([
      ['search', 'shirt'],
      ['min_price', '5'],
    ]);
    expect(screen.getByLabelText('Sort by')).toHaveAttribute('name', 'sort');
    expect(screen.getByRole('button', { name: 'Sort' })).toHaveClass('sf-before-interactive');
  });

  it('ends with the select, so its end lines up with the list’s; the Sort button stands at the start', () => {
    const { form } = renderSort('/products');
    const select = screen.getByLabelText('Sort by');
    const apply = screen.getByRole('button', { name: 'Sort' });
    // For the keyboard and screen readers the button follows the select it applies...
    expect(select.compareDocumentPosition(apply) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // ...but it is drawn first: hidden where it stands once the page is interactive, it would
    // otherwise leave the select 60 px short of the list's end.
    expect(apply).toHaveStyle({ order: '-1' });
    expect(form).toHaveStyle({ justifyContent: 'flex-end' });
  });

  it('applies a choice at once, and Sort (before the page is interactive) submits in the page', () => {
    const { form, onChange } = renderSort('/products', 'low_to_high');
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'top_selling' } });
    expect(fireEvent.submit(form)).toBe(false);
    expect(onChange.mock.calls).toEqual([['top_selling'], ['low_to_high']]);
  });

  it('applies a choice made on the server’s HTML before its island woke, as it wakes (and nothing when none was made)', () => {
    const wokenAfter = (choose: (select: HTMLSelectElement) => void) => {
      const onChange = jest.fn();
      const page = (
        <TestProviders store={createTestStore({ api: fakeApi({}) })} path="/products?sort=newest" routePath="/products">
          <SortSelect value="newest" onChange={onChange} />
        </TestProviders>
      );
      hydrateAfter(page, (container) => choose(container.querySelector('select')!));
      return onChange;
    };
    expect(wokenAfter((select) => (select.value = 'high_to_low')).mock.calls).toEqual([['high_to_low']]);
    expect(wokenAfter((select) => (select.value = '')).mock.calls).toEqual([[null]]);
    expect(wokenAfter(() => undefined)).not.toHaveBeenCalled();
  });
});
