import type { Queryable } from '../database.js';
import type { z } from 'zod';
import type { ratingSummary as ratingSummarySchema, review } from '../../schemas/catalog.js';
import { limitOffset, type Page } from '../../lib/pagination.js';
import { isoDate } from './catalog-sql.js';

/** Whose reviews: one product's, or every review of one shop's products. */
export type ReviewTarget = { productId: number } | { shopId: number };

export type ReviewJson = z.infer<typeof review>;

/** Average stars (one decimal; 0 without reviews) and the share of reviews per star, in percent. */
export type RatingSummaryJson = z.infer<typeof ratingSummarySchema>;

const STARS = ['1', '2', '3', '4', '5'] as const;

const round1 = (n: number) => Math.round(n * 10) / 10;

function targetCondition(target: ReviewTarget): { sql: string; value: number } {
  return 'productId' in target ? { sql: 'r.product_id = $1', value: target.productId } : { sql: 'r.shop_id = $1', value: target.shopId };
}

/** Average, count and star histogram, from the reviews themselves. */
export async function ratingSummary(db: Queryable, target: ReviewTarget): Promise<RatingSummaryJson> {
  const where = targetCondition(target);
  const rows = await db.query<{ rating: number; n: number }>(
    `SELECT r.rating, count(*)::int AS n FROM reviews r WHERE ${where.sql} GROUP BY r.rating`,
    [where.value],
  );
  const counts = new Map(rows.map((r) => [String(r.rating), r.n]));
  const total = rows.reduce((sum, r) => sum + r.n, 0);
  const stars = rows.reduce((sum, r) => sum + r.rating * r.n, 0);
  const share = (star: string) => (total ? round1(((counts.get(star) ?? 0) * 100) / total) : 0);
  return {
    rating: total ? round1(stars / total) : 0,
    total_review: total,
    percentages: Object.fromEntries(STARS.map((star) => [star, share(star)])) as RatingSummaryJson['percentages'],
  };
}

/** One page of reviews, newest first, with the reviewer's name and photo. */
export async function findReviewPage(db: Queryable, target: ReviewTarget, page: Page): Promise<ReviewJson[]> {
  const where = targetCondition(target);
  const { limit, offset } = limitOffset(page);
  const rows = await db.query<Omit<ReviewJson, 'created_at'> & { created_at: Date }>(
    `SELECT r.id, u.name AS customer_name, u.profile_photo AS customer_profile, r.rating, r.description, r.created_at
       FROM reviews r JOIN users u ON u.id = r.user_id
      WHERE ${where.sql}
      ORDER BY r.created_at DESC, r.id DESC LIMIT $2::int OFFSET $3::int`,
    [where.value, limit, offset],
  );
  return rows.map((row) => ({ ...row, created_at: isoDate(row.created_at) }));
}
