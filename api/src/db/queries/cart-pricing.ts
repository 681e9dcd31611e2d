import type { Queryable } from '../database.js';

/**
 * What the cart and order placement need to know about a product right now: the catalogue's
 * price and stock (the `product_pricing` view of migration 0010, the one definition of the rule:
 * a running flash sale's price and sale stock, else discount_price when above 0, else price, and
 * the product's stock), plus what a cart line shows. Size and colour surcharges come on top (see
 * `findProductOptions`).
 */
export interface PricedProduct {
  id: number;
  shop_id: number;
  shop_name: string;
  shop_rating: number;
  shop_delivery_charge: number;
  shop_estimated_delivery_time: string;
  name: string;
  brand: string | null;
  thumbnail: string | null;
  unit: string | null;
  /** List price, before any discount. */
  price: number;
  /** The unit price a shopper pays before surcharges. */
  effective_price: number;
  stock: number;
  /** The running flash sale the price and stock come from, if any. */
  flash_sale_id: number | null;
}

/** Visible (product, shop and category active) products among `ids`; "now" is the transaction's start. */
export async function findPricedProducts(db: Queryable, ids: readonly number[]): Promise<Map<number, PricedProduct>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<PricedProduct>(
    `SELECT p.id, p.shop_id, s.name AS shop_name, s.rating AS shop_rating,
            s.delivery_charge AS shop_delivery_charge, s.estimated_delivery_time AS shop_estimated_delivery_time,
            p.name, b.name AS brand, u.name AS unit, pp.price, pp.unit_price AS effective_price, pp.stock,
            pp.flash_sale_id,
            (SELECT i.thumbnail FROM product_images i WHERE i.product_id = p.id ORDER BY i.sort_order, i.id LIMIT 1) AS thumbnail
       FROM product_pricing pp
       JOIN products p ON p.id = pp.product_id
       JOIN shops s ON s.id = p.shop_id
       LEFT JOIN brands b ON b.id = p.brand_id
       LEFT JOIN units u ON u.id = p.unit_id
      WHERE pp.product_id = ANY($1::int[]) AND pp.is_visible`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

export interface ProductOption {
  id: number;
  product_id: number;
  name: string;
  /** Surcharge on the unit price. */
  price: number;
  /** Colours only. */
  color_code?: string;
}

export interface ProductOptions {
  sizes: Map<number, ProductOption>;
  colors: Map<number, ProductOption>;
}

/** Sizes and colours by id (whichever product they belong to: callers check that). */
export async function findProductOptions(db: Queryable, sizeIds: readonly number[], colorIds: readonly number[]): Promise<ProductOptions> {
  // One after the other: inside a transaction both run on the same connection anyway.
  const sizes = sizeIds.length
    ? await db.query<ProductOption>('SELECT id, product_id, name, price FROM product_sizes WHERE id = ANY($1::int[])', [sizeIds])
    : [];
  const colors = colorIds.length
    ? await db.query<ProductOption>('SELECT id, product_id, name, price, color_code FROM product_colors WHERE id = ANY($1::int[])', [
        colorIds,
      ])
    : [];
  return { sizes: new Map(sizes.map((s) => [s.id, s])), colors: new Map(colors.map((c) => [c.id, c])) };
}
