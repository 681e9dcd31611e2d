import { z } from 'zod';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Queryable } from '../../db/database.js';
import { findOrderByInvoiceToken, findOrderItems, findShopSummary, type OrderRow } from '../../db/queries/orders.js';
import { cancelPaymentPage, confirmPayments, findPaymentPage, type PaymentPageLine } from '../../db/queries/orders-payments.js';
import { getSettings } from '../../db/queries/settings.js';
import { PAYMENT_PAGE_PREFIX, PAYMENT_RETURN } from '../../domain/orders-payment.js';
import { INVOICE_PREFIX } from '../../domain/orders-json.js';
import { hashToken } from '../../lib/access-token.js';
import { escapeHtml, messagePage, money, page, type Currency } from './pages-html.js';

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

/** The token is the secret: it must not leak through Referer, caches or search engines. */
function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-robots-tag', 'noindex')
    .send(html);
}

const isPayable = (line: PaymentPageLine) => line.payment_status === 'Pending' && !line.expired && line.order_status !== 'Cancelled';

function paymentForm(token: string, lines: readonly PaymentPageLine[], settings: PageSettings): string {
  const rows = lines
    .map(
      (l) =>
        `<tr><td>${escapeHtml(l.order_code)}</td><td>${escapeHtml(l.shop_name)}</td><td class="num">${money(l.amount, settings.currency)}</td></tr>`,
    )
    .join('');
  const total = lines.reduce((sum, l) => sum + Math.round(l.amount * 100), 0) / 100;
  const method = settings.gatewayTitle(lines[0]!.method);
  return page(
    `Payment - ${settings.appName}`,
    `<h1>Pay for your order${lines.length > 1 ? 's' : ''}</h1>
<p>${escapeHtml(settings.appName)} · ${escapeHtml(method)}</p>
<table><thead><tr><th>Order</th><th>Shop</th><th class="num">Amount</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot><tr><td colspan="2">Total</td><td class="num">${money(total, settings.currency)}</td></tr></tfoot></table>
<form method="post" action="${PAYMENT_PAGE_PREFIX}${token}">
<div class="actions">
<button class="primary" type="submit" name="decision" value="confirm">Confirm payment</button>
<button type="submit" name="decision" value="cancel">Cancel</button>
</div>
</form>
<p class="note">This is the store's built-in payment page: confirming marks the order${lines.length > 1 ? 's' : ''} paid.</p>`,
  );
}

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

const decisionBody = z.object({ decision: z.enum(['confirm', 'cancel']) });

/**
 * The built-in payment page (GET/POST /pay/{token}) and the printable invoice
 * (GET /invoice/{token}): browser pages outside /api, named by unguessable tokens because a
 * plain navigation carries no bearer token.
 */
export const orderPages: FastifyPluginAsync = async (app) => {
  // A plain HTML form posts application/x-www-form-urlencoded; only these pages accept it.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get<{ Params: { token: string } }>(`${PAYMENT_PAGE_PREFIX}:token`, { schema: { hide: true } }, async (request, reply) => {
    const { token } = request.params;
    const lines = PAYMENT_TOKEN.test(token) ? await findPaymentPage(app.db, hashToken(token)) : [];
    if (lines.length === 0) return sendHtml(reply, 404, messagePage('Payment link not found', 'This payment link is not valid.'));
    const payable = lines.filter(isPayable);
    if (payable.length === 0) {
      const closed = closedPage(lines);
      return sendHtml(reply, closed.status, closed.html);
    }
    return sendHtml(reply, 200, paymentForm(token, payable, await pageSettings(app.db)));
  });

  app.post<{ Params: { token: string } }>(`${PAYMENT_PAGE_PREFIX}:token`, { schema: { hide: true } }, async (request, reply) => {
    const { token } = request.params;
    const decision = decisionBody.safeParse(request.body);
    if (!PAYMENT_TOKEN.test(token) || !decision.success) {
      return sendHtml(reply, 400, messagePage('Payment not understood', 'Please use the buttons of the payment page.'));
    }
    const tokenHash = hashToken(token);
    if (decision.data.decision === 'cancel') {
      await cancelPaymentPage(app.db, tokenHash);
      return reply.header('cache-control', 'no-store').redirect(PAYMENT_RETURN.cancelled, 303);
    }
    await app.db.transaction((tx) => confirmPayments(tx, tokenHash));
    const open = (await findPaymentPage(app.db, tokenHash)).filter((l) => l.order_status !== 'Cancelled');
    const paid = open.length > 0 && open.every((l) => l.payment_status === 'Paid');
    return reply.header('cache-control', 'no-store').redirect(paid ? PAYMENT_RETURN.success : PAYMENT_RETURN.failed, 303);
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
