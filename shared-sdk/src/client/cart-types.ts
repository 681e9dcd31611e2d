/** Types of the cart, checkout and voucher calls (docs/api.md#cart-and-vouchers). */
import type { ApiData } from './api-schema-types';
import type { CartShopGroup, CheckoutSummary } from './api-types';

export type { CartProduct, CartShopGroup, CheckoutSummary } from './api-types';

/** POST /cart/store. `color` and `size` are ids of the product's own colours and sizes. */
export interface CartAdd {
  product_id: number;
  quantity: number;
  color?: number | null;
  size?: number | null;
  /** The server stores the product's own unit whatever is sent. */
  unit?: number | string | null;
  /** The buy-now line: kept apart from the basket, replacing the previous one. */
  is_buy_now?: boolean;
}

/** The basket: `total` is its number of lines (the header's cart count). */
export interface CartView {
  total: number;
  cart_items: CartShopGroup[];
}

/** A cart change: the whole basket, and the server's message ('product removed from cart' ...). */
export interface CartChange extends CartView {
  message: string;
}

/** POST /cart/checkout. */
export interface CheckoutRequest {
  shop_ids: number[];
  coupon_code?: string | null;
  is_buy_now?: boolean;
}

/** A line the stock no longer covers: the server's words, and the units left (0: none). */
export interface StockShortLine {
  product_id: number;
  message: string;
  available: number;
}

export interface CheckoutResult {
  checkout_items: CartShopGroup[];
  checkout: CheckoutSummary;
  /** The lines the stock no longer covers now; absent from an API older than shared-sdk 2.7. */
  stock?: StockShortLine[];
}

/** The contract's Coupon. `started` and `validity` are the ISO 8601 start and end of its validity. */
export type Coupon = CouponPage['coupons'][number];

/** POST /cart/checkout/vouchers: the checkout's shops (or the buy-now line). */
export interface CheckoutVouchersRequest {
  shop_ids: number[];
  is_buy_now?: boolean;
}

/**
 * A collected voucher at checkout, with what it takes off there (`saving`, server prices; 0 when it
 * does not apply) or why not: `reason` is a code the storefront words, 'min_spend' with
 * `amount_needed`, what its shop's products still lack.
 */
export type CheckoutVoucher = ApiData<'/api/cart/checkout/vouchers', 'post'>['coupons'][number];

export interface CouponQuery {
  shop_id?: number;
  page?: number;
  per_page?: number;
}

export type CouponPage = ApiData<'/api/get-vouchers', 'get'>;

/** POST /apply-voucher: the products the voucher would discount, at the server's prices. */
export interface ApplyVoucherRequest {
  coupon_code: string;
  products: Array<{ id: number; quantity: number; shop_id: number }>;
}

export type ApplyVoucherResult = ApiData<'/api/apply-voucher', 'post'>;
