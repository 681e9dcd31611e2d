import { randomInt } from 'node:crypto';
import type { Database, Queryable } from '../db/database.js';
import {
  findTicket,
  insertTicket,
  insertTicketAttachment,
  insertTicketMessage,
  isActiveIssueType,
  isOwnOrderCode,
  listTicketAttachments,
  listTicketMessages,
  type AttachmentRow,
  type MessageRow,
  type TicketRow,
} from '../db/queries/tickets.js';
import { translate } from '../i18n/translate.js';
import { Refusal, invalidSelection } from '../lib/http-errors.js';
import { kindOfMime } from '../media/file-signature.js';
import { storeUpload, uploadUrl, type CheckedUpload } from '../media/uploads.js';
import type { TicketAttachmentJson, TicketJson, TicketMessageJson, TicketSummaryJson } from '../schemas/tickets.js';

export const INVALID_TICKET_NUMBER = 'ticket.invalid_number';
export const REPLIES_NOT_ALLOWED = 'ticket.replies_not_allowed';
export const TICKET_CLOSED = 'ticket.closed';
/** Shown for a staff message whose author has since been removed. */
export const STAFF_NAME = 'ticket.staff_name';

/** Whose tickets, and the language their texts (issue type, staff name) are read in. */
export interface TicketReader {
  userId: number;
  locale: string;
}

// ---------------------------------------------------------------- JSON

/** `message` is the ticket's body (its first message); `user_chat`: whether the customer may write now (replies allowed, still running). */
export type { TicketAttachmentJson, TicketJson, TicketMessageJson, TicketSummaryJson };

const iso = (value: Date | string) => new Date(value).toISOString();

export function ticketSummaryJson(row: TicketRow): TicketSummaryJson {
  const { id, ticket_no, order_number, status, subject, issue_type } = row;
  return { id, ticket_no, order_number, status, subject, issue_type, created_at: iso(row.created_at) };
}

function messageJson(row: MessageRow, locale: string): TicketMessageJson {
  return {
    id: row.id,
    message: row.message,
    created_at: iso(row.created_at),
    sender_id: row.sender_id,
    sender_name: row.sender_name ?? (row.is_staff ? translate({ id: STAFF_NAME }, locale) : ''),
    profile_photo: row.profile_photo,
  };
}

function attachmentJson(row: AttachmentRow): TicketAttachmentJson[] {
  const kind = kindOfMime(row.mime_type);
  if (!kind) return [];
  return [{ id: row.id, url: uploadUrl(row.token, kind), file_name: row.file_name, mime_type: row.mime_type, size: row.size_bytes }];
}

function canReply(row: TicketRow): boolean {
  return row.customer_can_reply && row.status === 'running';
}

async function ticketJson(db: Queryable, row: TicketRow, locale: string): Promise<TicketJson> {
  const [messages, attachments] = await Promise.all([listTicketMessages(db, row.id), listTicketAttachments(db, row.id)]);
  return {
    ...ticketSummaryJson(row),
    email: row.email,
    phone: row.phone,
    message: messages[0]?.message ?? '',
    user_chat: canReply(row),
    attachments: attachments.flatMap(attachmentJson),
    messages: messages.map((message) => messageJson(message, locale)),
  };
}

// ---------------------------------------------------------------- reading

/** The caller's ticket; unknown or someone else's is the contract's 422 'invalid ticket number'. */
async function ownTicket(db: Queryable, reader: TicketReader, ticketNo: string): Promise<TicketRow> {
  const ticket = await findTicket(db, reader.userId, ticketNo, reader.locale);
  if (!ticket) throw new Refusal(INVALID_TICKET_NUMBER);
  return ticket;
}

export async function showTicket(db: Queryable, reader: TicketReader, ticketNo: string): Promise<TicketJson> {
  return ticketJson(db, await ownTicket(db, reader, ticketNo), reader.locale);
}

async function conversation(db: Queryable, ticketId: number, locale: string): Promise<TicketMessageJson[]> {
  return (await listTicketMessages(db, ticketId)).map((message) => messageJson(message, locale));
}

export async function ticketMessages(db: Queryable, reader: TicketReader, ticketNo: string): Promise<TicketMessageJson[]> {
  const ticket = await ownTicket(db, reader, ticketNo);
  return conversation(db, ticket.id, reader.locale);
}

// ---------------------------------------------------------------- writing

export interface TicketInput {
  issueTypeId: number;
  subject: string | null;
  message: string;
  email: string;
  phone: string | null;
  orderNumber: string | null;
  attachments: CheckedUpload[];
}

/** 'TK' and 8 random digits: short enough to read out on the phone. */
function newTicketNumber(): string {
  return `TK${randomInt(10_000_000, 100_000_000)}`;
}

/** Inserts the ticket under a random number, drawing again on the rare clash; returns both. */
async function insertWithFreshNumber(tx: Queryable, userId: number, input: TicketInput): Promise<{ id: number; ticketNo: string }> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const ticketNo = newTicketNumber();
    const id = await insertTicket(tx, {
      ticketNo,
      userId,
      issueTypeId: input.issueTypeId,
      orderNumber: input.orderNumber,
      subject: input.subject ?? '',
      email: input.email,
      phone: input.phone,
    });
    if (id !== null) return { id, ticketNo };
  }
  throw new Error('no free ticket number after 5 attempts');
}

async function checkReferences(db: Queryable, userId: number, input: TicketInput): Promise<void> {
  if (!(await isActiveIssueType(db, input.issueTypeId))) throw invalidSelection('issue_type');
  if (input.orderNumber && !(await isOwnOrderCode(db, userId, input.orderNumber))) {
    throw invalidSelection('order_number');
  }
}

/** POST /support-ticket: the ticket, its first message and its attachments, in one transaction. */
export async function createTicket(db: Database, reader: TicketReader, input: TicketInput): Promise<TicketJson> {
  const { userId } = reader;
  await checkReferences(db, userId, input);
  return db.transaction(async (tx) => {
    const ticket = await insertWithFreshNumber(tx, userId, input);
    const messageId = await insertTicketMessage(tx, ticket.id, userId, input.message);
    for (const upload of input.attachments) {
      const stored = await storeUpload(tx, userId, upload);
      await insertTicketAttachment(tx, ticket.id, messageId, stored.id);
    }
    return ticketJson(tx, await ownTicket(tx, reader, ticket.ticketNo), reader.locale);
  });
}

/** POST /support-ticket-message: only on a running ticket that lets the customer reply. */
export async function replyToTicket(db: Database, reader: TicketReader, ticketNo: string, message: string): Promise<TicketMessageJson[]> {
  return db.transaction(async (tx) => {
    const ticket = await ownTicket(tx, reader, ticketNo);
    if (!ticket.customer_can_reply) throw new Refusal(REPLIES_NOT_ALLOWED);
    if (ticket.status !== 'running') throw new Refusal(TICKET_CLOSED);
    await insertTicketMessage(tx, ticket.id, reader.userId, message);
    return conversation(tx, ticket.id, reader.locale);
  });
}
