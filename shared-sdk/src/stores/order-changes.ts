import type { CartProduct, CartShopGroup, CheckoutSummary } from '../client/api-types';
import type { StockShortLine } from '../client/cart-types';

/**
 * POST /place-order's 409 (docs/api.md#orders): the checkout changed since the summary the shopper
 * saw, so nothing was placed. The checkout as it is now (a short line still has the quantity asked
 * for), and the lines the stock no longer covers, worded by the server, with the units left.
 */
export interface SummaryChangedData {
  checkout_items: CartShopGroup[];
  checkout: CheckoutSummary;
  stock: StockShortLine[];
}

/**
 * A line Place Order found short of stock: the server's words, the units left (0: none), and
 * whether it is the buy-now line or a basket line. The checkout marks the line and offers to lower
 * it to what is left or take it out until it fits.
 */
export interface StockShortage {
  productId: number;
  message: string;
  available: number;
  buyNow: boolean;
}

/**
 * The server's short lines (a place-order 409's, or a checkout's) as the checkout keeps them (no
 * count of what is left reads as none left: only removal is offered).
 */
export function stockShortages(stock: readonly StockShortLine[], buyNow: boolean): StockShortage[] {
  return stock.map((line) => ({
    productId: line.product_id,
    message: line.message,
    available: Number.isInteger(line.available) ? Math.max(0, line.available) : 0,
    buyNow,
  }));
}

/** One thing the shopper is told changed, in the order they read them. */
export type OrderChange =
  | { kind: 'price'; productId: number; name: string; before: number; after: number }
  | { kind: 'quantity'; productId: number; name: string; before: number; after: number }
  | { kind: 'gone'; productId: number; name: string }
  | { kind: 'added'; productId: number; name: string }
  | { kind: 'stock'; productId: number; message: string }
  | { kind: 'total'; before: number; after: number };

/** What one unit costs: the discount price when there is one (docs/product.md#limits). */
function unitPrice(product: CartProduct): number {
  return product.discount_price > 0 ? product.discount_price : product.price;
}

/**
 * What differs between the lines and total the shopper saw and the checkout now: prices,
 * quantities, lines gone or added, the stock's words, then the total. A basket holds one line per
 * product, so lines are matched by product id.
 */
export function orderChanges(seen: { products: CartProduct[]; payable: number }, now: SummaryChangedData): OrderChange[] {
  const current = new Map(now.checkout_items.flatMap((group) => group.products).map((p) => [p.id, p]));
  const seenIds = new Set(seen.products.map((p) => p.id));
  const changes: OrderChange[] = [];
  for (const before of seen.products) {
    const after = current.get(before.id);
    if (!after) {
      changes.push({ kind: 'gone', productId: before.id, name: before.name });
      continue;
    }
    if (unitPrice(after) !== unitPrice(before)) {
      changes.push({ kind: 'price', productId: before.id, name: after.name, before: unitPrice(before), after: unitPrice(after) });
    }
    if (after.quantity !== before.quantity) {
      changes.push({ kind: 'quantity', productId: before.id, name: after.name, before: before.quantity, after: after.quantity });
    }
  }
  for (const [id, product] of current) {
    if (!seenIds.has(id)) changes.push({ kind: 'added', productId: id, name: product.name });
  }
  for (const line of now.stock) changes.push({ kind: 'stock', productId: line.product_id, message: line.message });
  if (now.checkout.payable_amount !== seen.payable) {
    changes.push({ kind: 'total', before: seen.payable, after: now.checkout.payable_amount });
  }
  return changes;
}

/** True for a 409 body's `data` of the shape the server documents (anything else is just an error). */
export function isSummaryChangedData(value: unknown): value is SummaryChangedData {
  const data = value as Partial<SummaryChangedData> | null;
  return (
    typeof data === 'object' &&
    data !== null &&
    Array.isArray(data.checkout_items) &&
    typeof data.checkout?.summary_version === 'string' &&
    typeof data.checkout.payable_amount === 'number' &&
    Array.isArray(data.stock)
  );
}
