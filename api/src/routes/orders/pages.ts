import type { FastifyPluginAsync } from 'fastify';
import { findOrderByInvoiceToken, findOrderItems, findShopSummary, type OrderRow, type RefundStatus } from '../../db/queries/orders.js';
import { findPaymentPage, type PaymentPageLine } from '../../db/queries/orders-payments.js';
import { findAttempt } from '../../db/queries/payment-attempts.js';
import { PAYMENT_PAGE_PREFIX, PAYMENT_RETURN } from '../../domain/orders-payment.js';
import { INVOICE_PREFIX } from '../../domain/orders-json.js';
import type { MessageId } from '../../i18n/messages-en.js';
import { hashToken } from '../../lib/access-token.js';
import { ProviderUnavailableError } from '../../payments/payment-provider.js';
import { AttemptClosedError } from '../../payments/payment-service.js';
import { paymentReturnOrigin } from '../../payments/return-origin.js';
import { html, type Html } from '../../lib/html.js';
import {
  loadPageFrame,
  ltr,
  messagePage,
  sayWithLtr,
  money,
  page,
  sendHtml,
  type Currency,
  type PageFrame,
} from '../../rendering/server-pages.js';

/** Payment tokens are 32 random bytes in base64url; invoice tokens 24 bytes (or a seeded uuid's hex). */
const PAYMENT_TOKEN = /^[A-Za-z0-9_-]{43}$/;
const INVOICE_TOKEN = /^[A-Za-z0-9_-]{32}$/;

interface InvoiceSettings {
  currency: Currency;
  /** A gateway's title in the request's language (settings.payment_gateways, translated by migration 0140). */
  gatewayTitle: (name: string) => string;
}

function invoiceSettings(settings: Record<string, unknown>): InvoiceSettings {
  const currency = settings.currency as Partial<Currency> | undefined;
  const gateways = Array.isArray(settings.payment_gateways)
    ? (settings.payment_gateways as Array<{ name?: unknown; title?: unknown }>)
    : [];
  return {
    currency: { symbol: currency?.symbol ?? '$', position: currency?.position === 'suffix' ? 'suffix' : 'prefix' },
    gatewayTitle: (name) => {
      const title = gateways.find((g) => g.name === name)?.title;
      return typeof title === 'string' ? title : name;
    },
  };
}

/** The words for the orders table's status values (migration 0001's CHECKs); an unknown one shows as stored. */
const ORDER_STATUS: Record<string, MessageId> = {
  Pending: 'order_status.pending',
  Confirm: 'order_status.confirm',
  Processing: 'order_status.processing',
  Pickup: 'order_status.pickup',
  'On The Way': 'order_status.on_the_way',
  Delivered: 'order_status.delivered',
  Cancelled: 'order_status.cancelled',
};
const PAYMENT_STATUS: Record<string, MessageId> = { Pending: 'payment_status.pending', Paid: 'payment_status.paid' };

const REFUND_STATUS: Record<RefundStatus, MessageId> = { Pending: 'payment_status.refund_pending', Refunded: 'payment_status.refunded' };

/** What a shopper or merchant wrote (an address line, a name), isolated: '12 Road 7' stays so in Arabic. */
const bdi = (text: string | null | undefined) => html`<bdi>${text ?? ''}</bdi>`;

const isoDate = (at: Date | string) => new Date(at).toISOString().slice(0, 10);

/** The refund of a cancelled paid order, under the total: owed, or made and when. */
function refundRow(frame: PageFrame, order: OrderRow, m: (amount: number) => Html): Html | null {
  if (!order.refund_status || order.refund_amount === null) return null;
  const label =
    order.refund_status === 'Refunded' && order.refunded_at
      ? sayWithLtr(frame, 'invoice.refunded', 'date', isoDate(order.refunded_at))
      : frame.t('invoice.refund_pending');
  return html`<tr class="refund"><td colspan="3">${label}</td><td class="num">${m(-order.refund_amount)}</td></tr>`;
}

const isPayable = (line: PaymentPageLine) => line.payment_status === 'Pending' && !line.expired && line.order_status !== 'Cancelled';

