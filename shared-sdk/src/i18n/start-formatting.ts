import { formatMoney } from '../money/format-money';

/**
 * Starts what a page's first formatted message and first price start in the browser, for a moment
 * when the main thread would otherwise wait (a navigation's data on its way). intl-messageformat
 * asks `Intl.NumberFormat.supportedLocalesOf` for every message it compiles (a plural, a number),
 * and the first call lists the browser's locales; a price's format is made once per locale and kept
 * (formatMoney). On a phone the two together are about 70 ms of the first render otherwise
 * (docs/islands.md, "What the first click waits for").
 */
export function startFormatting(locale: string): void {
  Intl.NumberFormat.supportedLocalesOf(locale);
  formatMoney(0, { symbol: '', position: 'prefix', locale });
}
