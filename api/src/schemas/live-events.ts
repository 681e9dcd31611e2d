import { z } from 'zod';
import { ORDER_STATUSES, order } from './orders.js';
import { TICKET_STATUSES } from './tickets.js';

/**
 * The events of GET /api/events (docs/live-updates.md), written once: the database's triggers make
 * them (migrations 0170 and 0180), the stream sends each as an SSE message (`event:` its kind, `id:`
 * its id, `data:` the JSON of its data), the OpenAPI document describes them with this schema, and
 * the client's type is generated from it. The events test holds the triggers' output to it.
 */

/** An order's status, payment or refund changed; `changed` names which. */
export const orderLiveData = z.object({
  order_id: z.number().int(),
  order_code: z.string(),
  order_status: z.enum(ORDER_STATUSES),
  payment_status: order.shape.payment_status,
  refund_status: z.enum(['Pending', 'Refunded']).nullable(),
  changed: z.array(z.enum(['order_status', 'payment_status', 'refund_status'])),
});

/** A message was added to a ticket (`message_id`, who wrote it), or its status changed. */
export const ticketLiveData = z.object({
  ticket_id: z.number().int(),
  message_id: z.number().int().optional(),
  is_staff: z.boolean().optional(),
  status: z.enum(TICKET_STATUSES),
});

/** The random id the client sends back as Last-Event-ID to get what it missed. */
const eventId = z.string().describe('Opaque and random: send it back as Last-Event-ID');

export const liveEvent = z
  .union([
    z.object({ kind: z.literal('order'), id: eventId, data: orderLiveData }),
    z.object({ kind: z.literal('ticket'), id: eventId, data: ticketLiveData }),
    z.object({ kind: z.enum(['basket', 'wishlist']), id: eventId }).describe('Changed elsewhere: fetch it again'),
    z.object({ kind: z.literal('session_revoked'), id: eventId }).describe('This session was revoked: the stream then ends'),
    z.object({ kind: z.literal('resync') }).describe('Events may have been lost: fetch again whatever is on screen'),
  ])
  .describe('One event of the stream: its SSE `event` is `kind`, its `id` is `id`, its `data` the JSON of `data`');

export type LiveEvent = z.infer<typeof liveEvent>;
