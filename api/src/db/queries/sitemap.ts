import type { Queryable } from '../database.js';

/** What a sitemap lists: each thing the storefront has a public page for. */
export type SitemapKind = 'products' | 'shops' | 'categories' | 'pages';

export interface SitemapEntry {
  /** Product, shop or category id; for pages the legal page's slug. */
  key: string;
  /** Last change, when the table keeps one. */
  updated_at: Date | null;
}

/** Only what the storefront shows: active products of active shops in active categories. */
const LISTED = {
  products: `SELECT p.id::text AS key, p.updated_at FROM products p
    JOIN shops s ON s.id = p.shop_id AND s.is_active
    JOIN categories c ON c.id = p.category_id AND c.is_active
    WHERE p.is_active`,
  shops: 'SELECT id::text AS key, NULL::timestamptz AS updated_at FROM shops WHERE is_active',
  categories: 'SELECT id::text AS key, NULL::timestamptz AS updated_at FROM categories WHERE is_active',
  pages: 'SELECT slug AS key, updated_at FROM legal_pages',
} as const;

const ORDER = { products: 'p.id', shops: 'id', categories: 'id', pages: 'slug' } as const;

/** How many entries of each kind there are (a sitemap index pages them). */
export async function countSitemapEntries(db: Queryable): Promise<Record<SitemapKind, number>> {
  const [row] = await db.query<Record<SitemapKind, string>>(
    `SELECT (SELECT count(*) FROM (${LISTED.products}) p) AS products,
            (SELECT count(*) FROM (${LISTED.shops}) s) AS shops,
            (SELECT count(*) FROM (${LISTED.categories}) c) AS categories,
            (SELECT count(*) FROM (${LISTED.pages}) l) AS pages`,
  );
  return {
    products: Number(row?.products ?? 0),
    shops: Number(row?.shops ?? 0),
    categories: Number(row?.categories ?? 0),
    pages: Number(row?.pages ?? 0),
  };
}

/** One page of a kind's entries, in a stable order. */
export function listSitemapEntries(db: Queryable, kind: SitemapKind, page: number, perPage: number): Promise<SitemapEntry[]> {
  return db.query<SitemapEntry>(`${LISTED[kind]} ORDER BY ${ORDER[kind]} LIMIT $1 OFFSET $2`, [perPage, (page - 1) * perPage]);
}
