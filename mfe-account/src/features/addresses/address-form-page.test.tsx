import { fireEvent, screen, waitFor } from '@testing-library/react';
import { findRoute } from 'shared-sdk';
import { httpError, renderPage } from 'shared-sdk/testing';
import { accountTestStore, savedAddress, toasts } from '../../test-support/account-store';
import AddressFormPage from './address-form-page';

const ADD = findRoute('addAddress').path;
const EDIT = findRoute('editAddress').path;
const OFFICE = savedAddress({ id: 7, address_type: 'office', is_default: false, flat_no: null, address_line2: null });

function setup(account: Record<string, jest.Mock>, path: string, routePath: string) {
  const store = accountTestStore({ account });
  renderPage(<AddressFormPage />, { store, path, routePath });
  return store;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save Address' }));

describe('AddressFormPage', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('is the add form without an id, prefilled with the shopper’s name and phone', () => {
    setup({}, '/manage-address/new', ADD);
    expect(screen.getByRole('heading', { level: 1, name: 'Add New Address' })).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveValue('Demo Customer');
    expect(screen.getByLabelText('Phone')).toHaveValue('01700000000');
    // What the shopper types keeps its own direction ('12, Road 7' in an Arabic page too); a phone reads left to right.
    for (const label of ['Full name', 'Area', 'Post code', 'Address line', 'Flat or floor (optional)'])
      expect(screen.getByLabelText(label)).toHaveAttribute('dir', 'auto');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('Address type')).toHaveValue('home');
    expect(screen.getByRole('option', { name: 'Office' })).toHaveValue('office');
    expect(screen.getByLabelText('Use as my default address')).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/manage-address');
  });

  it('stores a new address, toasts, refreshes the auth store addresses and goes back to the list', async () => {
    const saved = savedAddress({ id: 9, area: 'Dhanmondi' });
    const storeAddress = jest.fn().mockResolvedValue({ message: 'Address saved successfully.', address: saved });
    const getAddresses = jest.fn().mockResolvedValue({ total: 1, addresses: [saved] });
    const store = setup({ storeAddress, getAddresses }, '/manage-address/new', ADD);
    type('Area', ' Dhanmondi ');
    type('Post code', '1209');
    type('Address line', 'Road 27');
    type('Flat or floor (optional)', '   ');
    type('Address type', 'other');
    fireEvent.click(screen.getByLabelText('Use as my default address'));
    save();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/manage-address$/));
    expect(storeAddress).toHaveBeenCalledWith({
      name: 'Demo Customer',
      phone: '01700000000',
      area: 'Dhanmondi',
      flat_no: null,
      post_code: '1209',
      address_line: 'Road 27',
      address_line2: null,
      address_type: 'other',
      is_default: true,
    });
    expect(toasts(store)).toEqual([{ type: 'success', message: 'Address saved successfully.' }]);
    expect(getAddresses).toHaveBeenCalledWith({ per_page: 100 });
    await waitFor(() => expect(store.auth.addresses.map((a) => a.id)).toEqual([9]));
    expect(store.checkout.address?.id).toBe(9);
  });

  it('shows the server’s field errors beside the fields and stays on the form', async () => {
    const storeAddress = jest.fn().mockRejectedValue(
      httpError(422, 'The area field is required.', {
        area: ['The area field is required.'],
        post_code: ['The post code field is required.'],
        phone: ['The phone field format is invalid.'],
      }),
    );
    const store = setup({ storeAddress }, '/manage-address/new', ADD);
    save();
    await waitFor(() => expect(screen.getByLabelText('Area')).toHaveAccessibleDescription('The area field is required.'));
    expect(screen.getByLabelText('Post code')).toHaveAccessibleDescription('The post code field is required.');
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('The phone field format is invalid.');
    expect(toasts(store)).toEqual([{ type: 'error', message: 'The area field is required.' }]);
    expect(screen.getByTestId('location')).toHaveTextContent('/manage-address/new');
    expect(screen.getByRole('button', { name: 'Save Address' })).toBeEnabled();
  });

  it('is the edit form with an id: loads the address from the list and updates it', async () => {
    const getAddresses = jest.fn().mockResolvedValue({ total: 2, addresses: [savedAddress({ id: 1 }), OFFICE] });
    const updateAddress = jest.fn().mockResolvedValue({ message: 'Address saved successfully.', address: OFFICE });
    const store = setup({ getAddresses, updateAddress }, '/manage-address/7/edit', EDIT);
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Address' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Area')).toHaveValue('Gulshan');
    expect(getAddresses).toHaveBeenCalledWith({ page: 1, per_page: 100 });
    expect(screen.getByLabelText('Address type')).toHaveValue('office');
    type('Address line 2 (optional)', 'Gate B');
    save();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/manage-address$/));
    expect(updateAddress).toHaveBeenCalledWith(7, {
      name: 'Demo Customer',
      phone: '01700000000',
      area: 'Gulshan',
      flat_no: null,
      post_code: '1212',
      address_line: 'House 12, Road 7',
      address_line2: 'Gate B',
      address_type: 'office',
      is_default: false,
      latitude: 23.78,
      longitude: 90.41,
    });
    expect(toasts(store)).toEqual([{ type: 'success', message: 'Address saved successfully.' }]);
    await waitFor(() => expect(getAddresses).toHaveBeenCalledWith({ per_page: 100 }));
  });

  it('keeps the default address the default: its box is ticked and cannot be unticked', async () => {
    const getAddresses = jest.fn().mockResolvedValue({ total: 1, addresses: [savedAddress({ id: 7 })] });
    setup({ getAddresses }, '/manage-address/7/edit', EDIT);
    const box = await screen.findByLabelText('Use as my default address');
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
    expect(box).toHaveAccessibleDescription('This is your default address; make another address the default to change it.');
  });

  it('says the address is not found when it is not the shopper’s (or the id is not a number)', async () => {
    const getAddresses = jest.fn().mockResolvedValue({ total: 1, addresses: [savedAddress({ id: 1 })] });
    setup({ getAddresses }, '/manage-address/99/edit', EDIT);
    expect(await screen.findByText('Address not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Manage Address' })).toHaveAttribute('href', '/manage-address');
    expect(screen.queryByRole('button', { name: 'Save Address' })).not.toBeInTheDocument();
  });

  it('says not found for an id that is not a number, without asking the server', async () => {
    setup({}, '/manage-address/abc/edit', EDIT);
    expect(await screen.findByText('Address not found')).toBeInTheDocument();
  });

  it('looks past the first page of addresses for the one to edit', async () => {
    const first = Array.from({ length: 100 }, (_, i) => savedAddress({ id: i + 1, is_default: i === 0 }));
    const getAddresses = jest
      .fn()
      .mockResolvedValueOnce({ total: 101, addresses: first })
      .mockResolvedValueOnce({ total: 101, addresses: [savedAddress({ id: 101, area: 'Uttara', is_default: false })] });
    setup({ getAddresses }, '/manage-address/101/edit', EDIT);
    expect(await screen.findByLabelText('Area')).toHaveValue('Uttara');
    expect(getAddresses).toHaveBeenLastCalledWith({ page: 2, per_page: 100 });
  });
});
