import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { findRoute, type LiveEvent, type SupportTicket, type TicketMessage, type TicketLiveData } from 'shared-sdk';
import { httpError, renderPage } from 'shared-sdk/testing';
import { MY_TICKET_MESSAGE, accountTestStore, ticketSummary, toasts } from '../../test-support/account-store';
import SupportTicketDetailsPage from './support-ticket-details-page';

const MINE = MY_TICKET_MESSAGE;
const THEIRS: TicketMessage = {
  id: 12,
  message: 'We are asking the courier.',
  created_at: '2026-03-12T12:00:00.000Z',
  sender_id: 50,
  sender_name: 'Maya from Support',
  profile_photo: '/media/agent.png',
};

function ticketOf(overrides: Partial<SupportTicket> = {}): SupportTicket {
  return {
    ...ticketSummary(),
    email: 'demo@shopmart.test',
    phone: null,
    message: MINE.message,
    user_chat: true,
    attachments: [{ id: 5, url: '/media/uploads/abc.pdf', file_name: 'receipt.pdf', mime_type: 'application/pdf', size: 20480 }],
    messages: [MINE, THEIRS],
    ...overrides,
  };
}

function setup(tickets: Record<string, jest.Mock>, ticketNumber = 'TK10000001') {
  const store = accountTestStore({ tickets });
  renderPage(<SupportTicketDetailsPage />, {
    store,
    path: `/support-ticket/${ticketNumber}`,
    routePath: findRoute('supportTicketDetails').path,
  });
  return store;
}

/** A live `ticket` event (docs/live-updates.md) about ticket 1 (TK10000001), still running. */
const ticketEvent = (data: Partial<TicketLiveData> = {}): LiveEvent => ({
  kind: 'ticket',
  id: '31',
  data: { ticket_id: 1, status: 'running', ...data },
});

