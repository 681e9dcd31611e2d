import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The NOTIFY channel of migration 0050's triggers. */
export const CHANGE_CHANNEL = 'public_data_changed';

/** What hears of the catalogue's changes: the public answers' caches, the search index, the store's languages. */
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

/**
 * One LISTEN per instance on the triggers' channel, for every copy of the database's data this
 * instance keeps in memory. The triggers NOTIFY at commit on every connection's writes (every
 * instance's, an operator's psql); a write through this instance resolves after its own notices
 * reached the subscribers (db/database.ts: listen), so the writer reads what it wrote.
 */
export const changeFeed = fp(
  async function changeFeed(app: FastifyInstance) {
    const subscribers: ChangeSubscriber[] = [];
    const [row] = await app.db.query<{ schema: string }>('SELECT current_schema() AS schema');
    const prefix = `${row?.schema ?? 'public'}.`;
    const listener = await app.db.listen(CHANGE_CHANNEL, {
      notify(payload) {
        if (!payload.startsWith(prefix)) return;
        const { table, stockOf } = parseNotice(payload.slice(prefix.length));
        for (const subscriber of subscribers) subscriber.changed(table, stockOf);
      },
      interrupted() {
        app.log.warn('database change feed interrupted: what is kept in memory may miss changes until it is back');
        for (const subscriber of subscribers) subscriber.interrupted?.();
      },
      resumed() {
        app.log.info('database change feed listening again');
        for (const subscriber of subscribers) subscriber.resumed?.();
      },
    });
    app.decorate('changeFeed', { subscribe: (subscriber: ChangeSubscriber) => void subscribers.push(subscriber) });
    app.addHook('onClose', () => listener.close());
  },
  { name: 'change-feed' },
);
