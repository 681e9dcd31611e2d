import type { Queryable } from '../database.js';
import type { IssueTypeJson, TicketStatus } from '../../schemas/tickets.js';
import { localizedColumn } from './localized-text.js';

export interface TicketRow {
  id: number;
  ticket_no: string;
  order_number: string | null;
  status: TicketStatus;
  subject: string;
  issue_type: string;
  email: string;
  phone: string | null;
  customer_can_reply: boolean;
  created_at: Date | string;
}

export interface MessageRow {
  id: number;
  message: string;
  created_at: Date | string;
  sender_id: number | null;
  is_staff: boolean;
  sender_name: string | null;
  profile_photo: string | null;
}

export interface AttachmentRow {
  id: number;
  token: string;
  file_name: string;
  mime_type: string;
  size_bytes: number;
}

export interface NewTicket {
  ticketNo: string;
  userId: number;
  issueTypeId: number;
  orderNumber: string | null;
  subject: string;
  email: string;
  phone: string | null;
}

/** The ticket's columns, its issue type named in the language of placeholder `locale`. */
const ticketColumns = (locale: string) => `t.id, t.ticket_no, t.order_number, t.status, t.subject,
  ${localizedColumn('it', 'name', locale)} AS issue_type, t.email, t.phone, t.customer_can_reply, t.created_at`;
const FROM_TICKETS = 'FROM support_tickets t JOIN ticket_issue_types it ON it.id = t.issue_type_id';

/** The active issue types, named in `locale` (else the store's default language). */
export async function listIssueTypes(db: Queryable, locale: string): Promise<IssueTypeJson[]> {
  return db.query<IssueTypeJson>(
    `SELECT it.id, ${localizedColumn('it', 'name', '$1')} AS name FROM ticket_issue_types it WHERE it.is_active ORDER BY it.sort_order, it.id`,
    [locale],
  );
}

export async function isActiveIssueType(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM ticket_issue_types WHERE id = $1 AND is_active', [id])).length > 0;
}

/** True when the order code is one of the user's orders (a ticket may only name the caller's own). */
export async function isOwnOrderCode(db: Queryable, userId: number, orderCode: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM orders WHERE order_code = $1 AND user_id = $2', [orderCode, userId])).length > 0;
}

/** Inserts the ticket unless its number is taken; returns its id, or null on a taken number. */
export async function insertTicket(db: Queryable, ticket: NewTicket): Promise<number | null> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO support_tickets (ticket_no, user_id, issue_type_id, order_number, subject, email, phone)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (ticket_no) DO NOTHING RETURNING id`,
    [ticket.ticketNo, ticket.userId, ticket.issueTypeId, ticket.orderNumber, ticket.subject, ticket.email, ticket.phone],
  );
  return row?.id ?? null;
}

export async function insertTicketMessage(db: Queryable, ticketId: number, senderId: number, message: string): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    'INSERT INTO support_ticket_messages (ticket_id, sender_id, message) VALUES ($1, $2, $3) RETURNING id',
    [ticketId, senderId, message],
  );
  if (!row) throw new Error('ticket message was not stored');
  await db.query('UPDATE support_tickets SET updated_at = now() WHERE id = $1', [ticketId]);
  return row.id;
}

export async function insertTicketAttachment(db: Queryable, ticketId: number, messageId: number, mediaFileId: number): Promise<void> {
  await db.query('INSERT INTO support_ticket_attachments (ticket_id, message_id, media_file_id) VALUES ($1, $2, $3)', [
    ticketId,
    messageId,
    mediaFileId,
  ]);
}

export type TicketCounts = Record<TicketStatus, number>;

/** How many of the user's tickets are in each status. */
export async function countTicketsByStatus(db: Queryable, userId: number): Promise<TicketCounts> {
  const rows = await db.query<{ status: TicketStatus; n: number }>(
    'SELECT status, count(*) AS n FROM support_tickets WHERE user_id = $1 GROUP BY status',
    [userId],
  );
  const counts: TicketCounts = { running: 0, completed: 0, cancel: 0 };
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

/** A page of the user's tickets (optionally of one status), the latest first. */
export async function listTickets(
  db: Queryable,
  userId: number,
  status: TicketStatus | null,
  page: { limit: number; offset: number; locale: string },
): Promise<TicketRow[]> {
  return db.query<TicketRow>(
    `SELECT ${ticketColumns('$5')} ${FROM_TICKETS}
      WHERE t.user_id = $1 AND ($2::text IS NULL OR t.status = $2)
      ORDER BY t.created_at DESC, t.id DESC LIMIT $3 OFFSET $4`,
    [userId, status, page.limit, page.offset, page.locale],
  );
}

/** The user's ticket with this number; another user's ticket reads as missing. */
export async function findTicket(db: Queryable, userId: number, ticketNo: string, locale: string): Promise<TicketRow | null> {
  const [row] = await db.query<TicketRow>(`SELECT ${ticketColumns('$3')} ${FROM_TICKETS} WHERE t.ticket_no = $1 AND t.user_id = $2`, [
    ticketNo,
    userId,
    locale,
  ]);
  return row ?? null;
}

/** The conversation, oldest first; the first message is the ticket's body. */
export async function listTicketMessages(db: Queryable, ticketId: number): Promise<MessageRow[]> {
  return db.query<MessageRow>(
    `SELECT m.id, m.message, m.created_at, m.sender_id, m.is_staff, u.name AS sender_name, u.profile_photo
       FROM support_ticket_messages m LEFT JOIN users u ON u.id = m.sender_id
      WHERE m.ticket_id = $1 ORDER BY m.created_at, m.id`,
    [ticketId],
  );
}

export async function listTicketAttachments(db: Queryable, ticketId: number): Promise<AttachmentRow[]> {
  return db.query<AttachmentRow>(
    `SELECT a.id, f.token, f.file_name, f.mime_type, f.size_bytes
       FROM support_ticket_attachments a JOIN media_files f ON f.id = a.media_file_id
      WHERE a.ticket_id = $1 ORDER BY a.id`,
    [ticketId],
  );
}
