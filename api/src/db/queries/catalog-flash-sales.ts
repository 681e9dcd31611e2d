import type { Queryable } from '../database.js';
import type { z } from 'zod';
import type { flashSaleSummary } from '../../schemas/catalog.js';
import { isoDate } from './catalog-sql.js';
import { localizedColumn } from './localized-text.js';

/** The contract's FlashSale without its products (the routes add those), as its zod schema says. */
export type FlashSaleSummaryJson = z.infer<typeof flashSaleSummary>;

interface FlashSaleRow {
  id: number;
  name: string;
  thumbnail: string;
  start_date: Date;
  end_date: Date;
}

/** A sale's columns, its name in the language `$1` (migration 0230), else the row's own. */
const COLUMNS = `fs.id, ${localizedColumn('fs', 'name', '$1')} AS name, coalesce(fs.thumbnail, '') AS thumbnail, fs.start_date, fs.end_date`;
const SELECT = `SELECT ${COLUMNS} FROM flash_sales fs`;
const SELECT_KIND = (kind: string) => `SELECT '${kind}' AS kind, ${COLUMNS} FROM flash_sales fs`;

function summaryJson(row: FlashSaleRow): FlashSaleSummaryJson {
  const { id, name, thumbnail } = row;
  return { id, name, thumbnail, start_date: isoDate(row.start_date), end_date: isoDate(row.end_date) };
}

/** The active flash sale with this id (running, incoming or ended), named in `locale`, or null. */
export async function findFlashSale(db: Queryable, id: number, locale: string): Promise<FlashSaleSummaryJson | null> {
  const [row] = await db.query<FlashSaleRow>(`${SELECT} WHERE fs.id = $2 AND fs.is_active`, [locale, id]);
  return row ? summaryJson(row) : null;
}

/**
 * The running sale that ends first and the incoming sale that starts first (the same "now" as
 * the product_pricing view: start_date <= now() < end_date is running), named in `locale`, in one
 * statement.
 */
export async function currentFlashSales(
  db: Queryable,
  locale: string,
): Promise<{ running: FlashSaleSummaryJson | null; incoming: FlashSaleSummaryJson | null }> {
  const rows = await db.query<FlashSaleRow & { kind: 'running' | 'incoming' }>(
    `(${SELECT_KIND('running')} WHERE fs.is_active AND fs.start_date <= now() AND now() < fs.end_date ORDER BY fs.end_date, fs.id LIMIT 1)
     UNION ALL
     (${SELECT_KIND('incoming')} WHERE fs.is_active AND fs.start_date > now() ORDER BY fs.start_date, fs.id LIMIT 1)`,
    [locale],
  );
  const of = (kind: 'running' | 'incoming') => {
    const row = rows.find((r) => r.kind === kind);
    return row ? summaryJson(row) : null;
  };
  return { running: of('running'), incoming: of('incoming') };
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
