import { Dialog, useStores, type ModalProps, type SavedAddress, FormattedMessage } from 'shared-sdk';
import { AddressForm } from './address-form';

/**
 * Add New Address over the checkout (the shell's 'address' modal slot): the account's address form in
 * a dialog, so the shopper never leaves the order. The saved address becomes the delivery address.
 */
export default function AddressModal({ onClose }: ModalProps) {
  const { auth } = useStores();
  const saved = (address: SavedAddress) => {
    auth.selectNewAddress(address);
    onClose();
  };
  return (
    <Dialog title={<FormattedMessage id="account.address.addNew" defaultMessage="Add New Address" />} onClose={onClose}>
      <AddressForm address={null} onSaved={saved} onCancel={onClose} />
    </Dialog>
  );
}
