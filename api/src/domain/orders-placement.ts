import { randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import { deleteCartLines, listCartLines } from '../db/queries/cart.js';
import { findPricedProducts } from '../db/queries/cart-pricing.js';
import { claimCouponUse, countUserRedemptions, insertRedemption } from '../db/queries/cart-vouchers.js';
import {
  findUserAddress,
  insertOrder,
  insertOrderItems,
  takeFlashSaleStock,
  takeProductStock,
  type AddressSnapshot,
  type NewOrderItem,
} from '../db/queries/orders.js';
import { message } from '../i18n/message.js';
import { FieldError, Refusal } from '../lib/http-errors.js';
import { CART_MESSAGES, stockRefusal } from './cart.js';
import {
  checkoutAnswer,
  subtotalsByShop,
  totalsByShop,
  type CheckoutAnswer,
  type CheckoutSettings,
  type ShopTotals,
} from './cart-checkout.js';
import { lineRequestOf, priceLines, type LineRequest, type PricedLine } from './cart-lines.js';
import { fromCents } from './cart-money.js';
import { applyVoucher, VOUCHER_MESSAGES, type AppliedVoucher } from './cart-vouchers.js';
import { paymentLink } from './orders-payment.js';

export const ORDER_MESSAGES = {
  placed: message('order.placed'),
  nothingToOrder: message('order.nothing_to_order'),
  invalidAddress: message('validation.selected_invalid', { field: 'address_id' }),
  invalidPaymentMethod: message('validation.selected_invalid', { field: 'payment_method' }),
  priceChanged: (name: string) => message('order.price_changed', { product: name }),
  summaryChanged: message('order.summary_changed'),
};

/**
 * The checkout changed between the summary the shopper saw and their click (a price, a sale, a
 * line gone, the stock): nothing is placed, and the answer (409) carries the checkout as it is now.
 */
export class SummaryChanged extends Refusal {
  constructor(readonly now: CheckoutAnswer) {
    super(ORDER_MESSAGES.summaryChanged, 409);
  }
}

export interface PlacementInput {
  userId: number;
  lines: readonly LineRequest[];
  addressId: number;
  paymentMethod: string;
  couponCode: string | null;
  note: string | null;
  /** The checkout's `summary_version` the shopper saw; null when there was no summary (ordering again). */
  shownVersion: string | null;
}

export interface PlacementResult {
  orderIds: number[];
  order_payment_url: string | null;
}

/** The payment method must be one of settings.payment_gateways. */
export function checkPaymentMethod(settings: CheckoutSettings, method: string, field = 'payment_method'): void {
  if (!settings.gateways.some((g) => g.name === method)) throw new FieldError(field, ORDER_MESSAGES.invalidPaymentMethod);
}

/** The basket's (or buy-now) lines of the chosen shops, locked until the placement commits. */
export async function cartLinesToOrder(tx: Queryable, userId: number, shopIds: readonly number[], buyNow: boolean): Promise<LineRequest[]> {
  return (await listCartLines(tx, userId, { buyNow, shopIds, forUpdate: true })).map(lineRequestOf);
}

/** Crockford base32 without look-alikes: order codes are read out on the phone. */
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 'SM' and ten characters drawn from ten random bytes (50 bits: collisions are not a concern). */
export function orderCode(bytes: Uint8Array): string {
  return `SM${[...bytes.subarray(0, 10)].map((b) => CODE_ALPHABET[b % 32]).join('')}`;
}

/** '2-4 days' → 4, '3 days' → 3; a shop without a number gets a week. */
export function deliveryDays(estimate: string): number {
  const numbers = estimate.match(/\d+/g)?.map(Number) ?? [];
  return numbers.length ? Math.min(Math.max(...numbers), 365) : 7;
}

/**
 * Takes every line's units from stock, in product id order so that concurrent placements (and
 * cancels) lock rows in the same order and cannot deadlock. A line the stock no longer covers
 * (another order was faster) refuses the whole placement with the stock as it is now.
 */
async function takeStock(tx: Queryable, lines: readonly PricedLine[]): Promise<void> {
  const ordered = [...lines].sort((a, b) => a.product.id - b.product.id);
  for (const line of ordered) {
    const before = stockRefusal(line.product, line.quantity);
    if (before) throw new Refusal(before);
    const { id, flash_sale_id: saleId } = line.product;
    // The product's row before its sale row, as cancelling puts them back.
    const taken =
      (await takeProductStock(tx, id, line.quantity)) && (saleId === null || (await takeFlashSaleStock(tx, saleId, id, line.quantity)));
    if (!taken) {
      const now = (await findPricedProducts(tx, [id])).get(id);
      // Out of stock now, or the sale ran out and the product sells at another price.
      throw new Refusal(now ? (stockRefusal(now, line.quantity) ?? ORDER_MESSAGES.priceChanged(now.name)) : CART_MESSAGES.unavailable);
    }
  }
}

/**
 * The voucher, counted under the coupon row's lock: its total limit by the conditional UPDATE, the
 * shopper's own limit by counting redemptions once the lock is held (a concurrent placement with
 * the same voucher waits for this one to commit). Claimed after the stock, as before: one lock order.
 */
async function redeemVoucher(tx: Queryable, userId: number, voucher: AppliedVoucher): Promise<void> {
  if (!(await claimCouponUse(tx, voucher.coupon.id))) throw new Refusal(VOUCHER_MESSAGES.usedUp);
  const limit = voucher.coupon.limit_for_user;
  if (limit !== null && (await countUserRedemptions(tx, voucher.coupon.id, userId)) >= limit) {
    throw new Refusal(VOUCHER_MESSAGES.userLimit);
  }
}

function orderItem(line: PricedLine): NewOrderItem {
  const discounted = line.effectiveUnitCents < line.listUnitCents;
  return {
    product_id: line.product.id,
    flash_sale_id: line.product.flash_sale_id,
    name: line.product.name,
    brand: line.product.brand,
    thumbnail: line.product.thumbnail,
    price: fromCents(line.listUnitCents),
    discount_price: discounted ? fromCents(line.effectiveUnitCents) : 0,
    quantity: line.quantity,
    size: line.size ? { id: line.size.id, name: line.size.name, price: line.size.price } : null,
    color: line.color
      ? { id: line.color.id, name: line.color.name, color_code: line.color.color_code ?? '', price: line.color.price }
      : null,
    unit: line.product.unit,
  };
}

interface OrderContext {
  userId: number;
  address: AddressSnapshot;
  paymentMethod: string;
  note: string | null;
  placementKey: string;
  voucher: AppliedVoucher | null;
}

async function storeOrder(tx: Queryable, shop: ShopTotals, context: OrderContext): Promise<number> {
  const usesVoucher = context.voucher?.shopId === shop.shopId;
  const orderId = await insertOrder(tx, {
    orderCode: orderCode(randomBytes(10)),
    userId: context.userId,
    shopId: shop.shopId,
    address: context.address,
    paymentMethod: context.paymentMethod,
    quantity: shop.quantity,
    totalAmount: fromCents(shop.listCents),
    discount: fromCents(shop.listCents - shop.subtotalCents),
    couponId: usesVoucher ? context.voucher!.coupon.id : null,
    couponDiscount: fromCents(shop.couponCents),
    deliveryCharge: fromCents(shop.deliveryCents),
    taxAmount: fromCents(shop.taxCents),
    payableAmount: fromCents(shop.payableCents),
    note: context.note,
    placementKey: context.placementKey,
    deliveryDays: deliveryDays(shop.lines[0]!.product.shop_estimated_delivery_time),
    invoiceToken: randomBytes(24).toString('base64url'),
  });
  await insertOrderItems(tx, orderId, shop.lines.map(orderItem));
  if (usesVoucher) {
    await insertRedemption(tx, {
      couponId: context.voucher!.coupon.id,
      userId: context.userId,
      orderId,
      discountAmount: fromCents(shop.couponCents),
    });
  }
  return orderId;
}

/**
 * Places one order per shop from `lines`, all or nothing, inside the caller's transaction: stock
 * and flash-sale stock are taken (never below zero), the voucher redeemed within its limits, the
 * ordered cart lines removed, and a payment link made for an online method. When the shopper saw a
 * summary, the lines and totals must still be what it showed (SummaryChanged otherwise); ordering
 * again has none, and leaves out the lines of products no longer sold.
 */
export async function placeOrders(tx: Queryable, input: PlacementInput, settings: CheckoutSettings): Promise<PlacementResult> {
  const address = await findUserAddress(tx, input.userId, input.addressId);
  if (!address) throw new FieldError('address_id', ORDER_MESSAGES.invalidAddress);
  const priced = await priceLines(tx, input.lines);
  const voucher =
    input.couponCode && priced.length ? await applyVoucher(tx, input.userId, input.couponCode, subtotalsByShop(priced)) : null;
  if (input.shownVersion !== null) {
    const now = checkoutAnswer(priced, voucher, settings.taxPercent);
    if (now.checkout.summary_version !== input.shownVersion) throw new SummaryChanged(now);
  }
  if (priced.length === 0) throw new Refusal(ORDER_MESSAGES.nothingToOrder);
  await takeStock(tx, priced);
  if (voucher) await redeemVoucher(tx, input.userId, voucher);
  const context: OrderContext = { ...input, address, placementKey: randomUUID(), voucher };
  const shops = totalsByShop(priced, voucher, settings.taxPercent);
  const orderIds: number[] = [];
  for (const shop of shops) orderIds.push(await storeOrder(tx, shop, context));
  const cartItemIds = priced.flatMap((l) => (l.cartItemId === null ? [] : [l.cartItemId]));
  if (cartItemIds.length) await deleteCartLines(tx, input.userId, cartItemIds);
  const amounts = shops.map((shop, i) => ({ orderId: orderIds[i]!, amount: fromCents(shop.payableCents) }));
  return { orderIds, order_payment_url: await paymentLink(tx, input.paymentMethod, amounts, settings.card) };
}
