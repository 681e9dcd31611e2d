/** Types of the order calls (docs/api.md#orders-and-payment). */
import type { ApiBody, ApiData } from './api-schema-types';

/**
 * The contract's Order. Dates are ISO 8601; `amount` is what the shopper pays for it; `address` is
 * the delivery address as it was when the order was placed; `refund` is set when a paid order was
 * cancelled (Pending until paid out), null otherwise.
 */
export type Order = OrderPage['orders'][number];
export type OrderStatus = Order['order_status'];
export type PaymentStatus = Order['payment_status'];
export type OrderRefund = NonNullable<Order['refund']>;

/**
 * An order with its lines and totals: `total_amount` is the lines at list price, `discount` what
 * product and sale prices took off; `invoice_url` a printable page of the server's, opened in a new
 * tab (needs no token).
 */
export type OrderDetails = ApiData<'/api/order-details', 'get'>['order'];

/**
 * A line as bought; `id` is the product's id (null once the product is gone), `discount_price` what
 * a unit cost when below price (else 0), a colour's or size's `price` the surcharge paid for it, and
 * `rating` the shopper's own review of it in this order (null until reviewed).
 */
export type OrderProduct = OrderDetails['products'][number];

export type StatusWiseOrders = OrderPage['status_wise_orders'];

/** Written out: `order_status` is typed to the statuses and tabs, where the schema takes any text. */
export interface OrderQuery {
  /** A status ('On The Way' and 'on_the_way' alike), or 'all'. */
  order_status?: OrderStatus | keyof StatusWiseOrders;
  page?: number;
  per_page?: number;
}

export type OrderPage = ApiData<'/api/orders', 'get'>;

/**
 * POST /place-order: one order per shop. `payment_method` is one of the settings' payment_gateways
 * names; `summary_version` that of the checkout the shopper saw: a different one now refuses with 409
 * (SummaryChangedData).
 */
export type PlaceOrderRequest = ApiBody<'/api/place-order', 'post'>;

/**
 * A payment link: null for cash; else the page the browser goes to, which sends it back to
 * /order-history?payment=success|cancelled|failed&order=….
 */
export type PaymentLink = ApiData<'/api/order-payment/{order}/{method}', 'get'>;

/** The orders a placement made (one per shop) and, for an online method, the link that pays them together. */
export type PlacedOrders = ApiData<'/api/place-order', 'post'>;

export type PlacedAgain = ApiData<'/api/place-order/again', 'post'>;

/** POST /product-review; `rating` is 1 to 5. */
export type ReviewRequest = ApiBody<'/api/product-review', 'post'>;

export type OrderReview = ApiData<'/api/product-review', 'post'>['review'];
