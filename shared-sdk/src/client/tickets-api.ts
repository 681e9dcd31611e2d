import type { HttpClient } from './http-client';
import { envelopeData, envelopeWithMessage } from './envelope-data';
import type { IssueType, NewTicket, SupportTicket, TicketList, TicketMessage, TicketQuery } from './tickets-types';

/** The ticket form as multipart/form-data; files go as attachments[] (the contract's name). */
function ticketForm(ticket: NewTicket): FormData {
  const form = new FormData();
  const { attachments = [], issue_type, ...text } = ticket;
  form.append('issue_type', String(issue_type));
  for (const [key, value] of Object.entries(text)) {
    if (value !== undefined) form.append(key, value);
  }
  for (const file of attachments) form.append('attachments[]', file);
  return form;
}

/** Typed calls of the shopper's support tickets. */
export function createTicketsApi(http: HttpClient) {
  return {
    getIssueTypes: () => envelopeData<{ issue_types: IssueType[] }>(http.get('/ticket-issue-types')).then((d) => d.issue_types),
    getTickets: (query: TicketQuery = {}) => envelopeData<TicketList>(http.get('/support-tickets', { params: query })),
    /** POST /support-ticket (multipart); answers the server's message and the new ticket. */
    createTicket: (ticket: NewTicket) =>
      envelopeWithMessage<{ support_ticket: SupportTicket }>(http.post('/support-ticket', ticketForm(ticket))),
    /** 422 'invalid ticket number' for a ticket that is not the shopper's. */
    getTicket: (ticketNumber: string) =>
      envelopeData<{ support_ticket: SupportTicket }>(http.get('/support-ticket/show', { params: { ticket_number: ticketNumber } })).then(
        (d) => d.support_ticket,
      ),
    getTicketMessages: (ticketNumber: string) =>
      envelopeData<{ messages: TicketMessage[] }>(http.get('/support-ticket-messages', { params: { ticket_number: ticketNumber } })).then(
        (d) => d.messages,
      ),
    /** Refused (422) unless the ticket is running and allows replies (`user_chat`). */
    sendTicketMessage: (ticketNumber: string, message: string) =>
      envelopeWithMessage<{ messages: TicketMessage[] }>(http.post('/support-ticket-message', { ticket_number: ticketNumber, message })),
  };
}
