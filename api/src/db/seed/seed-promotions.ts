import type { Queryable } from '../database.js';
import type { SeededRandom } from '../../lib/random.js';
import { generatedImageUrl } from '../../media/media-url.js';
import { SHOPS } from './data/catalog.js';
import { FLASH_SALE_NAMES_AR } from './data/catalog-ar.js';
import { insertRows } from './insert-rows.js';
import { arabicName, round2, type SeededProduct } from './seed-catalog.js';

const DAY_MS = 86_400_000;

const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/** A running and an incoming flash sale, and two vouchers (one per discount type) per shop. */
export async function seedPromotions(tx: Queryable, rng: SeededRandom, now: Date, products: readonly SeededProduct[]): Promise<void> {
  const eligible = products.filter((p) => p.price >= 5);
  const picked = rng.sample(eligible, 22);
  await seedFlashSale(tx, rng, {
    name: 'Mega Flash Sale',
    seed: 1,
    start: addDays(now, -1),
    end: addDays(now, 30),
    products: picked.slice(0, 14),
  });
  await seedFlashSale(tx, rng, {
    name: 'Weekend Flash Sale',
    seed: 2,
    start: addDays(now, 2),
    end: addDays(now, 5),
    products: picked.slice(14),
  });
  await seedVouchers(tx, now);
}

interface FlashSaleInput {
  name: string;
  seed: number;
  start: Date;
  end: Date;
  products: readonly SeededProduct[];
}

async function seedFlashSale(tx: Queryable, rng: SeededRandom, sale: FlashSaleInput): Promise<void> {
  const [row] = await insertRows<{ id: number }>(
    tx,
    'flash_sales',
    [
      {
        name: sale.name,
        thumbnail: generatedImageUrl('flash-sale', sale.seed, sale.name),
        description: `${sale.name}: up to 40% off selected products while stocks last.`,
        translations: arabicName(FLASH_SALE_NAMES_AR, sale.name),
        start_date: sale.start,
        end_date: sale.end,
      },
    ],
    { returning: 'id' },
  );
  await insertRows(
    tx,
    'flash_sale_products',
    sale.products.map((product) => {
      const current = product.discountPrice > 0 ? product.discountPrice : product.price;
      const quantity = rng.int(20, 60);
      return {
        flash_sale_id: row!.id,
        product_id: product.id,
        price: round2(current * (1 - rng.int(15, 40) / 100)),
        quantity,
        sold: rng.int(0, Math.floor(quantity / 3)),
      };
    }),
  );
}

async function seedVouchers(tx: Queryable, now: Date): Promise<void> {
  const shops = await tx.query<{ id: number; slug: string }>('SELECT id, slug FROM shops');
  const idBySlug = new Map(shops.map((s) => [s.slug, s.id]));
  const common = { starts_at: addDays(now, -1), ends_at: addDays(now, 60) };
  await insertRows(
    tx,
    'coupons',
    SHOPS.flatMap((shop) => [
      {
        shop_id: idBySlug.get(shop.slug)!,
        code: `${shop.voucherPrefix}5`,
        discount_type: 'Amount',
        discount: 5,
        min_order_amount: 30,
        max_discount_amount: null,
        limit_for_user: 1,
        total_limit: 1000,
        ...common,
      },
      {
        shop_id: idBySlug.get(shop.slug)!,
        code: `${shop.voucherPrefix}10`,
        discount_type: 'Percentage',
        discount: 10,
        min_order_amount: 50,
        max_discount_amount: 25,
        limit_for_user: 2,
        total_limit: 500,
        ...common,
      },
    ]),
  );
}
