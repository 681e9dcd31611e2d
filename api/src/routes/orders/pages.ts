import type { FastifyPluginAsync } from 'fastify';
import type { Queryable } from '../../db/database.js';
import { findOrderByInvoiceToken, findOrderItems, findShopSummary, type OrderRow } from '../../db/queries/orders.js';
import { findPaymentPage, type PaymentPageLine } from '../../db/queries/orders-payments.js';
import { findAttempt } from '../../db/queries/payment-attempts.js';
import { getSettings } from '../../db/queries/settings.js';
import { PAYMENT_PAGE_PREFIX, PAYMENT_RETURN } from '../../domain/orders-payment.js';
import { INVOICE_PREFIX } from '../../domain/orders-json.js';
import { hashToken } from '../../lib/access-token.js';
import { requestOrigin } from '../../lib/request-origin.js';
import { ProviderUnavailableError } from '../../payments/payment-provider.js';
import { escapeHtml, messagePage, money, page, sendHtml, type Currency } from './pages-html.js';

/** Payment tokens are 32 random bytes in base64url; invoice tokens 24 bytes (or a seeded uuid's hex). */
const PAYMENT_TOKEN = /^[A-Za-z0-9_-]{43}$/;
const INVOICE_TOKEN = /^[A-Za-z0-9_-]{32}$/;

interface PageSettings {
  appName: string;
  currency: Currency;
  gatewayTitle: (name: string) => string;
}

async function pageSettings(db: Queryable): Promise<PageSettings> {
  const settings = await getSettings(db);
  const currency = settings.currency as Partial<Currency> | undefined;
  const gateways = Array.isArray(settings.payment_gateways)
    ? (settings.payment_gateways as Array<{ name?: unknown; title?: unknown }>)
    : [];
  return {
    appName: typeof settings.app_name === 'string' ? settings.app_name : 'Store',
    currency: { symbol: currency?.symbol ?? '$', position: currency?.position === 'suffix' ? 'suffix' : 'prefix' },
    gatewayTitle: (name) => {
      const title = gateways.find((g) => g.name === name)?.title;
      return typeof title === 'string' ? title : name;
    },
  };
}

const isPayable = (line: PaymentPageLine) => line.payment_status === 'Pending' && !line.expired && line.order_status !== 'Cancelled';

/** What the page says when there is nothing left to pay. */
function closedPage(lines: readonly PaymentPageLine[]): { status: number; html: string } {
  const open = lines.filter((l) => l.order_status !== 'Cancelled');
  if (open.length && open.every((l) => l.payment_status === 'Paid')) {
    return { status: 200, html: messagePage('Payment complete', 'These orders are paid. Thank you!') };
  }
  if (open.some((l) => l.payment_status === 'Pending' && l.expired)) {
    return {
      status: 410,
      html: messagePage('Payment link expired', 'This payment link has expired. You can pay the order again from your order history.'),
    };
  }
  return { status: 410, html: messagePage('Payment closed', 'This payment was cancelled or replaced by a newer payment link.') };
}

function invoiceHtml(order: OrderRow, items: Awaited<ReturnType<typeof findOrderItems>>, shopName: string, settings: PageSettings): string {
  const m = (amount: number) => money(amount, settings.currency);
  const rows = items
    .map((item) => {
      const unit = item.discount_price > 0 ? item.discount_price : item.price;
      const options = [item.size?.name, item.color?.name].filter(Boolean).join(', ');
      return `<tr><td>${escapeHtml(item.name)}${options ? `<br><span class="note">${escapeHtml(options)}</span>` : ''}</td>
<td class="num">${item.quantity}</td><td class="num">${m(unit)}</td><td class="num">${m(unit * item.quantity)}</td></tr>`;
    })
    .join('');
  const totals: Array<[string, number]> = [
    ['Products', order.total_amount - order.discount],
    ['Delivery', order.delivery_charge],
    ['Voucher', -order.coupon_discount],
    ['Tax', order.tax_amount],
  ];
  const a = order.address;
  return page(
    `Invoice ${order.order_code} - ${settings.appName}`,
    `<h1>Invoice ${escapeHtml(order.order_code)}</h1>
<p>${escapeHtml(settings.appName)} · ${escapeHtml(shopName)}<br>
Placed ${escapeHtml(new Date(order.placed_at).toISOString().slice(0, 10))} · ${escapeHtml(order.order_status)} · payment ${escapeHtml(order.payment_status)} (${escapeHtml(settings.gatewayTitle(order.payment_method))})</p>
<p>${escapeHtml(a.name)}<br>${escapeHtml([a.flat_no, a.address_line, a.address_line2].filter(Boolean).join(', '))}<br>${escapeHtml(`${a.area} ${a.post_code}`)}<br>${escapeHtml(a.phone)}</p>
<table><thead><tr><th>Product</th><th class="num">Qty</th><th class="num">Unit</th><th class="num">Amount</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot>${totals
      .filter(([, amount]) => amount !== 0)
      .map(([label, amount]) => `<tr><td colspan="3">${label}</td><td class="num">${m(amount)}</td></tr>`)
      .join('')}<tr><td colspan="3">Total</td><td class="num">${m(order.payable_amount)}</td></tr></tfoot></table>`,
  );
}