/** What the page says when there is nothing left to pay. */
function closedPage(frame: PageFrame, lines: readonly PaymentPageLine[]): { status: number; html: Html } {
  const open = lines.filter((l) => l.order_status !== 'Cancelled');
  if (open.length && open.every((l) => l.payment_status === 'Paid')) {
    return { status: 200, html: messagePage(frame, 'payment_page.complete_title', 'payment_page.complete') };
  }
  if (open.some((l) => l.payment_status === 'Pending' && l.expired)) {
    return { status: 410, html: messagePage(frame, 'payment_page.expired_title', 'payment_page.expired') };
  }
  return { status: 410, html: messagePage(frame, 'payment_page.closed_title', 'payment_page.closed') };
}

function invoiceHtml(
  frame: PageFrame,
  order: OrderRow,
  items: Awaited<ReturnType<typeof findOrderItems>>,
  shopName: string,
  settings: InvoiceSettings,
): Html {
  const { t } = frame;
  // A deduction reads '-$5.00', its sign before the symbol, as the store writes it.
  const m = (amount: number) => ltr(`${amount < 0 ? '-' : ''}${money(Math.abs(amount), settings.currency, frame.lang)}`);
  const status = (words: Record<string, MessageId>, value: string) => (words[value] ? t(words[value]) : value);
  const rows = items.map((item) => {
    const unit = item.discount_price > 0 ? item.discount_price : item.price;
    const options = [item.size?.name, item.color?.name].filter(Boolean).join(', ');
    return html`<tr><td>${bdi(item.name)}${options ? html`<br><span class="note">${options}</span>` : null}</td>
<td class="num">${item.quantity}</td><td class="num">${m(unit)}</td><td class="num">${m(unit * item.quantity)}</td></tr>`;
  });
  const totals: Array<[MessageId, number]> = [
    ['invoice.products', order.total_amount - order.discount],
    ['invoice.delivery', order.delivery_charge],
    ['invoice.voucher', -order.coupon_discount],
    ['invoice.tax', order.tax_amount],
  ];
  const a = order.address;
  const heading = sayWithLtr(frame, 'invoice.title', 'code', order.order_code);
  const placed = sayWithLtr(frame, 'invoice.placed', 'date', isoDate(order.placed_at));
  // A cancelled paid order's payment is the refund's now, as the order page says (docs/refunds.md).
  const paymentWord = order.refund_status ? t(REFUND_STATUS[order.refund_status]) : status(PAYMENT_STATUS, order.payment_status);
  const payment = t('invoice.payment', { status: paymentWord, gateway: settings.gatewayTitle(order.payment_method) });
  const addressLine = [a.flat_no, a.address_line, a.address_line2]
    .filter(Boolean)
    .map((part, index) => (index ? html`, ${bdi(part)}` : bdi(part)));
  const totalRows = totals
    .filter(([, amount]) => amount !== 0)
    .map(([label, amount]) => html`<tr><td colspan="3">${t(label)}</td><td class="num">${m(amount)}</td></tr>`);
  return page(
    frame,
    t('invoice.title', { code: order.order_code }),
    html`<h1>${heading}</h1>
<p>${bdi(frame.storeName)} · ${bdi(shopName)}<br>
${placed} · ${status(ORDER_STATUS, order.order_status)} · ${payment}</p>
<p>${bdi(a.name)}<br>${addressLine}<br>${bdi(a.area)} ${bdi(a.post_code)}<br>${ltr(a.phone)}</p>
<table><thead><tr><th>${t('invoice.column_product')}</th><th class="num">${t('invoice.column_quantity')}</th><th class="num">${t('invoice.column_unit')}</th><th class="num">${t('page.column_amount')}</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot>${totalRows}<tr><td colspan="3">${t('page.total')}</td><td class="num">${m(order.payable_amount)}</td></tr>${refundRow(frame, order, m)}</tfoot></table>`,
  );
}

