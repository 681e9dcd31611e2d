import { z } from 'zod';
import { addressJsonBody as address } from './account.js';

export const ORDER_STATUSES = ['Pending', 'Confirm', 'Processing', 'Pickup', 'On The Way', 'Delivered', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Response shapes of orders (docs/api.md): the routes answer with them and domain/orders-json.ts
 * builds them as their z.infer types.
 */

export const order = z.object({
  id: z.number(),
  order_code: z.string(),
  quantity: z.number(),
  amount: z.number(),
  payment_method: z.string(),
  payment_status: z.enum(['Pending', 'Paid']),
  order_status: z.enum(ORDER_STATUSES),
  created_at: z.string(),
  placed_at: z.string(),
  address,
  /** Set when a paid order was cancelled: what is owed back, and whether it was paid out. */
  refund: z.object({ amount: z.number(), status: z.enum(['Pending', 'Refunded']) }).nullable(),
});

const option = z.object({ id: z.number(), name: z.string(), price: z.number(), color_code: z.string().optional() });

export const orderDetails = order.extend({
  estimated_delivery_date: z.string().nullable(),
  total_amount: z.number(),
  tax_amount: z.number(),
  discount: z.number(),
  coupon_discount: z.number(),
  payable_amount: z.number(),
  delivery_charge: z.number(),
  note: z.string().nullable(),
  shop: z.object({ id: z.number(), name: z.string(), logo: z.string().nullable(), rating: z.number() }).nullable(),
  invoice_url: z.string(),
  products: z.array(
    z.object({
      id: z.number().nullable(),
      name: z.string(),
      brand: z.string().nullable(),
      thumbnail: z.string().nullable(),
      price: z.number(),
      discount_price: z.number(),
      order_qty: z.number(),
      color: option.nullable(),
      size: option.nullable(),
      unit: z.string().nullable(),
      rating: z.number().nullable(),
    }),
  ),
});

export type OrderJson = z.infer<typeof order>;
export type OrderDetailsJson = z.infer<typeof orderDetails>;
