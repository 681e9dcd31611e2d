import type { Queryable } from '../db/database.js';
import { findOrderItems, findShopSummary, type OrderRow } from '../db/queries/orders.js';
import { findOrderReviewRatings } from '../db/queries/orders-reviews.js';
import type { OrderDetailsJson, OrderJson } from '../schemas/orders.js';

/** Where an order's printable invoice is served (not under /api: a browser tab opens it). */
export const INVOICE_PREFIX = '/invoice/';

const iso = (value: Date | string) => new Date(value).toISOString();

/** What is owed back on a paid order that was cancelled, or null (docs/refunds.md). */
function refundJson(order: OrderRow) {
  if (order.refund_status === null || order.refund_amount === null) return null;
  return { amount: order.refund_amount, status: order.refund_status };
}

/** The contract's Order; `amount` is what the shopper pays for it, `refund` what is owed back. */
export function orderJson(order: OrderRow): OrderJson {
  return {
    id: order.id,
    order_code: order.order_code,
    quantity: order.quantity,
    amount: order.payable_amount,
    payment_method: order.payment_method,
    payment_status: order.payment_status,
    order_status: order.order_status,
    created_at: iso(order.created_at),
    placed_at: iso(order.placed_at),
    address: order.address,
    refund: refundJson(order),
  };
}

/**
 * The contract's OrderDetails. `total_amount` is the lines at list price and `discount` what
 * product and flash-sale prices took off it; products are the lines as bought, `id` being the
 * product's id (what POST /product-review takes) and `rating` the caller's review of it in this
 * order (null until reviewed).
 */
export async function orderDetailsJson(db: Queryable, order: OrderRow, locale: string): Promise<OrderDetailsJson> {
  const items = await findOrderItems(db, order.id);
  const ratings = await findOrderReviewRatings(db, order.id);
  const shop = await findShopSummary(db, order.shop_id, locale);
  return {
    ...orderJson(order),
    estimated_delivery_date: order.estimated_delivery_date,
    total_amount: order.total_amount,
    tax_amount: order.tax_amount,
    discount: order.discount,
    coupon_discount: order.coupon_discount,
    payable_amount: order.payable_amount,
    delivery_charge: order.delivery_charge,
    note: order.note,
    shop: shop ? { id: shop.id, name: shop.name, logo: shop.logo, rating: shop.rating } : null,
    invoice_url: `${INVOICE_PREFIX}${order.invoice_token}`,
    products: items.map((item) => ({
      id: item.product_id,
      name: item.name,
      brand: item.brand,
      thumbnail: item.thumbnail,
      price: item.price,
      discount_price: item.discount_price,
      order_qty: item.quantity,
      color: item.color,
      size: item.size,
      unit: item.unit,
      rating: item.product_id === null ? null : (ratings.get(item.product_id) ?? null),
    })),
  };
}
