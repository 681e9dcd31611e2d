import type { z } from 'zod';
import type { productFacets } from '../../schemas/catalog.js';
import type { Queryable } from '../database.js';
import { filterConditions, type ProductFilters } from './catalog-products.js';
import { SqlParams } from './catalog-sql.js';

/** The counts beside a list's filter choices, as the contract's schema says (docs/search.md, "Facets"). */
export type ProductFacets = z.infer<typeof productFacets>;

/**
 * Each filter's choices counted with every other filter applied but its own (a shopper changing
 * the category sees how many each other category would list with the same search, shop, price
 * and rating); the sub-categories also within the chosen category. Choices that count nothing are
 * left out here (the panel shows them disabled). The price bands cut the prices of what the other
 * filters list at its fifths, each rounded to 1, 2.5 or 5 times a power of ten (those strictly
 * between the lowest and highest price), so the bands fit the search; their counts read the bounds
 * as the price filter does (inclusive), so a band's count is what choosing it lists. One statement.
 */
export async function findProductFacets(db: Queryable, filters: ProductFilters): Promise<ProductFacets> {
  const params = new SqlParams();
  const c = filterConditions(filters, params);
  const flag = (condition: string | null) => condition ?? 'true';
  const all = (...except: Array<keyof typeof c>) =>
    (['category', 'subCategory', 'shop', 'price', 'rating'] as const)
      .filter((key) => !except.includes(key))
      .map((key) => `m.${key}_ok`)
      .join(' AND ');
  const [row] = await db.query<{ facets: ProductFacets }>(
    `WITH m AS MATERIALIZED (
       SELECT p.category_id, p.sub_category_id, p.shop_id, p.unit_price, floor(p.rating)::int AS stars,
              ${flag(c.category)} AS category_ok, ${flag(c.subCategory)} AS subCategory_ok, ${flag(c.shop)} AS shop_ok,
              ${flag(c.price)} AS price_ok, ${flag(c.rating)} AS rating_ok
         FROM product_pricing p
        WHERE ${c.fixed.join(' AND ')}
     ),
     cuts AS (
       SELECT DISTINCT CASE WHEN q <= 0 THEN NULL
                            ELSE (CASE WHEN q / 10 ^ floor(log(q)) < 1.75 THEN 1
                                       WHEN q / 10 ^ floor(log(q)) < 3.75 THEN 2.5
                                       WHEN q / 10 ^ floor(log(q)) < 7.5 THEN 5 ELSE 10 END) * 10 ^ floor(log(q)) END AS edge
         FROM (SELECT unnest(percentile_disc(ARRAY[0.2, 0.4, 0.6, 0.8]) WITHIN GROUP (ORDER BY m.unit_price))::numeric AS q
                 FROM m WHERE ${all('price')}) quantiles
     ),
     -- Only cuts between the lowest and the highest price: no band at either end lists nothing.
     edges AS (SELECT array_agg(edge ORDER BY edge) AS cut FROM cuts
                WHERE edge > (SELECT min(m.unit_price) FROM m WHERE ${all('price')})
                  AND edge < (SELECT max(m.unit_price) FROM m WHERE ${all('price')})),
     bands AS (
       SELECT CASE WHEN i = 1 THEN NULL ELSE e.cut[i - 1] END AS low, e.cut[i] AS high
         FROM edges e, generate_series(1, coalesce(cardinality(e.cut), 0) + 1) i
        WHERE e.cut IS NOT NULL
     )
     SELECT json_build_object(
       'total', (SELECT count(*) FROM m WHERE ${all()}),
       'categories', (SELECT coalesce(json_agg(json_build_object('id', id, 'count', n) ORDER BY id), '[]') FROM
                        (SELECT m.category_id AS id, count(*) AS n FROM m WHERE ${all('category', 'subCategory')} GROUP BY 1) f),
       'sub_categories', (SELECT coalesce(json_agg(json_build_object('id', id, 'count', n) ORDER BY id), '[]') FROM
                        (SELECT m.sub_category_id AS id, count(*) AS n FROM m
                          WHERE ${c.category === null ? 'false' : all('subCategory')} AND m.sub_category_id IS NOT NULL GROUP BY 1) f),
       'shops', (SELECT coalesce(json_agg(json_build_object('id', id, 'count', n) ORDER BY id), '[]') FROM
                   (SELECT m.shop_id AS id, count(*) AS n FROM m WHERE ${all('shop')} GROUP BY 1) f),
       'ratings', (SELECT json_agg(json_build_object('rating', r, 'count',
                            (SELECT count(*) FROM m WHERE ${all('rating')} AND m.stars = r)) ORDER BY r DESC)
                     FROM generate_series(1, 5) r),
       'price_bands', (SELECT coalesce(json_agg(json_build_object('min', b.low, 'max', b.high, 'count',
                               (SELECT count(*) FROM m WHERE ${all('price')}
                                   AND (b.low IS NULL OR m.unit_price >= b.low) AND (b.high IS NULL OR m.unit_price <= b.high)))
                             ORDER BY b.low NULLS FIRST), '[]')
                         FROM bands b)
     ) AS facets`,
    params.values,
  );
  if (!row) throw new Error('the facets statement returned no row');
  return row.facets;
}
