import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { CouponRow } from '../db/queries/cart-vouchers.js';
import { issueAccessToken } from '../domain/access-tokens.js';

/** Test helpers of the cart and orders areas: shoppers, products in known states, calls. */

export interface Shopper {
  id: number;
  token: string;
  addressId: number;
}

/** A new customer with one (default) address and a live token. */
export async function createShopper(app: FastifyInstance, name = 'Test Shopper'): Promise<Shopper> {
  const phone = `01${randomInt(100_000_000, 999_999_999)}`;
  const [user] = await app.db.query<{ id: number }>('INSERT INTO users (name, phone, email) VALUES ($1, $2, $3) RETURNING id', [
    name,
    phone,
    `${randomBytes(6).toString('hex')}@shoppers.example`,
  ]);
  const [address] = await app.db.query<{ id: number }>(
    `INSERT INTO addresses (user_id, name, phone, area, post_code, address_line, is_default)
     VALUES ($1, $2, $3, 'Gulshan', '1212', 'House 1, Road 2', true) RETURNING id`,
    [user!.id, name, phone],
  );
  return { id: user!.id, token: await issueAccessToken(app.db, user!.id), addressId: address!.id };
}

export interface TestProduct {
  id: number;
  shopId: number;
  name: string;
  price: number;
  sizeIds: number[];
  colorIds: number[];
}

/**
 * A visible product with sizes and colours that no flash sale touches, made plain: list price
 * `price`, no discount, free sizes and colours unless surcharges are set, and `stock` units.
 * `skip` picks a different product each call in one test file.
 */
export async function plainProduct(
  app: FastifyInstance,
  options: { stock?: number; price?: number; discountPrice?: number; skip?: number; shopId?: number; exclude?: number[] } = {},
): Promise<TestProduct> {
  const params: unknown[] = [options.skip ?? 0, options.exclude ?? []];
  const shopFilter = options.shopId === undefined ? '' : `AND p.shop_id = $${params.push(options.shopId)}`;
  const [row] = await app.db.query<{ id: number; shop_id: number; name: string }>(
    `SELECT p.id, p.shop_id, p.name FROM products p JOIN shops s ON s.id = p.shop_id AND s.is_active
      WHERE p.is_active AND p.id <> ALL($2::int[]) ${shopFilter}
        AND NOT EXISTS (SELECT 1 FROM flash_sale_products f WHERE f.product_id = p.id)
        AND EXISTS (SELECT 1 FROM product_sizes z WHERE z.product_id = p.id)
        AND EXISTS (SELECT 1 FROM product_colors c WHERE c.product_id = p.id)
      ORDER BY p.id OFFSET $1 LIMIT 1`,
    params,
  );
  if (!row) throw new Error('the seed has no such product');
  const price = options.price ?? 20;
  await app.db.query('UPDATE products SET price = $2, discount_price = $3, quantity = $4 WHERE id = $1', [
    row.id,
    price,
    options.discountPrice ?? 0,
    options.stock ?? 50,
  ]);
  await app.db.query('UPDATE product_sizes SET price = 0 WHERE product_id = $1', [row.id]);
  await app.db.query('UPDATE product_colors SET price = 0 WHERE product_id = $1', [row.id]);
  const sizes = await app.db.query<{ id: number }>('SELECT id FROM product_sizes WHERE product_id = $1 ORDER BY id', [row.id]);
  const colors = await app.db.query<{ id: number }>('SELECT id FROM product_colors WHERE product_id = $1 ORDER BY id', [row.id]);
  return {
    id: row.id,
    shopId: row.shop_id,
    name: row.name,
    price,
    sizeIds: sizes.map((s) => s.id),
    colorIds: colors.map((c) => c.id),
  };
}

/** A product of another shop than `shopId`. */
export async function productOfAnotherShop(app: FastifyInstance, shopId: number, stock = 50): Promise<TestProduct> {
  const [shop] = await app.db.query<{ shop_id: number }>(
    `SELECT p.shop_id FROM products p JOIN shops s ON s.id = p.shop_id AND s.is_active
      WHERE p.shop_id <> $1 AND p.is_active
        AND NOT EXISTS (SELECT 1 FROM flash_sale_products f WHERE f.product_id = p.id)
        AND EXISTS (SELECT 1 FROM product_sizes z WHERE z.product_id = p.id)
        AND EXISTS (SELECT 1 FROM product_colors c WHERE c.product_id = p.id)
      ORDER BY p.shop_id LIMIT 1`,
    [shopId],
  );
  return plainProduct(app, { shopId: shop!.shop_id, stock });
}

export async function setShopDeliveryCharge(app: FastifyInstance, shopId: number, charge: number): Promise<void> {
  await app.db.query('UPDATE shops SET delivery_charge = $2 WHERE id = $1', [shopId, charge]);
}

