import { clampPage, lastPage, pageButtons, paginationLocale, resolvePageClick } from './pagination';

describe('pagination', () => {
  it('has 10 items a page by default', () => {
    expect(lastPage(95)).toBe(10);
    expect(lastPage(100)).toBe(10);
    expect(lastPage(101)).toBe(11);
    expect(lastPage(0)).toBe(1);
  });
  it('keeps the current page within 1..ceil(items / size)', () => {
    expect(clampPage(0, 50)).toBe(1);
    expect(clampPage(-3, 50)).toBe(1);
    expect(clampPage(9, 50)).toBe(5);
    expect(clampPage(Number.NaN, 50)).toBe(1);
  });
  it('shows at most 5 buttons around the current page', () => {
    expect(pageButtons(1, 200)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(10, 200)).toEqual([8, 9, 10, 11, 12]);
    expect(pageButtons(20, 200)).toEqual([16, 17, 18, 19, 20]);
    expect(pageButtons(1, 25)).toEqual([1, 2, 3]);
  });
  it('ignores clicks on the current page and when disabled', () => {
    expect(resolvePageClick(3, 3, 100)).toBeNull();
    expect(resolvePageClick(4, 3, 100, 10, true)).toBeNull();
    expect(resolvePageClick(4, 3, 100)).toBe(4);
    expect(resolvePageClick(99, 3, 100)).toBe(10);
    expect(resolvePageClick(99, 10, 100)).toBeNull();
  });
  it('knows the locales en, ar and ir', () => {
    expect(paginationLocale('ar')).toBe('ar');
    expect(paginationLocale('fr')).toBe('en');
  });
});
