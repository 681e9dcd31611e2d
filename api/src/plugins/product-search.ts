import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database.js';
import { listedSearchRows, salesOf, suggestedCategories, suggestedShops, unaccentedLetters } from '../db/queries/search-rows.js';
import { SearchCatalogue } from '../lib/search-engine.js';
import { NameFinder, SUGGESTION_LIMITS, type Suggested } from '../lib/search-names.js';
import { searchFolder } from '../lib/search-text.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The product search's index in memory, kept as fresh as the database (docs/search.md). */
    productSearch: ProductSearch;
  }
}

/**
 * Tables a product's search row, whether it is listed, or a suggested shop or category is made of:
 * a change reads them all again.
 */
const SEARCHED_TABLES = new Set(['products', 'brands', 'categories', 'sub_categories', 'shops']);

/**
 * The search catalogue of the listed products, read from the database and read again after a
 * change (docs/search.md, "Kept fresh"). A search waits for the catalogue to have every change
 * notified before it began: an answer the public cache keeps is never made of an older catalogue.
 * An order (a stock notice) only re-reads those products' sales and ratings.
 */
export class ProductSearch {
  private current: SearchCatalogue | null = null;
  private shops: NameFinder | null = null;
  private categories: NameFinder | null = null;
  private fold: ((text: string) => string) | null = null;
  /** Counts the changes heard; `readAt` is the count the current catalogue was read after. */
  private changes = 0;
  private readAt = -1;
  /** The same for orders' stock notices: the products whose sales changed, and how many notices. */
  private readonly salesChanged = new Set<number>();
  private salesNotices = 0;
  private salesReadAt = 0;
  private work: Promise<void> | null = null;

  constructor(private readonly db: Database) {}

  /** A change notice (plugins/change-feed.ts). */
  changed(table: string, stockOf: number[] | null): void {
    if (!SEARCHED_TABLES.has(table)) return;
    if (stockOf) {
      stockOf.forEach((id) => this.salesChanged.add(id));
      this.salesNotices++;
    } else this.changes++;
  }

  /** After the change feed was down: anything may have changed. */
  resumed(): void {
    this.changes++;
  }

  /**
   * The catalogue as of every change heard before the call (not those heard while it waits: a
   * steady stream of edits must not keep a search waiting).
   */
  async catalogue(): Promise<SearchCatalogue> {
    const changes = this.changes;
    const salesNotices = this.salesNotices;
    for (;;) {
      if (this.work) await this.work;
      else if (!this.current || this.readAt < changes) this.work = this.settle(this.read());
      else if (this.salesReadAt < salesNotices) this.work = this.settle(this.readSales(this.current));
      else return this.current;
    }
  }

  /** The ids of the listed products `text` finds, best first. */
  async search(text: string): Promise<number[]> {
    return (await this.catalogue()).search(text);
  }

  /**
   * What the header suggests for `text` (its words, suggestionWords): the products it finds (ids,
   * best first, as the lists order them), and the shops and categories with a word of their names
   * beginning with each typed word, in `locale`.
   */
  async suggest(
    text: string,
    words: readonly string[],
    locale?: string,
  ): Promise<{ productIds: number[]; shops: Suggested[]; categories: Suggested[] }> {
    const catalogue = await this.catalogue();
    return {
      productIds: catalogue.search(text, SUGGESTION_LIMITS.products),
      shops: this.shops?.find(words, SUGGESTION_LIMITS.shops, locale) ?? [],
      categories: this.categories?.find(words, SUGGESTION_LIMITS.categories, locale) ?? [],
    };
  }

  private settle(work: Promise<void>): Promise<void> {
    return work.finally(() => {
      this.work = null;
    });
  }

  private async read(): Promise<void> {
    const at = this.changes;
    const salesAt = this.salesNotices;
    this.salesChanged.clear();
    const fold = (this.fold ??= searchFolder(await unaccentedLetters(this.db)));
    const [rows, shops, categories] = [await listedSearchRows(this.db), await suggestedShops(this.db), await suggestedCategories(this.db)];
    this.current = await SearchCatalogue.build(rows, fold);
    this.shops = new NameFinder(shops, fold);
    this.categories = new NameFinder(categories, fold);
    this.readAt = at;
    this.salesReadAt = Math.max(this.salesReadAt, salesAt);
  }

  private async readSales(catalogue: SearchCatalogue): Promise<void> {
    const at = this.salesNotices;
    const ids = [...this.salesChanged];
    this.salesChanged.clear();
    for (const row of await salesOf(this.db, ids)) catalogue.setSales(row.id, row.sold, row.rating);
    this.salesReadAt = at;
  }
}

/** The product search's index: read as the app starts, and again after each change to what it is made of. */
export const productSearch = fp(
  async function productSearch(app: FastifyInstance) {
    const search = new ProductSearch(app.db);
    app.decorate('productSearch', search);
    app.changeFeed.subscribe({ changed: (table, stockOf) => search.changed(table, stockOf), resumed: () => search.resumed() });
    // Read ahead of the first search, without holding the start up.
    app.addHook('onReady', async () => {
      search.catalogue().catch((error: unknown) => app.log.warn({ err: error }, 'could not read the search index yet'));
    });
  },
  { name: 'product-search', dependencies: ['change-feed'] },
);
