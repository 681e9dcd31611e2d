/** Types of the order calls (docs/api.md#orders-and-payment). */
import type { Address } from './api-types';

export type OrderStatus = 'Pending' | 'Confirm' | 'Processing' | 'Pickup' | 'On The Way' | 'Delivered' | 'Cancelled';
export type PaymentStatus = 'Pending' | 'Paid';

/** What is owed back on a paid order that was cancelled: Pending until it is paid out. */
export interface OrderRefund {
  amount: number;
  status: 'Pending' | 'Refunded';
}

/** The contract's Order. Dates are ISO 8601; `amount` is what the shopper pays for it. */
export interface Order {
  id: number;
  order_code: string;
  quantity: number;
  amount: number;
  payment_method: string;
  payment_status: PaymentStatus;
  order_status: OrderStatus;
  created_at: string;
  placed_at: string;
  /** The delivery address as it was when the order was placed. */
  address: Address;
  /** Set when a paid order was cancelled; null otherwise. */
  refund: OrderRefund | null;
}

interface OrderOption {
  id: number;
  name: string;
  /** Surcharge paid for it. */
  price: number;
  color_code?: string;
}

/** A line as bought; `id` is the product's id (null once the product is gone). */
export interface OrderProduct {
  id: number | null;
  name: string;
  brand: string | null;
  thumbnail: string | null;
  price: number;
  /** What a unit cost when below price, else 0. */
  discount_price: number;
  order_qty: number;
  color: OrderOption | null;
  size: OrderOption | null;
  unit: string | null;
  /** The shopper's own review of it in this order; null until reviewed. */
  rating: number | null;
}

/** `total_amount` is the lines at list price, `discount` what product and sale prices took off. */
export interface OrderDetails extends Order {
  estimated_delivery_date: string | null;
  total_amount: number;
  tax_amount: number;
  discount: number;
  coupon_discount: number;
  payable_amount: number;
  delivery_charge: number;
  note: string | null;
  shop: { id: number; name: string; logo: string | null; rating: number } | null;
  /** A printable page of the server's, opened in a new tab (needs no token). */
  invoice_url: string;
  products: OrderProduct[];
}

export interface StatusWiseOrders {
  all: number;
  pending: number;
  confirm: number;
  processing: number;
  pickup: number;
  on_the_way: number;
  delivered: number;
  cancelled: number;
}

export interface OrderQuery {
  /** A status ('On The Way' and 'on_the_way' alike), or 'all'. */
  order_status?: OrderStatus | keyof StatusWiseOrders;
  page?: number;
  per_page?: number;
}

export interface OrderPage {
  total: number;
  status_wise_orders: StatusWiseOrders;
  orders: Order[];
}

/** POST /place-order: one order per shop. */
export interface PlaceOrderRequest {
  shop_ids: number[];
  address_id: number;
  /** One of the settings' payment_gateways names. */
  payment_method: string;
  coupon_code?: string | null;
  note?: string | null;
  is_buy_now?: boolean;
}

/** null for cash; else the page the browser goes to, which sends it back to /order-history?payment=success|cancelled|failed. */
export interface PaymentLink {
  order_payment_url: string | null;
}

export interface PlacedAgain extends PaymentLink {
  order: Order;
}

export interface ReviewRequest {
  product_id: number;
  order_id: number;
  /** 1 to 5. */
  rating: number;
  description?: string | null;
}

export interface OrderReview {
  id: number;
  customer_name: string;
  customer_profile: string | null;
  rating: number;
  description: string;
  created_at: string;
}
