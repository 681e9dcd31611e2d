import { EMPTY_FILTERS, activeFilterCount, parseFilters, serializeFilters, toProductQuery, updateFilters } from './product-query';

const parse = (qs: string) => parseFilters(new URLSearchParams(qs));

describe('product filters in the URL', () => {
  it('reads every filter, the sort and the page', () => {
    expect(parse('search=shirt&category=1&subcategory=10&shop=3&min_price=5&max_price=50.5&rating=4&sort=low_to_high&page=3')).toEqual({
      search: 'shirt',
      category: 1,
      subcategory: 10,
      shop: 3,
      minPrice: 5,
      maxPrice: 50.5,
      rating: 4,
      sort: 'low_to_high',
      page: 3,
    });
  });

  it('ignores malformed values instead of sending them', () => {
    expect(parse('category=abc&shop=-1&min_price=x&rating=9&sort=cheapest&page=0')).toEqual(EMPTY_FILTERS);
  });

  it("accepts the original server's heigh_to_low spelling and sends the correct one", () => {
    expect(parse('sort=heigh_to_low').sort).toBe('high_to_low');
  });

  it('round-trips: a link reproduces the page, defaults left out', () => {
    const filters = parse('category=2&rating=3&sort=newest&page=2&search=lamp');
    expect(parseFilters(serializeFilters(filters))).toEqual(filters);
    expect(serializeFilters(EMPTY_FILTERS).toString()).toBe('');
    expect(serializeFilters({ ...EMPTY_FILTERS, page: 1, sort: 'top_selling' }).toString()).toBe('sort=top_selling');
  });

  it('goes back to page 1 when a filter changes, and drops the old sub-category with the category', () => {
    const current = parse('category=1&subcategory=10&page=4');
    expect(updateFilters(current, { rating: 5 })).toMatchObject({ page: 1, category: 1, subcategory: 10 });
    expect(updateFilters(current, { category: 2 })).toMatchObject({ page: 1, category: 2, subcategory: null });
    expect(updateFilters(current, { page: 5 })).toMatchObject({ page: 5, subcategory: 10 });
  });

  it('maps to the API query: ids, price band (swapped when reversed), rating band, sort_type, 10 a page', () => {
    expect(toProductQuery(parse('search=a&category=1&subcategory=10&shop=3&min_price=90&max_price=10&rating=4&sort=popular_product&page=2'))).toEqual({
      page: 2,
      per_page: 10,
      search: 'a',
      category_id: 1,
      sub_category_id: 10,
      shop_id: 3,
      min_price: 10,
      max_price: 90,
      rating: 4,
      sort_type: 'popular_product',
    });
    expect(toProductQuery(EMPTY_FILTERS)).toEqual({ page: 1, per_page: 10 });
  });

  it('swaps a minimum price above the maximum, in the filters the fields show and in the URL', () => {
    expect(parse('min_price=90&max_price=10')).toMatchObject({ minPrice: 10, maxPrice: 90 });
    const applied = updateFilters(parse(''), { minPrice: 90, maxPrice: 10 });
    expect(applied).toMatchObject({ minPrice: 10, maxPrice: 90 });
    expect(serializeFilters(applied).toString()).toBe('min_price=10&max_price=90');
    expect(parse('min_price=10&max_price=90')).toMatchObject({ minPrice: 10, maxPrice: 90 });
  });

  it('counts the filters that narrow the list', () => {
    expect(activeFilterCount(parse('search=a&sort=newest'))).toBe(0);
    expect(activeFilterCount(parse('category=1&min_price=2&rating=3'))).toBe(3);
  });
});