const messageTexts = () =>
  within(screen.getByRole('list', { name: 'Messages' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('[dir="auto"]')?.textContent);

describe('SupportTicketDetailsPage', () => {
  it('shows the ticket’s facts, attachments and conversation, the shopper’s own messages marked', async () => {
    const getTicket = jest.fn().mockResolvedValue(ticketOf());
    setup({ getTicket });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket TK10000001' })).toBeInTheDocument();
    expect(getTicket).toHaveBeenCalledWith('TK10000001');
    // The heading shows from the route while the ticket loads: its facts come with the answer.
    expect(await screen.findByText('Parcel never arrived')).toBeInTheDocument();
    expect(screen.getByText('Delivery problem')).toBeInTheDocument();
    expect(screen.getByText('ORD-1001')).toBeInTheDocument();
    expect(screen.getByText('Running')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'receipt.pdf' })).toHaveAttribute('href', '/media/uploads/abc.pdf');
    expect(screen.getByRole('link', { name: 'All tickets' })).toHaveAttribute('href', '/support-tickets');
    const messages = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(messages).toHaveLength(2);
    expect(messages[0]).toHaveTextContent('Demo Customer');
    expect(messages[0]).toHaveTextContent('My parcel never came.');
    expect(messages[0]).toHaveAttribute('data-own', 'true');
    expect(messages[1]).toHaveTextContent('Maya from Support');
    expect(messages[1]).not.toHaveAttribute('data-own');
    expect(messages[1]!.querySelector('img')).toHaveAttribute('src', '/media/agent.png');
    expect(document.title).toBe('Ticket TK10000001 - ShopMart');
  });

  it('gives the shopper’s and support’s texts their own direction (Latin text in an Arabic page)', async () => {
    setup({ getTicket: jest.fn().mockResolvedValue(ticketOf({ subject: 'Where is my order?' })) });
    // The '?' is inside the isolate: it stays at the end of 'Where is my order?' in a right-to-left page.
    const subject = await screen.findByText('Where is my order?');
    expect(subject.tagName).toBe('BDI');
    expect(subject.textContent).toBe('Where is my order?');
    expect(within(screen.getByRole('heading', { level: 1 })).getByText('TK10000001').tagName).toBe('BDI');
    expect(screen.getByText('Delivery problem').tagName).toBe('BDI');
    expect(screen.getByText('ORD-1001').tagName).toBe('BDI');
    expect(screen.getByText('receipt.pdf').tagName).toBe('BDI');
    expect(screen.getByText('Maya from Support').tagName).toBe('BDI');
    expect(screen.getByText('We are asking the courier.')).toHaveAttribute('dir', 'auto');
    expect(screen.getByLabelText('Your reply')).toHaveAttribute('dir', 'auto');
  });

  it('sends a reply when the ticket takes replies and shows the conversation the server answers', async () => {
    const reply: TicketMessage = { ...MINE, id: 13, message: 'Thanks, I will wait.' };
    const sendTicketMessage = jest.fn().mockResolvedValue({ message: 'Message sent successfully.', messages: [MINE, THEIRS, reply] });
    const store = setup({ getTicket: jest.fn().mockResolvedValue(ticketOf()), sendTicketMessage });
    const box = await screen.findByLabelText('Your reply');
    expect(box).toHaveAttribute('maxLength', '5000');
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(box).toHaveAccessibleDescription(expect.stringContaining('Write a reply first.'));
    expect(sendTicketMessage).not.toHaveBeenCalled();

    fireEvent.change(box, { target: { value: ' Thanks, I will wait. ' } });
    expect(box).toHaveAccessibleDescription(expect.stringContaining('22 / 5000 characters'));
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Thanks, I will wait.')).toBeInTheDocument();
    expect(sendTicketMessage).toHaveBeenCalledWith('TK10000001', 'Thanks, I will wait.');
    expect(box).toHaveValue('');
    expect(toasts(store)).toEqual([{ type: 'success', message: 'Message sent successfully.' }]);
  });

  it('has no reply box on a completed ticket', async () => {
    setup({ getTicket: jest.fn().mockResolvedValue(ticketOf({ status: 'completed' })) });
    expect(await screen.findByText('This ticket is closed. Open a new ticket if you still need help.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Your reply')).not.toBeInTheDocument();
  });

  it('has no reply box on a running ticket that does not take replies', async () => {
    setup({ getTicket: jest.fn().mockResolvedValue(ticketOf({ user_chat: false })) });
    expect(await screen.findByText('This ticket does not accept replies.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send reply' })).not.toBeInTheDocument();
  });

  it('reloads the ticket when a reply is refused because it was closed meanwhile', async () => {
    const getTicket = jest
      .fn()
      .mockResolvedValueOnce(ticketOf())
      .mockResolvedValueOnce(ticketOf({ status: 'completed' }));
    const sendTicketMessage = jest.fn().mockRejectedValue(httpError(422, 'This ticket is closed; open a new one if you still need help.'));
    const store = setup({ getTicket, sendTicketMessage });
    fireEvent.change(await screen.findByLabelText('Your reply'), { target: { value: 'Hello?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('This ticket is closed. Open a new ticket if you still need help.')).toBeInTheDocument();
    expect(toasts(store)).toEqual([{ type: 'error', message: 'This ticket is closed; open a new one if you still need help.' }]);
    expect(getTicket).toHaveBeenCalledTimes(2);
  });

  it('shows the server’s error for the message beside the box', async () => {
    const sendTicketMessage = jest.fn().mockRejectedValue(
      httpError(422, 'The message field must not be greater than 5000 characters.', {
        message: ['The message field must not be greater than 5000 characters.'],
      }),
    );
    setup({ getTicket: jest.fn().mockResolvedValue(ticketOf()), sendTicketMessage });
    fireEvent.change(await screen.findByLabelText('Your reply'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Your reply')).toHaveAccessibleDescription(
        expect.stringContaining('The message field must not be greater than 5000 characters.'),
      ),
    );
  });

  it('refreshes the conversation from GET /support-ticket-messages', async () => {
    const staff: TicketMessage = { ...THEIRS, id: 14, message: 'The courier found it.' };
    const getTicketMessages = jest.fn().mockResolvedValue([MINE, THEIRS, staff]);
    setup({ getTicket: jest.fn().mockResolvedValue(ticketOf()), getTicketMessages });
    fireEvent.click(await screen.findByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('The courier found it.')).toBeInTheDocument();
    expect(getTicketMessages).toHaveBeenCalledWith('TK10000001');
  });

  it("shows a not-found state for 'invalid ticket number'", async () => {
    setup({ getTicket: jest.fn().mockRejectedValue(httpError(422, 'invalid ticket number')) }, 'TK99');
    expect(await screen.findByText('Ticket not found')).toBeInTheDocument();
    // The number from the address bar is the shopper's text: isolated inside the sentence.
    expect(screen.getByText('TK99').tagName).toBe('BDI');
    expect(screen.getByText('TK99').parentElement).toHaveTextContent(/^There is no ticket TK99 among your tickets\.$/);
    expect(screen.getByRole('heading', { level: 1, name: 'Support Ticket Details' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Your reply')).not.toBeInTheDocument();
  });

  it('offers a retry for other failures', async () => {
    const getTicket = jest.fn().mockRejectedValueOnce(httpError(500, 'Server Error')).mockResolvedValue(ticketOf());
    setup({ getTicket });
    expect(await screen.findByText('Server Error')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Parcel never arrived')).toBeInTheDocument();
  });

  describe('live updates', () => {
    const STAFF: TicketMessage = { ...THEIRS, id: 14, message: 'The courier found it.' };

    it('shows a new message by itself, without reloading the ticket', async () => {
      const getTicket = jest.fn().mockResolvedValue(ticketOf());
      const getTicketMessages = jest.fn().mockResolvedValue([MINE, THEIRS, STAFF]);
      const store = setup({ getTicket, getTicketMessages });
      const box = await screen.findByLabelText('Your reply');
      fireEvent.change(box, { target: { value: 'A draft' } });

      await act(async () => store.live.receive(ticketEvent({ message_id: 14, is_staff: true })));
      expect(getTicketMessages).toHaveBeenCalledWith('TK10000001');
      expect(messageTexts()).toEqual([MINE.message, THEIRS.message, STAFF.message]);
      expect(getTicket).toHaveBeenCalledTimes(1);
      expect(box).toHaveValue('A draft'); // the reply being written stays
    });

    it("ignores another ticket's events", async () => {
      const getTicket = jest.fn().mockResolvedValue(ticketOf());
      const getTicketMessages = jest.fn();
      const store = setup({ getTicket, getTicketMessages });
      await screen.findByLabelText('Your reply');
      await act(async () => store.live.receive(ticketEvent({ ticket_id: 2, message_id: 40, status: 'completed' })));
      expect(getTicketMessages).not.toHaveBeenCalled();
      expect(getTicket).toHaveBeenCalledTimes(1);
    });

    it('does not toast a background reload that failed, and keeps the conversation', async () => {
      const getTicketMessages = jest.fn().mockRejectedValue(httpError(500, 'Server Error'));
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      const store = setup({ getTicket: jest.fn().mockResolvedValue(ticketOf()), getTicketMessages });
      await screen.findByLabelText('Your reply');
      await act(async () => store.live.receive(ticketEvent({ message_id: 14, is_staff: true })));
      expect(getTicketMessages).toHaveBeenCalledTimes(1);
      expect(toasts(store)).toEqual([]);
      expect(messageTexts()).toEqual([MINE.message, THEIRS.message]);
      warn.mockRestore();
    });

    it('reloads the ticket when its status changes, and shows it closed', async () => {
      const getTicket = jest
        .fn()
        .mockResolvedValueOnce(ticketOf())
        .mockResolvedValueOnce(ticketOf({ status: 'completed' }));
      const store = setup({ getTicket, getTicketMessages: jest.fn() });
      await screen.findByLabelText('Your reply');
      await act(async () => store.live.receive(ticketEvent({ status: 'completed' })));
      expect(getTicket).toHaveBeenCalledTimes(2);
      expect(screen.getByText('This ticket is closed. Open a new ticket if you still need help.')).toBeInTheDocument();
      expect(screen.getByText('Completed')).toBeInTheDocument();
      expect(screen.queryByLabelText('Your reply')).not.toBeInTheDocument();
    });

    it('reloads the ticket and its conversation on a resync', async () => {
      const getTicket = jest.fn().mockResolvedValue(ticketOf());
      const getTicketMessages = jest.fn().mockResolvedValue([MINE, THEIRS, STAFF]);
      const store = setup({ getTicket, getTicketMessages });
      await screen.findByLabelText('Your reply');
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined); // the stores' own refetches fail on this fake API
      await act(async () => store.live.receive({ kind: 'resync' }));
      expect(getTicket).toHaveBeenCalledTimes(2);
      expect(getTicketMessages).toHaveBeenCalledTimes(1);
      expect(messageTexts()).toEqual([MINE.message, THEIRS.message, STAFF.message]);
      warn.mockRestore();
    });
  });
});
