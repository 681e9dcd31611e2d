import type { paths } from '../client/generated/api-schema';

/**
 * One event of the signed-in shopper's stream, GET /api/events, as the server's one schema of them
 * says (api/src/schemas/live-events.ts, through the OpenAPI document): an order's status, payment or
 * refund changed (`changed` names which), a ticket's message or status, the basket or wishlist
 * changed elsewhere, this session revoked. `resync` has no id: events may have been lost, so
 * whatever is on screen is fetched again (docs/live-updates.md).
 */
export type LiveEvent = paths['/api/events']['get']['responses'][200]['content']['text/event-stream'];

export type OrderLiveData = Extract<LiveEvent, { kind: 'order' }>['data'];
export type TicketLiveData = Extract<LiveEvent, { kind: 'ticket' }>['data'];

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
