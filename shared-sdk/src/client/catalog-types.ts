/** Types of the catalogue calls (docs/api.md#catalogue). */
import type { ApiData, ApiQuery } from './api-schema-types';

/** `page` and `per_page` of a list call; the server defaults to page 1 of 10 (at most 100). */
export type CatalogPageQuery = ApiQuery<'/api/categories', 'get'>;

/** GET /home: its page of "just for you", or only that list's total (its products then load from GET /products). */
export type HomeQuery = ApiQuery<'/api/home', 'get'>;

/**
 * The contract's Product. During a running flash sale, discount_price is the sale price (0 when there
 * is no discount) and quantity the sale stock left; total_reviews and total_sold are display strings
 * ('1,234', '12.3K'); a size's or colour's `price` is a surcharge on the product's price.
 */
export type Product = ApiData<'/api/products', 'get'>['products'][number];
export type ProductSize = Product['sizes'][number];
export type ProductColor = Product['colors'][number];
export type ProductShop = Product['shop'];

/** The contract's FlashSale: its summary (dates are ISO 8601) with its first products. */
export type FlashSale = NonNullable<CurrentFlashSales['running_flash_sale']>;

/**
 * A product's page: `description` is HTML from the server (sanitise before rendering); flash_sale
 * is the running sale pricing it, or null.
 */
export type ProductDetails = ProductDetailsPage['product'];

export type Shop = ShopPage['shops'][number];

export type Banner = ApiData<'/api/banners', 'get'>['banners'][number];

export type ShopDetails = ApiData<'/api/shops/{id}', 'get'>['shop'];

export type Review = ReviewsPage['reviews'][number];

/** Average stars (one decimal; 0 without reviews), their count, and the percent of reviews per star. */
export type RatingSummary = ReviewsPage['average_rating_percentage'];

export type ReviewsPage = ApiData<'/api/reviews', 'get'>;

/** The server also accepts the original's 'heigh_to_low'. */
export type SortType = 'low_to_high' | 'high_to_low' | 'top_selling' | 'popular_product' | 'newest' | 'just_for_you';

/** Written out: `sort_type` is a SortType, without the misspelling the server also takes. */
export interface ProductQuery extends CatalogPageQuery {
  /** Part of a product's or brand's name. */
  search?: string;
  shop_id?: number;
  category_id?: number;
  sub_category_id?: number;
  /** Bounds on the price the shopper pays (sale or discount price when there is one). */
  min_price?: number;
  max_price?: number;
  /** A band: at least r, below r + 1. */
  rating?: number;
  sort_type?: SortType;
}

/** Written out as ProductQuery is, with `category_id` required. */
export interface CategoryProductQuery extends ProductQuery {
  category_id: number;
}

/** Exactly one of product_id and shop_id. */
export type ReviewQuery = CatalogPageQuery & ({ product_id: number; shop_id?: never } | { shop_id: number; product_id?: never });

export type ProductPage = ApiData<'/api/products', 'get'>;

export type CategoryProductPage = ApiData<'/api/category-products', 'get'>;

/** GET /product-facets: what each filter choice would list, the other filters kept (docs/search.md). */
export type ProductFacets = ApiData<'/api/product-facets', 'get'>;

/** The filters of a product list, without its page and order: what the facets are counted for. */
export type ProductFacetQuery = Omit<ProductQuery, 'page' | 'per_page' | 'sort_type'>;

/** A product with popular products of its category (related_products) and of the store. */
export type ProductDetailsPage = ApiData<'/api/product-details', 'get'>;

export type CategoryPage = ApiData<'/api/categories', 'get'>;

export type ShopPage = ApiData<'/api/shops', 'get'>;

export type CurrentFlashSales = ApiData<'/api/flash-sales', 'get'>;

export type FlashSaleDetails = ApiData<'/api/flash-sale/{id}/details', 'get'>;

/** The home page; `shops` is empty in single-vendor mode. */
export type HomeData = ApiData<'/api/home', 'get'>;

/** GET /search-suggestions: at most 5 products, 3 shops and 3 categories, each its id (for the link), name and picture ('' for none). */
export type SearchSuggestions = ApiData<'/api/search-suggestions', 'get'>;
export type SearchSuggestion = SearchSuggestions['products'][number];
