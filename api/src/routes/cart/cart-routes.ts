import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decrementBasketLine, deleteBasketLine } from '../../db/queries/cart.js';
import { CART_MESSAGES, PRODUCT_REMOVED_SIGNAL, cartView, incrementCartLine, storeCartLine } from '../../domain/cart.js';
import { loadPricedCart } from '../../domain/cart-lines.js';
import { checkoutAnswer, loadCheckoutSettings, shortLinesSaid, subtotalsByShop } from '../../domain/cart-checkout.js';
import { applyVoucher } from '../../domain/cart-vouchers.js';
import { Refusal } from '../../lib/http-errors.js';
import { sessionUserId } from '../../plugins/authenticate.js';
import { cartResponse, checkoutResponse } from '../../schemas/cart.js';
import { checkoutBody, productBody, storeBody } from './schemas.js';

/**
 * The basket (docs/api.md#cart-and-vouchers): every change answers the whole basket, as the storefront replaces its
 * copy with it. Lines are addressed by product id (one line per product); these calls work on the
 * basket only, never on the buy-now line.
 */
export const cartLineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/cart/store',
    {
      schema: {
        tags: ['cart'],
        summary: 'Add a product to the basket, or make it the buy-now line',
        body: storeBody,
        response: { 200: cartResponse },
      },
    },
    async (request) => {
      const userId = sessionUserId(request);
      const { product_id, quantity, size, color, is_buy_now } = request.body;
      await storeCartLine(app.db, userId, { productId: product_id, quantity, sizeId: size, colorId: color, buyNow: is_buy_now });
      return { message: request.say(CART_MESSAGES.added), data: await cartView(app.db, userId) };
    },
  );

  app.get(
    '/carts',
    {
      schema: { tags: ['cart'], summary: 'The basket, grouped by shop', response: { 200: cartResponse } },
    },
    async (request) => ({ data: await cartView(app.db, sessionUserId(request)) }),
  );

  app.post(
    '/cart/increment',
    {
      schema: { tags: ['cart'], summary: 'One more of a basket product', body: productBody, response: { 200: cartResponse } },
    },
    async (request) => {
      const userId = sessionUserId(request);
      await incrementCartLine(app.db, userId, request.body.product_id);
      return { message: request.say(CART_MESSAGES.increased), data: await cartView(app.db, userId) };
    },
  );

  app.post(
    '/cart/decrement',
    {
      schema: {
        tags: ['cart'],
        summary: "One less of a basket product; the line goes at zero ('product removed from cart', in every language)",
        body: productBody,
        response: { 200: cartResponse },
      },
    },
    async (request) => {
      const userId = sessionUserId(request);
      const outcome = await decrementBasketLine(app.db, userId, request.body.product_id);
      if (!outcome) throw new Refusal(CART_MESSAGES.notInCart, 404);
      const message = outcome === 'removed' ? PRODUCT_REMOVED_SIGNAL : request.say(CART_MESSAGES.decreased);
      return { message, data: await cartView(app.db, userId) };
    },
  );

  app.post(
    '/cart/delete',
    {
      schema: { tags: ['cart'], summary: 'Remove a product from the basket', body: productBody, response: { 200: cartResponse } },
    },
    async (request) => {
      const userId = sessionUserId(request);
      if (!(await deleteBasketLine(app.db, userId, request.body.product_id))) throw new Refusal(CART_MESSAGES.notInCart, 404);
      return { message: request.say(CART_MESSAGES.deleted), data: await cartView(app.db, userId) };
    },
  );

  app.post(
    '/cart/checkout',
    {
      schema: {
        tags: ['cart'],
        summary: "The chosen shops' lines (or the buy-now line) with totals, voucher and tax",
        body: checkoutBody,
        response: { 200: checkoutResponse },
      },
    },
    async (request) => {
      const userId = sessionUserId(request);
      const { shop_ids, coupon_code, is_buy_now } = request.body;
      const lines = await loadPricedCart(app.db, userId, { buyNow: is_buy_now, shopIds: shop_ids });
      // No lines (nothing selected): the storefront clears its selection; a voucher has nothing to apply to.
      const voucher = coupon_code && lines.length ? await applyVoucher(app.db, userId, coupon_code, subtotalsByShop(lines)) : null;
      const { taxPercent } = await loadCheckoutSettings(app.db, (environment) => app.payments.cardProvider(environment));
      const { checkout_items, checkout, short } = checkoutAnswer(lines, voucher, taxPercent);
      return { data: { checkout_items, checkout, stock: shortLinesSaid(short, (message) => request.say(message)) } };
    },
  );
};
