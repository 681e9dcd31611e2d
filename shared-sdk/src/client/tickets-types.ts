/** Types of the support-ticket calls (docs/api.md#support-tickets). */
import type { ApiData, ApiQuery } from './api-schema-types';

export type IssueType = ApiData<'/api/ticket-issue-types', 'get'>['issue_types'][number];

/** A ticket in the list: `issue_type` is the issue type's name, `created_at` ISO 8601. */
export type TicketSummary = TicketList['support_tickets'][number];
export type TicketStatus = TicketSummary['status'];

/** A message of a ticket's conversation; `sender_id` is null for a staff member who has since left. */
export type TicketMessage = ApiData<'/api/support-ticket-messages', 'get'>['messages'][number];

/**
 * A ticket with its conversation: `message` is its body (the first message), `user_chat` whether the
 * shopper may reply now (the ticket allows it and is still running); attachment URLs are root-relative.
 */
export type SupportTicket = ApiData<'/api/support-ticket/show', 'get'>['support_ticket'];

export type TicketQuery = ApiQuery<'/api/support-tickets', 'get'>;

/** The caller's tickets with counts per status; `total` counts those matching the query (all statuses when none is asked for). */
export type TicketList = ApiData<'/api/support-tickets', 'get'>;

/**
 * POST /support-ticket (multipart); attachments are JPEG, PNG or PDF files of at most 2 MB, 5 at
 * most. Written out: a form field cannot be null (ticketForm appends each text as it is), where the
 * schema also takes null for subject, phone and order_number.
 */
export interface NewTicket {
  issue_type: number;
  subject?: string;
  message: string;
  email: string;
  phone?: string;
  /** One of the shopper's own order codes. */
  order_number?: string;
  attachments?: Blob[];
}
