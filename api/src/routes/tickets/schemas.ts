import { z } from 'zod';
import { normaliseEmail } from '../../lib/auth-identifiers.js';
import { TICKET_STATUSES } from '../../schemas/tickets.js';
import { uploadedFile } from '../../media/uploads.js';
import { idField, optionalPhoneField, optionalText, paginationQuery, requiredText } from '../../schemas/fields.js';

export const MAX_ATTACHMENTS = 5;

const ticketNumber = requiredText(50);

export const ticketNumberQuery = z.object({ ticket_number: ticketNumber });

export const ticketsQuery = paginationQuery.extend({
  status: z.preprocess((value) => (value === '' ? undefined : value), z.enum(TICKET_STATUSES).optional()),
});

/** POST /support-ticket, multipart (with attachments[]) or JSON (without). */
export const createTicketBody = z.object({
  issue_type: idField(),
  subject: optionalText(255),
  message: requiredText(5000),
  email: z.string().trim().min(1).max(255).pipe(z.email()).transform(normaliseEmail),
  /** Optional on the ticket form; when given, a phone as registration takes it. */
  phone: optionalPhoneField(),
  order_number: optionalText(50),
  attachments: z
    .preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z
        .array(uploadedFile(['jpg', 'png', 'pdf']))
        .max(MAX_ATTACHMENTS)
        .optional(),
    )
    .transform((files) => files ?? []),
});

export const ticketMessageBody = z.object({
  ticket_number: ticketNumber,
  message: requiredText(5000),
});
