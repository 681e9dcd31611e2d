// A page visited again within the query cache's time (QUERY_FRESH_MS) is given the answer the cache
// kept: after a change the shopper made, and after another shopper signed in, it must not be the old one.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { browserLocation, type PageQuery, type SavedAddress, type SupportTicket } from 'shared-sdk';
import { renderPage } from 'shared-sdk/testing';
import { accountTestStore, savedAddress, ticketSummary, DEMO_PROFILE, MY_TICKET_MESSAGE } from '../test-support/account-store';
import { order, orderDetails, ordersPage, ordersTestStore } from '../test-support/orders-store';
import AddressFormPage from '../features/addresses/address-form-page';
import ManageAddressPage from '../features/addresses/manage-address-page';
import OrderDetailsPage from '../features/orders/order-details-page';
import OrderHistoryPage from '../features/orders/order-history-page';
import ProfilePage from '../features/profile/profile-page';
import SupportTicketDetailsPage from '../features/support-tickets/support-ticket-details-page';

/** An address card's line of area and post code. */
const areaLine = (text: string) => (_: string, element: Element | null) => element?.textContent === text && element.tagName === 'SPAN';

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('a page visited again', () => {
  it('shows an address saved on the edit page, in the list and in the form', async () => {
    let rows: SavedAddress[] = [
      savedAddress({ id: 1 }),
      savedAddress({ id: 2, area: 'Banani', post_code: '1213', address_line2: null, is_default: false }),
    ];
    const getAddresses = jest.fn(async ({ page = 1, per_page = 10 }: PageQuery = {}) => ({
      total: rows.length,
      addresses: rows.slice((page - 1) * per_page, page * per_page),
    }));
    const updateAddress = jest.fn(async (id: number, input: Partial<SavedAddress>) => {
      const address = { ...rows.find((row) => row.id === id)!, ...input, id };
      rows = rows.map((row) => (row.id === id ? address : row));
      return { message: 'Address saved successfully.', address };
    });
    const store = accountTestStore({ account: { getAddresses, updateAddress } });

    const list = renderPage(<ManageAddressPage />, { store, path: '/manage-address', routePath: '/manage-address' });
    await screen.findByText(areaLine('Banani, post code 1213'));
    list.unmount();

    const edit = renderPage(<AddressFormPage />, { store, path: '/manage-address/2/edit', routePath: '/manage-address/:id/edit' });
    fireEvent.change(await screen.findByLabelText('Area'), { target: { value: 'Baridhara' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(edit.location()).toBe('/manage-address'));
    edit.unmount();

    const again = renderPage(<ManageAddressPage />, { store, path: '/manage-address', routePath: '/manage-address' });
    expect(await screen.findByText(areaLine('Baridhara, post code 1213'))).toBeInTheDocument();
    expect(screen.queryByText(areaLine('Banani, post code 1213'))).not.toBeInTheDocument();
    again.unmount();

    renderPage(<AddressFormPage />, { store, path: '/manage-address/2/edit', routePath: '/manage-address/:id/edit' });
    expect(await screen.findByLabelText('Area')).toHaveValue('Baridhara');
  });

  it('shows the profile as it was saved, without asking again', async () => {
    const profile = DEMO_PROFILE;
    const getProfile = jest.fn().mockResolvedValue(profile);
    const updateProfile = jest.fn().mockResolvedValue({ message: 'Profile updated successfully.', user: { ...profile, name: 'Dana Customer' } });
    const store = accountTestStore({ account: { getProfile, updateProfile } });

    const first = renderPage(<ProfilePage />, { store, path: '/profile' });
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Dana Customer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(updateProfile).toHaveBeenCalled());
    await waitFor(() => expect(store.auth.user?.name).toBe('Dana Customer'));
    first.unmount();

    renderPage(<ProfilePage />, { store, path: '/profile' });
    expect(await screen.findByLabelText('Name')).toHaveValue('Dana Customer');
    expect(getProfile).toHaveBeenCalledTimes(1);
  });

  it('shows the reply sent in a ticket’s conversation', async () => {
    const mine = MY_TICKET_MESSAGE;
    const reply = { ...mine, id: 13, message: 'Thanks, I will wait.' };
    const ticket: SupportTicket = {
      ...ticketSummary(),
      email: 'demo@shopmart.test',
      phone: null,
      message: mine.message,
      user_chat: true,
      attachments: [],
      messages: [mine],
    };
    const getTicket = jest.fn().mockResolvedValue(ticket);
    const sendTicketMessage = jest.fn().mockResolvedValue({ message: 'Message sent successfully.', messages: [mine, reply] });
    const store = accountTestStore({ tickets: { getTicket, sendTicketMessage } });
    const at = { store, path: '/support-ticket/TK10000001', routePath: '/support-ticket/:ticketNumber' };

    const first = renderPage(<SupportTicketDetailsPage />, at);
    fireEvent.change(await screen.findByLabelText('Your reply'), { target: { value: reply.message } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await screen.findByText(reply.message);
    first.unmount();

    renderPage(<SupportTicketDetailsPage />, at);
    expect(await screen.findByText(reply.message)).toBeInTheDocument();
    expect(getTicket).toHaveBeenCalledTimes(1);
  });

  it('shows an order cancelled on its page in the history', async () => {
    jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    let cancelled = false;
    const list = jest.fn(async () => ordersPage([order({ order_status: cancelled ? 'Cancelled' : 'Pending' })]));
    const details = jest.fn(async () => orderDetails({ order_status: cancelled ? 'Cancelled' : 'Pending' }));
    const cancel = jest.fn(async () => {
      cancelled = true;
      return { message: 'Order cancelled successfully.', order: order({ order_status: 'Cancelled' }) };
    });
    const { store } = ordersTestStore({ orders: { list, details, cancel } });

    const history = renderPage(<OrderHistoryPage />, { store, path: '/order-history', routePath: '/order-history' });
    expect(within(await screen.findByTestId('order-card')).getByTestId('order-status')).toHaveTextContent('Pending');
    history.unmount();

    const page = renderPage(<OrderDetailsPage />, { store, path: '/order-history/11', routePath: '/order-history/:id' });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel order' })));
    await screen.findByTestId('order-cancelled');
    page.unmount();

    renderPage(<OrderHistoryPage />, { store, path: '/order-history', routePath: '/order-history' });
    await waitFor(() => expect(within(screen.getByTestId('order-card')).getByTestId('order-status')).toHaveTextContent('Cancelled'));
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('after a logout and another shopper’s login, shows that shopper’s orders', async () => {
    const { store } = ordersTestStore({
      orders: {
        list: jest.fn(async () => ordersPage([order({ id: store.auth.user?.id === 2 ? 22 : 11 })])),
      },
    });
    const first = renderPage(<OrderHistoryPage />, { store, path: '/order-history', routePath: '/order-history' });
    expect(await screen.findByRole('link', { name: 'Order #SMAB12CD34EF' })).toHaveAttribute('href', '/order-history/11');
    first.unmount();

    act(() => {
      store.auth.clearSession();
      store.auth.setSession('token-2', { id: 2, name: 'Second Shopper' });
    });
    renderPage(<OrderHistoryPage />, { store, path: '/order-history', routePath: '/order-history' });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Order #SMAB12CD34EF' })).toHaveAttribute('href', '/order-history/22'));
  });
});
