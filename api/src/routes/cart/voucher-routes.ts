import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Queryable } from '../../db/database.js';
import { findPricedProducts } from '../../db/queries/cart-pricing.js';
import { collectCoupon, findCouponById, listCollectedCoupons, listUsableCoupons } from '../../db/queries/cart-vouchers.js';
import { subtotalsByShop } from '../../domain/cart-checkout.js';
import { loadPricedCart } from '../../domain/cart-lines.js';
import { fromCents, toCents } from '../../domain/cart-money.js';
import {
  applyVoucher,
  availabilityRefusal,
  checkoutVoucherJson,
  checkoutVoucherOptions,
  couponJson,
  VOUCHER_MESSAGES,
} from '../../domain/cart-vouchers.js';
import { envelope, messageBody } from '../../lib/envelope.js';
import { FieldError, Refusal, invalidSelection } from '../../lib/http-errors.js';
import { limitOffset } from '../../lib/pagination.js';
import { sessionUserId } from '../../plugins/authenticate.js';
import { idField, optionalIdField, paginationQuery, quantityField, requiredText } from '../../schemas/fields.js';
import { checkoutCoupon, coupon } from '../../schemas/cart.js';
import { checkoutBody } from './schemas.js';

const couponsResponse = envelope(z.object({ total: z.number(), coupons: z.array(coupon) }));

const couponsQuery = paginationQuery.extend({ shop_id: optionalIdField() });

const applyBody = z.object({
  coupon_code: requiredText(50),
  products: z
    .array(z.object({ id: idField(), quantity: quantityField(), shop_id: idField() }))
    .min(1)
    .max(100),
});

type ApplyProducts = z.infer<typeof applyBody>['products'];

/**
 * What the listed products cost per shop, at today's prices (the shopper's own figures are not
 * trusted). Sizes and colours are not part of this call, so their surcharges are not either; the
 * checkout, which knows the lines, has the final word.
 */
async function subtotalsOf(db: Queryable, products: ApplyProducts): Promise<Map<number, number>> {
  const priced = await findPricedProducts(
    db,
    products.map((p) => p.id),
  );
  const subtotals = new Map<number, number>();
  products.forEach((item, i) => {
    const product = priced.get(item.id);
    if (!product) throw new FieldError(`products.${i}.id`, 'validation.selected_invalid', { field: 'product' });
    if (product.shop_id !== item.shop_id) throw new FieldError(`products.${i}.shop_id`, 'voucher.product_shop_mismatch');
    subtotals.set(item.shop_id, (subtotals.get(item.shop_id) ?? 0) + toCents(product.effective_price) * item.quantity);
  });
  return subtotals;
}

/** Vouchers: the storefront's store-voucher dialog (list, collect) and the checkout's voucher field. */
export const voucherRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/get-vouchers',
    {
      schema: {
        tags: ['vouchers'],
        summary: 'Vouchers that can be used now (of a shop), with is_collected',
        querystring: couponsQuery,
        response: { 200: couponsResponse },
      },
    },
    async (request) => {
      const { shop_id, ...page } = request.query;
      const filter = { shopId: shop_id, collectedOnly: false, ...limitOffset(page) };
      const { total, coupons } = await listUsableCoupons(app.db, sessionUserId(request), filter);
      return { data: { total, coupons: coupons.map(couponJson) } };
    },
  );

  app.get(
    '/get-collected-vouchers',
    {
      schema: {
        tags: ['vouchers'],
        summary: 'The vouchers the caller collected that can still be used (of a shop)',
        querystring: couponsQuery,
        response: { 200: couponsResponse },
      },
    },
    async (request) => {
      const { shop_id, ...page } = request.query;
      const filter = { shopId: shop_id, collectedOnly: true, ...limitOffset(page) };
      const { total, coupons } = await listUsableCoupons(app.db, sessionUserId(request), filter);
      return { data: { total, coupons: coupons.map(couponJson) } };
    },
  );

  app.post(
    '/cart/checkout/vouchers',
    {
      schema: {
        tags: ['vouchers'],
        summary:
          "The caller's collected vouchers of the checkout's shops (or the buy-now line's), each with its saving there or why it does not apply",
        body: checkoutBody.pick({ shop_ids: true, is_buy_now: true }),
        response: { 200: envelope(z.object({ coupons: z.array(checkoutCoupon) })) },
      },
    },
    async (request) => {
      const userId = sessionUserId(request);
      const { shop_ids, is_buy_now } = request.body;
      // The shops come from the lines themselves, so a shop without lines offers nothing.
      const subtotals = subtotalsByShop(await loadPricedCart(app.db, userId, { buyNow: is_buy_now, shopIds: shop_ids }));
      const collected = subtotals.size ? await listCollectedCoupons(app.db, userId, [...subtotals.keys()]) : [];
      return { data: { coupons: checkoutVoucherOptions(collected, subtotals).map(checkoutVoucherJson) } };
    },
  );

  app.post(
    '/vouchers-collect',
    {
      schema: {
        tags: ['vouchers'],
        summary: 'Collect a voucher (once per shopper)',
        body: z.object({ coupon_id: idField() }),
        response: { 200: messageBody },
      },
    },
    async (request) => {
      const found = await findCouponById(app.db, request.body.coupon_id);
      if (!found) throw invalidSelection('coupon_id');
      const refusal = availabilityRefusal(found);
      if (refusal) throw new Refusal(refusal);
      if (!(await collectCoupon(app.db, sessionUserId(request), found.id))) throw new Refusal(VOUCHER_MESSAGES.alreadyCollected);
      return { message: request.say(VOUCHER_MESSAGES.collected) };
    },
  );

  app.post(
    '/apply-voucher',
    {
      schema: {
        tags: ['vouchers'],
        summary: "Check a voucher code against products and work out its discount (on its own shop's products)",
        body: applyBody,
        response: { 200: envelope(z.object({ total_order_amount: z.number(), total_discount_amount: z.number() })) },
      },
    },
    async (request) => {
      const subtotals = await subtotalsOf(app.db, request.body.products);
      const applied = await applyVoucher(app.db, sessionUserId(request), request.body.coupon_code, subtotals);
      const total = [...subtotals.values()].reduce((a, b) => a + b, 0);
      return { data: { total_order_amount: fromCents(total), total_discount_amount: fromCents(applied.discountCents) } };
    },
  );
};
