import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { call, createShopper, createVoucher, plainProduct, setOrderStatus, type Shopper } from '../test-support/cart-fixtures.js';

/**
 * A shopper who owns one of everything a shopper can own, made through the API as the
 * storefront makes it (staff-side steps, which have no API, in SQL): two addresses, a delivered
 * order with a review and a pending one, a cart line, a favourite, a collected voucher, a
 * support ticket with a reply. The probes use it as the fuzzed caller and, twice over, as the
 * two shoppers of the authorisation model.
 */
export interface ShopperObjects {
  shopper: Shopper;
  addressIds: number[];
  /** Delivered (reviewed), then pending. */
  orderIds: number[];
  orderCodes: string[];
  ticketId: number;
  ticketNumber: string;
  messageIds: number[];
  reviewId: number;
  productId: number;
  shopId: number;
  couponId: number;
  couponCode: string;
  /** Texts that only this shopper's own answers may contain. */
  secrets: string[];
}

async function ok<T>(app: FastifyInstance, shopper: Shopper, method: 'GET' | 'POST', url: string, payload?: unknown): Promise<T> {
  const response = await call(app, shopper, method, url, payload);
  if (response.statusCode !== 200) throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
  return response.json<{ data: T }>().data;
}

async function addAddress(app: FastifyInstance, shopper: Shopper, secret: string): Promise<number> {
  const body = {
    name: `Name ${secret}`,
    phone: '01711111111',
    area: `Area ${secret}`,
    post_code: '1212',
    address_line: `Line ${secret}`,
    address_type: 'home',
  };
  return (await ok<{ address: { id: number } }>(app, shopper, 'POST', '/address/store', body)).address.id;
}

async function order(
  app: FastifyInstance,
  shopper: Shopper,
  productId: number,
  shopId: number,
  note: string,
): Promise<{ id: number; code: string }> {
  await ok(app, shopper, 'POST', '/cart/store', { product_id: productId, quantity: 1, is_buy_now: false });
  const { checkout } = await ok<{ checkout: { summary_version: string } }>(app, shopper, 'POST', '/cart/checkout', { shop_ids: [shopId] });
  const placement = {
    shop_ids: [shopId],
    address_id: shopper.addressId,
    payment_method: 'cash',
    is_buy_now: false,
    note,
    summary_version: checkout.summary_version,
  };
  await ok(app, shopper, 'POST', '/place-order', placement);
  const { orders } = await ok<{ orders: Array<{ id: number; order_code: string }> }>(app, shopper, 'GET', '/orders');
  return { id: orders[0]!.id, code: orders[0]!.order_code };
}

async function openTicket(app: FastifyInstance, shopper: Shopper, orderCode: string, secret: string) {
  const { issue_types } = await ok<{ issue_types: Array<{ id: number }> }>(app, shopper, 'GET', '/ticket-issue-types');
  const body = {
    issue_type: issue_types[0]!.id,
    subject: `Subject ${secret}`,
    message: `Opening ${secret}`,
    email: `${secret}@shoppers.example`,
    order_number: orderCode,
  };
  const { support_ticket } = await ok<{ support_ticket: { id: number; ticket_no: string } }>(app, shopper, 'POST', '/support-ticket', body);
  // Staff let the shopper answer (no API for staff).
  await app.db.query('UPDATE support_tickets SET customer_can_reply = true WHERE id = $1', [support_ticket.id]);
  const reply = { ticket_number: support_ticket.ticket_no, message: `Reply ${secret}` };
  const { messages } = await ok<{ messages: Array<{ id: number }> }>(app, shopper, 'POST', '/support-ticket-message', reply);
  return { ticketId: support_ticket.id, ticketNumber: support_ticket.ticket_no, messageIds: messages.map((m) => m.id) };
}

/** `label` tells shoppers apart in answers and failure messages. */
export async function createShopperObjects(app: FastifyInstance, label: string): Promise<ShopperObjects> {
  const secret = `${label}${randomBytes(5).toString('hex')}`;
  const shopper = await createShopper(app, `Shopper ${label}`);
  const product = await plainProduct(app, { stock: 1000 });
  const addressIds = [shopper.addressId, await addAddress(app, shopper, secret)];
  const delivered = await order(app, shopper, product.id, product.shopId, `Note ${secret}`);
  await setOrderStatus(app, delivered.id, 'Delivered');
  const reviewBody = { product_id: product.id, order_id: delivered.id, rating: 4, description: 'Reviews are public: no secret here' };
  const { review } = await ok<{ review: { id: number } }>(app, shopper, 'POST', '/product-review', reviewBody);
  const pending = await order(app, shopper, product.id, product.shopId, `Note ${secret}`);
  await ok(app, shopper, 'POST', '/cart/store', { product_id: product.id, quantity: 2, is_buy_now: false });
  await ok(app, shopper, 'POST', '/favorite-add-or-remove', { product_id: product.id });
  const coupon = await createVoucher(app, product.shopId, { limit_for_user: 5 });
  await ok(app, shopper, 'POST', '/vouchers-collect', { coupon_id: coupon.id });
  const ticket = await openTicket(app, shopper, pending.code, secret);
  return {
    shopper,
    addressIds,
    orderIds: [delivered.id, pending.id],
    orderCodes: [delivered.code, pending.code],
    ...ticket,
    reviewId: review.id,
    productId: product.id,
    shopId: product.shopId,
    couponId: coupon.id,
    couponCode: coupon.code,
    secrets: [secret, delivered.code, pending.code, ticket.ticketNumber],
  };
}