/** A product in the running flash sale: sale price and sale stock left, its own stock. */
export async function flashSaleProduct(
  app: FastifyInstance,
  options: { saleLeft: number; stock?: number },
): Promise<TestProduct & { salePrice: number; flashSaleId: number }> {
  const [row] = await app.db.query<{ id: number; shop_id: number; name: string; price: number; sale_price: number; flash_sale_id: number }>(
    `SELECT p.id, p.shop_id, p.name, p.price, fsp.price AS sale_price, fsp.flash_sale_id
       FROM flash_sale_products fsp
       JOIN flash_sales f ON f.id = fsp.flash_sale_id AND f.start_date <= now() AND f.end_date > now()
       JOIN products p ON p.id = fsp.product_id AND p.is_active
      ORDER BY p.id LIMIT 1`,
  );
  if (!row) throw new Error('the seed has no running flash sale');
  await app.db.query('UPDATE flash_sale_products SET quantity = sold + $3 WHERE flash_sale_id = $1 AND product_id = $2', [
    row.flash_sale_id,
    row.id,
    options.saleLeft,
  ]);
  await app.db.query('UPDATE products SET quantity = $2 WHERE id = $1', [row.id, options.stock ?? 100]);
  return {
    id: row.id,
    shopId: row.shop_id,
    name: row.name,
    price: row.price,
    sizeIds: [],
    colorIds: [],
    salePrice: row.sale_price,
    flashSaleId: row.flash_sale_id,
  };
}

/** An API call as `shopper` (or anonymous with null). */
export function call(
  app: FastifyInstance,
  shopper: Pick<Shopper, 'token'> | null,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const options: InjectOptions = {
    method,
    url: `/api${url}`,
    headers: { ...headers, ...(shopper ? { authorization: `Bearer ${shopper.token}` } : {}) },
  };
  if (payload !== undefined) options.payload = payload as InjectOptions['payload'];
  return app.inject(options);
}

/** Puts a product in the shopper's basket (or buy-now line) through the API. */
export async function addToCart(
  app: FastifyInstance,
  shopper: Shopper,
  product: Pick<TestProduct, 'id'>,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const response = await call(app, shopper, 'POST', '/cart/store', { product_id: product.id, quantity: 1, ...extra });
  if (response.statusCode !== 200) throw new Error(`cart/store answered ${response.statusCode}: ${response.body}`);
}

/**
 * POST /place-order for the shopper's basket lines of these shops (cash unless told), as the
 * storefront places it: with the `summary_version` of the checkout it showed just before (unless
 * `extra` names one).
 */
export async function placeOrder(
  app: FastifyInstance,
  shopper: Shopper,
  shopIds: readonly number[],
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const summary_version = 'summary_version' in extra ? extra.summary_version : await summaryVersionOf(app, shopper, shopIds, extra);
  const body = { shop_ids: shopIds, address_id: shopper.addressId, payment_method: 'cash', summary_version, ...extra };
  return call(app, shopper, 'POST', '/place-order', body, headers);
}

/**
 * The `summary_version` of the checkout of these shops (with the voucher or buy-now line `extra`
 * names). When the checkout is refused, a version that matches nothing: the placement then gives
 * its own refusal (the voucher's, the address's...), or 409.
 */
export async function summaryVersionOf(
  app: FastifyInstance,
  shopper: Shopper,
  shopIds: readonly number[],
  extra: Record<string, unknown> = {},
): Promise<string> {
  const body = { shop_ids: shopIds, coupon_code: extra.coupon_code ?? null, is_buy_now: extra.is_buy_now ?? false };
  const response = await call(app, shopper, 'POST', '/cart/checkout', body);
  return response.statusCode === 200 ? response.json().data.checkout.summary_version : 'no-summary';
}

/** The shopper's orders, newest first. */
export async function ordersOf(app: FastifyInstance, userId: number) {
  return app.db.query<{
    id: number;
    shop_id: number;
    order_status: string;
    payment_status: string;
    payable_amount: number;
    coupon_id: number | null;
    coupon_discount: number;
  }>(
    'SELECT id, shop_id, order_status, payment_status, payable_amount, coupon_id, coupon_discount FROM orders WHERE user_id = $1 ORDER BY id DESC',
    [userId],
  );
}

export async function stockOf(app: FastifyInstance, productId: number): Promise<number> {
  const [row] = await app.db.query<{ quantity: number }>('SELECT quantity FROM products WHERE id = $1', [productId]);
  return row!.quantity;
}

export async function setOrderStatus(app: FastifyInstance, orderId: number, status: string): Promise<void> {
  await app.db.query('UPDATE orders SET order_status = $2 WHERE id = $1', [orderId, status]);
}

/** A voucher's own columns, as the coupons query reads them. */
type VoucherFields = Pick<
  CouponRow,
  'code' | 'discount_type' | 'discount' | 'min_order_amount' | 'max_discount_amount' | 'limit_for_user' | 'total_limit' | 'is_active'
>;

/** A voucher of a shop, valid now unless dates are given. */
export async function createVoucher(
  app: FastifyInstance,
  shopId: number,
  fields: Partial<VoucherFields & { starts_in_days: number; ends_in_days: number }> = {},
): Promise<{ id: number; code: string }> {
  const code = fields.code ?? `T${randomBytes(5).toString('hex').toUpperCase()}`;
  const [row] = await app.db.query<{ id: number }>(
    `INSERT INTO coupons (shop_id, code, discount_type, discount, min_order_amount, max_discount_amount, limit_for_user,
                          total_limit, starts_at, ends_at, is_active)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now() + make_interval(days => $9), now() + make_interval(days => $10), $11)
     RETURNING id`,
    [
      shopId,
      code,
      fields.discount_type ?? 'Amount',
      fields.discount ?? 5,
      fields.min_order_amount ?? 0,
      fields.max_discount_amount ?? null,
      fields.limit_for_user === undefined ? 1 : fields.limit_for_user,
      fields.total_limit === undefined ? 100 : fields.total_limit,
      fields.starts_in_days ?? -1,
      fields.ends_in_days ?? 10,
      fields.is_active ?? true,
    ],
  );
  return { id: row!.id, code };
}
