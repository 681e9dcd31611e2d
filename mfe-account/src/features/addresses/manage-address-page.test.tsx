import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PageQuery, SavedAddress } from 'shared-sdk';
import { httpError, renderPage } from 'shared-sdk/testing';
import { accountTestStore, savedAddress, toasts } from '../../test-support/account-store';
import ManageAddressPage from './manage-address-page';

const HOME = savedAddress({ id: 1 });
const OFFICE = savedAddress({
  id: 2,
  area: 'Banani',
  flat_no: 'Level 9',
  address_type: 'office',
  address_line: 'Tower 3, Kemal Ataturk Avenue',
  address_line2: null,
  post_code: '1213',
  is_default: false,
});

/** A server with an address book: GET /addresses pages it, the page and the auth store both ask. */
function addressBook(initial: SavedAddress[]) {
  let rows = [...initial];
  const getAddresses = jest.fn(async ({ page = 1, per_page = 10 }: PageQuery = {}) => ({
    total: rows.length,
    addresses: rows.slice((page - 1) * per_page, page * per_page),
  }));
  return {
    getAddresses,
    set: (next: SavedAddress[]) => {
      rows = next;
    },
  };
}

function setup(book: ReturnType<typeof addressBook>, more: Record<string, jest.Mock> = {}, path = '/manage-address') {
  const store = accountTestStore({ account: { getAddresses: book.getAddresses, ...more } });
  renderPage(<ManageAddressPage />, { store, path, routePath: '/manage-address' });
  return store;
}

const card = (name: RegExp | string) => screen.getAllByRole('article').find((el) => within(el).queryByText(name))!;

