import { z } from 'zod';
import { envelope } from '../lib/envelope.js';

/**
 * Response shapes of the cart area (docs/api.md): the routes answer with them and the domain's
 * mapping functions (domain/cart-lines.ts, cart-checkout.ts, cart-vouchers.ts) return their
 * z.infer types, so that a shape and the code that fills it cannot drift apart unnoticed.
 */

const option = z.object({ id: z.number(), name: z.string() });

export const cartProduct = z.object({
  id: z.number(),
  thumbnail: z.string().nullable(),
  brand: z.string().nullable(),
  name: z.string(),
  price: z.number(),
  discount_price: z.number(),
  discount_percentage: z.number(),
  quantity: z.number(),
  size: option.nullable(),
  color: option.nullable(),
  unit: z.string().nullable(),
  shop_id: z.number(),
});

export const cartShopGroup = z.object({
  id: z.number(),
  shop_id: z.number(),
  shop_name: z.string(),
  shop_rating: z.number(),
  products: z.array(cartProduct),
});

/** The basket as every cart call answers it. */
export const cartView = z.object({ total: z.number(), cart_items: z.array(cartShopGroup) });

export const cartResponse = envelope(cartView);

export const checkoutTotals = z.object({
  total_amount: z.number(),
  delivery_charge: z.number(),
  coupon_discount: z.number(),
  payable_amount: z.number(),
  order_tax_amount: z.number(),
  /** What the shopper saw, digested: place-order sends it back (docs/api.md#cart-and-vouchers). */
  summary_version: z.string(),
});

/** A line the stock no longer covers: the server's words, and the units left (0: none) that the line can be lowered to. */
export const stockShortLine = z.object({ product_id: z.number(), message: z.string(), available: z.number().int().nonnegative() });

/**
 * The checkout, with its lines the stock no longer covers (a reloaded checkout marks them as the
 * place-order 409 that found them did).
 */
export const checkoutResponse = envelope(
  z.object({ checkout_items: z.array(cartShopGroup), checkout: checkoutTotals, stock: z.array(stockShortLine) }),
);

export const coupon = z.object({
  id: z.number(),
  code: z.string(),
  discount_type: z.enum(['Amount', 'Percentage']),
  discount: z.number(),
  min_order_amount: z.number(),
  max_discount_amount: z.number().nullable(),
  limit_for_user: z.number().nullable(),
  shop_id: z.number(),
  started: z.string(),
  validity: z.string(),
  is_collected: z.boolean(),
});

/** A collected voucher at checkout: what it saves there, or a reason code (worded by the storefront). */
export const checkoutCoupon = coupon.extend({
  saving: z.number(),
  reason: z.enum(['inactive', 'not_started', 'expired', 'used_up', 'used', 'min_spend']).nullable(),
  amount_needed: z.number().nullable(),
});

export type CartProductJson = z.infer<typeof cartProduct>;
export type CartShopGroupJson = z.infer<typeof cartShopGroup>;
export type CartViewJson = z.infer<typeof cartView>;
export type CheckoutTotalsJson = z.infer<typeof checkoutTotals>;
export type CouponJson = z.infer<typeof coupon>;
export type CheckoutCouponJson = z.infer<typeof checkoutCoupon>;
