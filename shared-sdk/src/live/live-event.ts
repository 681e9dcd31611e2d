import type { OrderStatus, PaymentStatus } from '../client/orders-types';

/** An order's status, payment or refund changed; `changed` names which (docs/live-updates.md). */
export interface OrderLiveData {
  order_id: number;
  order_code: string;
  order_status: OrderStatus;
  payment_status: PaymentStatus;
  refund_status: 'Pending' | 'Refunded' | null;
  changed: Array<'order_status' | 'payment_status' | 'refund_status'>;
}

/** A message was added to a ticket (`message_id`), or its status changed. */
export interface TicketLiveData {
  ticket_id: number;
  message_id?: number;
  is_staff?: boolean;
  status: string;
}

/**
 * One event of the signed-in shopper's stream, GET /api/events. `resync` has no id: events may
 * have been lost, so whatever is on screen is fetched again.
 */
export type LiveEvent =
  | { kind: 'order'; id: string; data: OrderLiveData }
  | { kind: 'ticket'; id: string; data: TicketLiveData }
  | { kind: 'basket' | 'wishlist' | 'session_revoked'; id: string }
  | { kind: 'resync' };

export type LiveEventKind = LiveEvent['kind'];

/** One SSE message as the parser hands it over. */
export interface StreamMessage {
  event?: string;
  id?: string;
  data: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseData(data: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(data);
    return isRecord(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** A message of the stream as an event, or undefined for one this build does not know (a newer server's). */
export function toLiveEvent(message: StreamMessage): LiveEvent | undefined {
  if (message.event === 'resync') return { kind: 'resync' };
  const id = message.id;
  if (!id) return undefined;
  switch (message.event) {
    case 'basket':
    case 'wishlist':
    case 'session_revoked':
      return { kind: message.event, id };
    case 'order': {
      const data = parseData(message.data);
      if (typeof data?.order_id !== 'number' || typeof data.order_code !== 'string') return undefined;
      const changed = Array.isArray(data.changed) ? data.changed : [];
      return { kind: 'order', id, data: { ...(data as unknown as OrderLiveData), changed } };
    }
    case 'ticket': {
      const data = parseData(message.data);
      if (typeof data?.ticket_id !== 'number') return undefined;
      return { kind: 'ticket', id, data: data as unknown as TicketLiveData };
    }
    default:
      return undefined;
  }
}
