import { DEFAULT_PAGE_SIZE, type ProductFacetQuery, type ProductQuery, type SortType } from 'shared-sdk';

/** The query parameters a product list reads (besides `page`): what its links and forms carry over. */
export const PRODUCT_LIST_PARAMS = ['search', 'category', 'subcategory', 'shop', 'min_price', 'max_price', 'rating', 'sort'] as const;

/** Every sort_type of the API (docs/api.md#catalogue), in the order the sort menu lists them. */
export const SORT_TYPES: readonly SortType[] = ['newest', 'popular_product', 'top_selling', 'low_to_high', 'high_to_low', 'just_for_you'];

/**
 * The filters of a product list as they live in the URL, so a link reproduces the page:
 * ?search=&category=&subcategory=&shop=&min_price=&max_price=&rating=&sort=&page=
 */
export interface ProductFilters {
  search: string;
  category: number | null;
  subcategory: number | null;
  shop: number | null;
  minPrice: number | null;
  maxPrice: number | null;
  /** A band: at least r, below r+1. */
  rating: number | null;
  sort: SortType | null;
  page: number;
}

export const EMPTY_FILTERS: ProductFilters = {
  search: '',
  category: null,
  subcategory: null,
  shop: null,
  minPrice: null,
  maxPrice: null,
  rating: null,
  sort: null,
  page: 1,
};

const PARAM: Record<Exclude<keyof ProductFilters, 'search' | 'page' | 'sort'>, string> = {
  category: 'category',
  subcategory: 'subcategory',
  shop: 'shop',
  minPrice: 'min_price',
  maxPrice: 'max_price',
  rating: 'rating',
};

function positiveInt(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw.trim())) return null;
  const n = Number(raw);
  return n > 0 && Number.isSafeInteger(n) ? n : null;
}

function price(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

/**
 * A price range typed the wrong way round (a minimum above the maximum) is the range the shopper
 * meant: the two are swapped, in the list, in its fields and in the URL.
 */
function orderedPrices(filters: ProductFilters): ProductFilters {
  const { minPrice, maxPrice } = filters;
  return minPrice !== null && maxPrice !== null && minPrice > maxPrice ? { ...filters, minPrice: maxPrice, maxPrice: minPrice } : filters;
}

/** Reads the filters from a query string; anything malformed is ignored rather than sent. */
export function parseFilters(params: URLSearchParams): ProductFilters {
  const sort = params.get('sort');
  const rating = positiveInt(params.get('rating'));
  return orderedPrices({
    search: (params.get('search') ?? '').trim(),
    category: positiveInt(params.get(PARAM.category)),
    subcategory: positiveInt(params.get(PARAM.subcategory)),
    shop: positiveInt(params.get(PARAM.shop)),
    minPrice: price(params.get(PARAM.minPrice)),
    maxPrice: price(params.get(PARAM.maxPrice)),
    rating: rating !== null && rating <= 5 ? rating : null,
    sort: sort && (SORT_TYPES as readonly string[]).includes(sort) ? (sort as SortType) : sort === 'heigh_to_low' ? 'high_to_low' : null,
    page: positiveInt(params.get('page')) ?? 1,
  });
}

/** The query string of some filters; defaults are left out so links stay short. */
export function serializeFilters(filters: ProductFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  for (const [key, name] of Object.entries(PARAM) as [keyof typeof PARAM, string][]) {
    const value = filters[key];
    if (value !== null) params.set(name, String(value));
  }
  if (filters.sort) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/**
 * A changed filter starts again at page 1 (the old page may not exist in the new list); changing the
 * category drops the sub-category of the old one.
 */
export function updateFilters(current: ProductFilters, change: Partial<ProductFilters>): ProductFilters {
  const next = { ...current, ...change };
  if ('category' in change && change.category !== current.category && !('subcategory' in change)) next.subcategory = null;
  if (!('page' in change)) next.page = 1;
  return orderedPrices(next);
}

/** How many filters narrow the list (the search and the sort are not counted). */
export function activeFilterCount(filters: ProductFilters): number {
  return (['category', 'subcategory', 'shop', 'minPrice', 'maxPrice', 'rating'] as const).filter((k) => filters[k] !== null).length;
}

/** The API query of some filters: GET /products (or /category-products) parameters. */
export function toProductQuery(filters: ProductFilters, pageSize = DEFAULT_PAGE_SIZE): ProductQuery {
  const query: ProductQuery = { page: filters.page, per_page: pageSize };
  if (filters.search) query.search = filters.search;
  if (filters.category !== null) query.category_id = filters.category;
  if (filters.subcategory !== null) query.sub_category_id = filters.subcategory;
  if (filters.shop !== null) query.shop_id = filters.shop;
  const { minPrice, maxPrice } = orderedPrices(filters);
  if (minPrice !== null) query.min_price = minPrice;
  if (maxPrice !== null) query.max_price = maxPrice;
  if (filters.rating !== null) query.rating = filters.rating;
  if (filters.sort) query.sort_type = filters.sort;
  return query;
}

/** The API query of a list's facets (GET /product-facets): its filters, without page and order. */
export function toFacetQuery(filters: ProductFilters): ProductFacetQuery {
  const { page: _page, per_page: _perPage, sort_type: _sort, ...query } = toProductQuery(filters);
  return query;
}
