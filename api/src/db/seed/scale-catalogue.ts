import type { Queryable } from '../database.js';

/**
 * The bench's catalogue (docs/search.md, "Speed"): the demo catalogue grown to `total` products,
 * so that a search has a real store's work to do. Each new product is a demo product in a variant,
 * "Walnut Studio Pro Headphones" and "سماعات رأس ستوديو برو جوزي", with its brand, category,
 * sub-category, shop, description and pictures, a price within ±40 % of the original, and its own
 * sales, rating and age, all from the row's number (the same catalogue every run). The variants'
 * words are ordinary product words, so that a search for "headphones" finds hundreds of products to
 * rank, as it would in a large store. Search rows come from the insert trigger (migration 0240).
 */
export async function scaleCatalogue(db: Queryable, total: number): Promise<number> {
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM products');
  const adding = Math.max(0, total - count);
  if (adding === 0) return 0;
  await db.query(
    `WITH demo AS (SELECT *, row_number() OVER (ORDER BY id) - 1 AS n, count(*) OVER () AS demo_count FROM products)
     INSERT INTO products (shop_id, category_id, sub_category_id, brand_id, unit_id, name, translations, slug, sku,
                           short_description, description, price, discount_price, quantity, total_sold, rating,
                           total_reviews, created_at)
     SELECT d.shop_id, d.category_id, d.sub_category_id, d.brand_id, d.unit_id,
            v.en || ' ' || d.name,
            CASE WHEN d.translations ? 'ar'
                 THEN jsonb_build_object('ar', jsonb_build_object('name', (d.translations -> 'ar' ->> 'name') || ' ' || v.ar))
                 ELSE '{}'::jsonb END,
            'bench-' || g || '-' || d.id, 'BENCH-' || g,
            d.short_description, d.description,
            round((d.price * (0.6 + (g * 37 % 80) / 100.0))::numeric, 2),
            CASE WHEN g % 3 = 0 THEN round((d.price * (0.6 + (g * 37 % 80) / 100.0) * 0.85)::numeric, 2) ELSE 0 END,
            10 + g % 200, (g * 7919) % 3000, round(((g * 13) % 41 / 10.0 + 1)::numeric, 1), g % 60,
            now() - make_interval(days => g % 900, secs => g % 86400)
       FROM generate_series(1, $1::int) g
       JOIN demo d ON d.n = g % d.demo_count
      CROSS JOIN LATERAL (SELECT ($2::text[])[1 + g / d.demo_count % cardinality($2::text[])] AS en,
                                 ($3::text[])[1 + g / d.demo_count % cardinality($3::text[])] AS ar) v`,
    [adding, VARIANTS.map(([en]) => en), VARIANTS.map(([, ar]) => ar)],
  );
  await db.query(
    `INSERT INTO product_images (product_id, thumbnail, sort_order)
     SELECT p.id, i.thumbnail, i.sort_order
       FROM products p
       JOIN product_images i ON i.product_id = split_part(p.slug, '-', 3)::int
      WHERE p.slug LIKE 'bench-%' AND NOT EXISTS (SELECT 1 FROM product_images o WHERE o.product_id = p.id)`,
  );
  await db.exec('ANALYZE products; ANALYZE product_images; ANALYZE product_search');
  return adding;
}

/** [English, Arabic]: colours, materials and finishes a shop would name a variant by. */
const VARIANTS: readonly (readonly [string, string])[] = [
  ['Walnut', 'جوزي'],
  ['Midnight', 'ليلي'],
  ['Ivory', 'عاجي'],
  ['Coral', 'مرجاني'],
  ['Olive', 'زيتوني'],
  ['Slate', 'رمادي'],
  ['Crimson', 'قرمزي'],
  ['Sand', 'رملي'],
  ['Azure', 'لازوردي'],
  ['Amber', 'كهرماني'],
  ['Copper', 'نحاسي'],
  ['Pearl', 'لؤلؤي'],
  ['Forest', 'غابي'],
  ['Classic', 'كلاسيكي'],
  ['Premium', 'فاخر'],
  ['Compact', 'صغير'],
  ['Deluxe', 'ممتاز'],
  ['Essential', 'أساسي'],
  ['Travel', 'للسفر'],
  ['Eco', 'صديق للبيئة'],
];
