import type { Queryable } from '../db/database.js';
import { findPricedProducts, findProductOptions, type PricedProduct, type ProductOption } from '../db/queries/cart-pricing.js';
import { listCartLines, type CartLine } from '../db/queries/cart.js';
import type { CartProductJson, CartShopGroupJson } from '../schemas/cart.js';
import { fromCents, toCents } from './cart-money.js';

/** A line to price: a cart line, or an old order's line placed again. */
export interface LineRequest {
  /** The cart line's id; null for lines that are not in the cart. */
  cartItemId: number | null;
  productId: number;
  quantity: number;
  sizeId: number | null;
  colorId: number | null;
}

export interface PricedLine {
  cartItemId: number | null;
  quantity: number;
  product: PricedProduct;
  size: ProductOption | null;
  color: ProductOption | null;
  /** List price plus surcharges. */
  listUnitCents: number;
  /** What one unit costs the shopper: effective price plus surcharges. */
  effectiveUnitCents: number;
}

function surchargeCents(size: ProductOption | null, color: ProductOption | null): number {
  return toCents(size?.price ?? 0) + toCents(color?.price ?? 0);
}

/** An option applies only to the product it belongs to (a stale one is dropped). */
function optionOf(options: Map<number, ProductOption>, id: number | null, productId: number): ProductOption | null {
  const option = id === null ? undefined : options.get(id);
  return option && option.product_id === productId ? option : null;
}

/**
 * Prices lines at today's prices. Lines whose product is gone, hidden or in a hidden shop are
 * left out: the cart does not show them and orders do not take them.
 */
export async function priceLines(db: Queryable, lines: readonly LineRequest[]): Promise<PricedLine[]> {
  const products = await findPricedProducts(db, [...new Set(lines.map((l) => l.productId))]);
  const options = await findProductOptions(
    db,
    lines.flatMap((l) => (l.sizeId === null ? [] : [l.sizeId])),
    lines.flatMap((l) => (l.colorId === null ? [] : [l.colorId])),
  );
  return lines.flatMap((line) => {
    const product = products.get(line.productId);
    if (!product) return [];
    const size = optionOf(options.sizes, line.sizeId, product.id);
    const color = optionOf(options.colors, line.colorId, product.id);
    const surcharge = surchargeCents(size, color);
    return [
      {
        cartItemId: line.cartItemId,
        quantity: line.quantity,
        product,
        size,
        color,
        listUnitCents: toCents(product.price) + surcharge,
        effectiveUnitCents: toCents(product.effective_price) + surcharge,
      },
    ];
  });
}

export function lineRequestOf(line: CartLine): LineRequest {
  return { cartItemId: line.id, productId: line.product_id, quantity: line.quantity, sizeId: line.size_id, colorId: line.color_id };
}

/** The basket's or the buy-now lines (of some shops), priced. */
export async function loadPricedCart(
  db: Queryable,
  userId: number,
  options: { buyNow: boolean; shopIds?: readonly number[] },
): Promise<PricedLine[]> {
  return priceLines(db, (await listCartLines(db, userId, options)).map(lineRequestOf));
}

/**
 * The contract's CartProduct: `id` is the product's id (what increment, decrement and delete
 * send); `discount_price` is what a unit costs when that is below `price`, else 0 (the
 * line price is discount_price when above 0, otherwise price: docs/product.md#limits).
 */
export function cartProductJson(line: PricedLine): CartProductJson {
  const discounted = line.effectiveUnitCents < line.listUnitCents;
  return {
    id: line.product.id,
    thumbnail: line.product.thumbnail,
    brand: line.product.brand,
    name: line.product.name,
    price: fromCents(line.listUnitCents),
    discount_price: discounted ? fromCents(line.effectiveUnitCents) : 0,
    discount_percentage: discounted ? Math.round(((line.listUnitCents - line.effectiveUnitCents) / line.listUnitCents) * 100) : 0,
    quantity: line.quantity,
    size: line.size ? { id: line.size.id, name: line.size.name } : null,
    color: line.color ? { id: line.color.id, name: line.color.name } : null,
    unit: line.product.unit,
    shop_id: line.product.shop_id,
  };
}

/** Lines grouped by shop, shops in the order their first line was added. */
export function groupByShop(lines: readonly PricedLine[]): Map<number, PricedLine[]> {
  const groups = new Map<number, PricedLine[]>();
  for (const line of lines) {
    const group = groups.get(line.product.shop_id);
    if (group) group.push(line);
    else groups.set(line.product.shop_id, [line]);
  }
  return groups;
}

export function shopGroupsJson(lines: readonly PricedLine[]): CartShopGroupJson[] {
  return [...groupByShop(lines).values()].map((group) => {
    const shop = group[0]!.product;
    return {
      id: shop.shop_id,
      shop_id: shop.shop_id,
      shop_name: shop.shop_name,
      shop_rating: shop.shop_rating,
      products: group.map(cartProductJson),
    };
  });
}
