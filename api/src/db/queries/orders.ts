import type { Queryable } from '../database.js';
import { localizedColumn } from './localized-text.js';
import type { AddressJson } from './account-addresses.js';
import type { OrderStatus } from '../../schemas/orders.js';

/** The address as the contract shows it, and as an order keeps a copy of it. */
export type AddressSnapshot = AddressJson;

export async function findUserAddress(db: Queryable, userId: number, addressId: number): Promise<AddressSnapshot | null> {
  const [row] = await db.query<AddressSnapshot>(
    `SELECT id, name, phone, area, flat_no, address_type, address_line, address_line2, post_code, is_default,
            latitude, longitude
       FROM addresses WHERE id = $1 AND user_id = $2`,
    [addressId, userId],
  );
  return row ?? null;
}

export interface OrderRow {
  id: number;
  order_code: string;
  user_id: number;
  shop_id: number;
  address_id: number | null;
  address: AddressSnapshot;
  payment_method: string;
  payment_status: 'Pending' | 'Paid';
  order_status: OrderStatus;
  quantity: number;
  total_amount: number;
  discount: number;
  coupon_discount: number;
  delivery_charge: number;
  tax_amount: number;
  payable_amount: number;
  note: string | null;
  /** 'YYYY-MM-DD' */
  estimated_delivery_date: string | null;
  invoice_token: string;
  placed_at: Date;
  created_at: Date;
  /** A refund owed or made: set when a paid order is cancelled (migration 0105). */
  refund_status: RefundStatus | null;
  refund_amount: number | null;
  /** When the provider confirmed the refund. */
  refunded_at: Date | null;
}

export type RefundStatus = 'Pending' | 'Refunded';

const ORDER_COLUMNS = `o.id, o.order_code, o.user_id, o.shop_id, o.address_id, o.address, o.payment_method,
  o.payment_status, o.order_status, o.quantity, o.total_amount, o.discount, o.coupon_discount, o.delivery_charge,
  o.tax_amount, o.payable_amount, o.note, to_char(o.estimated_delivery_date, 'YYYY-MM-DD') AS estimated_delivery_date,
  o.invoice_token, o.placed_at, o.created_at, o.refund_status, o.refund_amount, o.refunded_at`;

export interface NewOrder {
  orderCode: string;
  userId: number;
  shopId: number;
  address: AddressSnapshot;
  paymentMethod: string;
  quantity: number;
  totalAmount: number;
  discount: number;
  couponId: number | null;
  couponDiscount: number;
  deliveryCharge: number;
  taxAmount: number;
  payableAmount: number;
  note: string | null;
  placementKey: string;
  /** Days from now to the expected delivery. */
  deliveryDays: number;
  invoiceToken: string;
}

export async function insertOrder(tx: Queryable, order: NewOrder): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO orders (order_code, user_id, shop_id, address_id, address, payment_method, quantity, total_amount,
                         discount, coupon_id, coupon_discount, delivery_charge, tax_amount, payable_amount, note,
                         placement_key, estimated_delivery_date, invoice_token)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16,
             (now() + make_interval(days => $17::int))::date, $18)
     RETURNING id`,
    [
      order.orderCode,
      order.userId,
      order.shopId,
      order.address.id,
      JSON.stringify(order.address),
      order.paymentMethod,
      order.quantity,
      order.totalAmount,
      order.discount,
      order.couponId,
      order.couponDiscount,
      order.deliveryCharge,
      order.taxAmount,
      order.payableAmount,
      order.note,
      order.placementKey,
      order.deliveryDays,
      order.invoiceToken,
    ],
  );
  if (!row) throw new Error('order was not stored');
  return row.id;
}

export interface OptionSnapshot {
  id: number;
  name: string;
  price: number;
  color_code?: string;
}

export interface OrderItemRow {
  id: number;
  order_id: number;
  product_id: number | null;
  flash_sale_id: number | null;
  name: string;
  brand: string | null;
  thumbnail: string | null;
  /** List price of one unit, surcharges included. */
  price: number;
  /** What one unit cost when below price, else 0. */
  discount_price: number;
  quantity: number;
  size: OptionSnapshot | null;
  color: OptionSnapshot | null;
  unit: string | null;
}

export type NewOrderItem = Omit<OrderItemRow, 'id' | 'order_id'>;

export async function insertOrderItems(tx: Queryable, orderId: number, items: readonly NewOrderItem[]): Promise<void> {
  for (const item of items) {
    await tx.query(
      `INSERT INTO order_items (order_id, product_id, flash_sale_id, name, brand, thumbnail, price, discount_price,
                                quantity, size, color, unit)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11::jsonb, $12)`,
      [
        orderId,
        item.product_id,
        item.flash_sale_id,
        item.name,
        item.brand,
        item.thumbnail,
        item.price,
        item.discount_price,
        item.quantity,
        item.size ? JSON.stringify(item.size) : null,
        item.color ? JSON.stringify(item.color) : null,
        item.unit,
      ],
    );
  }
}

/**
 * Takes `quantity` units of a product's stock, never below zero: the condition is checked on the
 * row version the UPDATE locks, so concurrent orders queue on the row and the ones that no longer
 * fit change nothing. False when the stock does not cover it.
 */
export async function takeProductStock(tx: Queryable, productId: number, quantity: number): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE products SET quantity = quantity - $2, total_sold = total_sold + $2, updated_at = now()
      WHERE id = $1 AND quantity >= $2 RETURNING id`,
    [productId, quantity],
  );
  return rows.length > 0;
}

