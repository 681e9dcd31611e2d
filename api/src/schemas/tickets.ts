import { z } from 'zod';

export const TICKET_STATUSES = ['running', 'completed', 'cancel'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/**
 * Response shapes of support tickets (docs/api.md): the routes answer with them and
 * domain/tickets.ts builds them as their z.infer types.
 */

/** What a ticket can be about, named in the reader's language. */
export const issueType = z.object({ id: z.number(), name: z.string() });

export const ticketSummaryBody = z.object({
  id: z.number(),
  ticket_no: z.string(),
  order_number: z.string().nullable(),
  status: z.enum(TICKET_STATUSES),
  subject: z.string(),
  issue_type: z.string(),
  created_at: z.string(),
});

export const ticketMessageJsonBody = z.object({
  id: z.number(),
  message: z.string(),
  created_at: z.string(),
  sender_id: z.number().nullable(),
  sender_name: z.string(),
  profile_photo: z.string().nullable(),
});

export const ticketBody = ticketSummaryBody.extend({
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  user_chat: z.boolean(),
  attachments: z.array(z.object({ id: z.number(), url: z.string(), file_name: z.string(), mime_type: z.string(), size: z.number() })),
  messages: z.array(ticketMessageJsonBody),
});

export type IssueTypeJson = z.infer<typeof issueType>;
export type TicketSummaryJson = z.infer<typeof ticketSummaryBody>;
export type TicketMessageJson = z.infer<typeof ticketMessageJsonBody>;
export type TicketJson = z.infer<typeof ticketBody>;
export type TicketAttachmentJson = TicketJson['attachments'][number];
