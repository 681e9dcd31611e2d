/** Types of the cart, checkout and voucher calls (docs/api.md#cart-and-vouchers). */
import type { ApiBody, ApiData, ApiQuery } from './api-schema-types';
import type { CartShopGroup, CheckoutSummary } from './api-types';

export type { CartProduct, CartShopGroup, CheckoutSummary } from './api-types';

/**
 * POST /cart/store. `color` and `size` are ids of the product's own colours and sizes; the server
 * stores the product's own `unit` whatever is sent; `is_buy_now` makes it the buy-now line, kept apart
 * from the basket and replacing the previous one.
 */
export type CartAdd = ApiBody<'/api/cart/store', 'post'>;

/** The basket: `total` is its number of lines (the header's cart count). Written out for its CartShopGroup lines. */
export interface CartView {
  total: number;
  cart_items: CartShopGroup[];
}

/** A cart change: the whole basket (a CartView), and the server's message ('product removed from cart' ...). */
export interface CartChange extends CartView {
  message: string;
}

/** POST /cart/checkout. */
export type CheckoutRequest = ApiBody<'/api/cart/checkout', 'post'>;

/** A line the stock no longer covers: the server's words, and the units left (0: none). */
export type StockShortLine = ApiData<'/api/cart/checkout', 'post'>['stock'][number];

/** POST /cart/checkout's answer. Written out: its lines are CartShopGroups, and `stock` may be missing (below). */
export interface CheckoutResult {
  checkout_items: CartShopGroup[];
  checkout: CheckoutSummary;
  /** The lines the stock no longer covers now; absent from an API older than shared-sdk 2.7. */
  stock?: StockShortLine[];
}

/** The contract's Coupon. `started` and `validity` are the ISO 8601 start and end of its validity. */
export type Coupon = CouponPage['coupons'][number];

/** POST /cart/checkout/vouchers: the checkout's shops (or the buy-now line). */
export type CheckoutVouchersRequest = ApiBody<'/api/cart/checkout/vouchers', 'post'>;

/**
 * A collected voucher at checkout, with what it takes off there (`saving`, server prices; 0 when it
 * does not apply) or why not: `reason` is a code the storefront words, 'min_spend' with
 * `amount_needed`, what its shop's products still lack.
 */
export type CheckoutVoucher = ApiData<'/api/cart/checkout/vouchers', 'post'>['coupons'][number];

/** GET /get-vouchers and /get-collected-vouchers alike. */
export type CouponQuery = ApiQuery<'/api/get-vouchers', 'get'>;

export type CouponPage = ApiData<'/api/get-vouchers', 'get'>;

/** POST /apply-voucher: the products the voucher would discount, at the server's prices. */
export type ApplyVoucherRequest = ApiBody<'/api/apply-voucher', 'post'>;

export type ApplyVoucherResult = ApiData<'/api/apply-voucher', 'post'>;