/** The same for a flash sale's own stock (sold never passes quantity). */
export async function takeFlashSaleStock(tx: Queryable, flashSaleId: number, productId: number, quantity: number): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE flash_sale_products SET sold = sold + $3
      WHERE flash_sale_id = $1 AND product_id = $2 AND sold + $3 <= quantity RETURNING id`,
    [flashSaleId, productId, quantity],
  );
  return rows.length > 0;
}

/**
 * Puts a cancelled order's units back into product and flash-sale stock, product by product in
 * id order, each product before its sale row: the order in which placements take them, so that a
 * cancel and a placement cannot deadlock.
 */
export async function restoreOrderStock(tx: Queryable, orderId: number): Promise<void> {
  const items = await tx.query<{ product_id: number; flash_sale_id: number | null; quantity: number }>(
    `SELECT product_id, flash_sale_id, sum(quantity)::int AS quantity FROM order_items
      WHERE order_id = $1 AND product_id IS NOT NULL
      GROUP BY product_id, flash_sale_id ORDER BY product_id`,
    [orderId],
  );
  for (const item of items) {
    await tx.query(
      `UPDATE products SET quantity = quantity + $2, total_sold = greatest(total_sold - $2, 0), updated_at = now()
        WHERE id = $1`,
      [item.product_id, item.quantity],
    );
    if (item.flash_sale_id !== null) {
      await tx.query('UPDATE flash_sale_products SET sold = greatest(sold - $3, 0) WHERE flash_sale_id = $1 AND product_id = $2', [
        item.flash_sale_id,
        item.product_id,
        item.quantity,
      ]);
    }
  }
}

/** The caller's order, or null (another user's order is as unknown as a missing one). */
export async function findUserOrder(db: Queryable, userId: number, orderId: number): Promise<OrderRow | null> {
  const [row] = await db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.id = $1 AND o.user_id = $2`, [orderId, userId]);
  return row ?? null;
}

export async function findOrderByInvoiceToken(db: Queryable, token: string): Promise<OrderRow | null> {
  const [row] = await db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.invoice_token = $1`, [token]);
  return row ?? null;
}

export async function listUserOrders(
  db: Queryable,
  userId: number,
  filter: { status: OrderStatus | null; limit: number; offset: number },
): Promise<{ total: number; orders: OrderRow[] }> {
  const params: unknown[] = [userId];
  let where = 'o.user_id = $1';
  if (filter.status) where += ` AND o.order_status = $${params.push(filter.status)}`;
  const [count] = await db.query<{ total: number }>(`SELECT count(*) AS total FROM orders o WHERE ${where}`, params);
  const orders = await db.query<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders o WHERE ${where} ORDER BY o.placed_at DESC, o.id DESC
      LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, filter.limit, filter.offset],
  );
  return { total: count?.total ?? 0, orders };
}

/** The caller's number of orders in each status. */
export async function countUserOrdersByStatus(db: Queryable, userId: number): Promise<Map<OrderStatus, number>> {
  const rows = await db.query<{ order_status: OrderStatus; n: number }>(
    'SELECT order_status, count(*) AS n FROM orders WHERE user_id = $1 GROUP BY order_status',
    [userId],
  );
  return new Map(rows.map((r) => [r.order_status, r.n]));
}

export async function findOrderItems(db: Queryable, orderId: number): Promise<OrderItemRow[]> {
  return db.query<OrderItemRow>(
    `SELECT id, order_id, product_id, flash_sale_id, name, brand, thumbnail, price, discount_price, quantity, size,
            color, unit
       FROM order_items WHERE order_id = $1 ORDER BY id`,
    [orderId],
  );
}

/**
 * Pending → Cancelled, only from Pending: of two concurrent cancels one wins, the other gets false.
 * An order already paid owes its payable amount back: the refund is recorded by the same statement,
 * on the locked row. A payment confirmed at the same moment (the payment ledger locks the order
 * first) is either seen here as paid, or comes after and finds the order cancelled, which it then
 * marks paid with the refund owed (payments/payment-ledger.ts, docs/refunds.md).
 */
export async function markOrderCancelled(tx: Queryable, userId: number, orderId: number): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE orders SET order_status = 'Cancelled', cancelled_at = now(), updated_at = now(),
            refund_status = CASE WHEN payment_status = 'Paid' THEN 'Pending' END,
            refund_amount = CASE WHEN payment_status = 'Paid' THEN payable_amount END
      WHERE id = $1 AND user_id = $2 AND order_status = 'Pending' RETURNING id`,
    [orderId, userId],
  );
  return rows.length > 0;
}

export async function setOrderPaymentMethod(tx: Queryable, orderId: number, method: string): Promise<void> {
  await tx.query('UPDATE orders SET payment_method = $2, updated_at = now() WHERE id = $1', [orderId, method]);
}

export interface ShopSummary {
  id: number;
  name: string;
  logo: string | null;
  rating: number;
  estimated_delivery_time: string;
}

/** The shop as an order shows it, its delivery text in `locale` (else the store's default language). */
export async function findShopSummary(db: Queryable, shopId: number, locale: string): Promise<ShopSummary | null> {
  const [row] = await db.query<ShopSummary>(
    `SELECT s.id, s.name, s.logo, s.rating, ${localizedColumn('s', 'estimated_delivery_time', '$2')} AS estimated_delivery_time
       FROM shops s WHERE s.id = $1`,
    [shopId, locale],
  );
  return row ?? null;
}
