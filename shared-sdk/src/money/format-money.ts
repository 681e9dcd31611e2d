import type { CurrencyPosition } from '../client/api-types';

export interface CurrencyFormat {
  symbol: string;
  position: CurrencyPosition;
  /** Locale for digit grouping; the storefront passes the current locale. */
  locale?: string;
}

/**
 * The symbol precedes the amount in prefix position, otherwise follows; 2 decimals
 * (docs/product.md#limits).
 * Digits stay Latin in every locale so prices read the same in LTR and RTL.
 */
export function formatMoney(amount: number | string | null | undefined, currency: CurrencyFormat): string {
  const value = Number(amount ?? 0);
  const safe = Number.isFinite(value) ? value : 0;
  const digits = amountFormat(currency.locale ?? 'en').format(safe);
  return currency.position === 'prefix' ? `${currency.symbol}${digits}` : `${digits}${currency.symbol}`;
}

/** One formatter per locale: making one costs far more than formatting (a list page shows a hundred prices). */
const amountFormats = new Map<string, Intl.NumberFormat>();
/** The store's languages are few; a bound in case a caller passes many. */
const MAX_AMOUNT_FORMATS = 16;

function amountFormat(locale: string): Intl.NumberFormat {
  let format = amountFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(`${locale}-u-nu-latn`, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    if (amountFormats.size >= MAX_AMOUNT_FORMATS) amountFormats.clear();
    amountFormats.set(locale, format);
  }
  return format;
}

/** U+2066 LEFT-TO-RIGHT ISOLATE and U+2069 POP DIRECTIONAL ISOLATE. */
const LRI = '\u2066';
const PDI = '\u2069';

/**
 * `text` isolated left to right, for a plain string (a toast's message, an aria-label) that carries a
 * sign, a phone number or an id into right-to-left text: without it '+$4.00' reads '$4.00+' and
 * '+8801700000000' reads '8801700000000+' in Arabic. In markup, prefer `<bdi dir="ltr">`.
 */
export function isolateLtr(text: string): string {
  return `${LRI}${text}${PDI}`;
}

/**
 * An amount with its sign always written ('+$4.00', '-$4.00'; zero has none): a surcharge or a
 * discount. The sign leads the symbol. Show it isolated left to right (`<Price signed>`, or
 * `isolate: true` for a plain string), or a right-to-left page moves the sign to the other end.
 */
export function formatSignedMoney(
  amount: number | string | null | undefined,
  currency: CurrencyFormat,
  { isolate = false }: { isolate?: boolean } = {},
): string {
  const value = Number(amount ?? 0);
  const safe = Number.isFinite(value) ? value : 0;
  const sign = safe > 0 ? '+' : safe < 0 ? '-' : '';
  const text = `${sign}${formatMoney(Math.abs(safe), currency)}`;
  return isolate ? isolateLtr(text) : text;
}

/** The effective line price is discount_price when above 0, otherwise price. */
export function effectivePrice(item: { price: number | string; discount_price?: number | string | null }): number {
  const discount = Number(item.discount_price ?? 0);
  return discount > 0 ? discount : Number(item.price);
}

/** Line total is the effective price times quantity, rounded to cents. */
export function lineTotal(item: { price: number | string; discount_price?: number | string | null; quantity: number }): number {
  return Math.round(effectivePrice(item) * item.quantity * 100) / 100;
}

/** 'Percentage' shows a percent sign, otherwise a currency amount. */
export function formatDiscount(discount: number, discountType: string, currency: CurrencyFormat): string {
  return discountType === 'Percentage' ? `${Number(discount)}%` : formatMoney(discount, currency);
}
