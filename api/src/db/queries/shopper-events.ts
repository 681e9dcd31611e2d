import type { Queryable } from '../database.js';

/** One change a shopper waits for (migrations 0170, 0210): what the stream sends as one SSE event. */
export interface ShopperEvent {
  /** The order of the store's events (shopper_events.id). It counts every shopper's: never shown to one. */
  id: number;
  /** What the shopper's stream calls the event (`id:`, and Last-Event-ID back): random, it counts nothing. */
  public_id: string;
  user_id: number;
  kind: 'order' | 'ticket' | 'basket' | 'wishlist' | 'session_revoked';
  data: Record<string, unknown>;
}

const EVENT_COLUMNS = 'id::int AS id, public_id::text AS public_id, user_id, kind, data';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The user's events after the one with `afterId` (shopper_events.id), oldest first, at most `limit`. */
export function eventsAfter(db: Queryable, userId: number, afterId: number, limit: number): Promise<ShopperEvent[]> {
  return db.query<ShopperEvent>(`SELECT ${EVENT_COLUMNS} FROM shopper_events WHERE user_id = $1 AND id > $2 ORDER BY id LIMIT $3`, [
    userId,
    afterId,
    limit,
  ]);
}

/** What a reconnecting client missed: the events after its last one, oldest first. */
export interface MissedEvents {
  /** shopper_events.id of the client's last event. */
  lastId: number;
  events: ShopperEvent[];
}

/**
 * The user's events after the one the client names by `lastEventId` (its Last-Event-ID), at most
 * `limit`. Null when that is not an event of this user still kept (pruned, forged, another
 * shopper's), or more than `limit` came after it: the client must refetch. The answer is the same
 * whatever other shoppers did, so it tells nothing of them.
 */
export async function missedEvents(db: Queryable, userId: number, lastEventId: string, limit: number): Promise<MissedEvents | null> {
  if (!UUID.test(lastEventId)) return null;
  // The client's own event first, then what came after it: one statement, no row if it is unknown.
  const rows = await db.query<ShopperEvent>(
    `SELECT ${EVENT_COLUMNS} FROM shopper_events
      WHERE user_id = $1 AND id >= (SELECT min(id) FROM shopper_events WHERE user_id = $1 AND public_id = $2::uuid)
      ORDER BY id LIMIT $3`,
    [userId, lastEventId, limit + 2],
  );
  const [last, ...events] = rows;
  if (!last || events.length > limit) return null;
  return { lastId: last.id, events };
}
