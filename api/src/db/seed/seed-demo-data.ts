import type { Database, Queryable } from '../database.js';
import { hashPassword } from '../../lib/password.js';
import { SeededRandom } from '../../lib/random.js';
import { lockSchema } from '../migrate.js';
import { DEMO_CUSTOMER } from './data/people.js';
import { seedCatalog } from './seed-catalog.js';
import { seedContent } from './seed-content.js';
import { seedOrders } from './seed-orders.js';
import { seedPeople } from './seed-people.js';
import { seedPromotions } from './seed-promotions.js';
import { seedTickets } from './seed-tickets.js';

/** Same numbers every time: the demo store looks the same on every machine. */
const SEED = 20_261_121;

export interface SeedOptions {
  /** Reference time for flash sales, vouchers and dates (default: now). */
  now?: Date;
  /** Called once the database is found empty, before the seed starts (the server logs it). */
  onStart?: () => void;
}

/** True when none of the tables an operator would fill holds a row. */
export async function isDatabaseEmpty(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ empty: boolean }>(
    `SELECT NOT (EXISTS (SELECT 1 FROM settings) OR EXISTS (SELECT 1 FROM languages)
              OR EXISTS (SELECT 1 FROM users) OR EXISTS (SELECT 1 FROM shops)
              OR EXISTS (SELECT 1 FROM categories) OR EXISTS (SELECT 1 FROM products)) AS empty`,
  );
  return row?.empty === true;
}

/**
 * Loads the demo store into an empty database, in one transaction under the schema lock (so two
 * instances starting together seed once). Returns false, touching nothing, if there is any data.
 */
export async function seedDemoData(db: Database, options: SeedOptions = {}): Promise<boolean> {
  if (!(await isDatabaseEmpty(db))) return false;
  options.onStart?.();
  const now = options.now ?? new Date();
  // Hashing is slow by design; do it before taking the lock.
  const passwordHash = await hashPassword(DEMO_CUSTOMER.password);
  return db.transaction(async (tx) => {
    await lockSchema(tx);
    if (!(await isDatabaseEmpty(tx))) return false;
    const rng = new SeededRandom(SEED);
    await seedContent(tx);
    const products = await seedCatalog(tx, rng, now);
    await seedPeople(tx, rng, now, products, passwordHash);
    await seedPromotions(tx, rng, now, products);
    await seedOrders(tx, now);
    await seedTickets(tx, now);
    return true;
  });
}
