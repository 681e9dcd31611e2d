import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Queryable } from '../../db/database.js';
import { findOrderItems, findUserOrder, setOrderPaymentMethod } from '../../db/queries/orders.js';
import { lockPayableSessionsOfOrder, type StartedSession } from '../../db/queries/payment-sessions.js';
import { loadCheckoutSettings, shortLinesSaid } from '../../domain/cart-checkout.js';
import type { LineRequest } from '../../domain/cart-lines.js';
import { idempotencyKeyOf, runIdempotent } from '../../domain/orders-idempotency.js';
import { orderJson } from '../../domain/orders-json.js';
import { paymentLink } from '../../domain/orders-payment.js';
import { cartLinesToOrder, checkPaymentMethod, ORDER_MESSAGES, placeOrders, SummaryChanged } from '../../domain/orders-placement.js';
import { envelope, messageBody } from '../../lib/envelope.js';
import { Refusal } from '../../lib/http-errors.js';
import { sessionUserId } from '../../plugins/authenticate.js';
import { ORDER_NOT_FOUND } from './order-routes.js';
import { order } from '../../schemas/orders.js';
import {
  idempotencyHeaders,
  orderIdBody,
  orderPaymentParams,
  paymentUrlResponse,
  placedOrdersResponse,
  placeOrderBody,
  summaryChangedResponse,
} from './schemas.js';

export const AGAIN_MESSAGES = {
  notDelivered: 'order.again_not_delivered',
  noAddress: 'order.again_no_address',
} as const;

export const PAY_MESSAGES = {
  alreadyPaid: 'order.already_paid',
  notPayable: 'order.not_payable',
  inProgress: 'payment_page.in_progress',
  earlierNotClosed: 'order.earlier_payment_not_closed',
} as const;

/** Sessions that start while the earlier ones are being ended are ended too, this many times at most. */
const MAX_ENDING_ROUNDS = 3;
/** How soon to try again when an earlier session could not be ended (the provider is unreachable). */
const RETRY_AFTER_SECONDS = 30;

/** The old order's lines, to be priced and stocked again today. */
async function orderLinesAgain(tx: Queryable, orderId: number): Promise<LineRequest[]> {
  const items = await findOrderItems(tx, orderId);
  return items.flatMap((item) =>
    item.product_id === null
      ? []
      : [
          {
            cartItemId: null,
            productId: item.product_id,
            quantity: item.quantity,
            sizeId: item.size?.id ?? null,
            colorId: item.color?.id ?? null,
          },
        ],
  );
}

/**
 * Placing orders (one per shop, one transaction) and paying them. Both placements honour an
 * `Idempotency-Key` header: a retry with the same key answers the first answer and places nothing.
 */
