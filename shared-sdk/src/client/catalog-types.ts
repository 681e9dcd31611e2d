/** Types of the catalogue calls (docs/api.md#catalogue). */
import type { Category } from './api-types';

/** `page` and `per_page` of a list call; the server defaults to page 1 of 10 (at most 100). */
export interface CatalogPageQuery {
  page?: number;
  per_page?: number;
}

interface Named {
  id: number;
  name: string;
}

/** `price` is a surcharge on the product's price. */
export interface ProductSize extends Named {
  price: number;
}

/** `price` is a surcharge on the product's price. */
export interface ProductColor extends Named {
  color_code: string;
  price: number;
}

export interface ProductShop extends Named {
  logo: string;
  rating: number;
  estimated_delivery_time: string;
  delivery_charge: number;
}

/** The contract's Product. During a running flash sale, discount_price is the sale price and quantity the sale stock left. */
export interface Product {
  id: number;
  name: string;
  thumbnail: string;
  price: number;
  /** 0 when there is no discount. */
  discount_price: number;
  discount_percentage: number;
  rating: number;
  /** Display strings: '1,234', '12.3K'. */
  total_reviews: string;
  total_sold: string;
  quantity: number;
  is_favorite: boolean;
  brand: string | null;
  unit: Named | null;
  sizes: ProductSize[];
  colors: ProductColor[];
  shop: ProductShop;
}

/** A flash sale without its products (as product details name it). Dates are ISO 8601. */
interface FlashSaleSummary {
  id: number;
  name: string;
  thumbnail: string;
  start_date: string;
  end_date: string;
}

/** The contract's FlashSale: the summary with its first products. */
export interface FlashSale extends FlashSaleSummary {
  products: Product[];
}

export interface ProductDetails extends Product {
  short_description: string;
  /** HTML from the server: sanitise before rendering. */
  description: string;
  thumbnails: { id: number; thumbnail: string }[];
  /** The running flash sale that prices the product, or null. */
  flash_sale: FlashSaleSummary | null;
}

export interface Shop {
  id: number;
  name: string;
  logo: string;
  banner: string;
  total_products: number;
  total_categories: number;
  rating: number;
  shop_status: 'Online' | 'Offline';
  total_reviews: number;
}

export interface Banner {
  id: number;
  title: string;
  thumbnail: string;
}

export interface ShopDetails extends Shop {
  short_description: string;
  description: string;
  banners: Banner[];
}

export interface Review {
  id: number;
  customer_name: string;
  customer_profile: string | null;
  rating: number;
  description: string;
  created_at: string;
}

export interface RatingSummary {
  /** Average stars, one decimal; 0 without reviews. */
  rating: number;
  total_review: number;
  /** Percent of reviews per star. */
  percentages: Record<'1' | '2' | '3' | '4' | '5', number>;
}

export interface ReviewsPage {
  average_rating_percentage: RatingSummary;
  total: number;
  reviews: Review[];
}

/** The server also accepts the original's 'heigh_to_low'. */
export type SortType = 'low_to_high' | 'high_to_low' | 'top_selling' | 'popular_product' | 'newest' | 'just_for_you';

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

export interface CategoryProductQuery extends ProductQuery {
  category_id: number;
}

/** Exactly one of product_id and shop_id. */
export type ReviewQuery = CatalogPageQuery & ({ product_id: number; shop_id?: never } | { shop_id: number; product_id?: never });

export interface ProductPage {
  total: number;
  products: Product[];
}

export interface CategoryProductPage extends ProductPage {
  category: Category;
}

export interface ProductDetailsPage {
  product: ProductDetails;
  /** Popular products of the same category. */
  related_products: Product[];
  popular_products: Product[];
}

export interface CategoryPage {
  total: number;
  categories: Category[];
}

export interface ShopPage {
  total: number;
  shops: Shop[];
}

export interface CurrentFlashSales {
  incoming_flash_sale: FlashSale | null;
  running_flash_sale: FlashSale | null;
}

export interface FlashSaleDetails {
  total_products: number;
  flash_sale: FlashSaleSummary;
  products: Product[];
}

export interface HomeData {
  banners: Banner[];
  ads: Banner[];
  categories: Category[];
  /** Empty in single-vendor mode. */
  shops: Shop[];
  popular_products: Product[];
  just_for_you: ProductPage;
  incoming_flash_sale: FlashSale | null;
  running_flash_sale: FlashSale | null;
}

/** One search suggestion: its id (for the link), name and picture ('' for none). */
export interface SearchSuggestion {
  id: number;
  name: string;
  image: string;
}

/** GET /search-suggestions: at most 5 products, 3 shops and 3 categories. */
export interface SearchSuggestions {
  products: SearchSuggestion[];
  shops: SearchSuggestion[];
  categories: SearchSuggestion[];
}