const unavailablePage = (frame: PageFrame, token: string) =>
  page(
    frame,
    frame.t('payment_page.unavailable_title'),
    html`<h1>${frame.t('payment_page.unavailable_title')}</h1>
<p>${frame.t('payment_page.unavailable')}</p>
<div class="actions"><a class="button primary" href="${PAYMENT_PAGE_PREFIX}${token}">${frame.t('payment_page.try_again')}</a><a class="button" href="/order-history">${frame.t('page.back_to_orders')}</a></div>`,
  );

/**
 * The payment link (GET /pay/{token}), which starts the attempt at its provider and sends the
 * shopper there, and the printable invoice (GET /invoice/{token}): browser pages outside /api,
 * named by unguessable tokens because a plain navigation carries no bearer token.
 */
export const orderPages: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { token: string } }>(`${PAYMENT_PAGE_PREFIX}:token`, { schema: { hide: true } }, async (request, reply) => {
    const { token } = request.params;
    const { frame } = await loadPageFrame(app, request);
    const lines = PAYMENT_TOKEN.test(token) ? await findPaymentPage(app.db, hashToken(token)) : [];
    if (lines.length === 0) return sendHtml(reply, 404, messagePage(frame, 'payment_page.not_found_title', 'payment_page.invalid_link'));
    const payable = lines.filter(isPayable);
    if (payable.length === 0) {
      const closed = closedPage(frame, lines);
      return sendHtml(reply, closed.status, closed.html);
    }
    const attempt = payable[0]!.attempt_id ? await findAttempt(app.db, payable[0]!.attempt_id) : null;
    if (!attempt || attempt.status !== 'Pending') {
      const processing = attempt?.status === 'Authorised';
      if (processing) return sendHtml(reply, 200, messagePage(frame, 'payment_page.in_progress_title', 'payment_page.in_progress'));
      const closed = closedPage(frame, lines);
      return sendHtml(reply, closed.status, closed.html);
    }
    // Where the provider sends the shopper back is fixed in its session for every later visit: only
    // PUBLIC_URL, or a host that is this server itself, may name it (payments/return-origin.ts).
    const origin = paymentReturnOrigin(request, app.config.publicUrl);
    if (!origin) {
      request.log.warn({ host: request.host.slice(0, 100) }, 'payment not started for a host that may not be the store’s; set PUBLIC_URL');
      return sendHtml(reply, 400, messagePage(frame, 'payment_page.not_understood_title', 'payment_page.wrong_host'));
    }
    const orderIds = payable
      .map((line) => line.order_id)
      .sort((a, b) => a - b)
      .join(',');
    try {
      const redirect = await app.payments.begin({
        attempt,
        lines: payable.map((l) => ({ orderCode: l.order_code, shopName: l.shop_name, amountMinor: Math.round(l.amount * 100) })),
        origin,
        // The storefront watches these orders until the webhook has made them Paid ("confirming…"),
        // or, cancelled, names them as waiting for payment.
        successPath: `${PAYMENT_RETURN.success}&order=${orderIds}`,
        cancelPath: `${PAYMENT_RETURN.cancelled}&order=${orderIds}`,
      });
      return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(redirect, 303);
    } catch (error) {
      if (error instanceof AttemptClosedError) {
        const closed = closedPage(frame, await findPaymentPage(app.db, hashToken(token)));
        return sendHtml(reply, closed.status, closed.html);
      }
      if (!(error instanceof ProviderUnavailableError)) throw error;
      return sendHtml(reply.header('retry-after', '30'), 503, unavailablePage(frame, token));
    }
  });

  app.get<{ Params: { token: string } }>(`${INVOICE_PREFIX}:token`, { schema: { hide: true } }, async (request, reply) => {
    const { token } = request.params;
    const { frame, settings } = await loadPageFrame(app, request);
    const order = INVOICE_TOKEN.test(token) ? await findOrderByInvoiceToken(app.db, token) : null;
    if (!order) return sendHtml(reply, 404, messagePage(frame, 'invoice.not_found_title', 'invoice.invalid_link'));
    const [items, shop] = [await findOrderItems(app.db, order.id), await findShopSummary(app.db, order.shop_id, request.locale)];
    return sendHtml(reply, 200, invoiceHtml(frame, order, items, shop?.name ?? '', invoiceSettings(settings)));
  });
};
