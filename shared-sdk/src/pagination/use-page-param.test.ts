import { listHydration, positiveInt } from './use-page-param';

describe('a paged list in the URL', () => {
  it('reads a page number only from a positive whole number', () => {
    expect(positiveInt('3')).toBe(3);
    expect(positiveInt('0')).toBeNull();
    expect(positiveInt('-2')).toBeNull();
    expect(positiveInt('2.5')).toBeNull();
    expect(positiveInt('99999999999999999999')).toBeNull();
    expect(positiveInt(null)).toBeNull();
  });

  it('hydrates a list page as islands, but one past the end whole (the browser changes it)', () => {
    expect(listHydration(1, 0)).toBe('islands');
    expect(listHydration(3, 25)).toBe('islands');
    expect(listHydration(4, 25)).toBe('whole');
    expect(listHydration(2, 10)).toBe('whole');
    expect(listHydration(2, 10, 5)).toBe('islands');
  });
});
