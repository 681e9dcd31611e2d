import type { LiveEvent } from './live-event';

/**
 * The tags of the queries whose answers an event makes old (`Query.tags`; docs/live-updates.md):
 * 'orders' (every list of orders) and the order's own `order:<id>`; 'tickets' (the lists) and, for a
 * new message, the ticket's conversation `ticket:<id>:messages`, for a new status the ticket
 * `ticket:<id>`; 'wishlist'; 'basket'. After `resync` every tagged answer, since events may have
 * been lost. A revoked session clears the whole cache anyway (the auth store's `clearSession`).
 */
export function liveEventTags(event: LiveEvent): readonly string[] | 'all' {
  switch (event.kind) {
    case 'order':
      return ['orders', `order:${event.data.order_id}`];
    case 'ticket': {
      const ticket = `ticket:${event.data.ticket_id}`;
      return ['tickets', event.data.message_id === undefined ? ticket : `${ticket}:messages`];
    }
    case 'basket':
    case 'wishlist':
      return [event.kind];
    case 'session_revoked':
      return [];
    case 'resync':
      return 'all';
  }
}
