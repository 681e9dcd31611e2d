import { flexColumn, flexRow } from './flex-css';

describe('flex layouts as CSS', () => {
  it('a row: only the declarations asked for, in the order the cascade reads them', () => {
    expect(flexRow('8px')).toBe('display: flex; gap: 8px;');
    expect(flexRow('8px 16px', { wrap: true, align: 'center', justify: 'space-between' })).toBe(
      'display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 8px 16px;',
    );
    expect(flexRow(undefined, { align: 'center' })).toBe('display: flex; align-items: center;');
  });

  it('a column stacks its children', () => {
    expect(flexColumn('4px')).toBe('display: flex; flex-direction: column; gap: 4px;');
    expect(flexColumn('0.25rem', { align: 'flex-start' })).toBe(
      'display: flex; flex-direction: column; align-items: flex-start; gap: 0.25rem;',
    );
  });
});
