import type { Queryable } from '../database.js';

/** One change a shopper waits for (migration 0170): what the stream sends as one SSE event. */
export interface ShopperEvent {
  id: number;
  user_id: number;
  kind: 'order' | 'ticket' | 'basket' | 'wishlist' | 'session_revoked';
  data: Record<string, unknown>;
}

/**
 * The user's events after `afterId`, oldest first, at most `limit`; and whether the log still
 * reaches back that far (false: events after `afterId` were pruned, the client must refetch).
 */
export async function eventsSince(
  db: Queryable,
  userId: number,
  afterId: number,
  limit: number,
): Promise<{ events: ShopperEvent[]; complete: boolean }> {
  const [log] = await db.query<{ oldest: number | null; newest: number }>(
    `SELECT (SELECT min(id) FROM shopper_events)::int AS oldest,
            (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM shopper_events_id_seq)::int AS newest`,
  );
  const events = await db.query<ShopperEvent>(
    `SELECT id::int AS id, user_id, kind, data FROM shopper_events
      WHERE user_id = $1 AND id > $2 ORDER BY id LIMIT $3`,
    [userId, afterId, limit + 1],
  );
  // Complete when nothing after the client's last event was pruned (the log still starts at or
  // before the next one, or, emptied, ended with it) and the id is one this database gave out.
  const { oldest, newest } = log ?? { oldest: null, newest: 0 };
  const reaches = oldest === null ? afterId === newest : oldest <= afterId + 1;
  return { events: events.slice(0, limit), complete: afterId <= newest && reaches && events.length <= limit };
}
