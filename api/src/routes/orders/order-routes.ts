import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { releaseRedemptions } from '../../db/queries/cart-vouchers.js';
import {
  countUserOrdersByStatus,
  findOrderItems,
  findUserOrder,
  listUserOrders,
  markOrderCancelled,
  restoreOrderStock,
} from '../../db/queries/orders.js';
import { cancelPendingAttempts } from '../../db/queries/payment-attempts.js';
import { insertOrderReview } from '../../db/queries/orders-reviews.js';
import { refreshRatings } from '../../db/queries/ratings.js';
import { orderDetailsJson, orderJson } from '../../domain/orders-json.js';
import { requestOrderRefund } from '../../payments/payment-ledger.js';
import { envelope } from '../../lib/envelope.js';
import { FieldError, Refusal } from '../../lib/http-errors.js';
import { limitOffset } from '../../lib/pagination.js';
import { sessionUserId } from '../../plugins/authenticate.js';
import { order, orderDetails, ORDER_STATUSES } from '../../schemas/orders.js';
import {
  orderIdBody,
  orderIdQuery,
  ordersQuery,
  ordersResponse,
  reviewBody,
  reviewResponse,
  statusKey,
  statusWiseOrders,
} from './schemas.js';

export const ORDER_NOT_FOUND = 'order.not_found';

export const REVIEW_MESSAGES = {
  thanks: 'review.thanks',
  notDelivered: 'review.not_delivered',
  notInOrder: 'review.not_in_order',
  alreadyReviewed: 'review.already_reviewed',
} as const;

export const CANCEL_MESSAGES = {
  cancelled: 'order.cancelled',
  cancelledWithRefund: 'order.cancelled_refund_pending',
  notPending: 'order.cancel_not_pending',
} as const;

type StatusWise = z.infer<typeof statusWiseOrders>;

/** Every status's count under its snake_case key, plus all. */
function statusWise(counts: Map<string, number>): StatusWise {
  const out = Object.fromEntries(ORDER_STATUSES.map((s) => [statusKey(s), counts.get(s) ?? 0])) as Omit<StatusWise, 'all'>;
  return { all: [...counts.values()].reduce((a, b) => a + b, 0), ...out };
}

/** The caller's orders: list, details, cancel, review. Another user's order is a 404. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders',
    {
      schema: {
        tags: ['orders'],
        summary: "The caller's orders, newest first, with counts per status",
        querystring: ordersQuery,
        response: { 200: ordersResponse },
      },
    },
    async (request) => {
      const userId = sessionUserId(request);
      const { order_status, ...page } = request.query;
      const { total, orders } = await listUserOrders(app.db, userId, { status: order_status, ...limitOffset(page) });
      const counts = await countUserOrdersByStatus(app.db, userId);
      return { data: { total, status_wise_orders: statusWise(counts), orders: orders.map(orderJson) } };
    },
  );

  app.get(
    '/order-details',
    {
      schema: {
        tags: ['orders'],
        summary: 'One order of the caller with its products and amounts',
        querystring: orderIdQuery,
        response: { 200: envelope(z.object({ order: orderDetails })) },
      },
    },
    async (request) => {
      const found = await findUserOrder(app.db, sessionUserId(request), request.query.order_id);
      if (!found) throw new Refusal(ORDER_NOT_FOUND, 404);
      return { data: { order: await orderDetailsJson(app.db, found, request.locale) } };
    },
  );

  app.post(
    '/orders/cancel',
    {
      schema: {
        tags: ['orders'],
        summary: 'Cancel a pending order (its stock and voucher use come back; a paid one records a refund owed)',
        body: orderIdBody,
        response: { 200: envelope(z.object({ order })) },
      },
    },
    async (request) => {
      const userId = sessionUserId(request);
      const orderId = request.body.order_id;
      const { cancelled, endedAttempts, refunding } = await app.db.transaction(async (tx) => {
        if (!(await findUserOrder(tx, userId, orderId))) throw new Refusal(ORDER_NOT_FOUND, 404);
        if (!(await markOrderCancelled(tx, userId, orderId))) throw new Refusal(CANCEL_MESSAGES.notPending);
        await restoreOrderStock(tx, orderId);
        await releaseRedemptions(tx, orderId);
        const ended = await cancelPendingAttempts(tx, [orderId]);
        const order = await findUserOrder(tx, userId, orderId);
        // A paid order's share goes back through the provider that took it (docs/payments.md, "Refunds").
        const refund = order!.refund_status === 'Pending' && (await requestOrderRefund(tx, orderId));
        return { cancelled: order, endedAttempts: ended, refunding: refund };
      });
      app.payments.endAtProviders(endedAttempts);
      if (refunding) app.payments.kick();
      const said = cancelled!.refund_status ? CANCEL_MESSAGES.cancelledWithRefund : CANCEL_MESSAGES.cancelled;
      return { message: request.t(said), data: { order: orderJson(cancelled!) } };
    },
  );

  app.post(
    '/product-review',
    {
      schema: {
        tags: ['orders'],
        summary: 'Review a product of a delivered order (once per product per order)',
        body: reviewBody,
        response: { 200: reviewResponse },
      },
    },
    async (request) => {
      const userId = sessionUserId(request);
      const { order_id, product_id, rating, description } = request.body;
      const review = await app.db.transaction(async (tx) => {
        const found = await findUserOrder(tx, userId, order_id);
        if (!found) throw new Refusal(ORDER_NOT_FOUND, 404);
        if (found.order_status !== 'Delivered') throw new Refusal(REVIEW_MESSAGES.notDelivered);
        const items = await findOrderItems(tx, order_id);
        if (!items.some((item) => item.product_id === product_id)) throw new FieldError('product_id', REVIEW_MESSAGES.notInOrder);
        const stored = await insertOrderReview(tx, {
          userId,
          orderId: order_id,
          productId: product_id,
          rating,
          description: description ?? '',
        });
        if (!stored) throw new Refusal(REVIEW_MESSAGES.alreadyReviewed);
        await refreshRatings(tx, [product_id]);
        return stored;
      });
      return { message: request.t(REVIEW_MESSAGES.thanks), data: { review } };
    },
  );
};
