import { recordingHttp } from '../test-support/recording-http';
import { createTicketsApi } from './tickets-api';

/** The api over a recording client answering `body` (with `status`). */
function apiAnswering(body: unknown, status = 200) {
  const { http, seen, onUnauthorized } = recordingHttp(body, status);
  return { api: createTicketsApi(http), seen, onUnauthorized };
}

describe('tickets api', () => {
  it('getIssueTypes: GET /ticket-issue-types, answers the list', async () => {
    const { api, seen } = apiAnswering({ data: { issue_types: [{ id: 1, name: 'Order issue' }] } });
    await expect(api.getIssueTypes()).resolves.toEqual([{ id: 1, name: 'Order issue' }]);
    expect([seen[0]!.method, seen[0]!.url]).toEqual(['get', '/ticket-issue-types']);
  });

  it('getTickets: GET /support-tickets with page, per_page and status', async () => {
    const list = { total: 0, running: 0, completed: 0, cancel: 0, support_tickets: [] };
    const { api, seen } = apiAnswering({ data: list });
    await expect(api.getTickets({ page: 2, per_page: 10, status: 'running' })).resolves.toEqual(list);
    expect([seen[0]!.method, seen[0]!.url, seen[0]!.params]).toEqual([
      'get',
      '/support-tickets',
      { page: 2, per_page: 10, status: 'running' },
    ]);
  });

  it('createTicket: POST /support-ticket as a form with attachments[]', async () => {
    const { api, seen } = apiAnswering({ message: 'Support ticket created successfully.', data: { support_ticket: { id: 4 } } });
    const files = [new Blob(['a'], { type: 'image/png' }), new Blob(['b'], { type: 'application/pdf' })];
    const result = await api.createTicket({ issue_type: 2, message: 'Help', email: 'a@b.c', order_number: 'ORD-1', attachments: files });
    expect(result).toEqual({ message: 'Support ticket created successfully.', support_ticket: { id: 4 } });
    expect([seen[0]!.method, seen[0]!.url]).toEqual(['post', '/support-ticket']);
    const form = seen[0]!.data as FormData;
    expect(form.get('issue_type')).toBe('2');
    expect(form.get('message')).toBe('Help');
    expect(form.get('email')).toBe('a@b.c');
    expect(form.get('order_number')).toBe('ORD-1');
    expect(form.has('subject')).toBe(false);
    expect(form.getAll('attachments[]')).toHaveLength(2);
  });

  it('getTicket and getTicketMessages: GET with ticket_number', async () => {
    const { api, seen } = apiAnswering({ data: { support_ticket: { id: 4 }, messages: [{ id: 1 }] } });
    await expect(api.getTicket('TK1')).resolves.toEqual({ id: 4 });
    await expect(api.getTicketMessages('TK1')).resolves.toEqual([{ id: 1 }]);
    expect(seen.map((c) => [c.method, c.url, c.params])).toEqual([
      ['get', '/support-ticket/show', { ticket_number: 'TK1' }],
      ['get', '/support-ticket-messages', { ticket_number: 'TK1' }],
    ]);
  });

  it('sendTicketMessage: POST /support-ticket-message, answers the message and the conversation', async () => {
    const { api, seen } = apiAnswering({ message: 'Message sent successfully.', data: { messages: [{ id: 1 }] } });
    await expect(api.sendTicketMessage('TK1', 'Any news?')).resolves.toEqual({
      message: 'Message sent successfully.',
      messages: [{ id: 1 }],
    });
    expect([seen[0]!.method, seen[0]!.url, JSON.parse(seen[0]!.data)]).toEqual([
      'post',
      '/support-ticket-message',
      { ticket_number: 'TK1', message: 'Any news?' },
    ]);
    expect(seen[0]!.clearsSessionOn401).toBeFalsy();
  });
});
