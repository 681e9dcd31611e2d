import { useEffect, useRef } from 'react';
import { useStores } from '../stores/store-context';
import type { LiveListener } from './live-store';

/**
 * Hears the signed-in shopper's live events while the component is mounted (docs/live-updates.md):
 * a page refetches what an event concerns, or all it shows on `resync`. The latest `listener` is
 * called, so it may close over the render's state. On mount it also hears the events of the last
 * few seconds (LiveStore.RECENT_EVENTS_MS): the page's data may have been fetched before it mounted.
 */
export function useLiveEvent(listener: LiveListener): void {
  const { live } = useStores();
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => live.subscribe((event) => latest.current(event), { replayRecent: true }), [live]);
}

/**
 * Says the page shows these orders, current (it refetches them on their events): their status
 * changes update it in place instead of toasting. `orderIds` is compared by value.
 */
export function useOrdersOnScreen(orderIds: readonly number[]): void {
  const { live } = useStores();
  const key = orderIds.join(',');
  useEffect(() => live.showOrders(key ? key.split(',').map(Number) : []), [live, key]);
}
