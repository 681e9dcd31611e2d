import type { HttpClient } from './http-client';
import type {
  Order,
  OrderDetails,
  OrderPage,
  OrderQuery,
  PaymentLink,
  PlacedOrders,
  PlacedAgain,
  PlaceOrderRequest,
  OrderReview,
  ReviewRequest,
} from './orders-types';
import { envelopeData, envelopeWithMessage } from './envelope-data';

/**
 * The `Idempotency-Key` header of a placement. The caller makes one key per order attempt (e.g.
 * crypto.randomUUID()) and sends the same key when it retries: the server then answers the first
 * answer instead of placing the order twice.
 */
const idempotent = (key: string | undefined) => (key ? { headers: { 'Idempotency-Key': key } } : {});

/** Typed calls of the signed-in shopper's orders. */
export function createOrdersApi(http: HttpClient) {
  return {
    list: (query: OrderQuery = {}) => envelopeData<OrderPage>(http.get('/orders', { params: query })),
    details: (orderId: number) =>
      envelopeData<{ order: OrderDetails }>(http.get('/order-details', { params: { order_id: orderId } })).then((d) => d.order),
    place: (request: PlaceOrderRequest, idempotencyKey?: string) =>
      envelopeWithMessage<PlacedOrders>(http.post('/place-order', request, idempotent(idempotencyKey))),
    /** Only Delivered orders; answers the new order and, for an online method, its payment link. */
    placeAgain: (orderId: number, idempotencyKey?: string) =>
      envelopeWithMessage<PlacedAgain>(http.post('/place-order/again', { order_id: orderId }, idempotent(idempotencyKey))),
    /** Only Pending orders; stock and voucher use come back. */
    cancel: (orderId: number) => envelopeWithMessage<{ order: Order }>(http.post('/orders/cancel', { order_id: orderId })),
    /** A new payment link for an unpaid order ('cash' switches it to cash and answers null). */
    pay: (orderId: number, method: string) =>
      envelopeData<PaymentLink>(http.get(`/order-payment/${encodeURIComponent(orderId)}/${encodeURIComponent(method)}`)),
    /** Once per product per delivered order. */
    review: (review: ReviewRequest) => envelopeWithMessage<{ review: OrderReview }>(http.post('/product-review', review)),
  };
}
