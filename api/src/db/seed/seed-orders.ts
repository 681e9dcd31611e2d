import type { Queryable } from '../database.js';
import { hashToken } from '../../lib/access-token.js';
import { SeededRandom } from '../../lib/random.js';
import { deliveryDays, orderCode } from '../../domain/orders-placement.js';
import { refreshRatings } from '../queries/ratings.js';
import { DEMO_CUSTOMER } from './data/people.js';
import { insertRows } from './insert-rows.js';

const DAY_MS = 86_400_000;
/** Its own sequence, so the rest of the demo store does not change with these orders. */
const ORDERS_SEED = 3_303_030;

/** The demo customer's order history: every stage an order goes through, some paid. */
const PAST_ORDERS = [
  { status: 'Pending', daysAgo: 0.1, method: 'card', paid: false },
  { status: 'Confirm', daysAgo: 1, method: 'cash', paid: false },
  { status: 'Processing', daysAgo: 2, method: 'card', paid: true },
  { status: 'On The Way', daysAgo: 4, method: 'card', paid: true },
  { status: 'Delivered', daysAgo: 12, method: 'cash', paid: true },
  { status: 'Delivered', daysAgo: 30, method: 'card', paid: true },
  { status: 'Cancelled', daysAgo: 20, method: 'cash', paid: false },
] as const;

interface SeedProduct {
  id: number;
  shop_id: number;
  name: string;
  brand: string | null;
  unit: string | null;
  thumbnail: string | null;
  price: number;
  discount_price: number;
  size: { id: number; name: string; price: number } | null;
  color: { id: number; name: string; color_code: string; price: number } | null;
}

interface Shop {
  id: number;
  delivery_charge: number;
  estimated_delivery_time: string;
}

const cents = (amount: number) => Math.round(amount * 100);

/** Products outside the flash sales (a past price is then simply the product's), by shop. */
async function productsByShop(tx: Queryable): Promise<Map<number, SeedProduct[]>> {
  const rows = await tx.query<SeedProduct>(
    `SELECT p.id, p.shop_id, p.name, b.name AS brand, u.name AS unit, p.price, p.discount_price,
            (SELECT i.thumbnail FROM product_images i WHERE i.product_id = p.id ORDER BY i.sort_order LIMIT 1) AS thumbnail,
            (SELECT json_build_object('id', z.id, 'name', z.name, 'price', z.price)
               FROM product_sizes z WHERE z.product_id = p.id ORDER BY z.sort_order LIMIT 1) AS size,
            (SELECT json_build_object('id', c.id, 'name', c.name, 'color_code', c.color_code, 'price', c.price)
               FROM product_colors c WHERE c.product_id = p.id ORDER BY c.sort_order LIMIT 1) AS color
       FROM products p
       LEFT JOIN brands b ON b.id = p.brand_id
       LEFT JOIN units u ON u.id = p.unit_id
      WHERE p.quantity >= 10 AND NOT EXISTS (SELECT 1 FROM flash_sale_products f WHERE f.product_id = p.id)
      ORDER BY p.id`,
  );
  const byShop = new Map<number, SeedProduct[]>();
  for (const row of rows) byShop.set(row.shop_id, [...(byShop.get(row.shop_id) ?? []), row]);
  return byShop;
}

/** One line: list and paid unit prices in cents, surcharges included. */
function line(product: SeedProduct, quantity: number) {
  const surcharge = cents(product.size?.price ?? 0) + cents(product.color?.price ?? 0);
  const list = cents(product.price) + surcharge;
  const paid = (product.discount_price > 0 ? cents(product.discount_price) : cents(product.price)) + surcharge;
  return { product, quantity, list, paid };
}

/**
 * Past orders of the demo customer in every status, one of them reviewed, and a basket with
 * products of two shops, so that the account pages and the cart have something to show.
 */
