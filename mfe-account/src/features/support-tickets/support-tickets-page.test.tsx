import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TicketList, TicketSummary } from 'shared-sdk';
import { httpError, renderPage } from 'shared-sdk/testing';
import { MB, accountTestStore, fileOf, ticketSummary, toasts } from '../../test-support/account-store';
import SupportTicketsPage from './support-tickets-page';

const RUNNING = ticketSummary();
const DONE: TicketSummary = {
  ...RUNNING,
  id: 2,
  ticket_no: 'TK10000002',
  order_number: null,
  status: 'completed',
  subject: 'Refund',
  issue_type: 'Return and refund',
};

const list = (tickets: TicketSummary[], extra: Partial<TicketList> = {}): TicketList => ({
  total: tickets.length,
  running: 1,
  completed: 1,
  cancel: 0,
  support_tickets: tickets,
  ...extra,
});

const ISSUE_TYPES = [
  { id: 3, name: 'Order issue' },
  { id: 4, name: 'Payment issue' },
];

function setup(tickets: Record<string, jest.Mock>, path = '/support-tickets') {
  const store = accountTestStore({ tickets });
  renderPage(<SupportTicketsPage />, { store, path, routePath: '/support-tickets' });
  return store;
}

describe('SupportTicketsPage', () => {
  it('lists the tickets with their facts and links, under tabs with the counts', async () => {
    const getTickets = jest.fn().mockResolvedValue(list([RUNNING, DONE]));
    setup({ getTickets });
    expect(screen.getByRole('heading', { level: 1, name: 'Support Ticket list' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'TK10000001' });
    expect(getTickets).toHaveBeenCalledWith({ page: 1, per_page: 10 });
    expect(link).toHaveAttribute('href', '/support-ticket/TK10000001');
    expect(link).toHaveAccessibleDescription('Parcel never arrived');
    expect(screen.getByText('Parcel never arrived').tagName).toBe('BDI');
    // The store's issue type and the shopper's order number are isolated too.
    expect(within(link.closest('article')!).getByText('Delivery problem').tagName).toBe('BDI');
    expect(within(link.closest('article')!).getByText('ORD-1001').tagName).toBe('BDI');
    const first = link.closest('article')!;
    expect(within(first).getByText('Running')).toBeInTheDocument();
    expect(within(first).getByText('Delivery problem')).toBeInTheDocument();
    expect(within(first).getByText('ORD-1001')).toBeInTheDocument();
    expect(within(first).getByText('Mar 12, 2026')).toHaveAttribute('dateTime', RUNNING.created_at);
    const tabs = within(screen.getByRole('navigation', { name: 'Tickets by status' }));
    expect(tabs.getByRole('link', { name: 'All (2 tickets)' })).toHaveAttribute('aria-current', 'page');
    expect(tabs.getByRole('link', { name: 'Running (1 ticket)' })).toHaveAttribute('href', '/support-tickets?status=running');
    expect(tabs.getByRole('link', { name: 'Completed (1 ticket)' })).toHaveAttribute('href', '/support-tickets?status=completed');
    expect(tabs.getByRole('link', { name: 'Cancelled (0 tickets)' })).toHaveAttribute('href', '/support-tickets?status=cancel');
  });

  it('reads the status and page from the URL and changes them there', async () => {
    const getTickets = jest.fn().mockResolvedValue(list([DONE], { total: 25, completed: 25 }));
    setup({ getTickets }, '/support-tickets?status=completed&page=2');
    await screen.findByRole('link', { name: 'TK10000002' });
    expect(getTickets).toHaveBeenCalledWith({ page: 2, per_page: 10, status: 'completed' });
    const tabs = within(screen.getByRole('navigation', { name: 'Tickets by status' }));
    expect(tabs.getByRole('link', { name: 'Completed (25 tickets)' })).toHaveAttribute('aria-current', 'page');

    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(getTickets).toHaveBeenLastCalledWith({ page: 3, per_page: 10, status: 'completed' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/support-tickets?status=completed&page=3');

    fireEvent.click(tabs.getByRole('link', { name: 'Running (1 ticket)' }));
    await waitFor(() => expect(getTickets).toHaveBeenLastCalledWith({ page: 1, per_page: 10, status: 'running' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/support-tickets\?status=running$/);
  });

  it('treats an unknown status as every ticket', async () => {
    const getTickets = jest.fn().mockResolvedValue(list([]));
    setup({ getTickets }, '/support-tickets?status=bogus');
    expect(await screen.findByText('No tickets here')).toBeInTheDocument();
    expect(getTickets).toHaveBeenCalledWith({ page: 1, per_page: 10 });
  });

  it('shows a failure with a retry', async () => {
    const getTickets = jest
      .fn()
      .mockRejectedValueOnce(httpError(500, 'Server Error'))
      .mockResolvedValue(list([RUNNING]));
    setup({ getTickets });
    expect(await screen.findByText('Server Error')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'TK10000001' })).toBeInTheDocument();
  });

  describe('the New ticket dialog', () => {
    async function openDialog(createTicket = jest.fn()) {
      const getTickets = jest.fn().mockResolvedValue(list([RUNNING]));
      const getIssueTypes = jest.fn().mockResolvedValue(ISSUE_TYPES);
      const store = setup({ getTickets, getIssueTypes, createTicket });
      await screen.findByRole('link', { name: 'TK10000001' });
      fireEvent.click(screen.getByRole('button', { name: 'New ticket' }));
      const dialog = screen.getByRole('dialog', { name: 'New support ticket' });
      await within(dialog).findByRole('option', { name: 'Order issue' });
      return { store, getTickets, createTicket, dialog: within(dialog) };
    }

    const attach = (dialog: ReturnType<typeof within>, ...files: File[]) =>
      fireEvent.change(dialog.getByLabelText('Attachments (optional)'), { target: { files } });

    it('offers the issue types and prefills the e-mail and phone from the shopper', async () => {
      const { dialog } = await openDialog();
      expect(dialog.getByLabelText('Issue type')).toHaveValue('');
      expect(dialog.getByRole('option', { name: 'Payment issue' })).toHaveValue('4');
      expect(dialog.getByLabelText('Email')).toHaveValue('demo@shopmart.test');
      expect(dialog.getByLabelText('Phone (optional)')).toHaveValue('01700000000');
      expect(dialog.getByLabelText('Message')).toHaveAttribute('maxLength', '5000');
    });

    it('picks attachments with a button and words of the store, and isolates the names', async () => {
      const { dialog } = await openDialog();
      const input = dialog.getByLabelText('Attachments (optional)');
      expect(input).toHaveAttribute('type', 'file');
      expect(input).toHaveAccessibleName('Attachments (optional) Choose files');
      expect(input).toHaveAccessibleDescription(expect.stringContaining('No file chosen'));
      attach(dialog, fileOf('photo.jpg', 'image/jpeg'), fileOf('scan.pdf', 'application/pdf'));
      expect(input).toHaveAccessibleDescription(expect.stringContaining('2 files chosen'));
      expect(dialog.getAllByText('scan.pdf')).toHaveLength(1);
      expect(within(dialog.getByRole('list', { name: 'Attached files' })).getByText('scan.pdf').tagName).toBe('BDI');
      expect(dialog.getByLabelText('Subject')).toHaveAttribute('dir', 'auto');
      expect(dialog.getByLabelText('Message')).toHaveAttribute('dir', 'auto');
    });

    it('asks for the issue type and the message before sending', async () => {
      const { dialog, createTicket } = await openDialog();
      fireEvent.click(dialog.getByRole('button', { name: 'Submit ticket' }));
      expect(dialog.getByLabelText('Issue type')).toHaveAccessibleDescription('Choose an issue type.');
      expect(dialog.getByLabelText('Message')).toHaveAccessibleDescription(expect.stringContaining('Write your message.'));
      expect(createTicket).not.toHaveBeenCalled();
    });

    it('opens the ticket with its attachments, toasts, closes and reloads the list', async () => {
      const createTicket = jest.fn().mockResolvedValue({ message: 'Support ticket created successfully.', support_ticket: {} });
      const { dialog, store, getTickets } = await openDialog(createTicket);
      const photo = fileOf('photo.jpg', 'image/jpeg', 300 * 1024);
      const receipt = fileOf('receipt.pdf', 'application/pdf', 2 * MB);
      fireEvent.change(dialog.getByLabelText('Issue type'), { target: { value: '4' } });
      fireEvent.change(dialog.getByLabelText('Subject'), { target: { value: 'Charged twice' } });
      fireEvent.change(dialog.getByLabelText('Message'), { target: { value: ' Two payments for one order. ' } });
      fireEvent.change(dialog.getByLabelText('Phone (optional)'), { target: { value: '' } });
      fireEvent.change(dialog.getByLabelText('Order number (optional)'), { target: { value: 'ORD-1001' } });
      attach(dialog, photo, receipt);
      expect(dialog.getByRole('list', { name: 'Attached files' })).toHaveTextContent('photo.jpg (300 KB)');
      expect(dialog.getByRole('list', { name: 'Attached files' })).toHaveTextContent('receipt.pdf (2.0 MB)');
      fireEvent.click(dialog.getByRole('button', { name: 'Submit ticket' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(createTicket).toHaveBeenCalledWith({
        issue_type: 4,
        subject: 'Charged twice',
        message: 'Two payments for one order.',
        email: 'demo@shopmart.test',
        order_number: 'ORD-1001',
        attachments: [photo, receipt],
      });
      expect(toasts(store)).toEqual([{ type: 'success', message: 'Support ticket created successfully.' }]);
      await waitFor(() => expect(getTickets).toHaveBeenCalledTimes(2));
    });

    it('refuses an attachment over 2 MB or of another kind beside the field, and keeps the good ones', async () => {
      const { dialog } = await openDialog();
      attach(dialog, fileOf('big.png', 'image/png', 2 * MB + 1), fileOf('ok.png', 'image/png'));
      const input = dialog.getByLabelText('Attachments (optional)');
      expect(input).toHaveAccessibleDescription(expect.stringContaining('big.png is larger than 2 MB.'));
      expect(dialog.getByRole('list', { name: 'Attached files' })).toHaveTextContent('ok.png');
      expect(dialog.getByRole('list', { name: 'Attached files' })).not.toHaveTextContent('big.png');

      attach(dialog, fileOf('notes.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'));
      expect(input).toHaveAccessibleDescription(expect.stringContaining('notes.docx is not a JPG, PNG or PDF file.'));

      attach(dialog, ...Array.from({ length: 5 }, (_, i) => fileOf(`p${i}.png`, 'image/png')));
      expect(input).toHaveAccessibleDescription(expect.stringContaining('You can attach up to 5 files.'));
      expect(within(dialog.getByRole('list', { name: 'Attached files' })).getAllByRole('listitem')).toHaveLength(5);
      expect(input).toBeDisabled();

      fireEvent.click(dialog.getByRole('button', { name: 'Remove ok.png' }));
      expect(dialog.getByRole('list', { name: 'Attached files' })).not.toHaveTextContent('ok.png');
      expect(input).toBeEnabled();
    });

    it('shows the server’s field errors beside the fields (attachments too) and keeps the dialog open', async () => {
      const createTicket = jest.fn().mockRejectedValue(
        httpError(422, 'The selected order number is invalid.', {
          order_number: ['The selected order number is invalid.'],
          'attachments.0': ['The attachments field must be a file of type: jpg, png, pdf.'],
        }),
      );
      const { dialog, store } = await openDialog(createTicket);
      fireEvent.change(dialog.getByLabelText('Issue type'), { target: { value: '3' } });
      fireEvent.change(dialog.getByLabelText('Message'), { target: { value: 'Help' } });
      fireEvent.change(dialog.getByLabelText('Order number (optional)'), { target: { value: 'NOPE' } });
      attach(dialog, fileOf('fake.png', 'image/png'));
      await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Submit ticket' })));
      expect(dialog.getByLabelText('Order number (optional)')).toHaveAccessibleDescription('The selected order number is invalid.');
      expect(dialog.getByLabelText('Attachments (optional)')).toHaveAccessibleDescription(
        expect.stringContaining('The attachments field must be a file of type: jpg, png, pdf.'),
      );
      expect(toasts(store)).toEqual([{ type: 'error', message: 'The selected order number is invalid.' }]);
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    });

    it('shows the new ticket under All when another tab was open', async () => {
      const getTickets = jest.fn().mockResolvedValue(list([DONE]));
      const createTicket = jest.fn().mockResolvedValue({ message: 'Support ticket created successfully.', support_ticket: {} });
      setup({ getTickets, getIssueTypes: jest.fn().mockResolvedValue(ISSUE_TYPES), createTicket }, '/support-tickets?status=completed');
      await screen.findByRole('link', { name: 'TK10000002' });
      fireEvent.click(screen.getByRole('button', { name: 'New ticket' }));
      const dialog = within(screen.getByRole('dialog'));
      await dialog.findByRole('option', { name: 'Order issue' });
      fireEvent.change(dialog.getByLabelText('Issue type'), { target: { value: '3' } });
      fireEvent.change(dialog.getByLabelText('Message'), { target: { value: 'Help' } });
      fireEvent.click(dialog.getByRole('button', { name: 'Submit ticket' }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/support-tickets$/));
      await waitFor(() => expect(getTickets).toHaveBeenLastCalledWith({ page: 1, per_page: 10 }));
    });

    it('closes with Cancel without sending', async () => {
      const { dialog, createTicket } = await openDialog();
      fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(createTicket).not.toHaveBeenCalled();
    });
  });

  describe('live updates', () => {
    it("refreshes the list and the tabs' counts on a ticket event, in place", async () => {
      const getTickets = jest
        .fn()
        .mockResolvedValueOnce(list([RUNNING, DONE]))
        .mockResolvedValue(list([{ ...RUNNING, status: 'completed' }, DONE], { running: 0, completed: 2 }));
      const store = setup({ getTickets });
      const link = await screen.findByRole('link', { name: 'TK10000001' });
      await act(async () => store.live.receive({ kind: 'ticket', id: '3', data: { ticket_id: 1, status: 'completed' } }));
      expect(getTickets).toHaveBeenCalledTimes(2);
      expect(getTickets).toHaveBeenLastCalledWith({ page: 1, per_page: 10 });
      expect(screen.getByRole('link', { name: 'TK10000001' })).toBe(link);
      expect(within(link.closest('article')!).getByText('Completed')).toBeInTheDocument();
      const tabs = within(screen.getByRole('navigation', { name: 'Tickets by status' }));
      expect(tabs.getByRole('link', { name: 'Completed (2 tickets)' })).toBeInTheDocument();
      expect(tabs.getByRole('link', { name: 'Running (0 tickets)' })).toBeInTheDocument();
    });

    it('refreshes on a resync, and not on an order event', async () => {
      const getTickets = jest.fn().mockResolvedValue(list([RUNNING, DONE]));
      const store = setup({ getTickets });
      await screen.findByRole('link', { name: 'TK10000001' });
      await act(async () =>
        store.live.receive({
          kind: 'order',
          id: '4',
          data: {
            order_id: 11,
            order_code: 'SMAB12CD34EF',
            order_status: 'Confirm',
            payment_status: 'Pending',
            refund_status: null,
            changed: ['order_status'],
          },
        }),
      );
      expect(getTickets).toHaveBeenCalledTimes(1);
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined); // the stores' own refetches fail on this fake API
      await act(async () => store.live.receive({ kind: 'resync' }));
      expect(getTickets).toHaveBeenCalledTimes(2);
      warn.mockRestore();
    });
  });
});
