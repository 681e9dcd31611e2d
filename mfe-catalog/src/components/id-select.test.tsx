import { fireEvent, render, screen } from '@testing-library/react';
import { hydrateAfter } from 'shared-sdk/testing';
import { IdSelect } from './id-select';

const OPTIONS = [
  { id: 3, name: 'Shoes' },
  { id: 7, name: 'Bags' },
];

function Select({ value, onChange }: { value: number | null; onChange: (value: number | null) => void }) {
  return (
    <IdSelect
      id="category"
      name="category"
      label="Category"
      value={value}
      onChange={onChange}
      allLabel="All categories"
      options={OPTIONS}
    />
  );
}

/** The select woken after the shopper chose on its server HTML: what it reports. */
function wokenAfter(value: number | null, choose: (select: HTMLSelectElement) => void): jest.Mock {
  const onChange = jest.fn();
  hydrateAfter(<Select value={value} onChange={onChange} />, (container) => choose(container.querySelector('select')!));
  return onChange;
}

afterEach(() => document.body.replaceChildren());

describe('IdSelect', () => {
  it('is a labelled select of the ids, its first option all of them, and reports a choice as a number or null', () => {
    const onChange = jest.fn();
    render(<Select value={7} onChange={onChange} />);
    const select = screen.getByLabelText('Category');
    expect(select).toHaveAttribute('name', 'category');
    expect(select).toHaveValue('7');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['All categories', 'Shoes', 'Bags']);
    fireEvent.change(select, { target: { value: '3' } });
    fireEvent.change(select, { target: { value: '' } });
    expect(onChange.mock.calls).toEqual([[3], [null]]);
  });

  it('applies a choice made before its island woke as it wakes, and nothing when none was made', () => {
    expect(wokenAfter(null, (select) => (select.value = '7')).mock.calls).toEqual([[7]]);
    expect(wokenAfter(3, (select) => (select.value = '')).mock.calls).toEqual([[null]]);
    expect(wokenAfter(3, () => undefined)).not.toHaveBeenCalled();
  });
});
