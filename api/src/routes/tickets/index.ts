import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countTicketsByStatus, listIssueTypes, listTickets } from '../../db/queries/tickets.js';
import { createTicket, replyToTicket, showTicket, ticketMessages, ticketSummaryJson, type TicketReader } from '../../domain/tickets.js';
import { envelope, validationErrorBody } from '../../lib/envelope.js';
import { limitOffset } from '../../lib/pagination.js';
import { sessionUserId, signedIn } from '../../plugins/authenticate.js';
import { multipartForm } from '../../plugins/multipart-forms.js';
import { issueType, ticketBody, ticketMessageJsonBody, ticketSummaryBody } from '../../schemas/tickets.js';
import { createTicketBody, MAX_ATTACHMENTS, ticketMessageBody, ticketNumberQuery, ticketsQuery } from './schemas.js';

export const TICKET_CREATED_MESSAGE = 'ticket.created';
export const MESSAGE_SENT_MESSAGE = 'ticket.message_sent';

const tags = ['tickets'];
/** 422: field errors, or the contract's 'invalid ticket number' and reply refusals (message only). */
const unprocessable = validationErrorBody.partial({ errors: true });
const messagesResponse = envelope(z.object({ messages: z.array(ticketMessageJsonBody) }));

/** The signed-in shopper, reading in the request's language. */
function readerOf(request: FastifyRequest): TicketReader {
  return { userId: sessionUserId(request), locale: request.locale };
}

const ticketRouteList: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ticket-issue-types',
    {
      schema: {
        tags,
        summary: 'What a ticket can be about',
        response: { 200: envelope(z.object({ issue_types: z.array(issueType) })) },
      },
    },
    async (request) => ({ data: { issue_types: await listIssueTypes(app.db, request.locale) } }),
  );

  app.get(
    '/support-tickets',
    {
      schema: {
        tags,
        summary: 'The caller’s tickets, latest first, with counts per status',
        querystring: ticketsQuery,
        response: {
          200: envelope(
            z.object({
              total: z.number(),
              running: z.number(),
              completed: z.number(),
              cancel: z.number(),
              support_tickets: z.array(ticketSummaryBody),
            }),
          ),
        },
      },
    },
    async (request) => {
      const userId = sessionUserId(request);
      const status = request.query.status ?? null;
      const { limit, offset } = limitOffset(request.query);
      const [counts, rows] = await Promise.all([
        countTicketsByStatus(app.db, userId),
        listTickets(app.db, userId, status, { limit, offset, locale: request.locale }),
      ]);
      const total = status ? counts[status] : counts.running + counts.completed + counts.cancel;
      return { data: { total, ...counts, support_tickets: rows.map(ticketSummaryJson) } };
    },
  );

  app.post(
    '/support-ticket',
    {
      // After the token check (onRequest, signedIn): a stranger's upload is never read.
      preValidation: multipartForm({ fileField: 'attachments', maxFiles: MAX_ATTACHMENTS }),
      schema: {
        tags,
        summary: 'Open a ticket (multipart with attachments[], or JSON)',
        consumes: ['multipart/form-data', 'application/json'],
        body: createTicketBody,
        response: { 200: envelope(z.object({ support_ticket: ticketBody })), 422: unprocessable },
      },
    },
    async (request) => {
      const { issue_type, subject, message, email, phone, order_number, attachments } = request.body;
      const ticket = await createTicket(app.db, readerOf(request), {
        issueTypeId: issue_type,
        subject,
        message,
        email,
        phone,
        orderNumber: order_number,
        attachments,
      });
      return { message: request.t(TICKET_CREATED_MESSAGE), data: { support_ticket: ticket } };
    },
  );

  app.get(
    '/support-ticket/show',
    {
      schema: {
        tags,
        summary: 'One ticket with its conversation and attachments',
        querystring: ticketNumberQuery,
        response: { 200: envelope(z.object({ support_ticket: ticketBody })), 422: unprocessable },
      },
    },
    async (request) => ({
      data: { support_ticket: await showTicket(app.db, readerOf(request), request.query.ticket_number) },
    }),
  );

  app.get(
    '/support-ticket-messages',
    {
      schema: {
        tags,
        summary: 'The conversation of a ticket, oldest first',
        querystring: ticketNumberQuery,
        response: { 200: messagesResponse, 422: unprocessable },
      },
    },
    async (request) => ({
      data: { messages: await ticketMessages(app.db, readerOf(request), request.query.ticket_number) },
    }),
  );

  app.post(
    '/support-ticket-message',
    {
      schema: {
        tags,
        summary: 'Reply on a running ticket that allows replies',
        body: ticketMessageBody,
        response: { 200: messagesResponse, 422: unprocessable },
      },
    },
    async (request) => {
      const { ticket_number, message } = request.body;
      const messages = await replyToTicket(app.db, readerOf(request), ticket_number, message);
      return { message: request.t(MESSAGE_SENT_MESSAGE), data: { messages } };
    },
  );
};

/** Support tickets of the signed-in shopper (all (auth)): only ever the caller's own. */
export const ticketRoutes = signedIn(ticketRouteList);
