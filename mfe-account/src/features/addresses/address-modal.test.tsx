import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { httpError, renderPage } from 'shared-sdk/testing';
import { accountTestStore, savedAddress, toasts } from '../../test-support/account-store';
import AddressModal from './address-modal';

const HOME = savedAddress({ id: 3, is_default: true });

function setup(account: Record<string, jest.Mock>) {
  const store = accountTestStore({ account });
  store.auth.setAddresses([HOME]);
  store.checkout.setAddress(HOME);
  const onClose = jest.fn();
  renderPage(<AddressModal onClose={onClose} />, { store, path: '/checkout' });
  return { store, onClose, dialog: screen.getByRole('dialog', { name: 'Add New Address' }) };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('AddressModal', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('is a dialog with the labelled address form, focus inside it', () => {
    const { dialog } = setup({});
    expect(within(dialog).getByLabelText('Full name')).toHaveValue('Demo Customer');
    expect(within(dialog).getByLabelText('Area')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Address type')).toHaveValue('home');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(within(dialog).queryByRole('link', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('saves, makes the new address the delivery address and closes, staying on the page', async () => {
    const saved = savedAddress({ id: 9, area: 'Dhanmondi', is_default: false });
    const storeAddress = jest.fn().mockResolvedValue({ message: 'Address saved successfully.', address: saved });
    const getAddresses = jest.fn().mockResolvedValue({ total: 2, addresses: [HOME, saved] });
    const { store, onClose } = setup({ storeAddress, getAddresses });
    type('Area', 'Dhanmondi');
    type('Post code', '1209');
    type('Address line', 'Road 27');
    fireEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(store.checkout.address?.id).toBe(9);
    expect(store.auth.addresses.map((a) => a.id)).toEqual([3, 9]);
    expect(toasts(store)).toEqual([{ type: 'success', message: 'Address saved successfully.' }]);
    await waitFor(() => expect(getAddresses).toHaveBeenCalled());
    expect(store.checkout.address?.id).toBe(9);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/checkout$/);
  });

  it('shows the server’s field errors beside the fields and stays open', async () => {
    const storeAddress = jest
      .fn()
      .mockRejectedValue(httpError(422, 'The area field is required.', { area: ['The area field is required.'] }));
    const { store, onClose } = setup({ storeAddress });
    fireEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    await waitFor(() => expect(screen.getByLabelText('Area')).toHaveAccessibleDescription('The area field is required.'));
    expect(onClose).not.toHaveBeenCalled();
    expect(store.checkout.address?.id).toBe(3);
  });

  it('Cancel and Escape close it without saving', () => {
    const { onClose, dialog } = setup({});
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
