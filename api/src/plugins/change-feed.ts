import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database.js';
import { msUntilNextFlashSaleBoundary } from '../db/queries/catalog-flash-sales.js';

/** The NOTIFY channel of migration 0050's triggers. */
export const CHANGE_CHANNEL = 'public_data_changed';

/**
 * What hears of the catalogue's changes (the public answers' caches, the search index, the
 * product cards, the store's languages): the database's notices, and the flash sales' starts and
 * ends, announced as changes to `flash_sales`.
 */
export interface ChangeSubscriber {
  /** A change to `table`; `stockOf` when only the stock (and sales) of those products changed. */
  changed(table: string, stockOf: number[] | null): void;
  /** The feed broke: changes may go unheard until `resumed`. */
  interrupted?(): void;
  /** Listening again; what changed in between is unknown. */
  resumed?(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The database's change notices about this schema's tables (migrations 0050 and 0120), for whoever keeps a copy. */
    changeFeed: { subscribe(subscriber: ChangeSubscriber): void };
  }
}

/**
 * A change notice (migrations 0050 and 0120): "<table>" for any change, "<table>:stock:<ids>" when
 * only the stock of those products changed. Anything unreadable counts as a change to the table.
 */
export function parseNotice(notice: string): { table: string; stockOf: number[] | null } {
  const [table = notice, kind, list] = notice.split(':');
  if (kind !== 'stock' || !list) return { table, stockOf: null };
  const ids = list.split(',').map(Number);
  return ids.every((id) => Number.isSafeInteger(id) && id > 0) ? { table, stockOf: ids } : { table, stockOf: null };
}

/** A day: the longest a timer is set for (Node's limit is about 24.8 days). */
const LONGEST_TIMER_MS = 86_400_000;
/** Fire a little after the boundary, so the database's now() is surely past it. */
const BOUNDARY_MARGIN_MS = 25;
/** Sets a timer for the next start or end of a flash sale, and again after each one. */
class FlashSaleClock {
  private timer: NodeJS.Timeout | undefined;
  private arming = false;
  private armAgain = false;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly tick: () => void,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Reads the next boundary (again, if a read is running: the sales may have changed meanwhile). */
  arm(): void {
    if (this.arming) {
      this.armAgain = true;
      return;
    }
    this.arming = true;
    msUntilNextFlashSaleBoundary(this.db)
      .then((ms) => this.schedule(ms))
      .catch((error: unknown) => this.log.warn({ err: error }, 'could not read the next flash sale boundary'))
      .finally(() => {
        this.arming = false;
        if (this.armAgain && !this.stopped) {
          this.armAgain = false;
          this.arm();
        }
      });
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private schedule(ms: number | null): void {
    clearTimeout(this.timer);
    if (ms === null || this.stopped) return;
    const wait = ms + BOUNDARY_MARGIN_MS;
    this.timer = setTimeout(
      () => {
        if (wait <= LONGEST_TIMER_MS) this.tick();
        this.arm();
      },
      Math.min(wait, LONGEST_TIMER_MS),
    );
    this.timer.unref();
  }
}

/** Prices change at a flash sale's start and end with no write at all: the clock watches these. */
const FLASH_SALE_TABLES: readonly string[] = ['flash_sales', 'flash_sale_products'];

/**
 * One LISTEN per instance on the triggers' channel, for every copy of the database's data this
 * instance keeps in memory. The triggers NOTIFY at commit on every connection's writes (every
 * instance's, an operator's psql); a write through this instance resolves after its own notices
 * reached the subscribers (db/database.ts: listen), so the writer reads what it wrote.
 */
export const changeFeed = fp(
  async function changeFeed(app: FastifyInstance) {
    const subscribers: ChangeSubscriber[] = [];
    const announce = (table: string, stockOf: number[] | null) => {
      for (const subscriber of subscribers) subscriber.changed(table, stockOf);
    };
    // A flash sale's start or end is announced as a change to the sales.
    const clock = new FlashSaleClock(app.db, () => announce('flash_sales', null), app.log);
    const [row] = await app.db.query<{ schema: string }>('SELECT current_schema() AS schema');
    const prefix = `${row?.schema ?? 'public'}.`;
    const listener = await app.db.listen(CHANGE_CHANNEL, {
      notify(payload) {
        if (!payload.startsWith(prefix)) return;
        const { table, stockOf } = parseNotice(payload.slice(prefix.length));
        announce(table, stockOf);
        if (FLASH_SALE_TABLES.includes(table)) clock.arm();
      },
      interrupted() {
        app.log.warn('database change feed interrupted: what is kept in memory may miss changes until it is back');
        for (const subscriber of subscribers) subscriber.interrupted?.();
      },
      resumed() {
        app.log.info('database change feed listening again');
        for (const subscriber of subscribers) subscriber.resumed?.();
        clock.arm();
      },
    });
    clock.arm();
    app.decorate('changeFeed', { subscribe: (subscriber: ChangeSubscriber) => void subscribers.push(subscriber) });
    app.addHook('onClose', async () => {
      clock.stop();
      await listener.close();
    });
  },
  { name: 'change-feed' },
);