export const placementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/place-order',
    {
      schema: {
        tags: ['orders'],
        summary: "Order the chosen shops' cart lines (or the buy-now line): one order per shop",
        headers: idempotencyHeaders,
        body: placeOrderBody,
        response: { 200: placedOrdersResponse, 409: summaryChangedResponse },
      },
    },
    async (request, reply) => {
      const userId = sessionUserId(request);
      const body = request.body;
      const settings = await loadCheckoutSettings(app.db, (environment) => app.payments.cardProvider(environment));
      checkPaymentMethod(settings, body.payment_method);
      const key = idempotencyKeyOf(request.headers['idempotency-key'], 'place-order', body);
      const placing = app.db.transaction((tx) =>
        runIdempotent(tx, userId, key, async () => {
          const lines = await cartLinesToOrder(tx, userId, body.shop_ids, body.is_buy_now);
          const placed = await placeOrders(
            tx,
            {
              userId,
              lines,
              addressId: body.address_id,
              paymentMethod: body.payment_method,
              couponCode: body.coupon_code,
              note: body.note,
              shownVersion: body.summary_version,
            },
            settings,
          );
          return {
            message: request.say(ORDER_MESSAGES.placed),
            data: { order_payment_url: placed.order_payment_url, order_ids: placed.orderIds },
          };
        }),
      );
      try {
        const { body: answer, replayed } = await placing;
        if (replayed) reply.header('idempotent-replayed', 'true');
        return answer;
      } catch (error) {
        if (!(error instanceof SummaryChanged)) throw error;
        const { checkout_items, checkout, short } = error.now;
        return reply.code(409).send({
          message: request.say(error.said),
          data: { checkout_items, checkout, stock: shortLinesSaid(short, (message) => request.say(message)) },
        });
      }
    },
  );

  app.post(
    '/place-order/again',
    {
      schema: {
        tags: ['orders'],
        summary: "Order the products of a delivered order again, at today's prices, to the same address",
        headers: idempotencyHeaders,
        body: orderIdBody,
        response: { 200: envelope(z.object({ order_payment_url: z.string().nullable(), order })) },
      },
    },
    async (request, reply) => {
      const userId = sessionUserId(request);
      const orderId = request.body.order_id;
      const settings = await loadCheckoutSettings(app.db, (environment) => app.payments.cardProvider(environment));
      const key = idempotencyKeyOf(request.headers['idempotency-key'], 'place-order/again', request.body);
      const { body: answer, replayed } = await app.db.transaction((tx) =>
        runIdempotent(tx, userId, key, async () => {
          const previous = await findUserOrder(tx, userId, orderId);
          if (!previous) throw new Refusal(ORDER_NOT_FOUND, 404);
          if (previous.order_status !== 'Delivered') throw new Refusal(AGAIN_MESSAGES.notDelivered);
          if (previous.address_id === null) throw new Refusal(AGAIN_MESSAGES.noAddress);
          if (!settings.gateways.some((g) => g.name === previous.payment_method)) throw new Refusal(ORDER_MESSAGES.invalidPaymentMethod);
          const input = {
            userId,
            lines: await orderLinesAgain(tx, orderId),
            addressId: previous.address_id,
            paymentMethod: previous.payment_method,
            couponCode: null,
            note: previous.note,
            shownVersion: null,
          };
          const placed = await placeOrders(tx, input, settings);
          const placedOrder = await findUserOrder(tx, userId, placed.orderIds[0]!);
          return {
            message: request.say(ORDER_MESSAGES.placed),
            data: { order_payment_url: placed.order_payment_url, order: orderJson(placedOrder!) },
          };
        }),
      );
      if (replayed) reply.header('idempotent-replayed', 'true');
      return answer;
    },
  );

  app.get(
    '/order-payment/:order/:method',
    {
      schema: {
        tags: ['orders'],
        summary: 'Pay an unpaid order again (or switch it to cash): a new payment link',
        params: orderPaymentParams,
        response: { 200: paymentUrlResponse, 503: messageBody },
      },
    },
    async (request, reply) => {
      const userId = sessionUserId(request);
      const { order: orderId, method } = request.params;
      const settings = await loadCheckoutSettings(app.db, (environment) => app.payments.cardProvider(environment));
      checkPaymentMethod(settings, method, 'method');
      // Charge once (docs/payments.md): every session a provider could still take this order's money
      // through is ended there first; only then is a new link made, or the order switched to cash.
      const ended = new Set<string>();
      for (let round = 1; ; round += 1) {
        const step = await app.db.transaction(async (tx): Promise<{ url: string | null } | { endFirst: StartedSession[] }> => {
          if (!(await findUserOrder(tx, userId, orderId))) throw new Refusal(ORDER_NOT_FOUND, 404);
          // The order row first, then its attempts: the lock order of cancelling and of the ledger.
          const sessions = await lockPayableSessionsOfOrder(tx, orderId);
          // Read again under the lock: a webhook may have made it Paid a moment ago.
          const found = (await findUserOrder(tx, userId, orderId))!;
          if (found.payment_status === 'Paid') throw new Refusal(PAY_MESSAGES.alreadyPaid);
          if (found.order_status === 'Cancelled' || found.order_status === 'Delivered') throw new Refusal(PAY_MESSAGES.notPayable);
          const open = sessions.filter((session) => !ended.has(session.id));
          if (open.length > 0) return { endFirst: open };
          await setOrderPaymentMethod(tx, orderId, method);
          return { url: await paymentLink(tx, method, [{ orderId, amount: found.payable_amount }], settings.card) };
        });
        if ('url' in step) return { data: { order_payment_url: step.url } };
        // Provider calls happen outside the transaction; a session started meanwhile is found in the next round.
        const verdict = round < MAX_ENDING_ROUNDS ? await app.payments.endSessions(step.endFirst) : 'open';
        if (verdict === 'paid') throw new Refusal(PAY_MESSAGES.alreadyPaid);
        if (verdict === 'in_progress') throw new Refusal(PAY_MESSAGES.inProgress);
        if (verdict === 'open') {
          return reply
            .code(503)
            .header('retry-after', String(RETRY_AFTER_SECONDS))
            .send({ message: request.t(PAY_MESSAGES.earlierNotClosed) });
        }
        for (const session of step.endFirst) ended.add(session.id);
      }
    },
  );
};
