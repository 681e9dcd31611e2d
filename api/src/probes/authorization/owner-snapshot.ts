import type { FastifyInstance } from 'fastify';
import { quoteIdent } from '../../db/postgres-database.js';
import { call } from '../../test-support/cart-fixtures.js';
import type { ShopperObjects } from '../shopper-objects.js';

/**
 * Everything shopper A can see of A's own objects, twice over: A's answers from the API, and
 * A's rows in every table that names a user, an order or a ticket. Two equal snapshots mean
 * nothing of A's changed in between.
 */

/** Columns a table can belong to A by; each maps to A's ids of that kind. */
const OWNER_COLUMNS = ['user_id', 'order_id', 'ticket_id', 'support_ticket_id'] as const;
/** A's own requests (the snapshot's GETs) touch these; nobody else's may, but they are A's doing. */
const TOUCHED_BY_OWNERS_READS = new Set(['access_tokens']);

function ownViewUrls(a: ShopperObjects): string[] {
  return [
    '/profile',
    '/addresses?per_page=100',
    '/orders?per_page=100',
    ...a.orderIds.map((id) => `/order-details?order_id=${id}`),
    '/support-tickets?per_page=100',
    `/support-ticket/show?ticket_number=${encodeURIComponent(a.ticketNumber)}`,
    `/support-ticket-messages?ticket_number=${encodeURIComponent(a.ticketNumber)}`,
    '/carts',
    '/favorite-products?per_page=100',
    `/get-collected-vouchers?shop_id=${a.shopId}`,
  ];
}

/** Catalogue numbers that other shoppers legitimately move (stock, sales, ratings) are left out. */
function withoutCatalogueCounters(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutCatalogueCounters);
  if (value === null || typeof value !== 'object') return value;
  const kept = Object.entries(value).filter(([key]) => !['total_sold', 'total_reviews', 'rating', 'shop_rating'].includes(key));
  return Object.fromEntries(kept.map(([key, inner]) => [key, withoutCatalogueCounters(inner)]));
}

async function ownView(app: FastifyInstance, a: ShopperObjects): Promise<Record<string, unknown>> {
  const view: Record<string, unknown> = {};
  for (const url of ownViewUrls(a)) {
    const response = await call(app, a.shopper, 'GET', url);
    view[url] = { status: response.statusCode, body: withoutCatalogueCounters(response.json()) };
  }
  // A favourite product's stock moves with everyone's orders: the list of ids is A's.
  const favourites = view['/favorite-products?per_page=100'] as { body: { data?: { products?: Array<{ id: number }> } } };
  view['/favorite-products?per_page=100'] = favourites.body.data?.products?.map((p) => p.id);
  return view;
}

async function ownedTables(app: FastifyInstance): Promise<Array<{ table: string; column: string }>> {
  const rows = await app.db.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND column_name = ANY($1::text[])
      ORDER BY table_name, column_name`,
    [OWNER_COLUMNS],
  );
  return rows
    .filter((row) => !TOUCHED_BY_OWNERS_READS.has(row.table_name))
    .map((row) => ({ table: row.table_name, column: row.column_name }));
}

async function ownRows(app: FastifyInstance, a: ShopperObjects): Promise<Record<string, unknown[]>> {
  const ids: Record<(typeof OWNER_COLUMNS)[number], number[]> = {
    user_id: [a.shopper.id],
    order_id: a.orderIds,
    ticket_id: [a.ticketId],
    support_ticket_id: [a.ticketId],
  };
  const rows: Record<string, unknown[]> = {
    users: await app.db.query('SELECT * FROM users WHERE id = $1', [a.shopper.id]),
  };
  for (const { table, column } of await ownedTables(app)) {
    const sql = `SELECT * FROM ${quoteIdent(table)} WHERE ${quoteIdent(column)} = ANY($1::int[]) ORDER BY 1`;
    rows[`${table}.${column}`] = await app.db.query(sql, [ids[column as keyof typeof ids]]);
  }
  return rows;
}

export async function ownerSnapshot(app: FastifyInstance, a: ShopperObjects): Promise<{ view: unknown; rows: unknown }> {
  return { view: await ownView(app, a), rows: await ownRows(app, a) };
}
