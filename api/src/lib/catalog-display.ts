const GROUPED = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
// Rounded down so that a count is never overstated (19,999 shows as 19.9K, not 20K).
const COMPACT = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1, roundingMode: 'floor' });

/** Below this a count is shown exactly ("9,999"); from here on abbreviated ("12.3K", "1.2M"). */
export const COMPACT_FROM = 10_000;

/**
 * The display strings the contract gives products' total_reviews and total_sold. Exact counts
 * stay short enough up to four digits; beyond that the abbreviation keeps product cards tidy.
 */
export function displayCount(count: number): string {
  const n = Math.max(0, Math.trunc(count));
  return n < COMPACT_FROM ? GROUPED.format(n) : COMPACT.format(n);
}
