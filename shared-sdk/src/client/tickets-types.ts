/** Types of the support-ticket calls (docs/api.md#support-tickets). */

export type TicketStatus = 'running' | 'completed' | 'cancel';

export interface IssueType {
  id: number;
  name: string;
}

export interface TicketSummary {
  id: number;
  ticket_no: string;
  order_number: string | null;
  status: TicketStatus;
  subject: string;
  /** The issue type's name. */
  issue_type: string;
  /** ISO 8601 */
  created_at: string;
}

export interface TicketMessage {
  id: number;
  message: string;
  created_at: string;
  /** null for a staff member who has since left. */
  sender_id: number | null;
  sender_name: string;
  profile_photo: string | null;
}

interface TicketAttachment {
  id: number;
  /** Root-relative, e.g. /media/uploads/<token>.pdf */
  url: string;
  file_name: string;
  mime_type: string;
  size: number;
}

export interface SupportTicket extends TicketSummary {
  email: string;
  phone: string | null;
  /** The ticket's body (its first message). */
  message: string;
  /** The shopper may reply now: the ticket allows it and is still running. */
  user_chat: boolean;
  attachments: TicketAttachment[];
  messages: TicketMessage[];
}

export interface TicketQuery {
  page?: number;
  per_page?: number;
  status?: TicketStatus;
}

export interface TicketList {
  /** Tickets matching the query (all statuses when none is asked for). */
  total: number;
  running: number;
  completed: number;
  cancel: number;
  support_tickets: TicketSummary[];
}

/** POST /support-ticket; attachments are JPEG, PNG or PDF files of at most 2 MB, 5 at most. */
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
