import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/database.js';
import { cardsInOrder, guestCardRows, type CardRow, type ProductJson } from '../db/queries/catalog-products.js';
import { CATALOG_TABLES } from './public-answers.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Product cards as a guest sees them, kept in memory as fresh as the database (docs/search.md, "Speed"). */
    productCards: ProductCards;
  }
}

/** Cards kept at most: a 20,000-product catalogue whole (a card's row is one to two kilobytes). */
const MAX_CARDS_KEPT = 25_000;
const CARD_TABLES: ReadonlySet<string> = new Set(CATALOG_TABLES);

/**
 * Guests' product cards by id, read from the database once and kept until a change to what they
 * are made of (the change feed: a catalogue table, a flash sale's start or end), or, for an
 * order's stock notice, until a change to those products. A card read while a change was heard is
 * served but not kept, so nothing older than the change outlives it.
 */
export class ProductCards {
  private readonly rows = new LRUCache<number, CardRow>({ max: MAX_CARDS_KEPT });
  /** Counts the changes heard: a read that saw one keeps nothing. */
  private changes = 0;

  constructor(private readonly db: Database) {}

  changed(table: string, stockOf: number[] | null): void {
    if (!CARD_TABLES.has(table)) return;
    this.changes++;
    if (stockOf) stockOf.forEach((id) => this.rows.delete(id));
    else this.rows.clear();
  }

  /** The feed was down: anything may have changed. */
  forget(): void {
    this.changes++;
    this.rows.clear();
  }

  /** The cards of the listed products among `ids`, in that order, in `locale`. */
  async cards(ids: readonly number[], locale?: string): Promise<ProductJson[]> {
    const found = new Map<number, CardRow>();
    const missing: number[] = [];
    for (const id of ids) {
      const row = this.rows.get(id);
      if (row) found.set(id, row);
      else missing.push(id);
    }
    if (missing.length > 0) {
      const before = this.changes;
      const read = await guestCardRows(this.db, missing);
      const keep = this.changes === before;
      for (const row of read) {
        found.set(row.id, row);
        if (keep) this.rows.set(row.id, row);
      }
    }
    return cardsInOrder(ids, found, locale);
  }
}

/** The guests' product cards in memory, dropped as the change feed says. */
export const productCards = fp(
  async function productCards(app: FastifyInstance) {
    const cards = new ProductCards(app.db);
    app.decorate('productCards', cards);
    app.changeFeed.subscribe({
      changed: (table, stockOf) => cards.changed(table, stockOf),
      interrupted: () => cards.forget(),
      resumed: () => cards.forget(),
    });
  },
  { name: 'product-cards', dependencies: ['change-feed'] },
);