export async function seedOrders(tx: Queryable, now: Date): Promise<void> {
  const rng = new SeededRandom(ORDERS_SEED);
  const [customer] = await tx.query<{ id: number }>('SELECT id FROM users WHERE phone = $1', [DEMO_CUSTOMER.phone]);
  const [address] = await tx.query<Record<string, unknown> & { id: number }>(
    `SELECT id, name, phone, area, flat_no, address_type, address_line, address_line2, post_code, is_default, latitude, longitude
       FROM addresses WHERE user_id = $1 AND is_default`,
    [customer!.id],
  );
  const shops = await tx.query<Shop>('SELECT id, delivery_charge, estimated_delivery_time FROM shops WHERE is_active ORDER BY id');
  const products = await productsByShop(tx);
  const withProducts = shops.filter((s) => (products.get(s.id)?.length ?? 0) >= 3);

  for (const [i, plan] of PAST_ORDERS.entries()) {
    const shop = withProducts[i % withProducts.length]!;
    const lines = rng.sample(products.get(shop.id)!, rng.int(1, 3)).map((p) => line(p, rng.int(1, 2)));
    const listCents = lines.reduce((sum, l) => sum + l.list * l.quantity, 0);
    const paidCents = lines.reduce((sum, l) => sum + l.paid * l.quantity, 0);
    const placedAt = new Date(now.getTime() - plan.daysAgo * DAY_MS);
    const payable = (paidCents + cents(shop.delivery_charge)) / 100;
    const [order] = await insertRows<{ id: number }>(
      tx,
      'orders',
      [
        {
          order_code: orderCode(Uint8Array.from({ length: 10 }, () => rng.int(0, 255))),
          user_id: customer!.id,
          shop_id: shop.id,
          address_id: address!.id,
          address,
          payment_method: plan.method,
          payment_status: plan.paid ? 'Paid' : 'Pending',
          order_status: plan.status,
          quantity: lines.reduce((sum, l) => sum + l.quantity, 0),
          total_amount: listCents / 100,
          discount: (listCents - paidCents) / 100,
          delivery_charge: shop.delivery_charge,
          payable_amount: payable,
          estimated_delivery_date: new Date(placedAt.getTime() + deliveryDays(shop.estimated_delivery_time) * DAY_MS),
          placed_at: placedAt,
          created_at: placedAt,
          updated_at: placedAt,
          paid_at: plan.paid ? placedAt : null,
          delivered_at: plan.status === 'Delivered' ? new Date(placedAt.getTime() + 3 * DAY_MS) : null,
          cancelled_at: plan.status === 'Cancelled' ? new Date(placedAt.getTime() + DAY_MS / 4) : null,
        },
      ],
      { returning: 'id' },
    );
    await insertRows(
      tx,
      'order_items',
      lines.map((l) => ({
        order_id: order!.id,
        product_id: l.product.id,
        name: l.product.name,
        brand: l.product.brand,
        thumbnail: l.product.thumbnail,
        price: l.list / 100,
        discount_price: l.paid < l.list ? l.paid / 100 : 0,
        quantity: l.quantity,
        size: l.product.size,
        color: l.product.color,
        unit: l.product.unit,
      })),
    );
    if (plan.method !== 'cash') {
      // A used-up payment link: its token was never handed out, only a hash is kept as usual. Its
      // attempt was at the test provider, and ended as the order did (docs/payments.md).
      const token = hashToken(`seed-${order!.id}-${rng.next()}`);
      const attemptId = uuidOf(token);
      await insertRows(tx, 'payment_attempts', [
        {
          id: attemptId,
          provider: 'test',
          status: plan.paid ? 'Paid' : 'Cancelled',
          amount_minor: Math.round(payable * 100),
          currency: 'USD',
          created_at: placedAt,
          updated_at: placedAt,
        },
      ]);
      await insertRows(tx, 'payments', [
        {
          attempt_id: attemptId,
          order_id: order!.id,
          method: plan.method,
          amount: payable,
          status: plan.paid ? 'Paid' : 'Cancelled',
          token,
          created_at: placedAt,
          paid_at: plan.paid ? placedAt : null,
        },
      ]);
    }
    if (i === PAST_ORDERS.length - 2) await reviewFirstLine(tx, customer!.id, order!.id, lines[0]!.product, placedAt);
  }
  await seedBasket(tx, customer!.id, withProducts, products);
}

/** A uuid made of a hex digest's first 32 digits: the demo data stays the same on every start. */
function uuidOf(hex: string): string {
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

async function reviewFirstLine(tx: Queryable, userId: number, orderId: number, product: SeedProduct, placedAt: Date) {
  await insertRows(tx, 'reviews', [
    {
      product_id: product.id,
      shop_id: product.shop_id,
      user_id: userId,
      order_id: orderId,
      rating: 5,
      description: 'Arrived quickly and exactly as pictured. Would order again.',
      created_at: new Date(placedAt.getTime() + 5 * DAY_MS),
    },
  ]);
  await refreshRatings(tx, [product.id]);
}

/** Two products of one shop and one of another, as if just added. */
async function seedBasket(tx: Queryable, userId: number, shops: readonly Shop[], products: Map<number, SeedProduct[]>) {
  const [first, second] = [shops[1]!, shops[2]!];
  const picks = [
    { product: products.get(first.id)!.at(-1)!, quantity: 1 },
    { product: products.get(first.id)!.at(-2)!, quantity: 2 },
    { product: products.get(second.id)!.at(-1)!, quantity: 1 },
  ];
  await insertRows(
    tx,
    'cart_items',
    picks.map(({ product, quantity }) => ({
      user_id: userId,
      product_id: product.id,
      shop_id: product.shop_id,
      quantity,
      size_id: product.size?.id ?? null,
      color_id: product.color?.id ?? null,
      unit: product.unit,
    })),
  );
}
