import { z } from 'zod';
import { messageToken } from '../../i18n/message.js';
import { order, ORDER_STATUSES, type OrderStatus } from '../../schemas/orders.js';
import { envelope } from '../../lib/envelope.js';
import { cartShopGroup, checkoutTotals, stockShortLine } from '../../schemas/cart.js';
import { MAX_SHOPS } from '../cart/schemas.js';
import { flagField, idField, idListField, intField, optionalText, paginationQuery, requiredText } from '../../schemas/fields.js';

/** 'On The Way', 'on_the_way', 'on-the-way' ... all name the same status; 'all' or nothing: every status. */
const STATUS_BY_KEY = new Map<string, OrderStatus | null>([
  ['all', null],
  ...ORDER_STATUSES.map((s) => [statusKey(s), s] as [string, OrderStatus]),
]);

export function statusKey(status: string): string {
  return status
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '_');
}

export const ordersQuery = paginationQuery.extend({
  order_status: z
    .preprocess((value) => (value === '' || value === null ? undefined : value), z.string().max(30).optional())
    .refine((value) => value === undefined || STATUS_BY_KEY.has(statusKey(value)), {
      error: messageToken('validation.selected_invalid', { field: 'order_status' }),
    })
    .transform((value) => (value === undefined ? null : (STATUS_BY_KEY.get(statusKey(value)) ?? null))),
});

export const statusWiseOrders = z.object({
  all: z.number(),
  pending: z.number(),
  confirm: z.number(),
  processing: z.number(),
  pickup: z.number(),
  on_the_way: z.number(),
  delivered: z.number(),
  cancelled: z.number(),
});

export const ordersResponse = envelope(z.object({ total: z.number(), status_wise_orders: statusWiseOrders, orders: z.array(order) }));

export const orderIdBody = z.object({ order_id: idField() });
export const orderIdQuery = z.object({ order_id: idField() });

/** An `Idempotency-Key` header makes a placement safe to retry (other headers pass through). */
export const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/^[\x21-\x7e]+$/, messageToken('validation.idempotency_key'))
    .optional(),
});

export const placeOrderBody = z.object({
  shop_ids: idListField(MAX_SHOPS).refine((ids) => ids.length > 0, { error: messageToken('validation.select_shop') }),
  address_id: idField(),
  payment_method: requiredText(50),
  coupon_code: optionalText(50),
  note: optionalText(1000),
  is_buy_now: flagField(),
  /** The `checkout.summary_version` of the summary the shopper saw (POST /cart/checkout). */
  summary_version: requiredText(64),
});

/** 409: the checkout changed since its summary; this is the checkout now, and the lines the stock no longer covers. */
export const summaryChangedResponse = z.object({
  message: z.string(),
  data: z.object({
    checkout_items: z.array(cartShopGroup),
    checkout: checkoutTotals,
    stock: z.array(stockShortLine),
  }),
});

export const paymentUrlResponse = envelope(z.object({ order_payment_url: z.string().nullable() }));
/** The orders placed (one per shop) and, for an online method, the link that pays them together. */
export const placedOrdersResponse = envelope(
  z.object({ order_payment_url: z.string().nullable(), order_ids: z.array(z.number().int().positive()) }),
);

export const orderPaymentParams = z.object({ order: idField(), method: z.string().min(1).max(50) });

export const reviewBody = z.object({
  product_id: idField(),
  order_id: idField(),
  rating: intField(1, 5),
  description: optionalText(2000),
});

export const reviewResponse = envelope(
  z.object({
    review: z.object({
      id: z.number(),
      customer_name: z.string(),
      customer_profile: z.string().nullable(),
      rating: z.number(),
      description: z.string(),
      created_at: z.string(),
    }),
  }),
);
