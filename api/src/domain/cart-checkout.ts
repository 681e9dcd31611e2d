import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database.js';
import { getSettings } from '../db/queries/settings.js';
import type { Message } from '../i18n/message.js';
import { fromCents, percentOfCents, toCents } from './cart-money.js';
import { stockRefusal } from './cart.js';
import { groupByShop, shopGroupsJson, type PricedLine } from './cart-lines.js';
import type { CartShopGroupJson, CheckoutTotalsJson } from '../schemas/cart.js';
import type { AppliedVoucher } from './cart-vouchers.js';

export interface PaymentGateway {
  name: string;
  title: string;
  logo: string;
}

export interface CheckoutSettings {
  /** settings.order_tax_percentage: tax added on top of the (discounted) products. */
  taxPercent: number;
  /**
   * settings.payment_gateways a shopper may choose: 'cash' needs no payment page, any other is paid
   * online, and is offered only when a payment provider takes it (docs/payments.md).
   */
  gateways: PaymentGateway[];
  /** Where online payments go, in which currency (settings.currency.code); null: none is offered. */
  card: CardPayments | null;
}

export interface CardPayments {
  provider: string;
  currency: string;
}

/** Which provider takes card payments under the store's app_environment (null: none). */
export type CardProviderOf = (appEnvironment: string) => { name: string } | null;

export const CASH = 'cash';

function isGateway(value: unknown): value is PaymentGateway {
  const g = value as Partial<PaymentGateway> | null;
  return typeof g?.name === 'string' && typeof g.title === 'string';
}

/** Reads the settings an order depends on, tolerating a malformed value as "none". */
export async function loadCheckoutSettings(db: Queryable, cardProviderOf: CardProviderOf): Promise<CheckoutSettings> {
  const settings = await getSettings(db);
  const tax = Number(settings.order_tax_percentage ?? 0);
  const gateways = Array.isArray(settings.payment_gateways) ? settings.payment_gateways.filter(isGateway) : [];
  const environment = typeof settings.app_environment === 'string' ? settings.app_environment : 'production';
  const provider = cardProviderOf(environment);
  const currency = (settings.currency as { code?: unknown } | undefined)?.code;
  return {
    taxPercent: Number.isFinite(tax) && tax > 0 && tax <= 100 ? tax : 0,
    gateways: gateways
      .filter((g) => g.name === CASH || provider !== null)
      .map((g) => ({ name: g.name, title: g.title, logo: typeof g.logo === 'string' ? g.logo : '' })),
    card: provider ? { provider: provider.name, currency: typeof currency === 'string' ? currency : 'USD' } : null,
  };
}

/** One shop's share of a checkout: what becomes one order. Amounts in cents. */
export interface ShopTotals {
  shopId: number;
  lines: PricedLine[];
  quantity: number;
  /** Lines at list price (plus surcharges). */
  listCents: number;
  /** Lines at the price the shopper pays. */
  subtotalCents: number;
  deliveryCents: number;
  couponCents: number;
  taxCents: number;
  payableCents: number;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** What the shopper pays per shop for the products alone, in cents. */
export function subtotalsByShop(lines: readonly PricedLine[]): Map<number, number> {
  const subtotals = new Map<number, number>();
  for (const [shopId, group] of groupByShop(lines)) {
    subtotals.set(shopId, sum(group.map((l) => l.effectiveUnitCents * l.quantity)));
  }
  return subtotals;
}

/**
 * Per shop: products, the shop's delivery charge, the voucher's discount (on its own shop only)
 * and tax on the products after that discount.
 */
export function totalsByShop(lines: readonly PricedLine[], voucher: AppliedVoucher | null, taxPercent: number): ShopTotals[] {
  return [...groupByShop(lines)].map(([shopId, group]) => {
    const subtotalCents = sum(group.map((l) => l.effectiveUnitCents * l.quantity));
    const couponCents = voucher?.shopId === shopId ? voucher.discountCents : 0;
    const deliveryCents = toCents(group[0]!.product.shop_delivery_charge);
    const taxCents = percentOfCents(subtotalCents - couponCents, taxPercent);
    return {
      shopId,
      lines: group,
      quantity: sum(group.map((l) => l.quantity)),
      listCents: sum(group.map((l) => l.listUnitCents * l.quantity)),
      subtotalCents,
      deliveryCents,
      couponCents,
      taxCents,
      payableCents: subtotalCents - couponCents + deliveryCents + taxCents,
    };
  });
}

type Totals = Omit<CheckoutTotalsJson, 'summary_version'>;

/** The contract's `checkout` block without its version: the chosen shops together. */
function checkoutTotals(totals: readonly ShopTotals[]): Totals {
  return {
    total_amount: fromCents(sum(totals.map((t) => t.subtotalCents))),
    delivery_charge: fromCents(sum(totals.map((t) => t.deliveryCents))),
    coupon_discount: fromCents(sum(totals.map((t) => t.couponCents))),
    payable_amount: fromCents(sum(totals.map((t) => t.payableCents))),
    order_tax_amount: fromCents(sum(totals.map((t) => t.taxCents))),
  };
}

/** A line whose quantity the stock no longer covers, and what the shopper is told about it. */
export interface ShortLine {
  product_id: number;
  message: Message;
  /** The units left (0: none), so that the storefront can offer to lower the line to them. */
  available: number;
}

/** The short lines as the storefront gets them: each message in the shopper's language. */
export function shortLinesSaid(short: readonly ShortLine[], say: (message: Message) => string) {
  return short.map((line) => ({ product_id: line.product_id, message: say(line.message), available: line.available }));
}

/** What the checkout shows: the lines by shop and their totals, with the version of both. */
export interface CheckoutAnswer {
  checkout_items: CartShopGroupJson[];
  checkout: CheckoutTotalsJson;
  short: ShortLine[];
}

/**
 * The checkout as the shopper sees it. `summary_version` digests everything that decides what
 * they pay (docs/api.md#cart-and-vouchers): each line's price, sale and quantity, which lines the
 * stock no longer covers, and the totals. Placing an order sends it back, and any difference
 * refuses the placement (domain/orders-placement.ts), so nobody pays what they did not see.
 */
export function checkoutAnswer(lines: readonly PricedLine[], voucher: AppliedVoucher | null, taxPercent: number): CheckoutAnswer {
  const checkout_items = shopGroupsJson(lines);
  const totals = checkoutTotals(totalsByShop(lines, voucher, taxPercent));
  const short = lines.flatMap((line) => {
    const refusal = stockRefusal(line.product, line.quantity);
    return refusal ? [{ product_id: line.product.id, message: refusal, available: Math.max(0, line.product.stock) }] : [];
  });
  const shown = [checkout_items, totals, lines.map((l) => l.product.flash_sale_id), short.map((s) => s.product_id)];
  const summary_version = createHash('sha256').update(JSON.stringify(shown)).digest('base64url').slice(0, 22);
  return { checkout_items, checkout: { ...totals, summary_version }, short };
}
