import type { Queryable } from '../database.js';
import { isoDate } from './catalog-sql.js';

/** The contract's FlashSale without its products (the routes add those). */
export interface FlashSaleSummaryJson {
  id: number;
  name: string;
  thumbnail: string;
  start_date: string;
  end_date: string;
}

interface FlashSaleRow {
  id: number;
  name: string;
  thumbnail: string;
  start_date: Date;
  end_date: Date;
}

const SELECT = "SELECT id, name, coalesce(thumbnail, '') AS thumbnail, start_date, end_date FROM flash_sales";

function summaryJson(row: FlashSaleRow): FlashSaleSummaryJson {
  return { ...row, start_date: isoDate(row.start_date), end_date: isoDate(row.end_date) };
}

/** The active flash sale with this id (running, incoming or ended), or null. */
export async function findFlashSale(db: Queryable, id: number): Promise<FlashSaleSummaryJson | null> {
  const [row] = await db.query<FlashSaleRow>(`${SELECT} WHERE id = $1 AND is_active`, [id]);
  return row ? summaryJson(row) : null;
}

/**
 * The running sale that ends first and the incoming sale that starts first (the same "now" as
 * the product_pricing view: start_date <= now() < end_date is running).
 */
export async function currentFlashSales(
  db: Queryable,
): Promise<{ running: FlashSaleSummaryJson | null; incoming: FlashSaleSummaryJson | null }> {
  const [[running], [incoming]] = await Promise.all([
    db.query<FlashSaleRow>(
      `${SELECT} WHERE is_active AND start_date <= now() AND now() < end_date ORDER BY end_date, id LIMIT 1`,
    ),
    db.query<FlashSaleRow>(`${SELECT} WHERE is_active AND start_date > now() ORDER BY start_date, id LIMIT 1`),
  ]);
  return { running: running ? summaryJson(running) : null, incoming: incoming ? summaryJson(incoming) : null };
}

/**
 * Milliseconds from the database's now until the next start or end of an active flash sale (when
 * prices change with no write at all), or null when none is ahead. Measured on the database's
 * clock, which is the one the product_pricing view compares with.
 */
export async function msUntilNextFlashSaleBoundary(db: Queryable): Promise<number | null> {
  const [row] = await db.query<{ ms: number | null }>(
    `SELECT (extract(epoch FROM min(moment) - now()) * 1000)::float8 AS ms
       FROM (SELECT start_date AS moment FROM flash_sales WHERE is_active AND start_date > now()
             UNION ALL
             SELECT end_date FROM flash_sales WHERE is_active AND end_date > now()) boundaries`,
  );
  return row?.ms ?? null;
}
