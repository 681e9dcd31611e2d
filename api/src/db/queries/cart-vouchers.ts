import type { Queryable } from '../database.js';

export interface CouponRow {
  id: number;
  shop_id: number;
  shop_name: string;
  code: string;
  discount_type: 'Amount' | 'Percentage';
  discount: number;
  min_order_amount: number;
  max_discount_amount: number | null;
  limit_for_user: number | null;
  total_limit: number | null;
  used_count: number;
  starts_at: Date;
  ends_at: Date;
  is_active: boolean;
  /** Judged by the database clock, which every API instance shares. */
  has_started: boolean;
  has_ended: boolean;
}

export interface ListedCoupon extends CouponRow {
  is_collected: boolean;
}

const COLUMNS = `c.id, c.shop_id, s.name AS shop_name, c.code, c.discount_type, c.discount, c.min_order_amount,
  c.max_discount_amount, c.limit_for_user, c.total_limit, c.used_count, c.starts_at, c.ends_at, c.is_active,
  c.starts_at <= now() AS has_started, c.ends_at <= now() AS has_ended`;

/** Active, started, not ended and not used up: what a shopper may still collect or apply. */
const USABLE = `c.is_active AND c.starts_at <= now() AND c.ends_at > now()
  AND (c.total_limit IS NULL OR c.used_count < c.total_limit)`;

export interface CouponListFilter {
  shopId: number | undefined;
  /** Only the vouchers this user collected. */
  collectedOnly: boolean;
  limit: number;
  offset: number;
}

/** Usable vouchers (of a shop), soonest ending first, with the caller's is_collected. */
export async function listUsableCoupons(
  db: Queryable,
  userId: number,
  filter: CouponListFilter,
): Promise<{ total: number; coupons: ListedCoupon[] }> {
  const where = [USABLE];
  const params: unknown[] = [userId];
  if (filter.shopId !== undefined) {
    params.push(filter.shopId);
    where.push(`c.shop_id = $${params.length}`);
  }
  if (filter.collectedOnly) where.push('cc.user_id IS NOT NULL');
  const from = `FROM coupons c JOIN shops s ON s.id = c.shop_id AND s.is_active
    LEFT JOIN collected_coupons cc ON cc.coupon_id = c.id AND cc.user_id = $1
    WHERE ${where.join(' AND ')}`;
  const [count] = await db.query<{ total: number }>(`SELECT count(*) AS total ${from}`, params);
  const coupons = await db.query<ListedCoupon>(
    `SELECT ${COLUMNS}, cc.user_id IS NOT NULL AS is_collected ${from}
      ORDER BY c.ends_at, c.id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, filter.limit, filter.offset],
  );
  return { total: count?.total ?? 0, coupons };
}

export interface CollectedCoupon extends CouponRow {
  /** How many of the user's orders used it (limit_for_user counts these). */
  user_redemptions: number;
}

/**
 * The vouchers the user collected of these shops, in any state: the checkout also shows the ones
 * that do not apply now and why. Live ones first, soonest ending first.
 */
export async function listCollectedCoupons(db: Queryable, userId: number, shopIds: readonly number[]): Promise<CollectedCoupon[]> {
  return db.query<CollectedCoupon>(
    `SELECT ${COLUMNS},
       (SELECT count(*) FROM coupon_redemptions r WHERE r.coupon_id = c.id AND r.user_id = $1) AS user_redemptions
     FROM collected_coupons cc JOIN coupons c ON c.id = cc.coupon_id JOIN shops s ON s.id = c.shop_id
     WHERE cc.user_id = $1 AND c.shop_id = ANY($2::int[])
     ORDER BY c.ends_at <= now(), c.ends_at, c.id LIMIT 100`,
    [userId, shopIds],
  );
}

export async function findCouponById(db: Queryable, id: number): Promise<CouponRow | null> {
  const [row] = await db.query<CouponRow>(`SELECT ${COLUMNS} FROM coupons c JOIN shops s ON s.id = c.shop_id WHERE c.id = $1`, [id]);
  return row ?? null;
}

/** Codes are typed by shoppers: matched regardless of case (the unique index is on upper(code)). */
export async function findCouponByCode(db: Queryable, code: string): Promise<CouponRow | null> {
  const [row] = await db.query<CouponRow>(
    `SELECT ${COLUMNS} FROM coupons c JOIN shops s ON s.id = c.shop_id WHERE upper(c.code) = upper($1)`,
    [code],
  );
  return row ?? null;
}

/** False when the user had already collected it (the primary key decides, even under races). */
export async function collectCoupon(db: Queryable, userId: number, couponId: number): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO collected_coupons (user_id, coupon_id) VALUES ($1, $2)
     ON CONFLICT (user_id, coupon_id) DO NOTHING RETURNING coupon_id`,
    [userId, couponId],
  );
  return rows.length > 0;
}

export async function countUserRedemptions(db: Queryable, couponId: number, userId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*) AS n FROM coupon_redemptions WHERE coupon_id = $1 AND user_id = $2', [
    couponId,
    userId,
  ]);
  return row?.n ?? 0;
}

/**
 * Takes one use of the voucher if its total limit allows, in one conditional UPDATE. The row
 * stays locked until the transaction ends, so concurrent placements with the same voucher queue
 * here and each sees the uses (and per-user redemptions) committed before it.
 */
export async function claimCouponUse(tx: Queryable, couponId: number): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE coupons SET used_count = used_count + 1
      WHERE id = $1 AND (total_limit IS NULL OR used_count < total_limit) RETURNING id`,
    [couponId],
  );
  return rows.length > 0;
}

export async function insertRedemption(
  tx: Queryable,
  redemption: { couponId: number; userId: number; orderId: number; discountAmount: number },
): Promise<void> {
  await tx.query('INSERT INTO coupon_redemptions (coupon_id, user_id, order_id, discount_amount) VALUES ($1, $2, $3, $4)', [
    redemption.couponId,
    redemption.userId,
    redemption.orderId,
    redemption.discountAmount,
  ]);
}

/** A cancelled order gives its voucher use back. */
export async function releaseRedemptions(tx: Queryable, orderId: number): Promise<void> {
  await tx.query(
    `WITH released AS (DELETE FROM coupon_redemptions WHERE order_id = $1 RETURNING coupon_id)
     UPDATE coupons c SET used_count = greatest(c.used_count - r.n, 0)
       FROM (SELECT coupon_id, count(*)::int AS n FROM released GROUP BY coupon_id) r
      WHERE c.id = r.coupon_id`,
    [orderId],
  );
}
