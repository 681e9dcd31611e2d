import { ConfirmDialog, UserText, type ConfirmActions, type SavedAddress, FormattedMessage } from 'shared-sdk';
import { addressSummary } from './address-fields';

export interface DeleteAddressDialogProps extends ConfirmActions {
  address: SavedAddress;
}

/** 'Delete this address?' with Cancel and Delete; focus is trapped and returns to the card's button. */
export function DeleteAddressDialog({ address, ...actions }: DeleteAddressDialogProps) {
  return (
    <ConfirmDialog
      {...actions}
      title={<FormattedMessage id="account.address.deleteTitle" defaultMessage="Delete address" />}
      cancelLabel={<FormattedMessage id="account.address.cancel" defaultMessage="Cancel" />}
      confirmLabel={<FormattedMessage id="account.address.confirmDelete" defaultMessage="Yes, delete" />}
    >
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
    </ConfirmDialog>
  );
}
