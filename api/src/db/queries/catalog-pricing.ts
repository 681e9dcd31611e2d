import type { Queryable } from '../database.js';

/**
 * What a product costs and how many can be sold right now, read from the `product_pricing` view
 * (migration 0010), the one definition shared by the catalogue, the cart and orders. Size and
 * colour `price` (product_sizes, product_colors) are surcharges added on top of these prices.
 */
export interface ProductPrice {
  productId: number;
  shopId: number;
  /** The product, its shop and its category are active: it is listed and may be sold. */
  isVisible: boolean;
  /** The list price. */
  price: number;
  /** The contract's discount_price: the running flash sale's price, else the product's own; 0 is none. */
  discountPrice: number;
  /** The contract's discount_percentage: whole percent off the list price. */
  discountPercentage: number;
  /** What one unit costs now (discountPrice when above 0, else price), before surcharges. */
  unitPrice: number;
  /** The running flash sale that sets the price (its stock is the one to draw from), or null. */
  flashSaleId: number | null;
  /** Units sellable now at unitPrice: the sale stock left during a sale, else the product's stock. */
  stock: number;
}

interface PricingRow {
  product_id: number;
  shop_id: number;
  is_visible: boolean;
  price: number;
  discount_price: number;
  unit_price: number;
  flash_sale_id: number | null;
  stock: number;
}

/** Whole percent that discountPrice takes off price; 0 without a discount. */
export function discountPercentage(price: number, discountPrice: number): number {
  if (price <= 0 || discountPrice <= 0 || discountPrice >= price) return 0;
  return Math.round(((price - discountPrice) / price) * 100);
}

/**
 * Current prices of the given products, keyed by id (unknown ids are absent; hidden ones are
 * present with isVisible false, so callers can say why they refuse them). Inside a transaction,
 * "now" is the transaction's start, so one order is priced at one instant.
 */
export async function productPrices(db: Queryable, productIds: readonly number[]): Promise<Map<number, ProductPrice>> {
  if (productIds.length === 0) return new Map();
  const rows = await db.query<PricingRow>(
    `SELECT product_id, shop_id, is_visible, price, discount_price, unit_price, flash_sale_id, stock
       FROM product_pricing WHERE product_id = ANY($1::int[])`,
    [[...new Set(productIds)]],
  );
  return new Map(
    rows.map((row) => [
      row.product_id,
      {
        productId: row.product_id,
        shopId: row.shop_id,
        isVisible: row.is_visible,
        price: row.price,
        discountPrice: row.discount_price,
        discountPercentage: discountPercentage(row.price, row.discount_price),
        unitPrice: row.unit_price,
        flashSaleId: row.flash_sale_id,
        stock: row.stock,
      },
    ]),
  );
}
