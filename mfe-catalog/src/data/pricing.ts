import { effectivePrice, type Product, type ProductColor, type ProductSize } from 'shared-sdk';

type Priced = Pick<Product, 'price' | 'discount_price'>;

const cents = (n: number) => Math.round(n * 100) / 100;

/** The surcharge of the chosen size and colour (their `price`), 0 for none. */
export function surcharge(size?: Pick<ProductSize, 'price'> | null, color?: Pick<ProductColor, 'price'> | null): number {
  return cents(Number(size?.price ?? 0) + Number(color?.price ?? 0));
}

/**
 * The price a shopper pays for one unit with the chosen options: the effective price (discount_price
 * when above 0, otherwise price; docs/product.md#limits) plus the selected size's and colour's surcharges. `original`
 * is the undiscounted price plus the same surcharges, or null when there is no discount.
 */
export function unitPrice(
  product: Priced,
  size?: Pick<ProductSize, 'price'> | null,
  color?: Pick<ProductColor, 'price'> | null,
): { amount: number; original: number | null } {
  const extra = surcharge(size, color);
  const amount = cents(effectivePrice(product) + extra);
  const original = cents(Number(product.price) + extra);
  return { amount, original: original > amount ? original : null };
}

/**
 * Whole percent off the list price, computed from the prices themselves (0 without a discount): a
 * running flash sale replaces discount_price, and the badge must agree with the prices shown.
 */
export function discountPercent(product: Priced): number {
  return percentOff(effectivePrice(product), Number(product.price));
}

/** Whole percent that `amount` is below `original` (at least 1 when it is below at all). */
export function percentOff(amount: number, original: number | null | undefined): number {
  const before = Number(original ?? 0);
  if (!(before > 0) || amount >= before) return 0;
  return Math.max(1, Math.round(((before - amount) / before) * 100));
}

/** The options a product starts with: the cheapest size and colour (the first of equals), so the shown price is the lowest. */
export function defaultOption<T extends { price: number }>(options: readonly T[] | null | undefined): T | null {
  if (!options || options.length === 0) return null;
  return options.reduce((best, option) => (Number(option.price) < Number(best.price) ? option : best));
}
