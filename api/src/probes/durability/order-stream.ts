import assert from 'node:assert/strict';
import { randomBytes, randomInt } from 'node:crypto';
import type { Queryable } from '../../db/database.js';
import { issueAccessToken } from '../../domain/access-tokens.js';

/**
 * A stream of order placements from several shoppers at once, and the checks that a crash in the
 * middle of it lost or half-wrote nothing (docs/probes.md, "Crash durability").
 */
export interface StreamShopper {
  id: number;
  token: string;
  addressId: number;
}

export interface StreamSetup {
  shoppers: StreamShopper[];
  productId: number;
  shopId: number;
  initialStock: number;
  /** Units of the product the seed's orders already hold. */
  orderedBefore: number;
}

const INITIAL_STOCK = 1_000_000;

/** Shoppers with an address and a token, and one product with plenty of stock. */
export async function prepareStream(db: Queryable, shopperCount: number): Promise<StreamSetup> {
  const [product] = await db.query<{ id: number; shop_id: number }>(
    `SELECT p.id, p.shop_id FROM products p JOIN shops s ON s.id = p.shop_id AND s.is_active
      WHERE p.is_active AND NOT EXISTS (SELECT 1 FROM flash_sale_products f WHERE f.product_id = p.id)
      ORDER BY p.id LIMIT 1`,
  );
  if (!product) throw new Error('the seed has no product to order');
  await db.query('UPDATE products SET quantity = $2 WHERE id = $1', [product.id, INITIAL_STOCK]);
  const shoppers: StreamShopper[] = [];
  for (let i = 0; i < shopperCount; i++) shoppers.push(await insertShopper(db, `Crash Probe ${i}`));
  return {
    shoppers,
    productId: product.id,
    shopId: product.shop_id,
    initialStock: INITIAL_STOCK,
    orderedBefore: await orderedUnits(db, product.id),
  };
}

/** prepareStream on a connection of its own, closed once the setup is written. */
export async function prepareStreamOn(
  open: () => Promise<Queryable & { close(): Promise<void> }>,
  shopperCount: number,
): Promise<StreamSetup> {
  const db = await open();
  try {
    return await prepareStream(db, shopperCount);
  } finally {
    await db.close();
  }
}

async function orderedUnits(db: Queryable, productId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT coalesce(sum(quantity), 0)::int AS n FROM order_items WHERE product_id = $1', [
    productId,
  ]);
  return row!.n;
}

async function insertShopper(db: Queryable, name: string): Promise<StreamShopper> {
  const phone = `01${randomInt(100_000_000, 999_999_999)}`;
  const [user] = await db.query<{ id: number }>('INSERT INTO users (name, phone, email) VALUES ($1, $2, $3) RETURNING id', [
    name,
    phone,
    `${randomBytes(6).toString('hex')}@crash.example`,
  ]);
  const [address] = await db.query<{ id: number }>(
    `INSERT INTO addresses (user_id, name, phone, area, post_code, address_line, is_default)
     VALUES ($1, $2, $3, 'Gulshan', '1212', 'House 1, Road 2', true) RETURNING id`,
    [user!.id, name, phone],
  );
  return { id: user!.id, token: await issueAccessToken(db, user!.id), addressId: address!.id };
}

/** What the clients know: placements answered 200 (acknowledged), and those whose fate is unknown. */
export class StreamLedger {
  readonly acknowledgedKeys: string[] = [];
  readonly acknowledged = new Map<number, number>();
  readonly unknown = new Map<number, number>();
  /** The latest answer that was not an acknowledgement, for the failure message. */
  lastRefusal = 'none';

  /** For the test's report: how much the stream placed and how much was lost with a crash. */
  summary(): string {
    const unknown = [...this.unknown.values()].reduce((a, b) => a + b, 0);
    return `${this.acknowledgedKeys.length} orders acknowledged, ${unknown} requests without an answer`;
  }

  count(map: Map<number, number>, shopperId: number): void {
    map.set(shopperId, (map.get(shopperId) ?? 0) + 1);
  }
}

export interface RunningStream {
  /** Resolves once `count` placements of this stream were acknowledged. */
  acknowledged(count: number): Promise<void>;
  /** Stops the clients after their current request and waits for them. */
  stop(): Promise<void>;
}

