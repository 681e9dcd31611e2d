/** Types of the cart, checkout and voucher calls (docs/api.md#cart-and-vouchers). */
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

export interface CheckoutResult {
  checkout_items: CartShopGroup[];
  checkout: CheckoutSummary;
}

type DiscountType = 'Amount' | 'Percentage';

/** The contract's Coupon. `started` and `validity` are the ISO 8601 start and end of its validity. */
export interface Coupon {
  id: number;
  code: string;
  discount_type: DiscountType;
  discount: number;
  min_order_amount: number;
  max_discount_amount: number | null;
  limit_for_user: number | null;
  shop_id: number;
  started: string;
  validity: string;
  is_collected: boolean;
}

/** POST /cart/checkout/vouchers: the checkout's shops (or the buy-now line). */
export interface CheckoutVouchersRequest {
  shop_ids: number[];
  is_buy_now?: boolean;
}

/**
 * Why a collected voucher does not apply to the checkout now. The server answers codes, the
 * storefront words them ('min_spend' comes with `amount_needed`).
 */
type VoucherReason = 'inactive' | 'not_started' | 'expired' | 'used_up' | 'used' | 'min_spend';

/** A collected voucher at checkout, with what it takes off there (server prices) or why not. */
export interface CheckoutVoucher extends Coupon {
  /** 0 when it does not apply. */
  saving: number;
  reason: VoucherReason | null;
  /** For 'min_spend': what its shop's products still lack. */
  amount_needed: number | null;
}

export interface CouponQuery {
  shop_id?: number;
  page?: number;
  per_page?: number;
}

export interface CouponPage {
  total: number;
  coupons: Coupon[];
}

/** POST /apply-voucher: the products the voucher would discount, at the server's prices. */
export interface ApplyVoucherRequest {
  coupon_code: string;
  products: Array<{ id: number; quantity: number; shop_id: number }>;
}

export interface ApplyVoucherResult {
  total_order_amount: number;
  total_discount_amount: number;
}