describe('ManageAddressPage', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows each address as a card with its lines, type and Default badges, and the links', async () => {
    const book = addressBook([HOME, OFFICE]);
    setup(book);
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Address' })).toBeInTheDocument();
    await screen.findByText('5B, House 12, Road 7');
    expect(book.getAddresses).toHaveBeenCalledWith({ page: 1, per_page: 10 });
    const home = card('5B, House 12, Road 7');
    expect(within(home).getByText('Demo Customer')).toBeInTheDocument();
    expect(within(home).getByText('01700000000')).toBeInTheDocument();
    expect(within(home).getByText('Near the lake')).toBeInTheDocument();
    expect(
      within(home).getByText((_, element) => element?.textContent === 'Gulshan, post code 1212' && element.tagName === 'SPAN'),
    ).toBeInTheDocument();
    expect(within(home).getByText('Home')).toBeInTheDocument();
    expect(within(home).getByText('Default')).toBeInTheDocument();
    expect(within(home).queryByRole('button', { name: 'Make default' })).not.toBeInTheDocument();
    const office = card('Level 9, Tower 3, Kemal Ataturk Avenue');
    expect(within(office).getByText('Office')).toBeInTheDocument();
    expect(within(office).queryByText('Default')).not.toBeInTheDocument();
    expect(within(office).getByRole('link', { name: 'Edit the address of Demo Customer' })).toHaveAttribute(
      'href',
      '/manage-address/2/edit',
    );
    expect(screen.getByRole('link', { name: 'Add New Address' })).toHaveAttribute('href', '/manage-address/new');
  });

  it('deletes after the confirmation, then reloads the list and the auth store addresses', async () => {
    const book = addressBook([HOME, OFFICE]);
    const deleteAddress = jest.fn(async () => {
      book.set([HOME]);
      return 'Address deleted successfully.';
    });
    const store = setup(book, { deleteAddress });
    await screen.findByText('Level 9, Tower 3, Kemal Ataturk Avenue');
    const office = card('Level 9, Tower 3, Kemal Ataturk Avenue');

    fireEvent.click(within(office).getByRole('button', { name: 'Delete the address of Demo Customer' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete address' });
    expect(dialog).toHaveTextContent('Delete the address Level 9, Tower 3, Kemal Ataturk Avenue, Banani? This cannot be undone.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deleteAddress).not.toHaveBeenCalled();

    fireEvent.click(within(office).getByRole('button', { name: 'Delete the address of Demo Customer' }));
    dialog = screen.getByRole('dialog', { name: 'Delete address' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(screen.queryByText('Level 9, Tower 3, Kemal Ataturk Avenue')).not.toBeInTheDocument());
    expect(deleteAddress).toHaveBeenCalledWith(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toasts(store)).toEqual([{ type: 'success', message: 'Address deleted successfully.' }]);
    expect(book.getAddresses).toHaveBeenCalledWith({ per_page: 100 });
    await waitFor(() => expect(store.auth.addresses.map((a) => a.id)).toEqual([1]));
    expect(store.checkout.address?.id).toBe(1);
  });

  it('toasts the server message when the address is used by an order, and keeps it', async () => {
    const book = addressBook([HOME, OFFICE]);
    const deleteAddress = jest.fn().mockRejectedValue(httpError(422, 'This address is used by an order and cannot be deleted.'));
    const store = setup(book, { deleteAddress });
    await screen.findByText('5B, House 12, Road 7');
    fireEvent.click(within(card('5B, House 12, Road 7')).getByRole('button', { name: 'Delete the address of Demo Customer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() =>
      expect(toasts(store)).toEqual([{ type: 'error', message: 'This address is used by an order and cannot be deleted.' }]),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('5B, House 12, Road 7')).toBeInTheDocument();
  });

  it('makes an address the default (sending it back whole) and refreshes the auth store addresses', async () => {
    const book = addressBook([HOME, OFFICE]);
    const updateAddress = jest.fn(async () => {
      book.set([
        { ...OFFICE, is_default: true },
        { ...HOME, is_default: false },
      ]);
      return { message: 'Address saved successfully.', address: { ...OFFICE, is_default: true } };
    });
    const store = setup(book, { updateAddress });
    await screen.findByText('Level 9, Tower 3, Kemal Ataturk Avenue');
    fireEvent.click(within(card('Level 9, Tower 3, Kemal Ataturk Avenue')).getByRole('button', { name: 'Make default' }));
    await waitFor(() => expect(within(card('Level 9, Tower 3, Kemal Ataturk Avenue')).getByText('Default')).toBeInTheDocument());
    expect(updateAddress).toHaveBeenCalledWith(2, {
      name: 'Demo Customer',
      phone: '01700000000',
      area: 'Banani',
      flat_no: 'Level 9',
      post_code: '1213',
      address_line: 'Tower 3, Kemal Ataturk Avenue',
      address_line2: null,
      address_type: 'office',
      latitude: 23.78,
      longitude: 90.41,
      is_default: true,
    });
    expect(toasts(store)).toEqual([{ type: 'success', message: 'Address saved successfully.' }]);
    await waitFor(() => expect(store.auth.defaultAddress?.id).toBe(2));
    expect(store.checkout.address?.id).toBe(2);
  });

  it('says so when there is no address, with the way to add one', async () => {
    setup(addressBook([]));
    expect(await screen.findByText('No addresses yet')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Add New Address' })).toHaveLength(2);
  });

  it('shows the error with a retry', async () => {
    const book = addressBook([HOME]);
    book.getAddresses.mockRejectedValueOnce(httpError(500, 'Server Error'));
    setup(book);
    expect(await screen.findByText('Server Error')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByText('5B, House 12, Road 7')).toBeInTheDocument();
  });

  it('pages through the addresses with ?page=', async () => {
    const many = Array.from({ length: 12 }, (_, i) =>
      savedAddress({ id: i + 1, address_line: `Street ${i + 1}`, flat_no: null, is_default: i === 0 }),
    );
    const book = addressBook(many);
    setup(book, {}, '/manage-address?page=2');
    expect(await screen.findByText('Street 11')).toBeInTheDocument();
    expect(book.getAddresses).toHaveBeenCalledWith({ page: 2, per_page: 10 });
    fireEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(await screen.findByText('Street 1')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/manage-address$/);
  });
});
