import type { Queryable } from '../db/database.js';
import {
  countUserRedemptions,
  findCouponByCode,
  type CollectedCoupon,
  type CouponRow,
  type ListedCoupon,
} from '../db/queries/cart-vouchers.js';
import { message, type Message } from '../i18n/message.js';
import { FieldError, Refusal } from '../lib/http-errors.js';
import type { CheckoutCouponJson, CouponJson } from '../schemas/cart.js';
import { formatAmount, fromCents, percentOfCents, toCents } from './cart-money.js';

export const VOUCHER_MESSAGES = {
  unknownCode: message('voucher.unknown_code'),
  inactive: message('voucher.inactive'),
  notStarted: message('voucher.not_started'),
  expired: message('voucher.expired'),
  usedUp: message('voucher.used_up'),
  userLimit: message('voucher.user_limit'),
  alreadyCollected: message('voucher.already_collected'),
  collected: message('voucher.collected'),
  wrongShop: (shop: string) => message('voucher.wrong_shop', { shop }),
  minimum: (amountCents: number, shop: string) => message('voucher.minimum', { amount: formatAmount(amountCents), shop }),
};

/** Why the voucher cannot be used or collected right now (dates, switch, total limit), or null. */
export function availabilityRefusal(coupon: CouponRow): Message | null {
  if (!coupon.is_active) return VOUCHER_MESSAGES.inactive;
  if (!coupon.has_started) return VOUCHER_MESSAGES.notStarted;
  if (coupon.has_ended) return VOUCHER_MESSAGES.expired;
  if (coupon.total_limit !== null && coupon.used_count >= coupon.total_limit) return VOUCHER_MESSAGES.usedUp;
  return null;
}

/** Percentage (capped by max_discount_amount) or a fixed amount, never more than the order. */
export function voucherDiscountCents(coupon: CouponRow, subtotalCents: number): number {
  const raw = coupon.discount_type === 'Percentage' ? percentOfCents(subtotalCents, coupon.discount) : toCents(coupon.discount);
  const capped = coupon.max_discount_amount === null ? raw : Math.min(raw, toCents(coupon.max_discount_amount));
  return Math.min(capped, subtotalCents);
}

export interface AppliedVoucher {
  coupon: CouponRow;
  /** The shop whose products the voucher discounts. */
  shopId: number;
  discountCents: number;
}

/**
 * Checks a typed voucher code against the shopper and the order (per-shop subtotals in cents,
 * at the prices the shopper pays) and works out its discount. Throws the refusal to show.
 */
export async function applyVoucher(
  db: Queryable,
  userId: number,
  code: string,
  subtotalsByShop: ReadonlyMap<number, number>,
): Promise<AppliedVoucher> {
  const coupon = await findCouponByCode(db, code);
  if (!coupon) throw new FieldError('coupon_code', VOUCHER_MESSAGES.unknownCode);
  const unavailable = availabilityRefusal(coupon);
  if (unavailable) throw new Refusal(unavailable);
  if (coupon.limit_for_user !== null && (await countUserRedemptions(db, coupon.id, userId)) >= coupon.limit_for_user) {
    throw new Refusal(VOUCHER_MESSAGES.userLimit);
  }
  const subtotal = subtotalsByShop.get(coupon.shop_id);
  if (subtotal === undefined) throw new Refusal(VOUCHER_MESSAGES.wrongShop(coupon.shop_name));
  const minimum = toCents(coupon.min_order_amount);
  if (subtotal < minimum) throw new Refusal(VOUCHER_MESSAGES.minimum(minimum, coupon.shop_name));
  return { coupon, shopId: coupon.shop_id, discountCents: voucherDiscountCents(coupon, subtotal) };
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The contract's Coupon. `started` and `validity` are the start and end of its validity window. */
export function couponJson(coupon: ListedCoupon): CouponJson {
  return {
    id: coupon.id,
    code: coupon.code,
    discount_type: coupon.discount_type,
    discount: coupon.discount,
    min_order_amount: coupon.min_order_amount,
    max_discount_amount: coupon.max_discount_amount,
    limit_for_user: coupon.limit_for_user,
    shop_id: coupon.shop_id,
    started: iso(coupon.starts_at),
    validity: iso(coupon.ends_at),
    is_collected: coupon.is_collected,
  };
}

/**
 * Why a collected voucher does not apply to a checkout, as a code the storefront words itself
 * (the same rules as applyVoucher, which refuses with a sentence instead).
 */
export type VoucherReason = 'inactive' | 'not_started' | 'expired' | 'used_up' | 'used' | 'min_spend';

function unavailableReason(coupon: CollectedCoupon): VoucherReason | null {
  if (!coupon.is_active) return 'inactive';
  if (!coupon.has_started) return 'not_started';
  if (coupon.has_ended) return 'expired';
  if (coupon.total_limit !== null && coupon.used_count >= coupon.total_limit) return 'used_up';
  if (coupon.limit_for_user !== null && coupon.user_redemptions >= coupon.limit_for_user) return 'used';
  return null;
}

export interface CheckoutVoucherOption {
  coupon: CollectedCoupon;
  /** What applying it would take off the order now; 0 when it does not apply. */
  savingCents: number;
  reason: VoucherReason | null;
  /** For 'min_spend': what its shop's products still lack. */
  shortfallCents: number;
}

/** A collected voucher against the checkout's per-shop subtotals (at the prices the shopper pays). */
export function checkoutVoucherOption(coupon: CollectedCoupon, subtotalsByShop: ReadonlyMap<number, number>): CheckoutVoucherOption {
  const reason = unavailableReason(coupon);
  if (reason) return { coupon, savingCents: 0, reason, shortfallCents: 0 };
  const subtotal = subtotalsByShop.get(coupon.shop_id) ?? 0;
  const shortfallCents = toCents(coupon.min_order_amount) - subtotal;
  if (shortfallCents > 0) return { coupon, savingCents: 0, reason: 'min_spend', shortfallCents };
  return { coupon, savingCents: voucherDiscountCents(coupon, subtotal), reason: null, shortfallCents: 0 };
}

/** The usable ones first, biggest saving first; the rest keep their order (live, soonest ending). */
export function checkoutVoucherOptions(
  coupons: readonly CollectedCoupon[],
  subtotalsByShop: ReadonlyMap<number, number>,
): CheckoutVoucherOption[] {
  const options = coupons.map((coupon) => checkoutVoucherOption(coupon, subtotalsByShop));
  const rank = (o: CheckoutVoucherOption) => (o.reason === null ? -o.savingCents - 1 : 0);
  return options.sort((a, b) => rank(a) - rank(b));
}

/** A Coupon with what it saves on this checkout, or why not (amount_needed for 'min_spend'). */
export function checkoutVoucherJson(option: CheckoutVoucherOption): CheckoutCouponJson {
  return {
    ...couponJson({ ...option.coupon, is_collected: true }),
    saving: fromCents(option.savingCents),
    reason: option.reason,
    amount_needed: option.reason === 'min_spend' ? fromCents(option.shortfallCents) : null,
  };
}