/** One client per shopper: put the product in the cart, place the order, again and again. */
export function streamOrders(url: string, setup: StreamSetup, ledger: StreamLedger): RunningStream {
  let stopped = false;
  let acks = 0;
  const waiters: { count: number; resolve(): void }[] = [];
  const onAck = () => {
    acks++;
    for (const waiter of waiters.filter((w) => w.count <= acks)) waiter.resolve();
  };
  const clients = setup.shoppers.map(async (shopper) => {
    while (!stopped) {
      const outcome = await placeOne(url, setup, shopper, ledger).catch((error: unknown) => {
        ledger.lastRefusal = String(error);
        return 'unknown' as const;
      });
      if (outcome === 'acknowledged') onAck();
      if (outcome === 'unknown') {
        ledger.count(ledger.unknown, shopper.id);
        // The server is down: do not spin while the test restarts it.
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  });
  return {
    acknowledged: (count) => withDeadline(new Promise((resolve) => (acks >= count ? resolve() : waiters.push({ count, resolve }))), ledger),
    async stop() {
      stopped = true;
      await Promise.all(clients);
    },
  };
}

const ACK_DEADLINE_MS = 30_000;

/** A stream that stops being acknowledged fails the probe instead of hanging it. */
async function withDeadline(acknowledged: Promise<void>, ledger: StreamLedger): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no orders acknowledged for ${ACK_DEADLINE_MS / 1000} s; last refusal: ${ledger.lastRefusal}`)),
      ACK_DEADLINE_MS,
    );
  });
  try {
    await Promise.race([acknowledged, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

async function placeOne(url: string, setup: StreamSetup, shopper: StreamShopper, ledger: StreamLedger) {
  const headers = { authorization: `Bearer ${shopper.token}`, 'content-type': 'application/json' };
  const stored = await fetch(`${url}/api/cart/store`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ product_id: setup.productId, quantity: randomInt(1, 4) }),
  });
  if (stored.status !== 200) {
    ledger.lastRefusal = `cart/store ${stored.status} ${await stored.text()}`;
    return stored.status >= 500 ? 'unknown' : 'refused';
  }
  await stored.arrayBuffer();
  const summary = await fetch(`${url}/api/cart/checkout`, { method: 'POST', headers, body: JSON.stringify({ shop_ids: [setup.shopId] }) });
  if (summary.status !== 200) {
    ledger.lastRefusal = `cart/checkout ${summary.status} ${await summary.text()}`;
    return summary.status >= 500 ? 'unknown' : 'refused';
  }
  const summaryVersion: string = ((await summary.json()) as { data: { checkout: { summary_version: string } } }).data.checkout
    .summary_version;
  const key = randomBytes(12).toString('hex');
  const placed = await fetch(`${url}/api/place-order`, {
    method: 'POST',
    headers: { ...headers, 'idempotency-key': key },
    body: JSON.stringify({
      shop_ids: [setup.shopId],
      address_id: shopper.addressId,
      payment_method: 'cash',
      summary_version: summaryVersion,
    }),
  });
  const body = await placed.text();
  if (placed.status === 200) {
    ledger.acknowledgedKeys.push(key);
    ledger.count(ledger.acknowledged, shopper.id);
    return 'acknowledged';
  }
  ledger.lastRefusal = `place-order ${placed.status} ${body}`;
  // A 5xx may come after the commit (the answer lost with the database); a 4xx rolled back.
  return placed.status >= 500 ? 'unknown' : 'refused';
}

/** Every acknowledged order is there with all its lines, no order is half-written, stock adds up. */
export async function assertNothingLost(db: Queryable, setup: StreamSetup, ledger: StreamLedger): Promise<void> {
  const ids = setup.shoppers.map((s) => s.id);
  const counts = await db.query<{ user_id: number; n: number }>(
    'SELECT user_id, count(*)::int AS n FROM orders WHERE user_id = ANY($1::int[]) GROUP BY user_id',
    [ids],
  );
  for (const shopper of setup.shoppers) {
    const found = counts.find((c) => c.user_id === shopper.id)?.n ?? 0;
    const acked = ledger.acknowledged.get(shopper.id) ?? 0;
    const unknown = ledger.unknown.get(shopper.id) ?? 0;
    assert.ok(
      found >= acked && found <= acked + unknown,
      `shopper ${shopper.id}: ${found} orders, ${acked} acknowledged, ${unknown} unknown`,
    );
  }
  const [keys] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM idempotency_keys WHERE key = ANY($1::text[]) AND completed_at IS NOT NULL AND response_status = 200',
    [ledger.acknowledgedKeys],
  );
  assert.equal(keys!.n, ledger.acknowledgedKeys.length, 'every acknowledged placement kept its answer');
  const halfWritten = await db.query(
    `SELECT o.id FROM orders o LEFT JOIN order_items i ON i.order_id = o.id
      WHERE o.user_id = ANY($1::int[])
      GROUP BY o.id, o.quantity, o.total_amount
     HAVING count(i.id) = 0 OR o.quantity <> coalesce(sum(i.quantity), 0) OR o.total_amount <> coalesce(sum(i.price * i.quantity), 0)`,
    [ids],
  );
  assert.deepEqual(halfWritten, [], 'no order without its lines or with lines that do not add up');
  const [open] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM idempotency_keys WHERE user_id = ANY($1::int[]) AND completed_at IS NULL',
    [ids],
  );
  assert.equal(open!.n, 0, 'no placement claimed and left unfinished');
  const [stock] = await db.query<{ quantity: number }>('SELECT quantity FROM products WHERE id = $1', [setup.productId]);
  const ordered = (await orderedUnits(db, setup.productId)) - setup.orderedBefore;
  assert.equal(stock!.quantity, setup.initialStock - ordered, 'stock = initial − ordered');
}