const unavailablePage = (token: string) =>
  page(
    'Payment service unavailable',
    `<h1>Payment service unavailable</h1>
<p>The payment service is not answering right now. Your order is kept and nothing was charged: try again in a moment, or pay it later from your order history.</p>
<div class="actions"><a class="button primary" href="${PAYMENT_PAGE_PREFIX}${token}">Try again</a><a class="button" href="/order-history">Back to my orders</a></div>`,
  );

/**
 * The payment link (GET /pay/{token}), which starts the attempt at its provider and sends the
 * shopper there, and the printable invoice (GET /invoice/{token}): browser pages outside /api,
 * named by unguessable tokens because a plain navigation carries no bearer token.
 */
export const orderPages: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { token: string } }>(`${PAYMENT_PAGE_PREFIX}:token`, { schema: { hide: true } }, async (request, reply) => {
    const { token } = request.params;
    const lines = PAYMENT_TOKEN.test(token) ? await findPaymentPage(app.db, hashToken(token)) : [];
    if (lines.length === 0) return sendHtml(reply, 404, messagePage('Payment link not found', 'This payment link is not valid.'));
    const payable = lines.filter(isPayable);
    if (payable.length === 0) {
      const closed = closedPage(lines);
      return sendHtml(reply, closed.status, closed.html);
    }
    const attempt = payable[0]!.attempt_id ? await findAttempt(app.db, payable[0]!.attempt_id) : null;
    if (!attempt || attempt.status !== 'Pending') {
      const processing = attempt?.status === 'Authorised';
      if (processing)
        return sendHtml(
          reply,
          200,
          messagePage('Payment in progress', 'Your payment is being processed. Your order history shows when it is paid.'),
        );
      const closed = closedPage(lines);
      return sendHtml(reply, closed.status, closed.html);
    }
    const origin = requestOrigin(request, app.config.publicUrl);
    if (!origin)
      return sendHtml(reply, 400, messagePage('Payment not understood', 'This request came for a host the store does not serve.'));
    try {
      const redirect = await app.payments.begin({
        attempt,
        lines: payable.map((l) => ({ orderCode: l.order_code, shopName: l.shop_name, amountMinor: Math.round(l.amount * 100) })),
        origin,
        // The storefront watches this order until its webhook has made it Paid ("confirming…").
        successPath: `${PAYMENT_RETURN.success}&order=${payable[0]!.order_id}`,
        cancelPath: PAYMENT_RETURN.cancelled,
      });
      return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(redirect, 303);
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      return sendHtml(reply.header('retry-after', '30'), 503, unavailablePage(token));
    }
  });

  app.get<{ Params: { token: string } }>(`${INVOICE_PREFIX}:token`, { schema: { hide: true } }, async (request, reply) => {
    const { token } = request.params;
    const order = INVOICE_TOKEN.test(token) ? await findOrderByInvoiceToken(app.db, token) : null;
    if (!order) return sendHtml(reply, 404, messagePage('Invoice not found', 'This invoice link is not valid.'));
    const [items, shop, settings] = [
      await findOrderItems(app.db, order.id),
      await findShopSummary(app.db, order.shop_id, app.storeLanguages.defaultLocale()),
      await pageSettings(app.db),
    ];
    return sendHtml(reply, 200, invoiceHtml(order, items, shop?.name ?? '', settings));
  });
};
