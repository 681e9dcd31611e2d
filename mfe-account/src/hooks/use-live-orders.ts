import { useLiveEvent, useOrdersOnScreen } from 'shared-sdk';

const anyOrder = () => true;

/**
 * Keeps the orders a page shows current (docs/live-updates.md): `refresh` runs on an order event
 * `concerns` names (by default any order: a list's counts by status change too) and on `resync`.
 * `shownIds` are the orders on screen, so the shell does not also toast their changes.
 */
export function useLiveOrders(shownIds: readonly number[], refresh: () => void, concerns: (orderId: number) => boolean = anyOrder): void {
  useOrdersOnScreen(shownIds);
  useLiveEvent((event) => {
    if (event.kind === 'resync' || (event.kind === 'order' && concerns(event.data.order_id))) refresh();
  });
}
