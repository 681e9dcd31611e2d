import { Button, Dialog, UserText, type SavedAddress, FormattedMessage } from 'shared-sdk';
import { addressSummary } from './address-fields';

export interface DeleteAddressDialogProps {
  address: SavedAddress;
  deleting: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** 'Delete this address?' with Cancel and Delete; focus is trapped and returns to the card's button. */
export function DeleteAddressDialog({ address, deleting, onConfirm, onClose }: DeleteAddressDialogProps) {
  return (
    <Dialog
      title={<FormattedMessage id="account.address.deleteTitle" defaultMessage="Delete address" />}
      onClose={onClose}
      actions={
        <>
          <Button $variant="secondary" onClick={onClose}>
            <FormattedMessage id="account.address.cancel" defaultMessage="Cancel" />
          </Button>
          <Button onClick={onConfirm} disabled={deleting}>
            <FormattedMessage id="account.address.confirmDelete" defaultMessage="Yes, delete" />
          </Button>
        </>
      }
    >
      <p>
        <FormattedMessage
          id="account.address.deleteQuestion"
          defaultMessage="Delete the address {address}? This cannot be undone."
          values={{
            address: (
              <strong>
                <UserText>{addressSummary(address)}</UserText>
              </strong>
            ),
          }}
        />
      </p>
    </Dialog>
  );
}
